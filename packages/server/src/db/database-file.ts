import type SQLite from 'better-sqlite3';
import { SCHEMA_VERSIONS } from './migrations.js';

/** Why a backup or a restore of the embedded database was refused: one stable code each. */
export type DatabaseFileErrorCode =
  | 'NO_DATABASE'
  | 'NO_BACKUP'
  | 'BACKUP_EXISTS'
  | 'DATABASE_IN_USE'
  | 'NOT_A_TEXAS42_DATABASE'
  | 'SCHEMA_TOO_NEW'
  | 'BACKUP_FAILED'
  /** The database belongs to another user, and only root may give the backup to them. */
  | 'NOT_THE_OWNER'
  /** DATABASE_URL is set: PostgreSQL is backed up with its own pg_dump and pg_restore. */
  | 'POSTGRES_DATABASE';

/** A refusal with its code and a message that says what to do; never a stack trace. */
export class DatabaseFileError extends Error {
  constructor(
    readonly code: DatabaseFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseFileError';
  }
}

/** What a Texas 42 database file holds: its schema version (its last migration) and size. */
export interface DatabaseFileInfo {
  readonly schemaVersion: string;
  readonly bytes: number;
}

/**
 * Checks that `db` is a sound Texas 42 database this version can read: SQLite, whole
 * (`PRAGMA integrity_check`), made by our migrations, and none of them newer than ours (an older
 * one is fine: the next start migrates it).
 */
export function checkDatabaseFile(db: SQLite.Database, name: string): string {
  let integrity: string;
  let migrated: string[];
  try {
    integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? '';
    const found = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (found === undefined)
      throw new DatabaseFileError(
        'NOT_A_TEXAS42_DATABASE',
        `${name} is a SQLite database but not a Texas 42 one (it has no migrations table)`,
      );
    migrated = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((r) => r.name);
  } catch (e) {
    if (e instanceof DatabaseFileError) throw e;
    throw new DatabaseFileError(
      'NOT_A_TEXAS42_DATABASE',
      `${name} is not a SQLite database (${(e as Error).message})`,
    );
  }
  if (integrity !== 'ok')
    throw new DatabaseFileError(
      'NOT_A_TEXAS42_DATABASE',
      `${name} fails SQLite's integrity check: ${integrity.split('\n')[0] ?? ''}`,
    );
  const unknown = migrated.filter((m) => !SCHEMA_VERSIONS.includes(m));
  if (unknown.length > 0)
    throw new DatabaseFileError(
      'SCHEMA_TOO_NEW',
      `${name} was written by a newer Texas 42 (schema ${unknown.join(', ')}; this version knows up to ${SCHEMA_VERSIONS.at(-1) ?? 'none'}): upgrade Texas 42 before restoring it`,
    );
  const last = migrated.at(-1);
  if (last === undefined)
    throw new DatabaseFileError(
      'NOT_A_TEXAS42_DATABASE',
      `${name} has a migrations table but no migration ran in it`,
    );
  return last;
}
