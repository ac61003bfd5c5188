import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header that carries a request's id both ways (a proxy may set it; every answer has it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy gave the request is kept so its log and ours line up, but only a short one of
 * plain characters: anything else could forge log lines or fill them.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id if it is safe, otherwise a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Health checks, metrics scrapes and the web app's files come every few seconds or by the dozen
 * per page: at debug, so info shows what people did with the API.
 */
function routine(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  return path === '/api/health' || path === '/metrics' || !path.startsWith('/api/');
}

/** The path without its query: a query may hold an invite, which a log must not keep. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/**
 * One line per request when its answer is sent (method, path, status, milliseconds, address;
 * the request id comes with the request's logger), and the id echoed in every answer.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const level = routine(request) ? 'debug' : 'info';
    const path = pathOf(request.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    request.log[level](
      { method: request.method, path, status, ms, ip: request.ip },
      `${request.method} ${path} ${status} ${ms} ms`,
    );
    done();
  });
}
