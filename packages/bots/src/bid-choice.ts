import { isNello, marksOf, partnerOf, type Bid, type ContractName } from '@texas42/engine';
import type { AuctionView } from './bid-likelihood.js';
import type { PassOutcome } from './pass-continuation.js';
import { makeRate, type BidPlan } from './simulated-bidding.js';

/**
 * Reading the plans of a simulated decision (planBids) into a bid or a contract: each solved
 * make rate turned into a chance at the table, each bid worth its marks at that chance, against
 * what passing is worth.
 */

/** The points a bid needs: a point bid its number, a marks bid all 42. */
function needOf(bid: Bid): number | null {
  if (typeof bid === 'number') return bid;
  if (bid === 'plunge' || bid === 'splash') return 42;
  if (typeof bid === 'string' && bid.endsWith('m')) return 42;
  return null;
}

/** The marks a bid is for: plunge and splash their own, or one over a higher marks bid. */
function marksFor(view: AuctionView, bid: Bid): number {
  if (bid !== 'plunge' && bid !== 'splash') return Math.max(1, marksOf(bid));
  const h = view.hand;
  const top = h.bid !== null && typeof h.bid !== 'number' ? h.bidMarks : 0;
  return Math.max(view.rules.options[bid].marks, top + 1);
}

/**
 * What a make rate read off perfect-information solves is worth at the table. Solving a sampled
 * deal lets every seat see every hand, which flatters the declarer: `texas42 bench bidding` bids
 * hands at 30 and lets the hard bot play every seat to the last trick. Over 800 such hands (two
 * runs), the solves promised 30 in about 80% of deals and the hand was made in about 57%. Only
 * a hand that makes its bid in every sampled deal is fairly safe (78% at 30). All 42 points,
 * promised by every sample, were taken in 13 of 14 such hands, but the marks bids the bots made
 * in the arenas with that reading (2 marks and up) were made in only 9 of 26: the knot for a
 * sure 42 pools the two (22 of 40). The knots are those measurements (solved rate -> made at the
 * table), read between by straight lines; docs/bots.md has the tables.
 */
const POINT_KNOTS: readonly (readonly [number, number])[] = [
  [0, 0.2],
  [0.5, 0.35],
  [0.7, 0.48],
  [0.88, 0.565],
  [1, 0.78],
];
const MARKS_KNOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.5, 0.22],
  [0.7, 0.26],
  [0.87, 0.5],
  [1, 0.55],
];

function interpolate(knots: readonly (readonly [number, number])[], x: number): number {
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i] as readonly [number, number];
    const [x0, y0] = knots[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (knots[knots.length - 1] as readonly [number, number])[1];
}

/**
 * Nello's solved rate against its chance at the table: the other way round from a trump's. A
 * solved deal lets the defenders see the bidder's hand and each other's, which is what a nello
 * defence lacks most, so the solves are pessimistic for the nello bidder.
 * `node packages/bots/scripts/measure-nello.mjs --hands 80 --seed 1` (nello-tournament; the hard
 * bot plays every seat; hands the solves give at least 0.4): solved 0.42 on average -> made 21 of
 * 33; 0.55 -> 32 of 38; 0.7 and up (0.81 on average) -> 7 of 9. Read between by straight lines,
 * a little under what was measured. Used where a bot says so (`measuredNello`); the others read
 * nello by the marks knots, as a 42.
 */
export const NELLO_KNOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.42, 0.6],
  [0.55, 0.8],
  [1, 0.85],
];

/** How a bot turns solved rates into chances at the table, where it differs from the default. */
export interface TableReading {
  /** Nello by its own measured curve (NELLO_KNOTS) instead of a 42's. */
  readonly measuredNello?: boolean;
}

/** The chance of making `bid` with the best plan, as expected at the table. */
export function tableChance(
  plans: readonly BidPlan[],
  bid: Bid,
  reading: TableReading = {},
): number {
  const need = needOf(bid);
  if (need === null) return 0;
  const marks = marksOf(bid);
  const special = bid === 'plunge' || bid === 'splash' ? bid : undefined;
  const open = plans.filter((p) => p.bid === special && (p.minimumMarks ?? 0) <= marks);
  let best = planChance(null, bid, need, reading);
  for (const p of open) best = Math.max(best, planChance(p, bid, need, reading));
  return best;
}

/**
 * One plan's chance of making `bid` at the table (no plan: the chance read off a solved rate of
 * 0). A point bid reads the point knots, a marks bid (plunge and splash need every trick too) the
 * marks knots, and nello its own where the reading says so.
 */
