import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { AddressLimits } from '../abuse/address-limits.js';
import { addressKeyer } from '../abuse/address-key.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerErrorAnswers,
} from '../http/error-answers.js';
import { registerRateLimits } from '../http/limits.js';
import { refuseCrossOrigin } from '../http/origin.js';
import { refuseChangesWhileStopping } from '../http/restarting.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { SharedCounts } from '../http/shared-counts.js';
import type { AppPages } from '../pages/app-pages.js';
import type { Logger } from '../observe/logger.js';
import { registerRequestLog, requestIdOf } from '../observe/request-log.js';
import { cookieSecret } from '../secret.js';

/** The Fastify instance: its request ids, body and time limits, proxies and error answers. */
export function createHttp(config: ServerConfig, log: Logger): FastifyInstance {
  const headersTimeoutMs = config.headersTimeoutMs ?? 10_000;
  const options: FastifyServerOptions = {
    // Each request's lines carry its id (an X-Request-Id a proxy set, if safe); the one line per
    // request is request-log.ts's, so Fastify's own two are off.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 65_536,
    // Slow clients: the whole request within twice HEADERS_TIMEOUT_MS, at least 30 s (the
    // headers' own limit is set on the server below).
    requestTimeout: Math.max(30_000, 2 * headersTimeoutMs),
    // On close, every connection is ended, not only the idle ones: a page under the web app's
    // service worker keeps a connection the idle check misses, and closing waited on it forever
    // (restart-browser.test.ts). Commits under way have finished by then (tables.close first).
    forceCloseConnections: true,
    // A hop count is proxy-addr's "trust the n nearest hops", written as its function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    clientErrorHandler: clientErrorAnswer,
    frameworkErrors: frameworkErrorAnswer,
  };
  // Fastify's logger type is pino's, narrowed to what Fastify itself calls.
  const loggerInstance: FastifyBaseLogger = log;
  const http = Fastify({ ...options, loggerInstance });
  // Headers within HEADERS_TIMEOUT_MS, checked every second (Node's defaults: a minute, checked
  // every 30 s: 400 connections dribbling their headers stayed open for a minute each). Node
  // reads both when the server starts listening.
  http.server.headersTimeout = headersTimeoutMs;
  (http.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = Math.min(
    1000,
    headersTimeoutMs,
  );
  return http;
}

/** What one client address may have or make, counted in the database (abuse/). */
export interface Addresses {
  readonly keyOf: ReturnType<typeof addressKeyer>;
  readonly limits: AddressLimits;
}

export interface FrontDoor {
  readonly addresses: Addresses;
  /** Rate limits per address: counted in memory, then in Redis once it is attached. */
  readonly counts: SharedCounts;
  /** Answers a path no route has: the app's not-found page once the app's pages are set. */
  notFoundPage: AppPages['notFoundPage'];
}

/**
 * What every request passes before its route, in order: its log line, the refusal while
 * stopping, cookies, compression, the error answers, security headers, the origin check and
 * the rate limits.
 */
export async function registerFrontDoor(
  http: FastifyInstance,
  db: Kysely<Database>,
  config: ServerConfig,
  stopping: () => boolean,
): Promise<FrontDoor> {
  registerRequestLog(http);
  refuseChangesWhileStopping(http, stopping);
  const secret = await cookieSecret(db, process.env.SESSION_SECRET);
  await http.register(cookie, { secret });
  const addresses = {
    keyOf: addressKeyer(secret),
    limits: new AddressLimits(db, config.limits, config.now ?? Date.now),
  };
  // Before the routes and the static files: JSON and the web app go out in brotli or gzip when
  // the client takes it.
  await http.register(compress, { global: true, encodings: ['br', 'gzip'] });
  // Set once the app's pages are registered (with the tables and events they preview).
  const front: FrontDoor = { addresses, counts: new SharedCounts(), notFoundPage: () => null };
  registerErrorAnswers(http, (request, reply) => front.notFoundPage(request, reply));
  await registerSecurityHeaders(http);
  refuseCrossOrigin(http, config.allowedOrigins);
  await registerRateLimits(http, config.limits, front.counts);
  return front;
}
