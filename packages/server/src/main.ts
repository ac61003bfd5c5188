import { createServer, type Texas42Server } from './app.js';
import { configFromEnv, type ServerConfig } from './config.js';
import { createLogger, describeDatabase, describeRedis, type Logger } from './observe/logger.js';
import { startupProblem } from './startup-problem.js';
import { serverVersion } from './version.js';

/**
 * `npm start`: serve on PORT (4242) with the embedded database unless DATABASE_URL is set.
 * A start that fails (a malformed setting, a database written by a newer version, PostgreSQL or
 * Redis not answering, the port taken) is one log line saying what to do, and exit status 1.
 */
export async function serve(): Promise<void> {
  // Until the settings are read, the log is written as they would have it by default.
  const running: Running = {
    log: createLogger('info', defaultFormat()),
    server: null,
    withinMs: 10_000,
  };
  exitOnUncaughtErrors(running);
  let config: ServerConfig | null = null;
  let server: Texas42Server | null = null;
  let address: string;
  try {
    config = configFromEnv();
    running.log = createLogger(config.logLevel, config.logFormat);
    running.withinMs = config.shutdownSeconds * 1000;
    server = await createServer(config);
    running.log = server.log;
    address = (await server.listen()).replace('0.0.0.0', 'localhost');
    running.server = server;
  } catch (e) {
    const problem = startupProblem(e, config);
    running.log.fatal({ code: problem.code }, `Texas 42 did not start: ${problem.message}`);
    await server?.close().catch(() => undefined);
    process.exit(1);
  }
  const version = serverVersion();
  const database = describeDatabase(config.databaseUrl, config.sqlitePath);
  const redis = describeRedis(config.redisUrl);
  server.log.info(
    { version, database, redis, address },
    `Texas 42 ${version} is being served at ${address} (database: ${database}; Redis: ${redis})`,
  );
  stopOnSignals(server, config);
}

/**
 * SIGTERM (systemd, a container's stop) and SIGINT (Ctrl-C) stop the server as for a restart
 * (Texas42Server.shutdown) within SHUTDOWN_SECONDS, then exit 0; past the limit the process
 * exits 1 with whatever was still running, and a second signal exits 1 at once. Nothing
 * acknowledged is lost either way: every answered action is already in the log.
 */
function stopOnSignals(server: Texas42Server, config: ServerConfig): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      server.log.warn({ signal }, `${signal} again: exiting now, without waiting`);
      process.exit(1);
    }
    stopping = true;
    const started = performance.now();
    const within = config.shutdownSeconds;
    server.log.info({ signal, withinSeconds: within }, `${signal}: stopping within ${within} s`);
    const limit = setTimeout(() => {
      server.log.error(
        { signal, withinSeconds: within },
        `the shutdown took longer than SHUTDOWN_SECONDS (${within} s): exiting with work unfinished`,
      );
      process.exit(1);
    }, within * 1000);
    server.shutdown().then(
      ({ socketsTold }) => {
        clearTimeout(limit);
        const ms = Math.round(performance.now() - started);
        server.log.info(
          { signal, socketsTold, ms },
          `stopped in ${ms} ms: took no new actions, told ${socketsTold} sockets the server is restarting, finished the commits in flight, closed`,
        );
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error, signal }, 'the shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** LOG_FORMAT's default, for the lines written before the settings are read. */
function defaultFormat(): 'json' | 'pretty' {
  return process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/**
 * An exception nobody caught (a bug in a timer or a library's callback) may have left any state
 * half changed, so the process does not go on serving from it: the error is logged, the server
 * stops as for a restart within SHUTDOWN_SECONDS (the commits in flight finish; everything
 * acknowledged is already in the database), and the process exits 1 for systemd to start it
 * again, the tables rebuilt from their logs. Everything a client sends is parsed inside a handler
 * that answers with an error, so no request reaches this.
 *
 * A promise rejected with nobody listening changed nothing half way (its work had already
 * failed), so it is logged and the process keeps serving.
 */
function exitOnUncaughtErrors(running: Running): void {
  let exiting = false;
  process.on('uncaughtException', (error, origin) => {
    running.log.fatal(
      { err: error, origin },
      `${origin === 'uncaughtException' ? 'an uncaught exception' : origin}: stopping so that the service manager starts the server again`,
    );
    const server = running.server;
    if (exiting || server === null) process.exit(1);
    exiting = true;
    setTimeout(() => process.exit(1), running.withinMs).unref();
    server.shutdown().then(
      () => process.exit(1),
      () => process.exit(1),
    );
  });
  process.on('unhandledRejection', (reason) => {
    running.log.error({ err: reason }, 'a promise was rejected with nobody to handle it');
  });
}

/** What the handlers of stray errors need: the logger, the server once it serves, its limit. */
interface Running {
  log: Logger;
  server: Texas42Server | null;
  /** SHUTDOWN_SECONDS, in milliseconds. */
  withinMs: number;
}
