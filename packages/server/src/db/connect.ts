import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { BLOCKING_BUSY_MS } from './busy.js';
import { postgresHealth, sqliteHealth, type DatabaseHealth } from './health.js';
import { StartupError } from '../startup-error.js';
import { migrations, SCHEMA_VERSIONS } from './migrations.js';
import type { Database } from './schema.js';
import { keepDatabasePrivate } from './file-modes.js';
import { GroupSync } from './group-sync.js';
import { BusyAwareSqliteDialect, BusyAwareSqliteDriver } from './sqlite-driver.js';

export interface DatabaseConfig {
  /** postgres://... to use PostgreSQL; otherwise SQLite at `sqlitePath`. */
  readonly url?: string | undefined;
  readonly sqlitePath: string;
  /**
   * SQLite: milliseconds a statement may wait (asleep, never blocking) for a lock another
   * connection holds before it fails with DATABASE_BUSY (default 10000).
   */
  readonly busyTimeoutMs?: number;
  /**
   * The schema version (a migration's name in SCHEMA_VERSIONS) to bring the database up to and
   * stop at; the latest when absent. Tests build databases as earlier versions left them.
   */
  readonly schemaVersion?: string;
}

export interface Connection {
  readonly db: Kysely<Database>;
  readonly kind: 'sqlite' | 'postgres';
  /** Whether the database answers (and takes writes) within `budgetMs`, and what a commit survives. */
  health(budgetMs: number): Promise<DatabaseHealth>;
}

/** Opens the database and brings its schema up to date. */
export async function connect(config: DatabaseConfig): Promise<Connection> {
  const connection =
    config.url !== undefined && config.url !== ''
      ? await openPostgres(config.url, config.busyTimeoutMs ?? 10_000)
      : openSqlite(config.sqlitePath, config.busyTimeoutMs ?? 10_000);
  const newer = await newerMigrations(connection.db);
  if (newer.length > 0) {
    await connection.db.destroy();
    throw new StartupError(
      'SCHEMA_TOO_NEW',
      `the database was written by a newer Texas 42 (schema ${newer.join(', ')}; this version knows up to ${SCHEMA_VERSIONS.at(-1) ?? 'none'}): run that version or a later one, or restore a backup this version made (docs/backups.md)`,
    );
  }
  const migrator = new Migrator({ db: connection.db, provider: migrations });
  const { error, results } = await (config.schemaVersion === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(config.schemaVersion));
  if (error !== undefined) {
    await connection.db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new StartupError(
      'MIGRATION_FAILED',
      `database migration ${failed} failed (${error instanceof Error ? error.message : JSON.stringify(error)}): the database is as it was before it; restore a backup or report the error`,
    );
  }
  return connection;
}

/** Migrations the database has run that this version does not know: a newer version's. */
async function newerMigrations(db: Kysely<Database>): Promise<string[]> {
  let names: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    names = rows.map((r) => r.name);
  } catch {
    // No migrations table: a new database.
    return [];
  }
  return names.filter((n) => !SCHEMA_VERSIONS.includes(n)).sort();
}

async function openPostgres(url: string, busyTimeoutMs: number): Promise<Connection> {
  // A statement waiting for a row or table lock another connection holds gives up after the
  // busy timeout, as on SQLite: 503 DATABASE_BUSY (db/busy.ts), the transaction rolled back.
  const pool = new pg.Pool({ connectionString: url, max: 10, lock_timeout: busyTimeoutMs });
  // With synchronous_commit off, PostgreSQL acknowledges a commit before its WAL is flushed: a
  // crash of the database server (not only of the machine) loses the last acknowledged actions.
  let synchronousCommit: string;
  try {
    const { rows } = await pool.query<{ synchronous_commit: string }>('show synchronous_commit');
    synchronousCommit = rows[0]?.synchronous_commit ?? 'unknown';
  } catch (e) {
    await pool.end();
    throw e;
  }
  if (synchronousCommit === 'off')
    console.warn(
      'PostgreSQL synchronous_commit is off: a database crash can lose actions the server acknowledged (set it to on)',
    );
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    health: (budgetMs) => postgresHealth(pool, budgetMs),
  };
}

function openSqlite(path: string, busyTimeoutMs: number): Connection {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const open = (): SQLite.Database => {
    const sqlite = new SQLite(path);
    // SQLite's own wait for a lock blocks the event loop: a moment at most (db/busy.ts).
    sqlite.pragma(`busy_timeout = ${BLOCKING_BUSY_MS}`);
    // WAL: readers never wait for the writer. synchronous = NORMAL writes a commit's log frames
    // without waiting for the disk (FULL would fsync on the event loop, some 3 ms a commit); the
    // driver answers a write only after the log is fsynced off the event loop (group-sync.ts), so
    // an acknowledged action survives an OS crash or a power cut all the same.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return sqlite;
  };
  const writer = open();
  // A second connection to ':memory:' would be another, empty database.
  const reader = memory ? writer : open();
  if (!memory) keepDatabasePrivate(path);
  const driver = new BusyAwareSqliteDriver(
    writer,
    reader,
    busyTimeoutMs,
    memory ? null : new GroupSync(path),
  );
  return {
    db: new Kysely<Database>({ dialect: new BusyAwareSqliteDialect(driver) }),
    kind: 'sqlite',
    health: (budgetMs) => sqliteHealth(driver, budgetMs),
  };
}
