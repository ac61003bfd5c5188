/**
 * Every club function that takes user input returns a Result instead of throwing.
 * Codes are stable UPPER_SNAKE strings that clients may switch on; messages are for people and
 * name the field (a path like "matches[2].games[0]").
 */
export type ClubErrorCode =
  | 'BAD_INPUT'
  | 'BAD_SEASON'
  | 'BAD_SCHEDULE_SETTINGS'
  | 'BAD_STANDINGS_FILE'
  | 'BAD_BRACKET_SETTINGS'
  | 'BAD_GAME_SCORE'
  | 'BAD_MATCH_SCORE'
  | 'UNKNOWN_TEAM'
  | 'UNKNOWN_STANDINGS_RULES'
  | 'REGISTRATION_NOT_OPEN'
  | 'PLAYER_NOT_ON_TEAM'
  | 'SUBSTITUTE_ALREADY_NAMED'
  | 'TEAM_DEFUNCT'
  | 'TEAM_ALREADY_SCHEDULED'
  | 'TOO_LATE_TO_JOIN'
  | 'RESCHEDULE_TOO_LATE'
  | 'NO_RESCHEDULE_NOTICE'
  | 'NOT_A_TEAM_IN_MATCH'
  | 'ALREADY_REPORTED'
  | 'REPORT_TOO_LATE'
  | 'NOT_REPORTED'
  | 'CONFIRM_BY_OTHER_TEAM'
  | 'NOT_DISPUTED'
  | 'RESULT_DISPUTED'
  | 'RESULT_FINAL'
  | 'NOT_COORDINATOR'
  | 'MATCH_NOT_READY'
  | 'MATCH_DECIDED'
  /** A team (or seed) named in the input is not one of the match's (or mini-game's) teams. */
  | 'TEAM_NOT_IN_MATCH'
  /** The event's format has no matches to report or time (progressive tables). */
  | 'NO_MATCHES'
  | 'ODD_NUMBER_OF_TEAMS'
  | 'TOO_FEW_TEAMS'
  | 'ROUND_NOT_COMPLETE'
  | 'ROUND_NOT_COME'
  | 'NOT_TIMED'
  | 'TIE_NEEDS_WINNER'
  | 'TOURNAMENT_OVER'
  | 'NO_TIE'
  | 'CHECK_IN_CLOSED'
  | 'ALREADY_CHECKED_IN'
  | 'BAD_BID'
  | 'BAD_SEAT'
  | 'GAME_OVER'
  | 'NOTHING_TO_UNDO'
  | 'UNKNOWN_RULES';

export interface ClubError {
  readonly code: ClubErrorCode;
  readonly message: string;
  /** Where in the input the problem is, as a path like "matches[2].games[0]". */
  readonly at?: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClubError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** An error; when `at` is given the message starts with it, so the field is always named. */
export function err<T = never>(code: ClubErrorCode, message: string, at?: string): Result<T> {
  if (at === undefined || at === '') return { ok: false, error: { code, message } };
  return { ok: false, error: { code, message: `${at} ${message}`, at } };
}
