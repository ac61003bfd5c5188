import type { ServerErrorCode } from '../protocol.js';

/**
 * The codes the web gives a failure the server did not name: no answer at all (`NETWORK`), an
 * answer that is not one of the API's errors (a proxy's page: `HTTP_502`), or a problem with a
 * message and no code (`ERROR`).
 */
export type ClientErrorCode = 'NETWORK' | 'ERROR' | `HTTP_${number}`;

/** Every code a failure in the web carries: the protocol's (errors.ts), or the web's own. */
export type ErrorCode = ServerErrorCode | ClientErrorCode;

/**
 * Errors as the server writes them: `{"error": {code, message, at?}}` over HTTP,
 * `{code, message, at?, tableId?}` on a socket.
 */
export interface ProblemText {
  readonly code: ErrorCode;
  readonly message: string;
}

export function problemOf(body: unknown): ProblemText | null {
  if (typeof body !== 'object' || body === null) return null;
  const outer = body as Record<string, unknown>;
  const inner =
    typeof outer.error === 'object' && outer.error !== null
      ? (outer.error as Record<string, unknown>)
      : outer;
  // The server answers with the protocol's codes. One this build does not know (a newer
  // server's) still passes as its text: no switch below matches it, and its message is shown.
  const code = typeof inner.code === 'string' ? (inner.code as ServerErrorCode) : null;
  const message = typeof inner.message === 'string' ? inner.message : null;
  if (code === null && message === null) return null;
  return { code: code ?? 'ERROR', message: message ?? code ?? 'Something went wrong' };
}

/** What to tell the player for a code, where the server's own message is not the best words. */
export function friendlyMessage(problem: ProblemText): string {
  switch (problem.code) {
    case 'STALE_VERSION':
      return 'The table moved on before that reached it; try again.';
    case 'RATE_LIMITED':
      return 'Too fast: wait a moment and try again.';
    case 'NOT_SIGNED_IN':
      return 'Please sign in or pick a guest name first.';
    case 'SERVER_RESTARTING':
      return 'The server is restarting: play that again once you are reconnected.';
    default:
      return problem.message;
  }
}
