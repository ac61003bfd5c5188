import { createServer } from './app.js';
import { configFromEnv } from './config.js';

/** `npm start`: serve on PORT (4242) with the embedded database unless DATABASE_URL is set. */
export async function serve(): Promise<void> {
  const config = configFromEnv();
  const server = await createServer(config);
  const address = await server.listen();
  const db = server.connection.kind === 'sqlite' ? config.sqlitePath : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Texas 42 is being served at ${address.replace('0.0.0.0', 'localhost')} (database: ${db})`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
