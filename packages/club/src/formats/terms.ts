import { err, ok, type Result } from '../result.js';
import type { MatchCalendar, MatchFacts, ProfileClock } from './format.js';

/** The terms most formats share; a format's own file says when it differs. */

/**
 * 001 I.1: "Time limited matches are at the discretion of the tournament director and shall be
 * announced prior to the start of play. If used, time must not start until all players are
 * ready". A game is stopped at time only in a match whose clock the director started with a
 * limit; nothing else has a time to call.
 */
export function timeOfStartedClock(match: MatchFacts): Result<true> {
  if (match.startedAt === null)
    return err(
      'NOT_TIMED',
      `must be false: match ${match.id} was never started, and time is called only on a match whose clock the organizer started`,
      'timed',
    );
  if (match.timeLimit === null)
    return err(
      'NOT_TIMED',
      `must be false: match ${match.id} was started without a time limit, so its games are played out`,
      'timed',
    );
  return ok(true);
}

/**
 * The minutes a tournament's match gets when the director starts it without giving any: its rule
 * profile's clock by the match's length (clock.gameMinutes for one game, clock.matchMinutes for
 * several; 001's profile: "Single game matches shall have a twenty-five minute time limit unless
 * the tournament director stipulates otherwise", seventy-five for best two out of three). A
 * profile without a clock (003's Straight 42 has no time limits) gives none.
 */
export function tournamentMinutes(bestOf: number, clock: ProfileClock): number | null {
  return bestOf === 1 ? clock.gameMinutes : clock.matchMinutes;
}

/**
 * A tournament's round comes once play has reached it: its first round at once, a later round
 * when a match of the round before it has begun (started, or reported). A round's result before
 * any of the round before it is begun is a mis-keyed round.
 */
export function roundReached(match: MatchFacts, when: MatchCalendar): Result<true> {
  if (when.earlyResults || match.round <= 1 || when.roundBeforeBegun || match.startedAt !== null)
    return ok(true);
  return err(
    'ROUND_NOT_COME',
    `match ${match.id} is of round ${match.round}, and no match of round ${match.round - 1} has begun yet`,
  );
}
