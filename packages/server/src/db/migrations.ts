import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * Migrations, in order, as code: the same on SQLite and PostgreSQL (portable types only).
 * Never edit one that has shipped; add the next.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts_and_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(1500))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('invite', 'text')
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('hints', 'integer', (c) => c.notNull())
        .addColumn('chat', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('marks_ns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('marks_ew', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tables_status')
        .on('tables')
        .columns(['status', 'visibility'])
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('level', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema
        .createTable('table_events')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('table_events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('game_results')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('team', 'text', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('marks_for', 'integer', (c) => c.notNull())
        .addColumn('marks_against', 'integer', (c) => c.notNull())
        .addColumn('hands_bid', 'integer', (c) => c.notNull())
        .addColumn('bids_made', 'integer', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_results_pk', ['table_id', 'game', 'user_id'])
        .execute();
      await db.schema
        .createIndex('game_results_user')
        .on('game_results')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'game_results',
        'table_events',
        'seats',
        'tables',
        'settings',
        'sessions',
        'users',
      ])
        await sql`drop table if exists ${sql.table(t)}`.execute(db);
    },
  },
};

export const migrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
