import type { FastifyInstance } from 'fastify';
import { HandAnalyses } from './analysis.js';
import { Accounts } from './auth/accounts.js';
import type { ServerConfig } from './config.js';
import { connect, type Connection } from './db/connect.js';
import type { EventService } from './events/service.js';
import { registerHealthRoute } from './http/health.js';
import { serializerCompiler, validatorCompiler } from './http/parse.js';
import { router } from './http/typed-routes.js';
import type { Notifier } from './notices/notifier.js';
import { createLogger, type Logger } from './observe/logger.js';
import { ServerMetrics } from './observe/metrics.js';
import { registerMetricsRoute } from './observe/metrics-route.js';
import type { RedisLink } from './realtime/redis.js';
import { SocketPresence } from './realtime/presence.js';
import type { TableServer } from './realtime/sockets.js';
import { poolDriver, type BotDriver } from './tables/bot-driver.js';
import { TableService } from './tables/service.js';
import { createHttp, registerFrontDoor } from './app/http.js';
import { attachTableSockets, joinProcesses, type Joined } from './app/realtime.js';
import { createMail, registerAppRoutes, type Mail } from './app/routes.js';

export { defaultWebRoot } from './app/web-root.js';

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

/**
 * Builds the whole server: database (migrated), HTTP API, static web app, sockets, bots. The
 * order matters and reads here, one step a line: the front door every request passes, the
 * tables, the routes (app/routes.ts), then the sockets and the other processes
 * (app/realtime.ts).
 */
export async function createServer(config: ServerConfig, bots?: BotDriver): Promise<Texas42Server> {
  const connection = await connect({
    url: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    busyTimeoutMs: config.dbBusyTimeoutMs,
  });
  const { db } = connection;
  const log = createLogger(config.logLevel, config.logFormat);
  const http = createHttp(config, log);
  let stopping = false;
  const front = await registerFrontDoor(http, db, config, () => stopping);
  const accounts = new Accounts(db, {
    sessionDays: config.sessionDays,
    signInFreeFailures: config.signInFreeFailures,
    signInMaxWaitSeconds: config.signInMaxWaitSeconds,
    ...(config.now === undefined ? {} : { now: config.now }),
  });
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
  const tables = tableService(db, driver, presence, config, metrics, log);
  // Every route is declared from the protocol's route table (routes.ts), its parts parsed by the
  // table's zod schemas; answers are typed by their schemas, not checked again at run time.
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  const serve = router(http, accounts);
  // Redis is attached once the sockets are (below); health reports it from then on.
  let redis: RedisLink | null = null;
  registerHealthRoute(serve, connection, () => redis);
  registerMetricsRoute(http, metrics, config.metricsToken);
  const mail = createMail(db, config, log, accounts);
  const parts = { http, serve, db, config, log, front, accounts, tables, analyses };
  const { events, moderation, chat } = await registerAppRoutes(parts, mail);
  const sockets = { ...parts, events, presence, metrics, counts: front.counts, chat };
  const io = attachTableSockets({ ...sockets, stopping: () => stopping });
  mail.notifier.deliverTo(io);
  moderation.tellThrough(io);
  const joined = await joinProcesses({ ...sockets, stopping: () => stopping }, io);
  redis = joined.redis;
  await tables.resumeAll();
  await events.online.resume();
  const close = closer({ http, io, tables, analyses, driver, presence, mail, joined, sweeper, db });
  return {
    http,
    io,
    tables,
    analyses,
    events,
    notifier: mail.notifier,
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

/** The tables: their rooms, clocks and bots, each commit counted and logged. */
function tableService(
  db: Connection['db'],
  driver: BotDriver,
  presence: SocketPresence,
  config: ServerConfig,
  metrics: ServerMetrics,
  log: Logger,
): TableService {
  return new TableService(db, driver, presence, {
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
}

/** Closes everything in order: the tables' commits first, the database last. */
function closer(parts: {
  readonly http: FastifyInstance;
  readonly io: TableServer;
  readonly tables: TableService;
  readonly analyses: HandAnalyses;
  readonly driver: BotDriver;
  readonly presence: SocketPresence;
  readonly mail: Mail;
  readonly joined: Joined;
  readonly sweeper: NodeJS.Timeout;
  readonly db: Connection['db'];
}): () => Promise<void> {
  const { http, io, joined } = parts;
  return async () => {
    clearInterval(parts.sweeper);
    joined.stopSessionCheck();
    joined.live.close();
    await parts.tables.close();
    await parts.presence.close();
    await joined.deployment?.leave();
    await parts.mail.notifier.settled();
    await parts.mail.mailer?.close();
    // Not io.close(): it ends by closing the HTTP server and waits until every connection has
    // ended, which a browser's open connections can hold up for good. The engine closes every
    // client's transport here (clients see a lost transport and reconnect, elsewhere, by
    // themselves: a disconnect sent by the server would tell them not to); Fastify's close below
    // ends the connections (forceCloseConnections).
    io.engine.close();
    for (const nsp of io._nsps.values()) void nsp.adapter.close();
    await http.close();
    await joined.redis?.close();
    await parts.driver.close();
    await parts.analyses.close();
    await parts.db.destroy();
  };
}
