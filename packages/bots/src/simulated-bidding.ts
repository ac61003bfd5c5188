// Over 300 lines: one decision's plan (candidate contracts, the sampled deals, each contract's
// solves under the budget) and reading it into a bid share the same samples; split, each half
// would pass the other's arrays back and forth.
import {
  info,
  isDouble,
  isNello,
  marksOf,
  parseContractName,
  partnerOf,
  type Bid,
  type ContractName,
  type Domino,
  type RngState,
} from '@texas42/engine';
import { canTake, SearchStopped, solve } from '@texas42/solver';
import { bestTrump, estimate } from './hand-estimate.js';
import { dealsForAuction, type AuctionReading, type AuctionView } from './bid-likelihood.js';
import { biddingStyles } from './bidding-style.js';
import { passOutcome, type PassOutcome } from './pass-continuation.js';
import { declaredBy, type Deal } from './hand-state.js';
import { spent, startOf, stopFor, type Budget } from './budget.js';

/**
 * Bidding by simulation: deal the other 21 dominoes several ways (fitted to the auction so far
 * with `fitAuction`), solve each candidate contract exactly with this seat declaring and
 * leading, and read off, for each bid level, how often it would be made. The candidates are the
 * three trumps the rules of thumb like best, follow-me, and the specials the rules allow and the
 * hand suits, which keeps a decision to a few dozen solves.
 */
export interface BidPlan {
  readonly contract: ContractName;
  /**
   * Points taken in each sampled deal with this contract. Nello and sevens are made or not: 42
   * when made (nello: the bidder takes no trick; sevens: every trick), else 0.
   */
  readonly takes: readonly number[];
  /** The least marks a bid must be to name this contract (nello's and sevens' minimums). */
  readonly minimumMarks?: number;
  /**
   * Set for a plunge or splash: the partner names trump and leads, so `contract` is only the
   * trump it names most often (in each deal, its rules-of-thumb trump), and the plan counts only
   * for that bid.
   */
  readonly bid?: 'plunge' | 'splash';
}

const CANDIDATES: readonly ContractName[] = [
  'blanks',
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'doubles',
  'follow-me',
];

