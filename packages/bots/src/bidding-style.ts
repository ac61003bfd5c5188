import {
  SEATS,
  clockwise,
  marksOf,
  type Bid,
  type HandResult,
  type RuleOptions,
  type Seat,
} from '@texas42/engine';
import { bestTrump } from './hand-estimate.js';

/**
 * How freely each seat bids, read from the finished hands of this match. Players differ: a
 * player bidding by the rules of thumb opens only with a hand they value at the bid, a bot
 * bidding by simulation opens at 30 with almost anything the rules of thumb value at 16. A bid
 * means strength only as far as its bidder is known to wait for strength, so the auction is
 * read per seat.
 *
 * A seat's style is one number, its offset: the points it adds, as it were, to the rules of
 * thumb's value of its hand before deciding whether to bid. It opens (or raises) when
 * `worth + offset` reaches the cheapest bid open to it. 0 is a rules-of-thumb bidder; the
 * simulation bidders measure about +12. Every hand played so far is face up in the view, so each
 * of a seat's past bids and passes, with the hand it held, is one observation; the offset is the
 * likeliest one under a logistic reading (`SPREAD` points wide) and a prior around 0, so that a
 * seat with no hands yet is read as the rules of thumb would bid.
 */
export type BiddingStyles = Readonly<Record<Seat, number>>;

/** The width of the logistic reading, in points of the rules of thumb's estimate. */
export const SPREAD = 3;
/** The prior on a seat's offset: centred on a rules-of-thumb bidder, this many points wide. */
const PRIOR_SD = 6;
const OFFSETS: readonly number[] = Array.from({ length: 71 }, (_, i) => -10 + i * 0.5);

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x / SPREAD));
}

/** The points a bid claims: its number, or every point for a marks bid; null for the others. */
export function claimed(bid: Bid): number | null {
  if (typeof bid === 'number') return bid;
  if (typeof bid === 'string' && bid.endsWith('m')) return 42;
  return null;
}

/** The height a bid reaches in the auction (a marks bid above every point bid). */
export function heightOf(bid: Bid): number | null {
  const points = claimed(bid);
  return points === null ? null : points === 42 ? 41 + marksOf(bid) : points;
}

/** What a finished hand shows of its auction: the shaker, the bids in order, every seat's hand. */
export type FinishedAuction = Pick<HandResult, 'shaker' | 'bids' | 'dealt'>;

/** One decision seen: the hand's worth less the cheapest bid open, and whether it bid. */
interface Seen {
  readonly margin: number;
  readonly bid: boolean;
}

/**
 * Each seat's past decisions in the hands given (each seat's dealt hand and the bids in order
 * from the shaker's left): a pass, or a point or marks bid. Nello, sevens, plunge and splash
 * bids say other things about a hand and are left out.
 */
function decisionsIn(
  hands: readonly FinishedAuction[],
  options: RuleOptions,
): Record<Seat, Seen[]> {
  const seen: Record<Seat, Seen[]> = { N: [], E: [], S: [], W: [] };
  for (const hand of hands) {
    const worth = new Map<Seat, number>();
    let high = 0;
    hand.bids.forEach((bid, i) => {
      const seat = clockwise(hand.shaker, 1 + i);
      const height = heightOf(bid);
      if (bid === 'pass' || height !== null) {
        let w = worth.get(seat);
        if (w === undefined) {
          w = bestTrump(hand.dealt[seat], options).points;
          worth.set(seat, w);
        }
        const cheapest = high === 0 ? options.bidding.minimumBid : Math.min(high + 1, 42);
        seen[seat].push({ margin: w - cheapest + 0.5, bid: bid !== 'pass' });
      }
      if (height !== null) high = Math.max(high, height);
    });
  }
  return seen;
}

function fit(seen: readonly Seen[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (const o of OFFSETS) {
    let score = -(o * o) / (2 * PRIOR_SD * PRIOR_SD);
    for (const s of seen) {
      const p = logistic(s.margin + o);
      score += Math.log(Math.max(1e-9, s.bid ? p : 1 - p));
    }
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best;
}

/** Each seat's offset, from every finished hand of the match so far (earlier games too). */
export function biddingStyles(
  view: {
    readonly game: { readonly hands: readonly FinishedAuction[] };
    readonly games: readonly { readonly hands: readonly FinishedAuction[] }[];
  },
  options: RuleOptions,
): BiddingStyles {
  const hands = [...view.games.flatMap((g) => g.hands), ...view.game.hands];
  const seen = decisionsIn(hands, options);
  const styles = { N: 0, E: 0, S: 0, W: 0 };
  for (const s of SEATS) styles[s] = fit(seen[s]);
  return styles;
}
