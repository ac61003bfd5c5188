import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  SEATS,
  apply,
  clockwise,
  finishedHands,
  newMatch,
  partnerOf,
  resolveRules,
  seedRng,
  suitTable,
  viewFor,
  type Bid,
  type Domino,
  type MatchState,
  type Play,
  type Seat,
} from '@texas42/engine';
import {
  BOTS_TABLE_MODEL,
  bestTrump,
  dealLikelihood,
  emptyModel,
  fitTableModel,
  heuristicBot,
  inferredSamples,
  placedRight,
  playMatch,
  type Seen,
  type TableModel,
} from '../src/index.js';
import { dealsForAuction } from '../src/bid-likelihood.js';
import { biddingView, must, seatToAct } from './helpers.js';

const options = must(resolveRules('straight-42')).options;
const sixes = suitTable('sixes', options);

const STRONG = ['6-6', '6-5', '6-4', '6-3', '6-2', '5-5', '4-4'] as Domino[];
// The rules of thumb value it at about 6 points (twos or ones): nothing to bid with.
const WEAK = ['2-1', '3-1', '4-2', '5-3', '6-2', '5-4', '4-3'] as Domino[];
const MINE = ['0-0', '1-0', '2-0', '3-0', '4-0', '5-0', '6-0'] as Domino[];

/** A deal with `hand` in `seat`, MINE in `me`, the rest in the other two seats. */
function dealWith(seat: Seat, hand: readonly Domino[], me: Seat): Record<Seat, Domino[]> {
  const rest = ALL_DOMINOES.filter((d) => !hand.includes(d) && !MINE.includes(d));
  const deal: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
  deal[seat] = [...hand];
  deal[me] = [...MINE];
  let k = 0;
  for (const s of SEATS)
    if (s !== seat && s !== me) {
      deal[s] = rest.slice(k * 7, k * 7 + 7);
      k++;
    }
  return deal;
}

/** What the table saw: N shook, so E bid first. */
function seen(bids: readonly Bid[], more: Partial<Seen> = {}): Seen {
  return {
    shaker: 'N',
    bids,
    declarer: null,
    bidder: null,
    contract: null,
    table: null,
    tricks: [],
    ...more,
  };
}

const weight = (model: TableModel, s: Seen, deal: Record<Seat, Domino[]>, viewer: Seat = 'S') =>
  dealLikelihood(model, s, deal, viewer, options);

