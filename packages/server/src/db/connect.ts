import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations.js';
import type { Database } from './schema.js';

export interface DatabaseConfig {
  /** postgres://... to use PostgreSQL; otherwise SQLite at `sqlitePath`. */
  readonly url?: string | undefined;
  readonly sqlitePath: string;
}

export interface Connection {
  readonly db: Kysely<Database>;
  readonly kind: 'sqlite' | 'postgres';
}

/** Opens the database and brings its schema up to date. */
export async function connect(config: DatabaseConfig): Promise<Connection> {
  let connection: Connection;
  if (config.url !== undefined && config.url !== '') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    connection = {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  } else {
    if (config.sqlitePath !== ':memory:')
      mkdirSync(dirname(config.sqlitePath), { recursive: true });
    const sqlite = new SQLite(config.sqlitePath);
    // WAL: readers never wait for the writer, and a commit is one fsync of the log.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    connection = {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
      kind: 'sqlite',
    };
  }
  const { error, results } = await new Migrator({
    db: connection.db,
    provider: migrations,
  }).migrateToLatest();
  if (error !== undefined) {
    await connection.db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  }
  return connection;
}
