import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  SEATS,
  apply,
  clockwise,
  newMatch,
  resolveRules,
  seedRng,
  toAct,
  type Bid,
  type Domino,
  type MatchState,
  type Seat,
} from '@texas42/engine';
import {
  bestTrump,
  calibrateBidding,
  chooseSimulatedBid,
  chooseSimulatedContract,
  heuristicBot,
  planBids,
  tableChance,
  type BidPlan,
} from '../src/index.js';
import { auctionLikelihood, dealsForAuction } from '../src/bid-likelihood.js';
import { biddingView, must, seatToAct } from './helpers.js';

const options = must(resolveRules('straight-42')).options;

const STRONG = ['6-6', '6-5', '6-4', '6-3', '6-2', '5-5', '4-4'] as Domino[];
const WEAK = ['3-2', '4-1', '5-1', '2-1', '3-1', '4-2', '5-2'] as Domino[];

/** A deal with `hand` in `seat` and the rest of the dominoes in the other seats. */
function dealWith(seat: Seat, hand: readonly Domino[], mine: readonly Domino[], me: Seat) {
  const rest = ALL_DOMINOES.filter((d) => !hand.includes(d) && !mine.includes(d));
  const deal: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
  deal[seat] = [...hand];
  deal[me] = [...mine];
  let k = 0;
  for (const s of SEATS)
    if (s !== seat && s !== me) {
      deal[s] = rest.slice(k * 7, k * 7 + 7);
      k++;
    }
  return deal;
}

/** The match at the shake with `hands` dealt, then `bids` made in turn. */
function auction(hands: Record<Seat, Domino[]>, bids: readonly Bid[]): MatchState {
  let s = must(newMatch({ rules: 'straight-42', seed: 3 }));
  s = must(apply(s, { type: 'shake', seat: seatToAct(s), hands }));
  for (const bid of bids) s = must(apply(s, { type: 'bid', seat: seatToAct(s), bid }));
  return s;
}

const plan = (takes: number[]): BidPlan => ({ contract: 'sixes', takes });

