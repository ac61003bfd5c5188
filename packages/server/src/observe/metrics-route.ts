import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.js';
import type { ServerMetrics } from './metrics.js';

/** Headers a reverse proxy adds: a request carrying one came from outside, whatever its socket. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * Whether a request comes from this machine straight to the server. The socket's own address is
 * judged, not `request.ip`: behind a proxy on the same machine every request's socket is
 * loopback and `request.ip` believes forwarded headers as far as TRUST_PROXY says, which a
 * client can write. So a request with any forwarding header is never local, whatever TRUST_PROXY.
 */
function local(request: FastifyRequest): boolean {
  return (
    isLoopback(request.raw.socket.remoteAddress) &&
    FORWARDED.every((h) => request.headers[h] === undefined)
  );
}

/** `Authorization: Bearer <token>`, the scheme in any case (RFC 7235). */
const BEARER = /^bearer +(.+)$/i;

/** The bearer token of the request equals METRICS_TOKEN (compared in constant time). */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (given === undefined) return false;
  // Digests of equal length, so neither the comparison nor its refusal tells the token's length.
  const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format: for a client on this machine that reaches the server
 * directly, or anyone with METRICS_TOKEN as a bearer token; anyone else gets 403
 * METRICS_REFUSED. Not in the protocol's route table: it is for Prometheus, not the web app,
 * and its answer is text, not JSON.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): void {
  app.get('/metrics', async (request, reply) => {
    if (!local(request) && (token === undefined || !tokenMatches(request, token)))
      throw new ServerError(
        403,
        'METRICS_REFUSED',
        token === undefined
          ? 'the metrics are served only on this machine (set METRICS_TOKEN to read them from elsewhere)'
          : 'the metrics need the METRICS_TOKEN as a bearer token (Authorization: Bearer ...)',
      );
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).send(text);
  });
}
