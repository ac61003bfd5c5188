import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { keepScore, newScorekeeper, type Scorekeeper } from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

/** The scorekeeper records the table's procedure: bids out of turn and wrong shakers. */

function play(state: Scorekeeper, ...entries: unknown[]): Scorekeeper {
  return entries.reduce<Scorekeeper>((s, e) => must(keepScore(s, e)), state);
}

const made = (bidder: string) => ({ type: 'hand', bidder, bid: 30, made: true });
const outOfTurn = (by: string, choice: string) => ({ type: 'out-of-turn', by, choice });

describe('the scorekeeper and the table’s procedure', () => {
  rule(
    '000',
    'The other team may also elect to have the hand shaken again by the same shaker.',
    () => {
      let s = must(newScorekeeper('austin-league', 'W'));
      s = play(s, outOfTurn('E', 'reshake'));
      assert.equal(s.shaker, 'W', 'the same shaker');
      assert.deepEqual(s.marks, { NS: 0, EW: 0 });
      s = play(s, outOfTurn('S', 'continue'), made('S'));
      assert.equal(s.shaker, 'N', 'a hand that went on moves the shake on');
      assert.deepEqual(s.marks, { NS: 1, EW: 0 });
    },
  );

  rule(
    '001',
    'A second offense by the same player in the same game shall result in a forfeited hand (loss of mark).',
    () => {
      let s = must(newScorekeeper('npa-tournament', 'W'));
      mustFail(keepScore(s, outOfTurn('S', 'reshake')), 'BAD_INPUT'); // the bid stands under 001
      s = play(s, outOfTurn('S', 'continue'), made('N'), outOfTurn('E', 'continue'));
      assert.deepEqual(s.marks, { NS: 1, EW: 0 }, 'first offences cost nothing');
      s = play(s, outOfTurn('S', 'continue'));
      assert.deepEqual(s.marks, { NS: 1, EW: 1 }, 'S’s second: the hand and a mark to EW');
      assert.equal(s.shaker, 'E', 'the forfeited hand moves the shake on');
    },
  );

  rule('001', 'Once that hand is done, the shake rotation will continue with North.', () => {
    // "South should have shuffled but West did in error. The mistake was not caught until after
    // trumps were declared. After the hand is complete, South will shake."
    let s = must(newScorekeeper('npa-tournament', 'S'));
    mustFail(keepScore(s, { type: 'wrong-shaker', by: 'S', found: 'after-trump' }), 'BAD_INPUT');
    s = play(s, { type: 'wrong-shaker', by: 'W', found: 'after-trump' }, made('W'));
    assert.equal(s.shaker, 'S', 'South shakes');
    s = play(s, made('W'));
    assert.equal(s.shaker, 'N', 'then North');
    s = play(s, made('W'));
    assert.equal(s.shaker, 'E');
  });

  rule(
    '001',
    'If discovered after a player has bid, the correct shuffler will re-shuffle the dominoes.',
    () => {
      let s = must(newScorekeeper('npa-tournament', 'S'));
      s = play(s, { type: 'wrong-shaker', by: 'E', found: 'after-bid' });
      assert.equal(s.shaker, 'S');
      s = play(s, { type: 'wrong-shaker', by: 'E', found: 'before-bid' }, made('W'));
      assert.equal(s.shaker, 'W', 'found before the bid: the hand stands, the rotation goes on');
    },
  );
});
