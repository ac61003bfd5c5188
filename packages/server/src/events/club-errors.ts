import type { ClubError, ClubErrorCode } from '@texas42/club';
import { ServerError } from '../errors.js';

/**
 * The HTTP status of each club refusal, every code named (a new club code fails the build until it
 * is given one): 403 when the person may not act, 409 when the event's state refuses it, 404 for
 * something that does not exist, 400 for input that is wrong in itself.
 */
export const CLUB_STATUS: Readonly<Record<ClubErrorCode, number>> = {
  BAD_INPUT: 400,
  BAD_SEASON: 400,
  BAD_SCHEDULE_SETTINGS: 400,
  BAD_STANDINGS_FILE: 400,
  BAD_BRACKET_SETTINGS: 400,
  BAD_GAME_SCORE: 400,
  BAD_MATCH_SCORE: 400,
  BAD_BID: 400,
  BAD_SEAT: 400,
  UNKNOWN_TEAM: 400,
  UNKNOWN_STANDINGS_RULES: 400,
  UNKNOWN_RULES: 400,
  PLAYER_NOT_ON_TEAM: 400,
  SUBSTITUTE_ALREADY_NAMED: 400,
  TEAM_DEFUNCT: 400,
  TEAM_ALREADY_SCHEDULED: 400,
  TOO_LATE_TO_JOIN: 400,
  TIE_NEEDS_WINNER: 400,
  TOURNAMENT_OVER: 400,
  NO_TIE: 400,
  ROUND_NOT_COMPLETE: 400,
  ROUND_NOT_COME: 409,
  NOT_TIMED: 409,
  NO_MATCHES: 409,
  TEAM_NOT_IN_MATCH: 400,
  NOT_A_TEAM_IN_MATCH: 403,
  CONFIRM_BY_OTHER_TEAM: 403,
  NOT_COORDINATOR: 403,
  ALREADY_REPORTED: 409,
  REPORT_TOO_LATE: 409,
  NOT_REPORTED: 409,
  NOT_DISPUTED: 409,
  RESULT_DISPUTED: 409,
  RESULT_FINAL: 409,
  MATCH_NOT_READY: 409,
  MATCH_DECIDED: 409,
  TOO_FEW_TEAMS: 409,
  ODD_NUMBER_OF_TEAMS: 409,
  ALREADY_CHECKED_IN: 409,
  CHECK_IN_CLOSED: 409,
  GAME_OVER: 409,
  NOTHING_TO_UNDO: 409,
  RESCHEDULE_TOO_LATE: 409,
  NO_RESCHEDULE_NOTICE: 409,
  REGISTRATION_NOT_OPEN: 409,
};

/**
 * The club's error as the API's: the same code and place, a status by its kind. The club knows
 * teams by id ("9wkPr3oDPq has already reported this match"); with `teams`, each id in the
 * message is the team's name, as a person reads it (issue 27: no id in any message).
 */
export function clubError(
  e: ClubError,
  teams: readonly { readonly id: string; readonly name: string }[] = [],
): ServerError {
  let message = e.message;
  for (const t of teams) message = message.split(t.id).join(t.name);
  return new ServerError(CLUB_STATUS[e.code], e.code, message, e.at);
}

/**
 * A create request's setting the club refuses as wrong in itself (BAD_INPUT) is the API's
 * BAD_REQUEST, as the request schema's own refusals are; any other refusal is the club's.
 */
export function requestError(e: ClubError): ServerError {
  return e.code === 'BAD_INPUT'
    ? new ServerError(400, 'BAD_REQUEST', e.message, e.at)
    : clubError(e);
}
