import {
  ALL_DOMINOES,
  SEATS,
  isDouble,
  partnerOf,
  shuffle,
  type Bid,
  type ContractName,
  type Domino,
  type HandView,
  type MatchView,
  type RngState,
  type Seat,
} from '@texas42/engine';
import { solve } from '@texas42/solver';
import { estimate } from './hand-estimate.js';
import { declaredBy, handWith } from './hand-state.js';

/**
 * Bidding by simulation: deal the other 21 dominoes at random several times, solve each
 * candidate trump exactly with this seat declaring and leading, and read off, for each bid
 * level, how often it would be made. The candidates are the three trumps the rules of thumb
 * like best (and follow-me), which keeps a decision to a few dozen solves.
 */
export interface BidPlan {
  readonly contract: ContractName;
  /** Points taken in each sampled deal with this contract. */
  readonly takes: readonly number[];
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
  view: MatchView,
  samples: number,
  rng: RngState,
): { plans: BidPlan[]; rng: RngState } {
  const me = view.viewer as Seat;
  const mine = (view.hand as HandView).hand ?? [];
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
  const unseen = ALL_DOMINOES.filter((d) => !mine.includes(d));
  const others = SEATS.filter((s) => s !== me);
  const plans = ranked.map((contract) => ({ contract, takes: [] as number[] }));
  let state = rng;
  for (let i = 0; i < samples; i++) {
    const [pile, next] = shuffle(state, unseen);
    state = next;
    const hands: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
    hands[me] = [...mine];
    others.forEach((s, k) => {
      hands[s] = pile.slice(k * 7, k * 7 + 7);
    });
    for (const plan of plans)
      plan.takes.push(solve(declaredBy(handWith(view, hands), me, plan.contract), options).value);
  }
  return { plans, rng: state };
}

/** How often the plan takes at least `points` (42 for a marks bid: every point). */
export function makeRate(plan: BidPlan, points: number): number {
  return plan.takes.filter((t) => t >= points).length / Math.max(1, plan.takes.length);
}

/** The points a bid needs: a point bid its number, a marks bid all 42. */
function needOf(bid: Bid): number | null {
  if (typeof bid === 'number') return bid;
  if (typeof bid === 'string' && bid.endsWith('m')) return 42;
  return null;
}

/**
 * The bid to make: the cheapest legal level made often enough with the best plan, not over a
 * partner already holding the bid unless much stronger; when forced, the best chance.
 */
export function chooseSimulatedBid(
  view: MatchView,
  plans: readonly BidPlan[],
  confidence = 0.6,
): Bid {
  const legal = view.legal.flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
  const h = view.hand as HandView;
  const partnerHigh = h.bidder !== null && h.bidder === partnerOf(view.viewer as Seat);
  const rate = (bid: Bid) => {
    const need = needOf(bid);
    return need === null ? 0 : Math.max(...plans.map((p) => makeRate(p, need)));
  };
  const bids = legal.filter(
    (b) => needOf(b) !== null && (typeof b === 'number' || b === '1m' || b === '2m'),
  );
  if (!legal.includes('pass')) {
    // Forced: the bid with the best chance, cheapest first.
    let best = bids[0] as Bid;
    for (const b of bids) if (rate(b) > rate(best)) best = b;
    return best;
  }
  const needed = partnerHigh ? 0.85 : confidence;
  // Marks only with near certainty.
  for (const b of bids) {
    const marks = typeof b === 'string';
    if (rate(b) >= (marks ? 0.9 : needed)) return b;
  }
  return 'pass';
}

/** The contract to name for the bid won: the plan most often making it. */
export function chooseSimulatedContract(
  view: MatchView,
  plans: readonly BidPlan[],
): ContractName | null {
  const legal = view.legal.flatMap((a) => (a.type === 'declare' ? [a.contract] : []));
  const h = view.hand as HandView;
  const need = h.bid === null ? 30 : (needOf(h.bid) ?? 30);
  let best: BidPlan | null = null;
  for (const p of plans) {
    if (!legal.includes(p.contract)) continue;
    if (
      best === null ||
      makeRate(p, need) > makeRate(best, need) ||
      (makeRate(p, need) === makeRate(best, need) && avg(p) > avg(best))
    )
      best = p;
  }
  return best?.contract ?? null;
}

function avg(p: BidPlan): number {
  return p.takes.reduce((a, b) => a + b, 0) / Math.max(1, p.takes.length);
}
