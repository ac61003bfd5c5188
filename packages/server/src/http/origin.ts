import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.js';

/**
 * Whether a request's Origin may change things. A browser names the page's origin on every
 * cross-site request (and on same-site POSTs); a request with no Origin is not a page's (a
 * command-line client, a test), and carries no cookie a page could borrow. With `allowed` empty
 * the site's own host is the one allowed origin, whatever scheme the proxy in front speaks.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.length > 0) return allowed.includes(origin);
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) and anything unparsable
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a state-changing request sent by another site's page (CROSS_ORIGIN, 403). */
export function refuseCrossOrigin(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      SAFE.has(request.method) ||
      originAllowed(request.headers.origin, request.headers.host, allowed)
    )
      return done();
    done(
      new ServerError(
        403,
        'CROSS_ORIGIN',
        `requests from ${request.headers.origin ?? 'another site'} may not change anything here`,
      ),
    );
  });
}
