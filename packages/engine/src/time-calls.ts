import { settleGame } from './match.js';
import { err, ok, type Result } from './result.js';
import { teamOf, type Seat } from './seat.js';
import type { HandPhase, MatchAt, MatchState } from './state.js';
import { toAct, wrongPhase } from './turn.js';

/**
 * Calling time: on the opponent to act (a player's clock, `callTime`), or on the whole match
 * (the match's clock, `time`).
 */

/**
 * "If a player is taking an inordinate amount of time to bid or play their hand, the opposing
 * team may call time limit, after which the player has one minute to bid or play, else they
 * forfeit the mark." (000) The clock is the table's (the server's, or the scorekeeper's); when
 * it runs out, the table calls a `time` penalty on the seat.
 */
export function callTimeOn(state: MatchAt<'shake' | HandPhase>, by: Seat): Result<MatchState> {
  const on = checkTimeCall(state, by);
  if (!on.ok) return on;
  return ok({ ...state, version: state.version + 1, timeCall: { by, on: on.value } });
}

/** Whether `seat` may call time now (on the opponent to act): what a table offers as a button. */
export function mayCallTime(state: MatchState, seat: Seat): boolean {
  return state.phase !== 'done' && checkTimeCall(state, seat).ok;
}

/** The seat time would be called on by `by`, or why it may not be. */
function checkTimeCall(state: MatchAt<'shake' | HandPhase>, by: Seat): Result<Seat> {
  const seconds = state.rules.options.clock.timeCallSeconds;
  if (seconds === null)
    return err('TIME_CALL_NOT_ALLOWED', 'these rules do not let a player call time on another');
  if (state.phase === 'shake') return wrongPhase(state, 'call time');
  const on = toAct(state);
  if (teamOf(on) === teamOf(by))
    return err(
      'NOT_AN_OPPONENT',
      `time is called by the other side: ${on} is to act, and ${by} is ${on === by ? 'that player' : 'their partner'}`,
    );
  if (state.timeCall !== null)
    return err('TIME_ALREADY_CALLED', `time has already been called on ${on} for this turn`);
  return ok(on);
}

/**
 * Time is up for the match: "When time expires, the hand currently in process shall be
 * completed. If the match is tied, ... one more hand shall be played." (001) Called between
 * hands, the game is settled at once; during a hand, when that hand ends.
 */
export function callTime(state: MatchAt<'shake' | HandPhase>): Result<MatchState> {
  if (state.timeCalled)
    return err('TIME_ALREADY_CALLED', 'time has already been called in this match');
  const called = { ...state, version: state.version + 1, timeCalled: true };
  return ok(called.phase === 'shake' ? settleGame(called) : called);
}
