import type { HandView, Seat, Team } from '../protocol.js';
import { formatBid } from './bids.js';
import { contractLabel } from './contracts.js';

/**
 * The badge by the trick: what is being played for and by whom. "Fives · 31 by North" once the
 * contract is named, "31 by North · naming trump" while the declarer chooses, "High bid 31 by
 * North" during the bidding; null before anyone has bid.
 */
export function contractBadge(
  hand: HandView | null | undefined,
  you: Seat | null,
  names: (seat: Seat) => string,
): string | null {
  if (hand === null || hand === undefined || hand.bid === null || hand.bidder === null) return null;
  const by = `${formatBid(hand.bid)} by ${hand.bidder === you ? 'you' : names(hand.bidder)}`;
  if (hand.contract !== null) return `${contractLabel(hand.contract)} · ${by}`;
  if (hand.declarer !== null) return `${by} · naming trump`;
  return `High bid ${by}`;
}

/** The count each team has taken in the hand so far (points of the tricks won), yours first. */
export function countTaken(
  hand: HandView | null | undefined,
  teams: readonly [Team, Team],
): readonly [number, number] {
  return [hand?.points?.[teams[0]] ?? 0, hand?.points?.[teams[1]] ?? 0];
}
