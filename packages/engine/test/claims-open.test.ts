import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMatch, openClaims, viewFor } from '../src/index.js';
import { SUITED, contractHand, must } from './helpers.js';

/**
 * The lay-downs a seat is offered (000: "if the opposing team challenges and can demonstrate any
 * possible way the bidder may be set, or the bid would have been made, the declarer must forfeit
 * the hand"): only while the hand is played, by a seat that plays in it.
 */
describe('the claims a seat is offered', () => {
  it('the bidding side claims the bid made or the rest; the defenders the set or the rest', () => {
    // W bids first (S shakes) and wins at one mark.
    const s = contractHand('straight-42', 'S', SUITED, ['1m', 'pass', 'pass', 'pass'], 'sixes');
    assert.deepEqual(openClaims(s, 'W'), ['made', 'rest']);
    assert.deepEqual(openClaims(s, 'E'), ['made', 'rest']);
    assert.deepEqual(openClaims(s, 'N'), ['set', 'rest']);
    assert.deepEqual(openClaims(s, 'S'), ['set', 'rest']);
  });

  it('in nello the bidder is offered only "made", and the partner who sits out nothing', () => {
    const s = contractHand(
      'nello-tournament',
      'S',
      SUITED,
      ['1m', 'pass', 'pass', 'pass'],
      'nello',
    );
    assert.equal(s.hand?.sittingOut, 'E');
    assert.deepEqual(openClaims(s, 'W'), ['made']);
    assert.deepEqual(openClaims(s, 'E'), []);
    assert.deepEqual(openClaims(s, 'N'), ['set', 'rest']);
  });

  it('nothing before the play, and every seat’s view carries its own claims; a spectator’s none', () => {
    const fresh = must(newMatch({ rules: 'straight-42', seed: 3 }));
    for (const seat of ['N', 'E', 'S', 'W'] as const) assert.deepEqual(openClaims(fresh, seat), []);
    const s = contractHand('straight-42', 'S', SUITED, ['1m', 'pass', 'pass', 'pass'], 'sixes');
    assert.deepEqual(viewFor(s, 'N').claims, ['set', 'rest']);
    assert.deepEqual(viewFor(s, 'W').claims, ['made', 'rest']);
    assert.deepEqual(viewFor(s, 'spectator').claims, []);
  });
});
