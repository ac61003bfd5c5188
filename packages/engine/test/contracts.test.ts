import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, legalActions, toAct, type ContractName, type MatchState } from '../src/index.js';
import { SUITED, act, bids, must, mustFail, plays, startHand } from './helpers.js';

function contracts(state: MatchState): ContractName[] {
  return legalActions(state).flatMap((a) => (a.type === 'declare' ? [a.contract] : []));
}
function tryDeclare(state: MatchState, contract: string) {
  return apply(state, { type: 'declare', seat: toAct(state) ?? 'N', contract });
}

describe('declaring the contract', () => {
  it('"Valid suits are: blanks, ones (aces), twos (deuces), threes (treys), fours, fives, sixes, doubles, or no-trump (aka follow-me)." (002)', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    assert.deepEqual(contracts(s), [
      'blanks',
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'doubles',
      'follow-me',
    ]);
  });

  it('"Highest bidder wins the bid (and declares trump)" and "The winning bidder leads the first trick" (002)', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), [30, 31, 'pass', 'pass']);
    assert.equal(toAct(s), 'E');
    mustFail(apply(s, { type: 'declare', seat: 'N', contract: 'sixes' }), 'NOT_YOUR_TURN');
    const declared = act(s, { type: 'declare', seat: 'E', contract: 'fives' });
    assert.equal(declared.phase, 'play');
    assert.equal(toAct(declared), 'E');
  });

  it('a contract may be written as a digit', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    assert.equal(must(tryDeclare(s, '6')).hand?.contract, 'sixes');
    mustFail(tryDeclare(s, 'hearts'), 'BAD_ACTION');
  });

  it('"If trumps are not announced prior to or as the first domino is played, the high side of the domino played shall be trump." (001)', () => {
    const s = bids(startHand('npa-tournament', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    const led = plays(s, ['6-2']);
    assert.equal(led.hand?.contract, 'sixes');
    assert.equal(led.hand?.trumpByLead, true);
  });

  it('"If a trump suit is not declared before playing the first domino, the suit led in the first trick shall determine Trump." (003)', () => {
    const s = bids(startHand('straight-42', 'S', SUITED), [30, 'pass', 'pass', 'pass']);
    assert.equal(toAct(s), 'W');
    assert.equal(plays(s, ['2-0']).hand?.contract, 'twos');
  });

  it('where a document does not say trump may be set by the lead, the bidder must name it (000)', () => {
    const s = bids(startHand('austin-league', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    mustFail(apply(s, { type: 'play', seat: 'N', domino: '6-6' }), 'MUST_DECLARE');
  });

  it('"No “low” allowed" and "Splash is NOT allowed, Sevens NOT allowed" (003)', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    mustFail(tryDeclare(s, 'nello'), 'CONTRACT_NOT_ALLOWED');
    mustFail(tryDeclare(s, 'sevens'), 'CONTRACT_NOT_ALLOWED');
  });
});

describe('nello', () => {
  it('"Nello Bids ... Are ALLOWED in this tournament. With this bid, Doubles are considered a separate suit." (002)', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    assert.ok(contracts(s).includes('nello:doubles-own-suit'));
    assert.ok(!contracts(s).includes('nello:doubles-high'));
    const n = must(tryDeclare(s, 'nello'));
    assert.equal(n.hand?.contract, 'nello:doubles-own-suit');
    mustFail(tryDeclare(s, 'nello:doubles-high'), 'CONTRACT_NOT_ALLOWED');
  });

  it('nello is a marks bid unless a club allows it on any bid (house option)', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    mustFail(tryDeclare(s, 'nello'), 'CONTRACT_NOT_ALLOWED');
    const any = bids(
      startHand({ base: 'nello-tournament', nello: { minimumMarks: 0 } }, 'W', SUITED),
      [30, 'pass', 'pass', 'pass'],
    );
    must(tryDeclare(any, 'nello'));
  });

  it('"your teammate doesn’t play and turns their dominoes down on the table" (002)', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    let n = must(tryDeclare(s, 'nello'));
    assert.equal(n.hand?.sittingOut, 'S');
    n = plays(n, ['6-0']);
    assert.equal(toAct(n), 'E');
    n = plays(n, ['5-0']);
    assert.equal(toAct(n), 'W');
    n = plays(n, ['1-0']);
    // Three dominoes make the trick: S sits out. (N took it, so the nello is set.)
    const trick = n.game.hands[0]?.tricks[0];
    assert.deepEqual(
      trick?.plays.map((p) => p.seat),
      ['N', 'E', 'W'],
    );
  });

  it('"a bid contract where you must lose all the tricks" (002): the bidder is set on taking one', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    const n = plays(must(tryDeclare(s, 'nello')), ['6-0', '5-0', '1-0']);
    const last = n.game.hands[n.game.hands.length - 1];
    assert.equal(last?.outcome, 'set');
    assert.deepEqual(last?.marks, { NS: 0, EW: 1 });
  });

  it('"“LOW” hand bids are allowed only when forced, and “LOW” bid must begin at 1 or 2 Marks." (004)', () => {
    const open = bids(startHand('forced-low', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    mustFail(tryDeclare(open, 'nello'), 'CONTRACT_NOT_ALLOWED');
    const forced = bids(startHand('forced-low', 'W', SUITED), ['pass', 'pass', 'pass']);
    assert.deepEqual(
      legalActions(forced).flatMap((a) =>
        a.type === 'bid' && typeof a.bid === 'string' ? [a.bid] : [],
      ),
      ['1m', '2m'],
    );
    must(tryDeclare(bids(forced, ['2m']), 'nello'));
    must(tryDeclare(bids(forced, ['1m']), 'nello'));
    mustFail(tryDeclare(bids(forced, [30]), 'nello'), 'CONTRACT_NOT_ALLOWED');
    // "Do not declare “LOW” or “HIGH” until all bids are in.": the forced 1-mark bidder chooses.
    must(tryDeclare(bids(forced, ['1m']), 'sixes'));
  });

  it('"“2 Marks” can only be bid, if “1 Mark” was bid by another player" and "“LOW” bid must begin at 1 or 2 Marks." (004): the forced shaker\'s 2 marks is low only', () => {
    const forced = bids(startHand('forced-low', 'W', SUITED), ['pass', 'pass', 'pass']);
    const two = bids(forced, ['2m']);
    const refused = mustFail(tryDeclare(two, 'sixes'), 'CONTRACT_NOT_ALLOWED');
    assert.match(refused, /for nello \(low\) only/);
    assert.deepEqual(
      legalActions(two).flatMap((a) => (a.type === 'declare' ? [a.contract] : [])),
      ['nello:doubles-own-suit'],
    );
    // The other reading, as a club's option: the forced 2 marks may be played high too.
    const either = bids(
      startHand(
        { base: 'forced-low', bidding: { forcedHighOpeningOnlyNello: false } },
        'W',
        SUITED,
      ),
      ['pass', 'pass', 'pass', '2m'],
    );
    must(tryDeclare(either, 'sixes'));
    must(tryDeclare(either, 'nello'));
  });
});

describe('sevens (house option)', () => {
  it('is declared on a marks bid and needs every trick', () => {
    const s = bids(startHand('house', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    const sevens = must(tryDeclare(s, 'sevens'));
    assert.equal(sevens.hand?.contract, 'sevens');
    const low = bids(startHand('house', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    mustFail(tryDeclare(low, 'sevens'), 'CONTRACT_NOT_ALLOWED');
  });
});
