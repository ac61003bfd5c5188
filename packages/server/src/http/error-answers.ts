import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { busyRefusal } from '../db/busy.js';
import { ServerError } from '../errors.js';
import type { ServerErrorCode } from '@texas42/protocol';

/** The framework's own refusals, each with a stable code like the API's own errors. */
const CODES: Readonly<Record<number, ServerErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

/** What to say instead of the framework's words, where ours say more. */
const MESSAGES: Record<number, string> = {
  413: 'the request body is too large (at most 64 KB)',
  415: 'the request body must be JSON (Content-Type: application/json)',
};

const body = (code: ServerErrorCode, message: string): string =>
  JSON.stringify({ error: { code, message } });

/**
 * Every error answer has one shape, `{error: {code, message, at?}}`: the API's ServerErrors, the
 * framework's (a bad JSON body, too large, an unsupported type, nothing at that address) and
 * unexpected failures, which are logged and answered without any detail.
 */
export function registerErrorAnswers(
  app: FastifyInstance,
  /** The web app's own page for a path it may know (pages/app-pages.ts), or null for the JSON 404. */
  notFoundPage: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply> | null = () => null,
): void {
  app.setErrorHandler((raw, request, reply) => {
    const error = busyRefusal(raw) ?? raw;
    if (error instanceof ServerError) {
      if (error.extra.retryAfter !== undefined)
        void reply.header('retry-after', String(error.extra.retryAfter));
      return reply.status(error.status).send({ error: error.toJSON() });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // The static files' own 403 (a path it will not look up: too long for a file name, or one
    // that climbs out of the web root): there is nothing there, as for any other unknown path.
    // The API's refusals of the kind are ServerErrors, answered above.
    if (status === 403)
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: 'nothing at that address' },
      });
    if (status !== undefined && status >= 400 && status < 500)
      return reply.status(status).send({
        error: {
          code: CODES[status] ?? 'BAD_REQUEST',
          message: MESSAGES[status] ?? (error as Error).message,
        },
      });
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'something went wrong on the server' } });
  });
  app.setNotFoundHandler(
    (request, reply) =>
      notFoundPage(request, reply) ??
      reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: `nothing at ${request.method} ${request.url.length > 120 ? `${request.url.slice(0, 120)}...` : request.url}`,
        },
      }),
  );
}

/**
 * Fastify's frameworkErrors: the router's refusals before any route (a path part longer than a
 * parameter may be, FST_ERR_MAX_PARAM_LENGTH; a path that does not decode, FST_ERR_BAD_URL),
 * which Fastify otherwise writes raw, in its own shape.
 */
export function frameworkErrorAnswer(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.status(414).send({
      error: {
        code: 'URL_TOO_LONG',
        message: 'a part of the address is too long (an id is at most 100 characters)',
      },
    });
  else
    void reply.status(400).send({
      error: { code: 'BAD_REQUEST', message: 'the address does not decode (a bad % escape)' },
    });
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused before any route saw it (bytes
 * that are not HTTP, a header line that does not parse, headers or a URL past the size limit).
 * Answered in the API's shape and the connection closed.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, reason, code, message]: [number, string, ServerErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'HEADERS_TOO_LARGE',
          'the request headers (or its address) are too large',
        ]
      : error.code === 'HPE_URI_TOO_LONG'
        ? [414, 'URI Too Long', 'URL_TOO_LONG', 'the address is too long']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [
              408,
              'Request Timeout',
              'REQUEST_TIMEOUT',
              'the request took too long to arrive (HEADERS_TIMEOUT_MS)',
            ]
          : [400, 'Bad Request', 'BAD_REQUEST', 'the request is not valid HTTP'];
  const text = body(code, message);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