describe('the table model', () => {
  it('is fitted by counting, the same from the same hands', () => {
    const played = must(
      playMatch('straight-42', 5, {
        N: heuristicBot,
        E: heuristicBot,
        S: heuristicBot,
        W: heuristicBot,
      }),
    );
    const hands = finishedHands(played);
    const a = fitTableModel(hands, options, 'test');
    assert.deepEqual(fitTableModel(hands, options, 'test'), a);
    assert.equal(a.hands, hands.length);
    // Every bid is counted once, in one situation and one strength bucket.
    const counted = Object.values(a.bids)
      .flatMap((row) => Object.values(row))
      .flat()
      .reduce((n, c) => n + c, 0);
    assert.equal(
      counted,
      hands.reduce((n, h) => n + h.bids.length, 0),
    );
    // Every trick of a trump contract played out has one lead counted.
    const played42 = hands.filter(
      (h) => h.contract !== null && h.outcome !== 'reshake' && h.outcome !== 'forfeit',
    );
    const leads = [...a.leads.bidders, ...a.leads.defenders].flat().reduce((n, c) => n + c, 0);
    assert.equal(
      leads,
      played42.reduce((n, h) => n + h.tricks.length + (h.trick.length > 0 ? 1 : 0), 0),
    );
    assert.ok(leads > 0, 'the match had hands played out');
  });

  it('weighs a deal where a bid says the bidder is strong above one where it is not', () => {
    const strongE = dealWith('E', STRONG, 'S');
    const weakE = dealWith('E', WEAK, 'S');
    // E speaks first (N shook): an opening bid.
    const opened = seen([30]);
    assert.ok(
      weight(BOTS_TABLE_MODEL, opened, strongE) > 3 * weight(BOTS_TABLE_MODEL, opened, weakE),
      "E's opening bid fits a strong hand",
    );
    // N, last to speak, bids over E's 30.
    const over = seen([30, 'pass', 'pass', 34]);
    const strongN = dealWith('N', STRONG, 'S');
    const weakN = dealWith('N', WEAK, 'S');
    const n = (deal: Record<Seat, Domino[]>) => weight(BOTS_TABLE_MODEL, over, deal);
    const e30 = (deal: Record<Seat, Domino[]>) => weight(BOTS_TABLE_MODEL, seen([30]), deal);
    assert.ok(
      n(strongN) / e30(strongN) > 3 * (n(weakN) / e30(weakN)),
      "N's bid over 30 fits a strong hand",
    );
    const passed = seen(['pass']);
    assert.ok(
      weight(BOTS_TABLE_MODEL, passed, weakE) > 3 * weight(BOTS_TABLE_MODEL, passed, strongE),
      "E's pass fits a weak hand",
    );
    // The viewer's own bids say nothing about the hidden hands: N (the viewer) bid last.
    for (const deal of [dealWith('E', STRONG, 'N'), dealWith('E', WEAK, 'N')])
      assert.equal(
        weight(BOTS_TABLE_MODEL, seen(['pass', 'pass', 'pass', 30]), deal, 'N'),
        weight(BOTS_TABLE_MODEL, seen(['pass', 'pass', 'pass']), deal, 'N'),
      );
  });

  it('weighs a declarer holding trumps in the suit named above one holding few', () => {
    const named = seen([30], { declarer: 'E', bidder: 'E', contract: 'sixes', table: sixes });
    const manySixes = dealWith('E', STRONG, 'S'); // five sixes
    const oneSix = dealWith('E', ['6-1', '5-5', '4-4', '3-3', '5-4', '4-3', '2-2'], 'S');
    const bidsOnly = seen([30]);
    const ratio = (s: Seen) =>
      weight(BOTS_TABLE_MODEL, s, manySixes) / weight(BOTS_TABLE_MODEL, s, oneSix);
    assert.ok(ratio(named) > 3 * ratio(bidsOnly), 'naming sixes says sixes are held');
  });

  it('reads a lead and a throw-off by the kinds the seat held', () => {
    // A made-up model: bidders holding a trump lead it 9 times in 10; a seat whose partner wins
    // the trick throws count to it 9 times in 10 when it holds some.
    const model = emptyModel('test') as {
      -readonly [K in keyof TableModel]: TableModel[K];
    } & { leads: { bidders: number[][] }; throwOffs: { partner: number[][] } };
    model.leads.bidders[0b1001] = [90, 0, 0, 10]; // holding trump and other
    model.throwOffs.partner[0b1100] = [0, 0, 90, 10]; // holding count and other
    const declared = (tricks: readonly (readonly Play[])[]) =>
      seen([30], { declarer: 'E', bidder: 'E', contract: 'sixes', table: sixes, tricks });
    // Each seat's hand is given whole, so only the seat read changes between two deals.
    const deal = (e: Domino[], w: Domino[]): Record<Seat, Domino[]> => {
      const n = ALL_DOMINOES.filter((d) => !e.includes(d) && !w.includes(d) && !MINE.includes(d));
      return { N: n, E: e, S: [...MINE], W: w };
    };
    const ratio = (s: Seen, a: Record<Seat, Domino[]>, b: Record<Seat, Domino[]>) =>
      weight(model, s, a) / weight(model, s, b);
    // E, the bidder, leads the 2-1 (off trump): with or without a six (trump) beside it.
    const w0 = ['5-5', '3-3', '2-2', '1-1', '4-4', '6-5', '6-4'] as Domino[];
    const eWithTrump = ['2-1', '6-1', '3-1', '5-1', '4-2', '5-2', '4-3'] as Domino[];
    const eWithout = ['2-1', '5-3', '3-1', '5-1', '4-2', '5-2', '4-3'] as Domino[];
    const led = declared([[{ seat: 'E', domino: '2-1' }]]);
    assert.ok(
      ratio(led, deal(eWithout, w0), deal(eWithTrump, w0)) >
        5 * ratio(declared([]), deal(eWithout, w0), deal(eWithTrump, w0)),
      'a bidder leading off trump probably has none',
    );
    // E wins with the 6-6; W, its partner, void in sixes, throws the 3-1 (no count).
    const e0 = ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'] as Domino[];
    const wWithCount = ['3-1', '4-1', '2-1', '4-2', '5-2', '4-3', '5-3'] as Domino[];
    const wWithout = ['3-1', '5-4', '2-1', '4-2', '5-2', '4-3', '5-3'] as Domino[];
    const thrown = declared([
      [
        { seat: 'E', domino: '6-6' },
        { seat: 'S', domino: '6-0' },
        { seat: 'W', domino: '3-1' },
      ],
    ]);
    assert.ok(
      ratio(thrown, deal(e0, wWithout), deal(e0, wWithCount)) >
        5 * ratio(declared([]), deal(e0, wWithout), deal(e0, wWithCount)),
      'a seat not throwing count to its partner probably has none',
    );
  });

  it('draws the samples of a play and the deals of a bid toward what the bids say', () => {
    // The first seat to bid holds five sixes and opens at 30; the others pass; it names sixes.
    const start = must(newMatch({ rules: 'straight-42', seed: 3 }));
    const shaker = seatToAct(start);
    const bidder = clockwise(shaker, 1);
    const me = clockwise(shaker, 2);
    const rest = ALL_DOMINOES.filter((d) => !STRONG.includes(d));
    const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Domino[]>;
    hands[bidder] = STRONG;
    [me, clockwise(shaker, 3), shaker].forEach((seat, k) => {
      hands[seat] = rest.slice(k * 7, k * 7 + 7);
    });
    let s: MatchState = must(apply(start, { type: 'shake', seat: shaker, hands }));
    s = must(apply(s, { type: 'bid', seat: bidder, bid: 30 }));
    const bidView = biddingView(s, me);
    const meanStrength = (deals: readonly Record<Seat, readonly Domino[]>[]) =>
      deals.reduce((n, d) => n + bestTrump(d[bidder], options).points, 0) / deals.length;
    const fitted = dealsForAuction(bidView, 60, seedRng(1), BOTS_TABLE_MODEL).deals;
    const plain = dealsForAuction(bidView, 60, seedRng(1), false).deals;
    assert.ok(
      meanStrength(fitted) > meanStrength(plain) + 1,
      `bid deals fit the opening bid (${meanStrength(fitted).toFixed(1)} vs ${meanStrength(plain).toFixed(1)})`,
    );
    for (const seat of [me, clockwise(shaker, 3), shaker])
      s = must(apply(s, { type: 'bid', seat, bid: 'pass' }));
    s = must(apply(s, { type: 'declare', seat: bidder, contract: 'sixes' }));
    const view = viewFor(s, me);
    assert.equal(view.phase, 'play');
    if (view.phase !== 'play') return;
    const sixesHeld = (samples: readonly Record<Seat, readonly Domino[]>[]) =>
      samples.reduce((n, d) => n + d[bidder].filter((x) => x.startsWith('6')).length, 0) /
      samples.length;
    const weighed = inferredSamples(view, sixes, seedRng(2), 30, BOTS_TABLE_MODEL);
    const unweighed = inferredSamples(view, sixes, seedRng(2), 30, undefined);
    assert.equal(weighed.samples.length, 30);
    for (const sample of weighed.samples) {
      assert.deepEqual(sample[me], hands[me]);
      for (const seat of SEATS) assert.equal(sample[seat].length, 7);
    }
    assert.ok(
      sixesHeld(weighed.samples) > sixesHeld(unweighed.samples) + 0.5,
      `the bidder holds more sixes (${sixesHeld(weighed.samples)} vs ${sixesHeld(unweighed.samples)})`,
    );
    const right = (samples: readonly Record<Seat, readonly Domino[]>[]) =>
      samples.reduce((n, x) => n + placedRight(x, hands, me).right, 0);
    assert.ok(right(weighed.samples) > right(unweighed.samples), 'more dominoes placed right');
    assert.equal(placedRight(hands, hands, me).right, 21);
    assert.equal(partnerOf(me) !== bidder, true);
  });
});
