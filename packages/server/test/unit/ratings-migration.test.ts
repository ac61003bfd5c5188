import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Migrator, sql } from 'kysely';
import { connect } from '../../src/db/connect.js';
import { migrations } from '../../src/db/migrations.js';
import { freshDatabaseUrl } from '../support/harness.js';

/** Migration 010 on a database made before it (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
describe('the ratings migration', () => {
  it('keeps each person their old Elo as the starting mean, with the full starting deviation', async () => {
    const config = {
      url: await freshDatabaseUrl(),
      sqlitePath: join(mkdtempSync(join(tmpdir(), 'texas42-ratings-')), 'old.sqlite'),
    };
    // A database as it stood before 010, with a player whose Elo moved and a newcomer.
    const old = await connect(config);
    const down = await new Migrator({ db: old.db, provider: migrations }).migrateTo('009_consent');
    assert.equal(down.error, undefined);
    const at = new Date().toISOString();
    await sql`insert into users (id, username, name, password_hash, rating, created_at)
      values ('old-hand', 'oldhand', 'Old Hand', 'x', 1712, ${at}),
             ('newcomer', null, 'Newcomer', null, 1500, ${at})`.execute(old.db);
    await old.db.destroy();

    const { db } = await connect(config);
    try {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'rating_mu', 'rating_sigma', 'rated_games'])
        .orderBy('id')
        .execute();
      assert.deepEqual(
        rows.map((r) => [r.id, Number(r.rating_mu), Number(r.rating_sigma), Number(r.rated_games)]),
        [
          ['newcomer', 1500, 350, 0],
          ['old-hand', 1712, 350, 0],
        ],
      );
      const history = await db.selectFrom('rating_history').selectAll().execute();
      assert.deepEqual(history, []);
    } finally {
      await db.destroy();
    }
  });
});
