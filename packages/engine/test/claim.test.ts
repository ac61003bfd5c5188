import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, type HandResult, type MatchState } from '../src/index.js';
import { SUITED, contractHand, deal, must, mustFail, plays } from './helpers.js';

/** N holds six trumps and 5-5; E holds the last trump (6-0) and no fives. */
const ONE_TRUMP_OUT = deal(`
  N: 6-6 6-5 6-4 6-3 6-2 6-1 5-5
  E: 6-0 4-4 4-3 4-2 4-1 4-0 3-3
  S: 5-4 5-3 5-2 5-1 5-0 3-2 3-1
  W: 3-0 2-2 2-1 2-0 1-1 1-0 0-0`);

function claim(
  state: MatchState,
  seat: 'N' | 'E' | 'S' | 'W',
  kind: 'made' | 'set' | 'rest',
): HandResult {
  const after = must(apply(state, { type: 'claim', seat, claim: kind }));
  const h = after.game.hands[after.game.hands.length - 1];
  assert.ok(h);
  return h;
}

describe('lay-down claims', () => {
  it('a claim that no continuation can defeat stands: N holds every trump', () => {
    const s = contractHand('straight-42', 'W', SUITED, ['1m', 'pass', 'pass', 'pass'], 'sixes');
    const h = claim(s, 'N', 'rest');
    assert.equal(h.claim?.stands, true);
    assert.equal(h.outcome, 'made');
    assert.deepEqual(h.marks, { NS: 1, EW: 0 });
    assert.deepEqual(h.points, { NS: 42, EW: 0 });
  });

  it('"if the opposing team challenges and can demonstrate any possible way the bidder may be set ... the declarer must forfeit the hand" (000)', () => {
    // N could lead 5-5 before drawing E's 6-0, and E would trump it.
    const s = contractHand(
      'straight-42',
      'W',
      ONE_TRUMP_OUT,
      ['1m', 'pass', 'pass', 'pass'],
      'sixes',
    );
    const h = claim(s, 'N', 'made');
    assert.equal(h.claim?.stands, false);
    assert.equal(h.outcome, 'forfeit');
    assert.deepEqual(h.marks, { NS: 0, EW: 1 });
  });

  it('"It is suggested that a player wait until they\'re in the lead": once the last trump falls the claim stands (001)', () => {
    let s = contractHand(
      'straight-42',
      'W',
      ONE_TRUMP_OUT,
      ['1m', 'pass', 'pass', 'pass'],
      'sixes',
    );
    s = plays(s, ['6-6', '6-0', '3-2', '3-0']);
    const h = claim(s, 'N', 'rest');
    assert.equal(h.claim?.stands, true);
    assert.equal(h.outcome, 'made');
  });

  it('a rest claimed in nello counts only the dominoes still to be played: the partner who sits out plays none', () => {
    // "The non-playing partner will turn their dominoes face down." (004): E sits out holding 5-5
    // and 5-0, 15 of the hand's 42 points, which no trick can take.
    const s = contractHand(
      'nello-tournament',
      'S',
      SUITED,
      ['1m', 'pass', 'pass', 'pass'],
      'nello',
    );
    assert.equal(s.hand?.sittingOut, 'E');
    const h = claim(s, 'N', 'rest');
    assert.equal(h.claim?.stands, true);
    assert.equal(h.outcome, 'made');
    assert.deepEqual(h.points, { NS: 27, EW: 0 });
  });

  it('a claim mid-trick is judged from the dominoes already on the table', () => {
    let s = contractHand(
      'straight-42',
      'W',
      ONE_TRUMP_OUT,
      ['1m', 'pass', 'pass', 'pass'],
      'sixes',
    );
    s = plays(s, ['6-6', '6-0']);
    assert.equal(claim(s, 'N', 'made').claim?.stands, true);
  });

  it('"Any player may declare that the bid has been made, or that their opponent has been set." (001): a defender\'s claim of a set', () => {
    // N bid 30 in fives holding only 6-5 and 5-5 of them: E's trumps set it whatever is played.
    const weak = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'fives');
    const h = claim(weak, 'E', 'set');
    assert.equal(h.claim?.stands, true);
    assert.equal(h.outcome, 'set');
    assert.deepEqual(h.marks, { NS: 0, EW: 1 });
    // A wrong claim of a set forfeits the hand to the bidders.
    const strong = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    const wrong = claim(strong, 'E', 'set');
    assert.equal(wrong.outcome, 'forfeit');
    assert.deepEqual(wrong.marks, { NS: 1, EW: 0 });
  });

  it('claims are made during play only', () => {
    const s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    const before = must(apply(s, { type: 'penalty', seat: 'E', kind: 'renege' }));
    mustFail(apply(before, { type: 'claim', seat: 'N', claim: 'made' }), 'CLAIM_NOT_ALLOWED');
  });

  it('a nello claim is judged like any other: by every continuation', () => {
    const s = contractHand(
      'nello-tournament',
      'S',
      SUITED,
      ['1m', 'pass', 'pass', 'pass'],
      'nello',
    );
    assert.equal(s.hand?.bidder, 'W');
    assert.equal(s.hand?.sittingOut, 'E');
    // N holds a six of every suit W can lead (6-6 covers the doubles) and then runs sixes:
    // W can never take a trick, so a claim that the nello is made stands...
    const made = claim(s, 'N', 'made');
    assert.equal(made.claim?.stands, true);
    assert.equal(made.outcome, 'made');
    assert.deepEqual(made.marks, { NS: 0, EW: 1 });
    // ...and a claim that it is set forfeits the hand to W.
    const set = claim(s, 'S', 'set');
    assert.equal(set.claim?.stands, false);
    assert.deepEqual(set.marks, { NS: 0, EW: 1 });
  });
});
