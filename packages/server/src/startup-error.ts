/**
 * Why the server cannot start, said for the person who runs it: a stable `code` and a message
 * that names the setting or part at fault and what to do about it. `serve()` logs it as one line
 * and exits 1; anything else thrown during start-up is turned into one (startup-problem.ts).
 */
export class StartupError extends Error {
  constructor(
    readonly code: StartupCode,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

export type StartupCode =
  /** An environment setting is malformed (PORT=abc, TRUST_PROXY=maybe, DATABASE_URL=mysql://). */
  | 'BAD_SETTING'
  /** The database was written by a newer Texas 42 than this one. */
  | 'SCHEMA_TOO_NEW'
  /** A migration failed part way (rolled back on PostgreSQL; SQLite runs each in a transaction). */
  | 'MIGRATION_FAILED'
  /** The database cannot be opened or reached. */
  | 'DATABASE_UNREACHABLE'
  /** The data directory or the database file cannot be read or written by this user. */
  | 'DATA_NOT_WRITABLE'
  /** Redis (REDIS_URL) does not answer. */
  | 'REDIS_UNREACHABLE'
  /** Another Texas 42 version is serving from the same Redis (REDIS_PREFIX) and cannot share it. */
  | 'VERSION_MISMATCH'
  /** The port is taken or needs privileges. */
  | 'PORT_UNAVAILABLE'
  /** Anything else: the message says what failed. */
  | 'START_FAILED';
