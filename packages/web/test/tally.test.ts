import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_STROKES, tally } from '../src/logic/tally.js';

describe('the marks tally', () => {
  it('spells ALL in seven strokes for a game to seven', () => {
    assert.equal(ALL_STROKES.length, 7);
    const t = tally(3);
    assert.equal(t.strokes.length, 7);
    assert.deepEqual(
      t.strokes.map((s) => s.on),
      [true, true, true, false, false, false, false],
    );
    assert.equal(t.extra, 0);
  });

  it('chalks the A first: two legs and the bar', () => {
    const [left, right, bar] = tally(0).strokes;
    assert.ok(left && right && bar);
    assert.equal(left.y1, 1);
    assert.equal(left.y2, 0);
    assert.equal(right.y2, 1);
    assert.equal(bar.y1, bar.y2);
  });

  it('counts marks beyond the game', () => {
    const t = tally(8);
    assert.equal(
      t.strokes.every((s) => s.on),
      true,
    );
    assert.equal(t.extra, 1);
  });

  it('tallies other game lengths in fives with a slash', () => {
    const t = tally(5, 10);
    assert.equal(t.strokes.length, 10);
    assert.equal(t.strokes.filter((s) => s.on).length, 5);
    const slash = t.strokes[4];
    assert.ok(slash);
    assert.notEqual(slash.y1, slash.y2);
    assert.ok(t.width > 1);
  });

  it('never draws negative marks', () => {
    assert.equal(tally(-2).strokes.filter((s) => s.on).length, 0);
  });
});
