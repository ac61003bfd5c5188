/**
 * Errors as the server writes them: `{"error": {code, message, at?}}` over HTTP,
 * `{code, message, at?, tableId?}` on a socket.
 */
export interface ProblemText {
  readonly code: string;
  readonly message: string;
}

export function problemOf(body: unknown): ProblemText | null {
  if (typeof body !== 'object' || body === null) return null;
  const outer = body as Record<string, unknown>;
  const inner =
    typeof outer.error === 'object' && outer.error !== null
      ? (outer.error as Record<string, unknown>)
      : outer;
  const code = typeof inner.code === 'string' ? inner.code : null;
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
