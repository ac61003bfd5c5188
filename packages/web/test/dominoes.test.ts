import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonical, dominoLabel, endsOf, pipCells } from '../src/logic/dominoes.js';

describe('dominoes as drawn', () => {
  it('reads the two ends', () => {
    assert.deepEqual(endsOf('6-4'), [6, 4]);
    assert.deepEqual(endsOf('0-0'), [0, 0]);
    assert.equal(endsOf('7-1'), null);
    assert.equal(endsOf('64'), null);
  });

  it('puts n pips on an end, each in a distinct cell of the 3 by 3 grid', () => {
    for (let n = 0; n <= 6; n++) {
      const cells = pipCells(n);
      assert.equal(cells.length, n);
      assert.equal(new Set(cells.map(([c, r]) => `${c},${r}`)).size, n);
      for (const [c, r] of cells) assert.ok(c >= 0 && c <= 2 && r >= 0 && r <= 2);
    }
  });

  it('draws odd numbers with the centre pip and even ones without', () => {
    for (let n = 1; n <= 6; n++) {
      const centre = pipCells(n).some(([c, r]) => c === 1 && r === 1);
      assert.equal(centre, n % 2 === 1, `end ${n}`);
    }
  });

  it('names dominoes', () => {
    assert.equal(dominoLabel('5-5'), 'double 5');
    assert.equal(dominoLabel('6-4'), '6-4');
    assert.equal(canonical('4-6'), '6-4');
    assert.equal(canonical('6-4'), '6-4');
  });
});
