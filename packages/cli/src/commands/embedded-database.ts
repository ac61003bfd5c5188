import { resolve } from 'node:path';
import { configFromEnv, DatabaseFileError } from '@texas42/server';
import { print, printJson, UsageError, type Io } from '../io.js';

/**
 * The embedded database's file, found as the server finds it (DATA_DIR/texas42.sqlite), or
 * `--db PATH`. With DATABASE_URL set the data is in PostgreSQL, which has its own tools.
 */
export function embeddedDatabase(db: string | undefined, env: NodeJS.ProcessEnv): string {
  if (db !== undefined) return resolve(db);
  let config;
  try {
    config = configFromEnv(env);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (config.databaseUrl !== undefined)
    throw new DatabaseFileError(
      'POSTGRES_DATABASE',
      'DATABASE_URL is set: the data is in PostgreSQL; back it up with pg_dump and restore it with pg_restore (docs/backups.md), or name a SQLite file with --db',
    );
  return config.sqlitePath;
}

/** A refusal: `CODE: message` on standard error, or {"ok": false, "error"} with --json; exit 1. */
export function refusal(io: Io, e: DatabaseFileError, json: boolean): number {
  if (json) printJson(io, { ok: false, error: { code: e.code, message: e.message } });
  else print(io.stderr, `${e.code}: ${e.message}`);
  return 1;
}
