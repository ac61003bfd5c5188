import type { ServerErrorCode } from '@texas42/protocol';

/**
 * A user's mistake or a refusal: a stable code, a message that says what was wrong, and where.
 * Routes and socket handlers turn it into an error answer; it never becomes a stack trace.
 */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly at?: string,
    /** `retryAfter`: seconds until a refused request may be tried again (the Retry-After header). */
    readonly extra: { readonly retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ServerError';
  }

  toJSON(): { code: ServerErrorCode; message: string; at?: string } {
    return this.at === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, at: this.at };
  }
}