export function planBids(
  view: AuctionView,
  samples: number,
  rng: RngState,
  /**
   * Deal to fit the auction so far (dealsForAuction): true by the rules of thumb, 'styles' by
   * each seat's bidding in this match, a model by how the bots bid; false every deal alike.
   */
  fitAuction: AuctionReading = false,
  /** Solve deals only until this time is spent: the plans then hold fewer takes, maybe none. */
  budget?: Budget,
  /** Also solve what a pass leads to in each deal (pass-continuation.ts), where pass is open. */
  simulatePass = false,
): { plans: BidPlan[]; passing: (PassOutcome | null)[]; rng: RngState } {
  const started = startOf(budget);
  const me = view.viewer;
  const mine = view.hand.hand ?? [];
  const options = view.rules.options;
  const ranked = CANDIDATES.map((c) => ({ c, e: estimate(mine, c, options).points }))
    .sort((a, b) => b.e - a.e)
    .slice(0, 3)
    .map((x) => x.c);
  if (
    options.contracts.followMe &&
    !ranked.includes('follow-me') &&
    mine.filter((d) => isDouble(d)).length >= 3
  )
    ranked.push('follow-me');
  const plans: (BidPlan & { takes: number[] })[] = ranked.map((contract) => ({
    contract,
    takes: [],
  }));
  plans.push(...specials(view, mine));
  const partnerNames = (['plunge', 'splash'] as const).filter((b) =>
    view.legal.some((a) => a.type === 'bid' && a.bid === b),
  );
  // Each seat's style, read once for the dealing and the pass's continuation alike.
  const styles = fitAuction === 'styles' || simulatePass ? biddingStyles(view, options) : undefined;
  const drawn = dealsForAuction(view, samples, rng, fitAuction, styles);
  const partner = partnerOf(me);
  // A deal drawn twice counts twice but is solved once.
  const solved = new Map<Deal, number[]>();
  const used: Deal[] = [];
  for (const deal of drawn.deals) {
    let takes = solved.get(deal);
    if (takes === undefined) {
      takes = [];
      const stop = stopFor(budget, started, used.length === 0);
      try {
        for (const plan of plans) {
          // A deal is counted whole or not at all: out of time halfway, it is dropped.
          if (used.length > 0 && spent(budget, started)) break;
          const hand = declaredBy(deal, me, plan.contract);
          // Nello and sevens ask one yes-or-no question (no trick taken, every trick taken): one
          // zero-window search answers it for less than the exact value costs.
          if (isNello(plan.contract)) takes.push(canTake(hand, options, 1, stop) ? 0 : 42);
          else if (plan.contract === 'sevens')
            takes.push(canTake(hand, options, 42, stop) ? 42 : 0);
          else takes.push(solve(hand, options, stop).value);
        }
      } catch (e) {
        if (!(e instanceof SearchStopped)) throw e;
      }
      if (takes.length < plans.length) break;
      solved.set(deal, takes);
    }
    used.push(deal);
    plans.forEach((plan, k) => plan.takes.push(takes[k] as number));
  }
  // Plunge and splash: every trick needed, the partner naming its best trump and leading.
  if (partnerNames.length > 0) {
    const named = new Map<ContractName, number>();
    const allTricks: number[] = [];
    const stop = stopFor(budget, started, false);
    for (const deal of used) {
      // Out of time, the plunge is judged on the deals solved so far (a budgeted bot's rule).
      if (spent(budget, started)) break;
      const contract = bestTrump(deal[partner], options).contract;
      let all: boolean;
      try {
        all = canTake(declaredBy(deal, partner, contract), options, 42, stop);
      } catch (e) {
        if (e instanceof SearchStopped) break;
        throw e;
      }
      named.set(contract, (named.get(contract) ?? 0) + 1);
      allTricks.push(all ? 42 : 0);
    }
    const usual = [...named.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'sixes';
    for (const bid of partnerNames) plans.push({ contract: usual, takes: allTricks, bid });
  }
  const passing: (PassOutcome | null)[] = [];
  const passOpen = view.legal.some((a) => a.type === 'bid' && a.bid === 'pass');
  if (simulatePass && styles !== undefined && view.phase === 'bid' && passOpen) {
    const stop = stopFor(budget, started, false);
    for (const deal of used) {
      if (spent(budget, started)) break;
      try {
        passing.push(
          passOutcome(view.hand.bids, view.hand.shaker, me, deal, styles, options, stop),
        );
      } catch (e) {
        if (e instanceof SearchStopped) break;
        throw e;
      }
    }
  }
  return { plans, passing, rng: drawn.rng };
}

/** Hands the rules of thumb value below this are tried at nello (they bid nello below 12). */
const NELLO_HANDS_BELOW = 18;

/**
 * Nello and sevens, where the rules allow them, for the hands they suit: nello a hand the rules
 * of thumb would not bid with (nothing to win tricks with), sevens a hand of dominoes near seven
 * pips (four or more within one of seven). Each is one more solve a deal, so only then.
 */
function specials(
  view: AuctionView,
  mine: readonly Domino[],
): { contract: ContractName; takes: number[]; minimumMarks: number }[] {
  const options = view.rules.options;
  const forced =
    view.phase === 'bid'
      ? !view.legal.some((a) => a.type === 'bid' && a.bid === 'pass')
      : view.hand.forced;
  const out: { contract: ContractName; takes: number[]; minimumMarks: number }[] = [];
  // Plain "nello" is the profile's first nello variant.
  const nello = parseContractName('nello', options);
  if (
    options.nello.allowed &&
    nello !== undefined &&
    (!options.nello.onlyWhenForced || forced) &&
    bestTrump(mine, options).points < NELLO_HANDS_BELOW
  )
    out.push({
      contract: nello,
      takes: [],
      minimumMarks: options.nello.minimumMarks,
    });
  if (options.sevens.allowed && mine.filter((d) => Math.abs(info(d).pips - 7) <= 1).length >= 4)
    out.push({ contract: 'sevens', takes: [], minimumMarks: options.sevens.minimumMarks });
  return out;
}

/** How often the plan takes at least `points` (42 for a marks bid: every point). */
export function makeRate(plan: BidPlan, points: number): number {
  return plan.takes.filter((t) => t >= points).length / Math.max(1, plan.takes.length);
}

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