describe('bidding by simulation', () => {
  it('reads a bid as strength and a pass as the lack of it', () => {
    const mine = ['0-0', '1-0', '2-0', '3-0', '4-0', '5-0', '6-0'] as Domino[];
    // The seat on the shaker's left bids first: here the shaker is N, so E bids first.
    const strongE = dealWith('E', STRONG, mine, 'S');
    const weakE = dealWith('E', WEAK, mine, 'S');
    const bid = (deal: Record<Seat, Domino[]>, b: Bid) =>
      auctionLikelihood([b], 'N', deal, 'S', options);
    assert.ok(bid(strongE, 34) > 5 * bid(weakE, 34), 'a bid of 34 fits a strong hand');
    assert.ok(bid(weakE, 'pass') > 5 * bid(strongE, 'pass'), 'a pass fits a weak hand');
    // The viewer's own bids say nothing about the hidden hands.
    assert.equal(auctionLikelihood([30], 'N', strongE, 'E', options), 1);
  });

  it('deals the other hands to fit the auction before solving them', () => {
    // The second seat to bid holds a fair hand; the first either bid 36 or passed.
    const shaker = seatToAct(must(newMatch({ rules: 'straight-42', seed: 3 })));
    const first = clockwise(shaker, 1);
    const me = clockwise(shaker, 2);
    const mine = ['6-6', '6-1', '5-5', '5-0', '4-3', '2-2', '1-0'] as Domino[];
    const others = ALL_DOMINOES.filter((d) => !mine.includes(d));
    const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Domino[]>;
    hands[me] = mine;
    [shaker, first, clockwise(shaker, 3)].forEach((seat, k) => {
      hands[seat] = others.slice(k * 7, k * 7 + 7);
    });
    const strength = (bid: Bid) => {
      const view = biddingView(auction(hands, [bid]), me);
      const { deals } = dealsForAuction(view, 40, seedRng(7));
      const worth = deals.map((d) => bestTrump(d[first], options).points);
      return worth.reduce((a, b) => a + b, 0) / worth.length;
    };
    const afterBid = strength(36);
    const afterPass = strength('pass');
    assert.ok(
      afterBid > afterPass + 8,
      `a bid of 36 deals its bidder more (${afterBid.toFixed(1)} vs ${afterPass.toFixed(1)})`,
    );
  });

  it('turns solved rates into chances at the table, lower than the solves promise', () => {
    assert.ok(tableChance([plan([35, 35, 35, 35])], 30) > 0.75);
    assert.ok(tableChance([plan([35, 35, 20, 20])], 30) < 0.4);
    assert.ok(tableChance([plan([42, 42, 42, 42])], '1m') > 0.5);
    assert.ok(tableChance([plan([42, 42, 42, 20])], '1m') < 0.5);
    for (let made = 0; made < 4; made++) {
      const takes = (n: number) => [0, 1, 2, 3].map((i) => (i < n ? 35 : 10));
      assert.ok(tableChance([plan(takes(made))], 30) < tableChance([plan(takes(made + 1))], 30));
    }
  });

  it('reads nello by its own measured curve where a bot says so: the solves undersell it', () => {
    // Made (no trick taken) in 3 of 5 solved deals; nello is declared on a bid of a mark.
    const nello: BidPlan = {
      contract: 'nello:doubles-own-suit',
      takes: [42, 42, 42, 0, 0],
      minimumMarks: 1,
    };
    const asA42 = tableChance([nello], '1m');
    const measured = tableChance([nello], '1m', { measuredNello: true });
    assert.ok(asA42 < 0.3, `read as a 42: ${asA42}`);
    assert.ok(measured > 0.8 && measured < 0.85, `by nello's curve: ${measured}`);
    // A trump plan is read as before whatever the reading.
    const trump = plan([42, 42, 42, 0, 0]);
    assert.equal(tableChance([trump], '1m', { measuredNello: true }), tableChance([trump], '1m'));
    // The contract named for the mark won is read the same way: nello at 3 of 5 beats sixes at
    // 4 of 5 by nello's curve (0.81 against 0.38), not by the solves alone.
    const sixes = plan([42, 42, 42, 42, 0]);
    const declaring = {
      hand: { bid: '1m' },
      legal: (['sixes', 'nello:doubles-own-suit'] as const).map((contract) => ({
        type: 'declare',
        seat: 'N',
        contract,
      })),
    } as unknown as Parameters<typeof chooseSimulatedContract>[0];
    assert.equal(chooseSimulatedContract(declaring, [sixes, nello]), 'sixes');
    assert.equal(
      chooseSimulatedContract(declaring, [sixes, nello], { measuredNello: true }),
      'nello:doubles-own-suit',
    );
  });

  it('bids the marks a bid is worth on average, against what passing is worth', () => {
    // A view at E's first bid, and one where an opponent or the partner holds 30.
    let s = must(newMatch({ rules: 'straight-42', seed: 3 }));
    s = must(apply(s, { type: 'shake', seat: seatToAct(s) }));
    const first = seatToAct(s);
    const view = biddingView(s, first);
    assert.equal(chooseSimulatedBid(view, [plan(Array<number>(12).fill(20))]), 'pass');
    assert.equal(chooseSimulatedBid(view, [plan(Array<number>(12).fill(35))]), 30);
    // A sure 42 opens at 30: a marks bid made is worth no more, and at the table it fails
    // more often. Over an opponent's mark, it bids two.
    const laydown = [plan(Array<number>(12).fill(42))];
    assert.equal(chooseSimulatedBid(view, laydown), 30);
    const marked = must(apply(s, { type: 'bid', seat: first, bid: '1m' }));
    assert.equal(chooseSimulatedBid(biddingView(marked, seatToAct(marked)), laydown), '2m');
    // Nine of twelve solved deals make 31: enough to outbid an opponent, not a partner.
    const nine = [plan([...Array<number>(9).fill(35), 20, 20, 20])];
    const opp = must(apply(s, { type: 'bid', seat: first, bid: 30 }));
    assert.equal(chooseSimulatedBid(biddingView(opp, seatToAct(opp)), nine), 31);
    const p1 = must(apply(opp, { type: 'bid', seat: seatToAct(opp), bid: 'pass' }));
    assert.equal(toAct(p1), clockwise(first, 2));
    assert.equal(chooseSimulatedBid(biddingView(p1, seatToAct(p1)), nine), 'pass');
  });

  it('measures solved rates against the table (bench bidding)', () => {
    const c = must(
      calibrateBidding({
        hands: 4,
        samples: 2,
        seed: 1,
        rules: 'straight-42',
        player: heuristicBot,
      }),
    );
    assert.equal(c.hands, 4);
    for (const list of [c.points, c.marks]) {
      assert.equal(
        list.reduce((n, b) => n + b.hands, 0),
        4,
      );
      for (const b of list) assert.ok(b.made <= b.hands);
    }
  });
});

