import {
  claimRefutation,
  type ClaimJudge,
  type ClaimKind,
  type PlayingHand,
  type RuleOptions,
  type Seat,
} from '@texas42/engine';
import { positionOf } from './position.js';
import { sharedSearch } from './shared.js';

/** Every seat plays for the challenge: a claim falls to any line at all, not only best play. */
const EVERY_SEAT = 0b1111;

/**
 * The solver as a judge of lay-down claims: "if the opposing team challenges and can
 * demonstrate any possible way the bidder may be set, or the bid would have been made, the
 * declarer must forfeit the hand" (000). The engine says what would defeat the claim (a team
 * reaching some number of points or tricks); the search answers whether any continuation
 * reaches it, with all four players cooperating, which is one zero-window search in which every
 * seat maximizes. Same verdicts as the engine's `claimStands`, from the solver's faster search.
 */
export const solverClaimStands: ClaimJudge = (
  options: RuleOptions,
  hand: PlayingHand,
  by: Seat,
  claim: ClaimKind,
): boolean => {
  const refutation = claimRefutation(hand, by, claim);
  if (refutation.need <= 0) return false;
  const pos = positionOf(hand, options);
  const s = sharedSearch();
  s.load({
    ...pos,
    scoreTeam: refutation.team === 'NS' ? 0 : 1,
    countPoints: refutation.points,
    maximizers: EVERY_SEAT,
  });
  return !s.atLeast(refutation.need);
};
