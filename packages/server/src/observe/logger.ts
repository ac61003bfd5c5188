import { pino, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config.js';

export type { Logger } from 'pino';

/**
 * The server's one logger (pino, which Fastify uses for its requests): JSON lines for a log
 * collector, or readable lines for a person at a terminal. Both write synchronously, so the line
 * that says why the process exits is out before it does.
 */
export function createLogger(level: LogLevel, format: LogFormat): Logger {
  const options = { level, base: { pid: process.pid } };
  if (format === 'json') return pino(options);
  return pino(
    options,
    pinoPretty({
      sync: true,
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid',
    }),
  );
}

/**
 * Where the database is, as a log line may say it: the SQLite file, or PostgreSQL's host, port
 * and database with neither the user's name nor the password.
 */
export function describeDatabase(databaseUrl: string | undefined, sqlitePath: string): string {
  if (databaseUrl === undefined) return `SQLite ${sqlitePath}`;
  return `PostgreSQL ${withoutCredentials(databaseUrl)}`;
}

/** Redis, the same way: the host and port, never the password. */
export function describeRedis(redisUrl: string | undefined): string {
  return redisUrl === undefined ? 'none' : withoutCredentials(redisUrl);
}

function withoutCredentials(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    // An address that does not parse is not echoed: it may be all password.
    return '(an address that is not a URL)';
  }
}
