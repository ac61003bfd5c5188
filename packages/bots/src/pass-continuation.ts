import { clockwise, teamOf, type Bid, type RuleOptions, type Seat } from '@texas42/engine';
import { canTake } from '@texas42/solver';
import { heightOf, type BiddingStyles } from './bidding-style.js';
import { bestTrump } from './hand-estimate.js';
import { declaredBy, type Deal } from './hand-state.js';

/**
 * What passing leads to, in one sampled deal: the auction after this seat's pass, each seat
 * still to speak bidding as its style says (bidding-style.ts), and the contract that auction ends
 * in, solved. Texas 42's auction goes round once, so the seats still to speak are known; where
 * every seat passes and the rules force the shaker, the shaker bids the least it may.
 *
 * The bots once valued a pass at a fixed share of the bid standing (about -0.15 of its marks
 * against an opponent's bid); a pass's worth depends on who holds what, and the sampled deals
 * already say it.
 */
export interface PassOutcome {
  /** The bid the auction ends on, held by this seat's side (true) or the other (false). */
  readonly ours: boolean;
  /** The points the holder needs: the bid, or 42 for a marks bid. */
  readonly need: number;
  /** The marks it is for. */
  readonly marks: number;
  /** Whether the holder made it with best play by every seat (double dummy). */
  readonly made: boolean;
}

/**
 * The auction after `me` passes, in `deal`: who ends up holding which bid, or null if nobody
 * (every seat passed and no shaker is forced: the hand is shaken again, worth nothing).
 */
export function continueAfterPass(
  bids: readonly Bid[],
  shaker: Seat,
  me: Seat,
  deal: Deal,
  styles: BiddingStyles,
  options: RuleOptions,
): { holder: Seat; bid: number } | null {
  let high = 0;
  let holder: Seat | null = null;
  bids.forEach((bid, i) => {
    const h = heightOf(bid);
    if (h !== null && h > high) {
      high = h;
      holder = clockwise(shaker, 1 + i);
    }
  });
  // This seat's pass, then the seats still to speak, the shaker last.
  for (let i = bids.length + 1; i < 4; i++) {
    const seat = clockwise(shaker, 1 + i);
    if (seat === me) continue;
    const cheapest = high === 0 ? options.bidding.minimumBid : high + 1;
    // Marks bids are left to the bidder's own simulation: a seat here raises points only.
    if (cheapest > 41) break;
    const worth = bestTrump(deal[seat], options).points + styles[seat];
    const forced = high === 0 && i === 3 && options.bidding.forcedBid;
    if (forced || worth >= cheapest - 0.5) {
      high = forced ? Math.max(cheapest, options.bidding.forcedBidMinimum) : cheapest;
      holder = seat;
    }
  }
  return holder === null ? null : { holder, bid: high };
}

/**
 * `continueAfterPass`, solved: the holder names its rules-of-thumb trump, leads, and the question
 * is whether it can take what it bid (one zero-window search). A bid above 41 (a mark or more)
 * needs all 42. Null where the hand would be shaken again.
 */
export function passOutcome(
  bids: readonly Bid[],
  shaker: Seat,
  me: Seat,
  deal: Deal,
  styles: BiddingStyles,
  options: RuleOptions,
  stop?: () => boolean,
): PassOutcome | null {
  const after = continueAfterPass(bids, shaker, me, deal, styles, options);
  if (after === null) return null;
  const need = Math.min(after.bid, 42);
  const marks = after.bid > 41 ? after.bid - 41 : 1;
  const contract = bestTrump(deal[after.holder], options).contract;
  const made = canTake(declaredBy(deal, after.holder, contract), options, need, stop);
  return { ours: teamOf(after.holder) === teamOf(me), need, marks, made };
}
