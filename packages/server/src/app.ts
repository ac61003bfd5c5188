// Over 300 lines: building the server is one ordered list (headers, limits, sessions, routes,
// sockets, static files, shutdown); the order matters and reads best in one place.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { AddressLimits } from './abuse/address-limits.js';
import { addressKeyer } from './abuse/address-key.js';
import { HandAnalyses } from './analysis.js';
import { AccountAdmin } from './admin/accounts.js';
import { AuditLog } from './admin/audit-log.js';
import { Moderation } from './admin/moderation.js';
import { registerAdminRoutes } from './admin/routes.js';
import { SiteSettings } from './admin/site-settings.js';
import { AccountTokens } from './auth/account-tokens.js';
import { Accounts } from './auth/accounts.js';
import { EmailVerification } from './auth/email-verification.js';
import { registerAccountMailRoutes, registerUnsubscribeRoute } from './auth/mail-routes.js';
import { PasswordResets } from './auth/password-resets.js';
import type { ServerConfig } from './config.js';
import { connect, type Connection } from './db/connect.js';
import { EventService } from './events/service.js';
import { registerEventDayRoutes } from './http/event-day-routes.js';
import { registerSeasonRoutes } from './http/season-routes.js';
import { registerEventRoutes } from './http/event-routes.js';
import { registerEventExports } from './http/event-exports.js';
import { registerFormatRoutes } from './http/format-routes.js';
import { registerHealthRoute } from './http/health.js';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerErrorAnswers,
} from './http/error-answers.js';
import { registerRateLimits } from './http/limits.js';
import { SharedCounts } from './http/shared-counts.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticFiles } from './http/static-files.js';
import { registerAppPages, type AppPages } from './pages/app-pages.js';
import { refuseCrossOrigin } from './http/origin.js';
import { refuseChangesWhileStopping } from './http/restarting.js';
import { registerRoutes } from './http/routes.js';
import { serializerCompiler, validatorCompiler } from './http/parse.js';
import { router } from './http/typed-routes.js';
import { joinDeployment } from './realtime/process-versions.js';
import { attachRedis, type RedisLink } from './realtime/redis.js';
import { SocketPresence } from './realtime/presence.js';
import { attachLive, followable } from './realtime/live.js';
import { SharedPresence } from './realtime/shared-presence.js';
import {
  attachSockets,
  CHAT_PER_WINDOW,
  CHAT_WINDOW_MS,
  type TableServer,
} from './realtime/sockets.js';
import { ChatLines } from './realtime/chat-lines.js';
import { dropEndedSessions } from './realtime/session-check.js';
import { createLogger, type Logger } from './observe/logger.js';
import { noticesBetween } from './notices/event-notices.js';
import { Mailer } from './notices/mailer.js';
import { Notifier } from './notices/notifier.js';
import { registerNoticeRoutes } from './notices/routes.js';
import { loadCatalog } from './puzzles/catalog.js';
import { registerPuzzleRoutes } from './puzzles/routes.js';
import { PuzzleStore } from './puzzles/store.js';
import { rematchInvites } from './notices/table-notices.js';
import { NoticeStore } from './notices/store.js';
import { UnsubscribeLinks } from './notices/unsubscribe.js';
import { ServerMetrics } from './observe/metrics.js';
import { registerMetricsRoute } from './observe/metrics-route.js';
import { registerRequestLog, requestIdOf } from './observe/request-log.js';
import { cookieSecret } from './secret.js';
import { poolDriver, type BotDriver } from './tables/bot-driver.js';
import { TableService } from './tables/service.js';
import { serverVersion } from './version.js';

export interface Texas42Server {
  readonly http: FastifyInstance;
  readonly io: TableServer;
  readonly tables: TableService;
  /** The hand analyses' pool (its figures: analyses.stats()). */
  readonly analyses: HandAnalyses;
  readonly events: EventService;
  /** People's notices: the bell and e-mail. */
  readonly notifier: Notifier;
  readonly connection: Connection;
  /** The server's logger (LOG_LEVEL, LOG_FORMAT): Fastify's, with each request's id on its lines. */
  readonly log: Logger;
  /** The figures GET /metrics serves. */
  readonly metrics: ServerMetrics;
  /** Listens on the configured port; resolves to the address. */
  listen(): Promise<string>;
  /**
   * Stops as for a restart: refuses new actions and changes (SERVER_RESTARTING), tells every
   * socket `server:restarting`, lets the commits in flight finish, then closes (`close`).
   */
  shutdown(): Promise<{ readonly socketsTold: number }>;
  close(): Promise<void>;
}

/** The web app built by packages/web, if it has been built. */
export function defaultWebRoot(): string | undefined {
  const root = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  return existsSync(root) ? root : undefined;
}