describe('nello by simulation', () => {
  it('plans nello for a hand with nothing to win tricks with, where the rules allow it', () => {
    const low = ['1-0', '2-0', '3-0', '2-1', '3-1', '4-0', '3-2'] as Domino[];
    const others = ALL_DOMINOES.filter((d) => !low.includes(d));
    const plansIn = (rules: string) => {
      let s = must(newMatch({ rules, seed: 5 }));
      const shaker = seatToAct(s);
      const first = clockwise(shaker, 1);
      const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Domino[]>;
      hands[first] = low;
      [clockwise(shaker, 2), clockwise(shaker, 3), shaker].forEach((seat, k) => {
        hands[seat] = others.slice(k * 7, k * 7 + 7);
      });
      s = must(apply(s, { type: 'shake', seat: shaker, hands }));
      return planBids(biddingView(s, first), 6, seedRng(3)).plans;
    };
    const nello = plansIn('nello-tournament').find((p) => p.contract.startsWith('nello'));
    assert.ok(nello, 'a nello plan');
    assert.ok(
      nello.takes.every((t) => t === 0 || t === 42),
      'nello is made or not',
    );
    assert.ok(
      nello.takes.some((t) => t === 42),
      'this hand makes nello in some deals',
    );
    assert.equal(
      plansIn('straight-42').some((p) => p.contract.startsWith('nello')),
      false,
      'no nello where the rules have none',
    );
  });
});

describe('plunge and splash by simulation', () => {
  it('plans a plunge for a hand of four doubles: the partner names trump, every trick needed', () => {
    const doubles = ['6-6', '5-5', '4-4', '3-3', '6-5', '6-4', '5-4'] as Domino[];
    const others = ALL_DOMINOES.filter((d) => !doubles.includes(d));
    let s = must(newMatch({ rules: 'house', seed: 5 }));
    const shaker = seatToAct(s);
    const first = clockwise(shaker, 1);
    const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Domino[]>;
    hands[first] = doubles;
    [clockwise(shaker, 2), clockwise(shaker, 3), shaker].forEach((seat, k) => {
      hands[seat] = others.slice(k * 7, k * 7 + 7);
    });
    s = must(apply(s, { type: 'shake', seat: shaker, hands }));
    const plans = planBids(biddingView(s, first), 6, seedRng(3)).plans;
    const plunge = plans.find((p) => p.bid === 'plunge');
    assert.ok(plunge, 'a plunge plan');
    assert.ok(
      plunge.takes.every((t) => t === 0 || t === 42),
      'all or nothing',
    );
    // The plunge plan speaks only for the plunge; the others only for the other bids.
    const sure = { contract: 'sixes' as const, takes: [42, 42, 42, 42], bid: 'plunge' as const };
    assert.ok(tableChance([sure], 'plunge') > 0.5);
    assert.equal(tableChance([sure], 30), interpolateZero());
    assert.equal(tableChance([plan([42, 42, 42, 42])], 'plunge'), 0);
  });
});

/** The table chance of a bid no plan makes. */
function interpolateZero(): number {
  return tableChance([plan([0, 0, 0, 0])], 30);
}
