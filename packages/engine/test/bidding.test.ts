import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PROFILES,
  apply,
  legalActions,
  mostMarksInAHand,
  resolveRules,
  toAct,
  type Bid,
  type MatchState,
} from '../src/index.js';
import { SUITED, act, bids, deal, must, mustFail, startHand } from './helpers.js';

/** Four doubles for N: a plunge hand. */
const PLUNGE_DEAL = deal(`
  N: 6-6 5-5 4-4 3-3 6-5 6-4 5-4
  E: 2-2 6-3 6-2 6-1 6-0 5-3 5-2
  S: 1-1 0-0 5-1 5-0 4-3 4-2 4-1
  W: 4-0 3-2 3-1 3-0 2-1 2-0 1-0`);

function legalBidList(state: MatchState): Bid[] {
  return legalActions(state).flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
}

function tryBid(state: MatchState, bid: Bid) {
  return apply(state, { type: 'bid', seat: toAct(state) ?? 'N', bid });
}

describe('the auction (every document)', () => {
  it('"Bidding begins with the player to the left of the Shaker and proceeds clockwise ending with the Shaker" (002)', () => {
    let s = startHand('straight-42', 'W', SUITED);
    const order = [];
    for (let i = 0; i < 4; i++) {
      order.push(toAct(s));
      s = act(s, { type: 'bid', seat: toAct(s) ?? 'N', bid: i === 0 ? 30 : 'pass' });
    }
    assert.deepEqual(order, ['N', 'E', 'S', 'W']);
  });

  it('"Each player may either pass (not bid) or bid higher" (002)', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), [34]);
    mustFail(tryBid(s, 34), 'BID_TOO_LOW');
    mustFail(tryBid(s, 33), 'BID_TOO_LOW');
    must(tryBid(s, 35));
    assert.deepEqual(legalBidList(s).slice(0, 3), ['pass', 35, 36]);
  });

  it('"The minimum bid is 30 bid points" (002)', () => {
    const s = startHand('nello-tournament', 'W', SUITED);
    mustFail(tryBid(s, 29), 'BID_TOO_LOW');
    must(tryBid(s, 30));
  });

  it('"When bidding reaches 42 (aka one mark), only marks may be bid" (002)', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), [42]);
    mustFail(tryBid(s, 41), 'BID_TOO_LOW');
    assert.deepEqual(legalBidList(s), ['pass', '2m']);
  });

  it('a seat may bid only in turn', () => {
    const s = startHand('straight-42', 'W', SUITED);
    mustFail(apply(s, { type: 'bid', seat: 'S', bid: 30 }), 'NOT_YOUR_TURN');
  });
});

describe('marks bids', () => {
  it('"Any player may bid up to 2 marks when 2 marks has not already been bid; subsequent bids may only be one additional mark" (002)', () => {
    const s = startHand('nello-tournament', 'W', SUITED);
    must(tryBid(s, '2m'));
    mustFail(tryBid(s, '3m'), 'BID_NOT_ALLOWED');
    const after2 = bids(s, ['2m']);
    mustFail(tryBid(after2, '4m'), 'BID_NOT_ALLOWED');
    mustFail(tryBid(after2, '2m'), 'BID_TOO_LOW');
    must(tryBid(after2, '3m'));
  });

  it('"a player can call marks—starting at an initial maximum of two ... a player can only increase the bid in increments of one mark" (000)', () => {
    const s = bids(startHand('austin-league', 'W', SUITED), [35, '1m']);
    assert.deepEqual(legalBidList(s), ['pass', '2m']);
  });

  it('"“2 Marks” can only be bid, if “1 Mark” was bid by another player in the same bidding sequence" (004)', () => {
    const s = startHand('forced-low', 'W', SUITED);
    mustFail(tryBid(s, '2m'), 'BID_NOT_ALLOWED');
    assert.deepEqual(legalBidList(bids(s, ['1m'])), ['pass', '2m']);
  });

  it('"Acceptable bids are: pass, 30 through 42, one-mark, 84, two-marks, three-marks, four-marks, five-marks." (001)', () => {
    let s = bids(startHand('npa-tournament', 'W', SUITED), ['2m', '3m', '4m']);
    assert.deepEqual(legalBidList(s), ['pass', '5m']);
    s = bids(startHand({ base: 'npa-tournament', bidding: { maxBidMarks: 3 } }, 'W', SUITED), [
      '2m',
      '3m',
    ]);
    mustFail(tryBid(s, '4m'), 'BID_NOT_ALLOWED');
  });

  it('42 may be written for one mark and 84 for two', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), [42]);
    assert.equal(s.hand?.high?.bid, '1m');
    assert.equal(bids(s, [84]).hand?.high?.bid, '2m');
  });
});