/** Builds the whole server: database (migrated), HTTP API, static web app, sockets, bots. */
export async function createServer(config: ServerConfig, bots?: BotDriver): Promise<Texas42Server> {
  const connection = await connect({
    url: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    busyTimeoutMs: config.dbBusyTimeoutMs,
  });
  const { db } = connection;
  const log = createLogger(config.logLevel, config.logFormat);
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
  registerRequestLog(http);
  let stopping = false;
  refuseChangesWhileStopping(http, () => stopping);
  const secret = await cookieSecret(db, process.env.SESSION_SECRET);
  await http.register(cookie, { secret });
  // What one client address may have or make, counted in the database (abuse/).
  const addresses = {
    keyOf: addressKeyer(secret),
    limits: new AddressLimits(db, config.limits, config.now ?? Date.now),
  };
  // Before the routes and the static files: JSON and the web app go out in brotli or gzip when
  // the client takes it.
  await http.register(compress, { global: true, encodings: ['br', 'gzip'] });

  // Set once the app's pages are registered (below, with the tables and events they preview).
  let notFoundPage: AppPages['notFoundPage'] = () => null;
  registerErrorAnswers(http, (request, reply) => notFoundPage(request, reply));
  await registerSecurityHeaders(http);

  const accounts = new Accounts(db, {
    sessionDays: config.sessionDays,
    signInFreeFailures: config.signInFreeFailures,
    signInMaxWaitSeconds: config.signInMaxWaitSeconds,
    ...(config.now === undefined ? {} : { now: config.now }),
  });
  refuseCrossOrigin(http, config.allowedOrigins);
  // Rate limits per address: counted in memory, then in Redis once it is attached (below).
  const counts = new SharedCounts();
  await registerRateLimits(http, config.limits, counts);
  // Expired sessions are deleted (and their sockets closed) every few minutes.
  const sweeper = setInterval(() => void accounts.sessions.sweep().catch(() => undefined), 300_000);
  sweeper.unref();
  const analyses = new HandAnalyses(config.analysis, config.now);
  // The gauges read the tables and sockets when scraped; both exist by then (see below).
  const metrics = new ServerMetrics({
    tablesOpen: (): number => tables.roomsInMemory,
    socketsConnected: (): number => io.of('/').sockets.size,
    analyses: () => analyses.stats(),
  });
  const driver = metrics.timeBots(bots ?? poolDriver(config.botThreads, config.botTimeoutMs));
  // Who is connected is the sockets' to say, and they are attached after the tables they serve.
  const presence = new SocketPresence();
  const tables = new TableService(db, driver, presence, {
    botDelayMs: config.botDelayMs,
    handPauseMs: config.handPauseMs,
    shared: config.redisUrl !== undefined,
    minuteMs: config.minuteMs,
    absentSeconds: config.absentSeconds,
    tablesPerPerson: config.limits.tablesPerPerson,
    roomIdleSeconds: config.roomIdleSeconds,
    logger: log,
    ...(config.now === undefined ? {} : { now: config.now }),
    committed: ({ tableId, seq, seat, kind, dbSeconds }) => {
      metrics.actions.inc({ kind });
      metrics.commit.observe(dbSeconds);
      log.debug({ table: tableId, event: seq, seat, action: kind }, 'table event');
    },
  });
  // Every route is declared from the protocol's route table (routes.ts), its parts parsed by the
  // table's zod schemas; answers are typed by their schemas, not checked again at run time.
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  const serve = router(http, accounts);
  // Redis is attached once the sockets are (below); health reports it from then on.
  let redis: RedisLink | null = null;
  registerHealthRoute(serve, connection, () => redis);
  registerMetricsRoute(http, metrics, config.metricsToken);
  // People's notices (notices/): events and rematches tell whom they concern.
  const noticeConfig = config.notices ?? { perPerson: 200, mail: undefined };
  const mailer = noticeConfig.mail === undefined ? null : new Mailer(noticeConfig.mail, log);
  const clock = config.now ?? Date.now;
  const unsubscribe = new UnsubscribeLinks(db);
  const notifier = new Notifier(
    new NoticeStore(db, noticeConfig.perPerson),
    mailer,
    log,
    clock,
    unsubscribe,
  );
  // The account's own mail (auth/): verified addresses, forgotten passwords; the site's settings.
  const tokens = new AccountTokens(db, clock);
  const verification = new EmailVerification(db, tokens, mailer, clock);
  const resets = new PasswordResets(db, tokens, accounts, mailer, log);
  const site = new SiteSettings(db, clock);
  registerRoutes(serve, {
    db,
    addresses,
    accounts,
    tables,
    analyses,
    sessionDays: config.sessionDays,
    now: config.now ?? Date.now,
    rematchOffered: (me, id) =>
      void tables.room(id).then(
        (room) => notifier.tell(rematchInvites(me, room.row, room.seats.values())),
        (e: unknown) => log.warn({ err: e, table: id }, 'a rematch invitation was not told'),
      ),
    requireSignUpsOpen: () => site.requireSignUpsOpen(),
  });
  const events = new EventService(db, tables, config.now, config.limits);
  registerEventRoutes(serve, { events, addresses });
  registerEventDayRoutes(serve, { events });
  registerFormatRoutes(serve, { events });
  registerSeasonRoutes(serve, { events });
  registerEventExports(serve, { events, publicUrl: config.publicUrl, now: config.now ?? Date.now });
  // Each change of an event tells the people it concerns (notices/event-notices.ts).
  events.watchChanges((before, after) => notifier.tell(noticesBetween(before, after)));
  registerNoticeRoutes(serve, { notifier, verification, now: clock });
  registerAccountMailRoutes(serve, {
    verification,
    resets,
    site,
    sessionDays: config.sessionDays,
  });
  await registerUnsubscribeRoute(http, (scope) => router(scope, accounts), unsubscribe);
  // The site's admins (admin/): accounts, tables, events, chat and the site, every action logged.
  const audit = new AuditLog(db, clock);
  const chat = new ChatLines(db, clock);
  const moderation = new Moderation(tables, events, chat, audit);
  registerAdminRoutes(serve, {
    accounts: new AccountAdmin(db, accounts.sessions, audit, clock, (id) => moderation.renamed(id)),
    moderation,
    site,
    audit,
    resets,
    publicUrl: config.publicUrl,
  });
  // Puzzles from real hands (puzzles/): the shipped file, ratings in the database.
  registerPuzzleRoutes(serve, {
    catalog: loadCatalog(config.puzzleFile),
    store: new PuzzleStore(db),
    now: config.now ?? Date.now,
  });
  // Other processes change the same events: their changes show within two seconds here.
  if (config.redisUrl !== undefined) events.keepViewsAtMost(2000);

  const webRoot = config.webRoot ?? defaultWebRoot();
  if (webRoot !== undefined) {
    await registerStaticFiles(http, webRoot);
    ({ notFoundPage } = registerAppPages(http, {
      webRoot,
      tables,
      events,
      publicUrl: config.publicUrl,
    }));
  }

  const io = attachSockets(http, accounts, tables, presence, {
    rateLimit: config.rateLimit,
    allowedOrigins: config.allowedOrigins,
    socketsPerSession: config.limits.socketsPerSession,
    socketsPerAddress: config.limits.socketsPerAddress,
    trustProxy: config.trustProxy,
    log,
    acted: (seconds) => metrics.actionToBroadcast.observe(seconds),
    followable: (topic) => followable(events, topic),
    // A person's chat, counted per person (a socket's own budget let twelve sockets send 253
    // messages to a spectator in 3 s), in Redis once it is attached.
    chatAllowed: (userId) =>
      counts.increment(`chat:${userId}`, CHAT_WINDOW_MS).then(
        ({ current }) => current <= CHAT_PER_WINDOW,
        () => true,
      ),
    chat,
    stopping: () => stopping,
  });
  notifier.deliverTo(io);
  moderation.tellThrough(io);
  // Sessions ended from outside this process (the command line) close their sockets here too.
  const stopSessionCheck = dropEndedSessions(io, accounts.sessions, 30_000, log);
  redis =
    config.redisUrl === undefined
      ? null
      : await attachRedis(io, config.redisUrl, config.redisPrefix, log);
  if (redis !== null) counts.share(redis.client, config.redisPrefix);
  // One id for this process among the deployment's; a version that cannot serve beside the ones
  // already running refuses to start (VERSION_MISMATCH) before it takes part in anything.
  const processId = randomUUID();
  const deployment =
    redis === null
      ? null
      : await joinDeployment(redis.client, config.redisPrefix, processId, serverVersion());
  // Live pages: told of every change (live.ts); across processes through Redis.
  const live = attachLive(io, {
    events,
    tables,
    presence,
    shared: redis !== null,
    now: config.now ?? Date.now,
  });
  if (redis !== null)
    await presence.share(
      new SharedPresence(
        redis.client,
        processId,
        (err: unknown) => log.warn({ err }, 'sharing who is connected through Redis failed'),
        config.redisPrefix,
      ),
    );
  await tables.resumeAll();
  await events.resume();

  const close = async (): Promise<void> => {
    clearInterval(sweeper);
    stopSessionCheck();
    live.close();
    await tables.close();
    await presence.close();
    await deployment?.leave();
    await notifier.settled();
    await mailer?.close();
    // Not io.close(): it ends by closing the HTTP server and waits until every connection has
    // ended, which a browser's open connections can hold up for good. The engine closes every
    // client's transport here (clients see a lost transport and reconnect, elsewhere, by
    // themselves: a disconnect sent by the server would tell them not to); Fastify's close below
    // ends the connections (forceCloseConnections).
    io.engine.close();
    for (const nsp of io._nsps.values()) void nsp.adapter.close();
    await http.close();
    await redis?.close();
    await driver.close();
    await analyses.close();
    await db.destroy();
  };

  return {
    http,
    io,
    tables,
    analyses,
    events,
    notifier,
    connection,
    log,
    metrics,
    async listen() {
      return http.listen({ port: config.port, host: config.host });
    },
    async shutdown() {
      stopping = true;
      tables.stopActions();
      const socketsTold = io.of('/').sockets.size;
      // This process's sockets only: through the Redis adapter io.emit would reach every process.
      io.local.emit('server:restarting', {
        message: 'The server is restarting; you will be reconnected',
        withinSeconds: config.shutdownSeconds,
      });
      await close();
      return { socketsTold };
    },
    close,
  };
}
