import {
  info,
  isDouble,
  isNello,
  parseContractName,
  partnerOf,
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
  const options = view.rules.options;
  const plans = candidatePlans(view);
  const partnerNames = (['plunge', 'splash'] as const).filter((b) =>
    view.legal.some((a) => a.type === 'bid' && a.bid === b),
  );
  // Each seat's style, read once for the dealing and the pass's continuation alike.
  const styles = fitAuction === 'styles' || simulatePass ? biddingStyles(view, options) : undefined;
  const drawn = dealsForAuction(view, samples, rng, fitAuction, styles);
  const used = solvePlans(view, plans, drawn.deals, budget, started);
  // Plunge and splash: every trick needed, the partner naming its best trump and leading.
  if (partnerNames.length > 0) {
    const { usual, allTricks } = partnerTakes(view, used, budget, started);
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
          passOutcome(view.hand.bids, view.hand.shaker, view.viewer, deal, styles, options, stop),
        );
      } catch (e) {
        if (e instanceof SearchStopped) break;
        throw e;
      }
    }
  }
  return { plans, passing, rng: drawn.rng };
}

/**
 * The contracts to solve: the three trumps the rules of thumb like best, follow-me for a hand
 * of three doubles or more, and the specials the hand suits.
 */
function candidatePlans(view: AuctionView): (BidPlan & { takes: number[] })[] {
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
  return plans;
}

/**
 * Solves every plan in each deal, this seat declaring, into the plans' takes, until the budget
 * is spent; the deals solved, in order.
 */
function solvePlans(
  view: AuctionView,
  plans: readonly (BidPlan & { takes: number[] })[],
  deals: readonly Deal[],
  budget: Budget | undefined,
  started: number,
): Deal[] {
  const me = view.viewer;
  const options = view.rules.options;
  // A deal drawn twice counts twice but is solved once.
  const solved = new Map<Deal, number[]>();
  const used: Deal[] = [];
  for (const deal of deals) {
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
  return used;
}

/**
 * Plunge and splash in the deals solved: whether the partner, naming its best trump and
 * leading, takes every trick; and the trump it names most often.
 */
function partnerTakes(
  view: AuctionView,
  used: readonly Deal[],
  budget: Budget | undefined,
  started: number,
): { usual: ContractName; allTricks: number[] } {
  const options = view.rules.options;
  const partner = partnerOf(view.viewer);
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
  return { usual, allTricks };
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
