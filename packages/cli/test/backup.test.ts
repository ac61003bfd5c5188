import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { noStackTrace, run } from './run.js';
import { Guest, killHard, startServe, texas42, texas42Sync } from './server-process.js';

/** The last seq of each table's log in a database file. */
function logEnds(file: string): Map<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('select table_id, max(seq) as seq from table_events group by table_id')
      .all() as { table_id: string; seq: number }[];
    return new Map(rows.map((r) => [r.table_id, r.seq]));
  } finally {
    db.close();
  }
}

function integrity(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('texas42 backup and restore', () => {
  it('backs up a serving, writing server; restore refuses while it runs, then puts the backup back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-backup-'));
    const env = { DATA_DIR: dataDir };
    const live = join(dataDir, 'texas42.sqlite');
    const server = await startServe(env);
    const guests = [new Guest(server.url), new Guest(server.url), new Guest(server.url)];
    try {
      await Promise.all(guests.map((g, i) => g.play(`Guest ${i}`)));
      const acked = (): number => guests.reduce((n, g) => n + g.total, 0);
      await until(() => acked() >= 30, 'the guests to play');

      // The backup runs in its own process while the guests and the bots go on writing.
      const before = new Map(guests.flatMap((g) => [...g.acknowledged]));
      const ackedBefore = acked();
      const file = join(dataDir, 'backup.sqlite');
      const backup = await texas42(['backup', file, '--json'], env);
      assert.equal(backup.code, 0, backup.err);
      const answer = JSON.parse(backup.out) as { ok: boolean; file: string; schemaVersion: string };
      assert.equal(answer.ok, true);
      assert.equal(answer.file, file);
      assert.equal(integrity(file), 'ok');
      const ends = logEnds(file);
      for (const [table, version] of before)
        assert.ok(
          (ends.get(table) ?? 0) >= version,
          `table ${table}: acknowledged up to ${version}, backed up to ${ends.get(table)}`,
        );
      // The server kept serving and writing through it.
      await until(() => acked() > ackedBefore + 10, 'play to go on after the backup');

      // A backup never overwrites a file.
      const again = await texas42(['backup', file], env);
      assert.equal(again.code, 1);
      assert.match(again.err, /^BACKUP_EXISTS: /);

      // Restore refuses while the server has the database open, and changes nothing.
      const size = statSync(live).size;
      const refused = texas42Sync(['restore', file, '--json'], env);
      assert.equal(refused.code, 1);
      assert.equal(
        (JSON.parse(refused.out) as { error: { code: string } }).error.code,
        'DATABASE_IN_USE',
      );
      assert.ok(statSync(live).size >= size);
      assert.ok((await fetch(`${server.url}/api/health`)).ok, 'the server still answers');

      // Stopped (even by kill -9: no pid file is left to lie), the restore goes through.
      for (const g of guests) g.close();
      await killHard(server.child);
      const restored = texas42Sync(['restore', file, '--json'], env);
      assert.equal(restored.code, 0, restored.err);
      const done = JSON.parse(restored.out) as { keptAside: string; schemaVersion: string };
      assert.equal(done.schemaVersion, answer.schemaVersion);
      assert.match(done.keptAside, /texas42\.sqlite\.before-restore-\d{4}-\d\d-\d\dT/);
      assert.equal(integrity(done.keptAside), 'ok');
      assert.deepEqual(logEnds(live), ends);
      // The database kept aside holds what was played after the backup.
      const aside = logEnds(done.keptAside);
      assert.ok([...ends].every(([t, seq]) => (aside.get(t) ?? 0) >= seq));
      // ... every action acknowledged up to the kill (a fast backup's snapshot may already hold
      // all of them, so "more than the backup" would be a race, not a check).
      for (const g of guests)
        for (const [table, version] of g.acknowledged)
          assert.ok((aside.get(table) ?? 0) >= version, `table ${table}: kept up to ${version}`);

      // The next start serves the restored tables: each one's log reads back to where the backup
      // left it (and its bots may have played on since).
      const next = await startServe(env);
      try {
        const guest = new Guest(next.url);
        await guest.call('POST', '/api/guest', { name: 'Reader' });
        for (const [table, seq] of ends) {
          const log = await guest.call<{ events: unknown[] }>('GET', `/api/tables/${table}/log`);
          assert.equal(log.status, 200);
          assert.ok(log.json.events.length >= seq, `table ${table}'s log`);
        }
      } finally {
        await killHard(next.child);
      }
    } finally {
      for (const g of guests) g.close();
      await killHard(server.child);
    }
  });

  it('refuses a file that is not a Texas 42 database, or one from a newer version, changing nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-restore-'));
    const env = { DATA_DIR: dataDir };
    const server = await startServe(env);
    const file = join(dataDir, 'backup.sqlite');
    assert.equal((await texas42(['backup', file], env)).code, 0);
    await killHard(server.child);
    const live = join(dataDir, 'texas42.sqlite');
    const liveBytes = readFileSync(live);

    const text = join(dataDir, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some words\n'.repeat(200));
    // In this process, naming the database with --db: the refusals need no server.
    const restore = (...args: string[]) => run(['restore', ...args, '--db', live]);
    const notDb = await restore(text);
    assert.equal(notDb.code, 1);
    assert.match(notDb.err, /^NOT_A_TEXAS42_DATABASE: /);

    const other = join(dataDir, 'other.sqlite');
    const db = new SQLite(other);
    db.exec('create table notes (body text)');
    db.close();
    assert.match((await restore(other)).err, /^NOT_A_TEXAS42_DATABASE: .*no migrations table/);

    const newer = join(dataDir, 'newer.sqlite');
    copyFileSync(file, newer);
    const future = new SQLite(newer);
    future
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('999_from_the_future', new Date().toISOString());
    future.close();
    const tooNew = await restore(newer, '--json');
    assert.equal(tooNew.code, 1);
    const error = (JSON.parse(tooNew.out) as { error: { code: string; message: string } }).error;
    assert.equal(error.code, 'SCHEMA_TOO_NEW');
    assert.match(error.message, /999_from_the_future/);

    const missing = await restore(join(dataDir, 'nowhere.sqlite'));
    assert.match(missing.err, /^NO_BACKUP: /);

    // Nothing was touched: the same bytes, nothing kept aside.
    assert.deepEqual(readFileSync(live), liveBytes);
    assert.ok(!existsSync(`${live}.restoring`));
    for (const r of [notDb, tooNew, missing]) noStackTrace(r);
  });

  it('with DATABASE_URL set, says to use pg_dump and pg_restore', () => {
    const env = { DATABASE_URL: 'postgres://texas42@localhost/texas42' };
    for (const command of ['backup', 'restore']) {
      const r = texas42Sync([command, 'somewhere.sqlite'], env);
      assert.equal(r.code, 1);
      assert.match(r.err, /^POSTGRES_DATABASE: .*pg_dump.*pg_restore.*docs\/backups\.md/);
    }
  });
});
