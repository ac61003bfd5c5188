/**
 * Every engine entry point that can meet bad input returns a Result instead of throwing.
 * Codes are stable strings that clients may switch on; messages are for people.
 */
export type ErrorCode =
  | 'BAD_ACTION'
  | 'BAD_RECORD'
  | 'BAD_RULES'
  | 'UNKNOWN_RULES'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_TURN'
  | 'NOT_IN_HAND'
  | 'MUST_FOLLOW_SUIT'
  | 'MUST_PLAY_CLOSEST_TO_SEVEN'
  | 'BID_TOO_LOW'
  | 'BID_NOT_ALLOWED'
  | 'MUST_BID'
  | 'CONTRACT_NOT_ALLOWED'
  | 'MUST_DECLARE'
  | 'CLAIM_NOT_ALLOWED'
  | 'INCOMPLETE_RECORD'
  | 'GAME_OVER'
  | 'TIME_ALREADY_CALLED'
  | 'TIME_CALL_NOT_ALLOWED'
  | 'NOT_AN_OPPONENT'
  | 'NO_TIME_CALLED'
  | 'STACK_NOT_ALLOWED'
  | 'NO_RENEGE'
  | 'NO_SUCH_TRICK'
  | 'NOTHING_TO_INSPECT'
  | 'ALREADY_PENALIZED'
  | 'NOT_IN_THESE_RULES'
  | 'NOT_OUT_OF_TURN'
  | 'ALREADY_BID'
  | 'RESHAKE_NOT_ALLOWED'
  | 'BID_STANDS'
  | 'RIGHT_SHAKER'
  | 'ALREADY_RECORDED'
  | 'ALREADY_EXPOSED'
  | 'MUST_PLAY_EXPOSED';

export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Where in the input the problem is, as a path like "plays[12]" or "hands.N[3]". */
  readonly at?: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(code: ErrorCode, message: string, at?: string): Result<T> {
  return { ok: false, error: at === undefined ? { code, message } : { code, message, at } };
}

/** The same error, located at `at` (a path inside a larger document). */
export function locate<T>(result: Result<T>, at: string): Result<T> {
  if (result.ok) return result;
  const inner = result.error.at;
  return err(
    result.error.code,
    result.error.message,
    inner === undefined || inner === '' ? at : `${at}.${inner}`,
  );
}