describe('forced bid and all passes', () => {
  it('"If all players pass, the Shaker must bid at least the minimum bid (aka forced bid)" (002)', () => {
    const s = bids(startHand('nello-tournament', 'W', SUITED), ['pass', 'pass', 'pass']);
    mustFail(tryBid(s, 'pass'), 'MUST_BID');
    mustFail(tryBid(s, 29), 'BID_TOO_LOW');
    assert.equal(legalBidList(s)[0], 30);
    const forced = bids(s, [30]);
    assert.equal(forced.hand?.forced, true);
    assert.equal(forced.phase, 'declare');
  });

  it('"“Shuffler” is stuck with bid if no one bids before them" (003)', () => {
    const s = bids(startHand('straight-42', 'W', SUITED), ['pass', 'pass', 'pass']);
    mustFail(tryBid(s, 'pass'), 'MUST_BID');
  });

  it('"the dealer may pass and the dominoes will be shaken again by the next player in turn with no marks scored." (000)', () => {
    const s = bids(startHand('austin-league', 'W', SUITED), ['pass', 'pass', 'pass', 'pass']);
    assert.equal(s.phase, 'shake');
    assert.equal(s.shaker, 'N');
    const last = s.game.hands[s.game.hands.length - 1];
    assert.equal(last?.outcome, 'reshake');
    assert.deepEqual(s.game.marks, { NS: 0, EW: 0 });
  });

  it('"There is no forced bidding unless the tournament director has announced as much ... If all players pass, the shuffle passes to the next player." (001)', () => {
    const s = bids(startHand('npa-tournament', 'E', SUITED), ['pass', 'pass', 'pass', 'pass']);
    assert.equal(s.shaker, 'S');
    const announced = bids(
      startHand({ base: 'npa-tournament', bidding: { forcedBid: true } }, 'E', SUITED),
      ['pass', 'pass', 'pass'],
    );
    mustFail(tryBid(announced, 'pass'), 'MUST_BID');
  });
});

describe('plunge', () => {
  it('"Plunge (4 marks- this can be bid at any time, regardless of prior bid)-must have at least 4 doubles" (003)', () => {
    const s = startHand('straight-42', 'W', PLUNGE_DEAL);
    const plunged = bids(s, ['plunge']);
    assert.equal(plunged.hand?.high?.marks, 4);
    // E holds one double.
    mustFail(tryBid(plunged, 'plunge'), 'BID_NOT_ALLOWED');
    assert.deepEqual(legalBidList(plunged), ['pass', '5m']);
  });

  it('a plunge is one mark more than a higher marks bid already made', () => {
    // Dealer N: E, S, W bid 2, 3 and 4 marks; N plunges at 5.
    const s = bids(startHand('straight-42', 'N', PLUNGE_DEAL), ['2m', '3m', '4m']);
    const plunged = bids(s, ['plunge']);
    assert.equal(plunged.hand?.high?.marks, 5);
    // After a 2-mark bid the plunge is still 4.
    const after2 = bids(startHand('straight-42', 'W', PLUNGE_DEAL), []);
    assert.equal(bids(after2, ['plunge']).hand?.high?.marks, 4);
  });

  it("the plunger's partner names trump and leads", () => {
    const s = bids(startHand('straight-42', 'W', PLUNGE_DEAL), ['plunge', 'pass', 'pass', 'pass']);
    assert.equal(s.phase, 'declare');
    assert.equal(toAct(s), 'S');
    const contracts = legalActions(s).flatMap((a) => (a.type === 'declare' ? [a.contract] : []));
    assert.ok(contracts.includes('sixes') && contracts.includes('doubles'));
    assert.ok(!contracts.some((c) => c.startsWith('nello') || c === 'sevens'));
  });

  it('"Other contracts are not permitted: nelo, sevens, plunge, splash." (001)', () => {
    const s = startHand('npa-tournament', 'W', PLUNGE_DEAL);
    mustFail(tryBid(s, 'plunge'), 'BID_NOT_ALLOWED');
    mustFail(tryBid(s, 'splash'), 'BID_NOT_ALLOWED');
  });

  it('splash (house): three doubles, two marks, the partner names trump', () => {
    const rules = 'house';
    // S holds 1-1 and 0-0 only; N holds four doubles and may splash too.
    const s = startHand(rules, 'W', PLUNGE_DEAL);
    const splashed = bids(s, ['splash']);
    assert.equal(splashed.hand?.high?.marks, 2);
    const after = bids(splashed, ['pass', 'pass', 'pass']);
    assert.equal(toAct(after), 'S');
    mustFail(tryBid(bids(s, ['pass']), 'splash'), 'BID_NOT_ALLOWED');
  });
});

describe('the most marks one hand can be worth', () => {
  /** The highest bid any auction reaches from this state, trying every legal bid of every seat. */
  function highestBid(state: MatchState): number {
    const reached = state.phase !== 'shake' && state.hand?.high ? state.hand.high.marks : 0;
    if (state.phase !== 'bid') return reached;
    let most = reached;
    for (const action of legalActions(state)) {
      if (action.type !== 'bid' || (typeof action.bid === 'number' && action.bid > 30)) continue;
      most = Math.max(most, highestBid(must(apply(state, action))));
    }
    return most;
  }

  for (const profile of PROFILES) {
    it(`${profile.id}: "subsequent bids may only be one additional mark" (002) bounds a hand, and every auction is tried`, () => {
      const options = must(resolveRules(profile.id)).options;
      // N, first to bid after W shakes, holds four doubles: a plunge and a splash are open to it.
      const most = highestBid(startHand(profile.id, 'W', PLUNGE_DEAL));
      assert.equal(mostMarksInAHand(options), Math.max(1, most));
    });
  }
});
