import { createServer, type Texas42Server } from './app.js';
import { configFromEnv, type ServerConfig } from './config.js';
import { describeDatabase, describeRedis, type Logger } from './observe/logger.js';
import { serverVersion } from './version.js';

/** `npm start`: serve on PORT (4242) with the embedded database unless DATABASE_URL is set. */
export async function serve(): Promise<void> {
  const config = configFromEnv();
  const server = await createServer(config);
  keepServingThroughStrayErrors(server.log);
  const address = (await server.listen()).replace('0.0.0.0', 'localhost');
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

/**
 * A public server must not die of one request. Everything a client sends is parsed inside a
 * handler that answers with an error; what escapes anyway (a bug in a timer or a library's
 * callback) is logged and the process keeps serving: each table's state is rebuilt from its log,
 * so carrying on never serves an unacknowledged action. Errors during start-up still stop it.
 */
function keepServingThroughStrayErrors(log: Logger): void {
  process.on('uncaughtException', (error, origin) => {
    log.error({ err: error, origin }, `${origin} kept from stopping the server`);
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'an unhandled rejection kept from stopping the server');
  });
}