function planChance(p: BidPlan | null, bid: Bid, need: number, reading: TableReading): number {
  const knots =
    p !== null && reading.measuredNello === true && isNello(p.contract)
      ? NELLO_KNOTS
      : typeof bid === 'number'
        ? POINT_KNOTS
        : MARKS_KNOTS;
  return interpolate(knots, p === null ? 0 : makeRate(p, need));
}

/**
 * What passing is worth, in marks, by who holds the bid: a bid made gives its side the marks, a
 * bid set gives them to the other side, and at the table a bid is made a little more often than
 * set (57% over the measurement above), so a contract is worth about +0.15 of its marks to the
 * side holding it. Nobody holding it yet: someone else may bid.
 */
const HOLDER_EDGE = 0.15;

function passValue(view: AuctionView, passing: readonly (PassOutcome | null)[]): number {
  if (passing.length > 0) return simulatedPassValue(passing);
  const h = view.hand;
  if (h.bidder === null || h.bid === null) return -HOLDER_EDGE / 2;
  const marks = Math.max(1, h.bidMarks);
  return h.bidder === partnerOf(view.viewer) ? HOLDER_EDGE * marks : -HOLDER_EDGE * marks;
}

/**
 * What passing is worth, in marks, read off the sampled deals: the contract each deal's auction
 * ends in after the pass, worth its marks to the side holding it if made and as many to the other
 * side if set, the made rate of each side's contracts turned into chances at the table as a bid's
 * own are (the same knots: double dummy flatters whoever declares). A deal shaken again is worth
 * nothing.
 */
export function simulatedPassValue(passing: readonly (PassOutcome | null)[]): number {
  let value = 0;
  for (const ours of [true, false]) {
    const held = passing.filter((p): p is PassOutcome => p !== null && p.ours === ours);
    if (held.length === 0) continue;
    const points = held.filter((p) => p.need < 42);
    const marks = held.filter((p) => p.need >= 42);
    for (const [group, knots] of [
      [points, POINT_KNOTS],
      [marks, MARKS_KNOTS],
    ] as const) {
      if (group.length === 0) continue;
      const chance = interpolate(knots, group.filter((p) => p.made).length / group.length);
      const worth = group.reduce((n, p) => n + p.marks, 0) * (2 * chance - 1);
      value += (ours ? worth : -worth) / passing.length;
    }
  }
  return value;
}

/**
 * The bid to make: the one worth the most marks on average (made: its marks; set: as many to the
 * other side), against what passing is worth; the cheapest of equal worth. When forced, the best
 * chance. Plunge and splash are worth their own marks (one over a higher marks bid).
 */
export function chooseSimulatedBid(
  view: AuctionView,
  plans: readonly BidPlan[],
  /** What passing led to in the sampled deals (planBids with simulatePass); none: a rule of thumb. */
  passing: readonly (PassOutcome | null)[] = [],
  reading: TableReading = {},
): Bid {
  const legal = view.legal.flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
  const bids = legal.filter((b) => needOf(b) !== null);
  const chance = (bid: Bid) => tableChance(plans, bid, reading);
  const worth = (bid: Bid) => marksFor(view, bid) * (2 * chance(bid) - 1);
  if (!legal.includes('pass')) {
    let best = bids[0] as Bid;
    for (const b of bids) if (chance(b) > chance(best)) best = b;
    return best;
  }
  let choice: Bid = 'pass';
  let value = passValue(view, passing);
  for (const b of bids) {
    const w = worth(b);
    if (w > value) {
      choice = b;
      value = w;
    }
  }
  return choice;
}

/**
 * The contract to name for the bid won: the plan with the best chance at the table of making it
 * (read as the bid was, so a nello bid for nello's chance names nello), the better average on a
 * tie.
 */
export function chooseSimulatedContract(
  view: AuctionView,
  plans: readonly BidPlan[],
  reading: TableReading = {},
): ContractName | null {
  const legal = view.legal.flatMap((a) => (a.type === 'declare' ? [a.contract] : []));
  const h = view.hand;
  const bid: Bid = h.bid ?? 30;
  const need = needOf(bid) ?? 30;
  const chance = (p: BidPlan) => planChance(p, bid, need, reading);
  let best: BidPlan | null = null;
  for (const p of plans) {
    if (p.bid !== undefined || !legal.includes(p.contract)) continue;
    if (
      best === null ||
      chance(p) > chance(best) ||
      (chance(p) === chance(best) && avg(p) > avg(best))
    )
      best = p;
  }
  return best?.contract ?? null;
}

function avg(p: BidPlan): number {
  return p.takes.reduce((a, b) => a + b, 0) / Math.max(1, p.takes.length);
}
