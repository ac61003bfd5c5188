import type { ServerConfig } from './config.js';
import { describeDatabase, describeRedis } from './observe/logger.js';
import { StartupError } from './startup-error.js';

/** The error codes of Node and of the database clients that start-up turns into a sentence. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const NOT_PERMITTED = new Set(['EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_READONLY']);

/**
 * What went wrong at start-up, as one sentence with what to do: a StartupError as it is; the
 * errors Node and the database clients throw (a port in use, PostgreSQL refusing, a data
 * directory this user cannot write) named by their codes; anything else with its own message.
 */
export function startupProblem(error: unknown, config: ServerConfig | null): StartupError {
  if (error instanceof StartupError) return error;
  const e = error instanceof Error ? error : new Error(String(error));
  const code = (e as { code?: unknown }).code;
  const port = config?.port ?? 'PORT';
  if (code === 'EADDRINUSE')
    return new StartupError(
      'PORT_UNAVAILABLE',
      `port ${port} is in use by another program (another Texas 42?): stop it, or set PORT to a free port`,
    );
  if (code === 'EACCES' && /listen/.test(e.message))
    return new StartupError(
      'PORT_UNAVAILABLE',
      `port ${port} needs privileges this user does not have: use a port above 1023 (4242) behind a reverse proxy`,
    );
  if (config !== null && config.databaseUrl === undefined && NOT_PERMITTED.has(String(code)))
    return new StartupError(
      'DATA_NOT_WRITABLE',
      `the database ${config.sqlitePath} cannot be opened for writing by this user (${e.message}): give the data directory and its files to the user the service runs as (chown -R), or set DATA_DIR`,
    );
  if (config?.databaseUrl !== undefined && isPostgresProblem(code))
    return new StartupError(
      'DATABASE_UNREACHABLE',
      `${describeDatabase(config.databaseUrl, '')} cannot be used: ${e.message}${code === '28P01' || code === '28000' ? ': check the user and password in DATABASE_URL' : code === '3D000' ? ': create the database (createdb) first' : ': is the server running and DATABASE_URL right?'}`,
    );
  if (config?.redisUrl !== undefined && /redis/i.test(`${e.name} ${e.message} ${e.stack ?? ''}`))
    return new StartupError(
      'REDIS_UNREACHABLE',
      `Redis (${describeRedis(config.redisUrl)}) cannot be used: ${e.message}: is it running and REDIS_URL right?`,
    );
  return new StartupError('START_FAILED', `the server could not start: ${e.message}`);
}

function isPostgresProblem(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  // PostgreSQL's own: 28xxx authorization, 3D000 no such database, 08xxx connection, 57P03 starting.
  return UNREACHABLE.has(code) || /^(28|08|3D|57P)/.test(code);
}
