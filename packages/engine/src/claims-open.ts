import { bidderTeam, requirementOf } from './outcome.js';
import { teamOf, type Seat } from './seat.js';
import type { ClaimKind, MatchState } from './state.js';

/**
 * The lay-downs a seat may sensibly offer now, for the table's buttons: during the play, by a
 * seat that plays in the hand. The bidding side claims its bid made (or, bidding points or
 * marks, every trick left); the defenders claim the set or every trick left. A nello bidder who
 * took the rest would set themself, so they are offered only "made". `apply` still judges any
 * claim a player makes; a claim that cannot stand forfeits the hand for the claimant's side
 * ("the declarer must forfeit the hand", 000), so offering fewer kinds hides only self-defeat.
 */
export function openClaims(state: MatchState, seat: Seat): ClaimKind[] {
  if (state.phase !== 'play') return [];
  const hand = state.hand;
  if (hand.sittingOut === seat) return [];
  if (teamOf(seat) !== bidderTeam(hand)) return ['set', 'rest'];
  return requirementOf(hand).kind === 'no-tricks' ? ['made'] : ['made', 'rest'];
}
