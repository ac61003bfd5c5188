import { createServer } from './app.js';
import { configFromEnv } from './config.js';
import { serverVersion } from './version.js';

/** `npm start`: serve on PORT (4242) with the embedded database unless DATABASE_URL is set. */
export async function serve(): Promise<void> {
  keepServingThroughStrayErrors();
  const config = configFromEnv();
  const server = await createServer(config);
  const address = await server.listen();
  const db = server.connection.kind === 'sqlite' ? config.sqlitePath : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Texas 42 ${serverVersion()} is being served at ${address.replace('0.0.0.0', 'localhost')} (database: ${db})`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * A public server must not die of one request. Everything a client sends is parsed inside a
 * handler that answers with an error; what escapes anyway (a bug in a timer or a library's
 * callback) is logged and the process keeps serving: each table's state is rebuilt from its log,
 * so carrying on never serves an unacknowledged action. Errors during start-up still stop it.
 */
function keepServingThroughStrayErrors(): void {
  process.on('uncaughtException', (error, origin) => {
    console.error(`texas42: ${origin} kept from stopping the server:`, error);
  });
  process.on('unhandledRejection', (reason) => {
    console.error('texas42: an unhandled rejection kept from stopping the server:', reason);
  });
}
