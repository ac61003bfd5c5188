import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TableSummary } from '@texas42/protocol';
import { sql } from 'kysely';
import pg from 'pg';
import { Client, freshDatabaseUrl, startServer } from '../support/harness.js';
import { holdWriteLock } from '../support/lock-holder.js';

/**
 * A SQLite lock held by another process: the server keeps answering, says so at /api/health,
 * and its writes wait asleep, then go through, or give up with DATABASE_BUSY having written
 * nothing. Durability: every write is answered only after its log is fsynced (group commit).
 */
const onPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';
const skip = onPostgres
  ? 'SQLite file locks: TEST_DATABASE_URL runs the server on PostgreSQL, where another process cannot hold a SQLite write lock'
  : false;

interface Health {
  ok: boolean;
  database: {
    kind: string;
    status: string;
    message?: string;
    durability: { synchronous: string; logSynced?: { syncs: number; commits: number } };
    writes?: { waiting: number; longestWaitMs: number };
  };
}

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await f();
  return { value, ms: performance.now() - start };
}

async function count(
  server: Awaited<ReturnType<typeof startServer>>['server'],
  table: 'users' | 'tables',
): Promise<number> {
  const row = await server.connection.db
    .selectFrom(table)
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the database under another process’s lock', { skip }, () => {
  it('writes are answered once their log is fsynced, many commits to one fsync under load; shown at /api/health', async () => {
    const { server, url } = await startServer();
    try {
      const pragma = await sql<{ synchronous: number }>`pragma synchronous`.execute(
        server.connection.db,
      );
      // NORMAL (1): COMMIT does not wait for the disk on the event loop; the driver's fsync does.
      assert.equal(pragma.rows[0]?.synchronous, 1);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        server.connection.db,
      );
      assert.equal(journal.rows[0]?.journal_mode, 'wal');
      const c = new Client(url);
      const synced = async (): Promise<{ syncs: number; commits: number }> => {
        const health = await c.call<Health>('GET', '/api/health');
        assert.equal(health.status, 200);
        assert.equal(health.json.database.durability.synchronous, 'NORMAL');
        const log = health.json.database.durability.logSynced;
        assert.ok(log !== undefined, 'SQLite on a file says its log is synced');
        return log;
      };
      const before = await synced();
      await c.guest('Ada');
      const one = await synced();
      assert.ok(one.syncs > before.syncs, 'the write was fsynced before it was answered');
      assert.ok(one.commits > before.commits);
      // Enough at once that commits overlap even on a quiet machine (40 could come one by one).
      await Promise.all(Array.from({ length: 120 }, (_, i) => new Client(url).guest(`Load ${i}`)));
      const load = await synced();
      const commits = load.commits - one.commits;
      const syncs = load.syncs - one.syncs;
      assert.ok(commits >= 120, `${commits} commits`);
      assert.ok(syncs >= 1 && syncs < commits, `${syncs} fsyncs for ${commits} commits`);
    } finally {
      await server.close();
    }
  });

  it('a lock held for 2.5 s: health says busy within 1 s, the loop stays free, a write waits and then succeeds', async () => {
    const { server, url, dataDir } = await startServer();
    const alice = new Client(url);
    try {
      await alice.guest('Alice');
      const users = await count(server, 'users');
      const holder = await holdWriteLock(`${dataDir}/test.sqlite`, 'exclusive');
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let released = false;
      const release = sleep(2500).then(async () => {
        released = true;
        await holder.release();
      });
      try {
        // A write: a new guest, which must wait for the lock.
        const write = timed(() =>
          new Client(url).call<{ id: string }>('POST', '/api/guest', { name: 'Bob' }),
        );

        const health = await timed(() => alice.call<Health>('GET', '/api/health'));
        assert.ok(health.ms < 1000, `health answered in ${health.ms} ms`);
        assert.equal(health.value.status, 503);
        assert.equal(health.value.json.ok, false);
        assert.equal(health.value.json.database.status, 'busy');
        assert.match(health.value.json.database.message ?? '', /write lock/);
        assert.ok(
          (health.value.json.database.writes?.waiting ?? 0) >= 1,
          'the waiting write is counted',
        );

        // Reads and trivial requests answer at once while the write waits.
        const read = await timed(() => alice.call<{ tables: unknown[] }>('GET', '/api/tables'));
        assert.equal(read.value.status, 200);
        assert.ok(read.ms < 250, `a read took ${read.ms} ms`);
        const me = await timed(() => alice.call('GET', '/api/me'));
        assert.equal(me.value.status, 200);
        assert.ok(me.ms < 250, `GET /api/me took ${me.ms} ms`);
        assert.equal(released, false, 'the lock was still held while these answered');

        const wrote = await write;
        assert.equal(wrote.value.status, 200, JSON.stringify(wrote.value.json));
        assert.ok(wrote.ms >= 1500, `the write waited for the lock (${wrote.ms} ms)`);
        assert.equal(await count(server, 'users'), users + 1);
      } finally {
        await release;
        delay.disable();
      }
      const maxMs = delay.max / 1e6;
      assert.ok(maxMs < 200, `the event loop was held up ${maxMs} ms at most`);

      const after = await alice.call<Health>('GET', '/api/health');
      assert.equal(after.status, 200);
      assert.equal(after.json.database.status, 'ok');
    } finally {
      alice.close();
      await server.close();
    }
  });

  it('a lock held past DB_BUSY_TIMEOUT_MS: 503 DATABASE_BUSY with Retry-After, nothing written', async () => {
    const { server, url, dataDir } = await startServer({ dbBusyTimeoutMs: 800 });
    const alice = new Client(url);
    try {
      await alice.guest('Alice');
      const users = await count(server, 'users');
      const tables = await count(server, 'tables');
      const holder = await holdWriteLock(`${dataDir}/test.sqlite`);
      try {
        const started = performance.now();
        const res = await fetch(`${url}/api/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bob' }),
        });
        const waited = performance.now() - started;
        const body = (await res.json()) as { error: { code: string; message: string } };
        assert.equal(res.status, 503);
        assert.equal(body.error.code, 'DATABASE_BUSY');
        assert.match(body.error.message, /nothing was written/);
        assert.equal(res.headers.get('retry-after'), '1');
        assert.ok(waited >= 700 && waited < 3000, `gave up after ${waited} ms`);

        const table = await alice.call<{ error: { code: string } }>('POST', '/api/tables', {
          rules: 'straight-42',
          seat: 'S',
          bots: 'easy',
        });
        assert.equal(table.status, 503);
        assert.equal(table.json.error.code, 'DATABASE_BUSY');
      } finally {
        await holder.release();
      }
      assert.equal(await count(server, 'users'), users, 'no guest was written');
      assert.equal(await count(server, 'tables'), tables, 'no table was written');

      // Once the lock is gone the same writes go through.
      const table = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'easy',
      });
      assert.equal(table.status, 200);
      assert.equal(await count(server, 'tables'), tables + 1);
    } finally {
      alice.close();
      await server.close();
    }
  });
});

describe(
  'PostgreSQL durability',
  {
    skip: onPostgres ? false : 'PostgreSQL only: set TEST_DATABASE_URL to run it',
  },
  () => {
    it('health shows synchronous_commit; off is warned about at start and shown', async () => {
      const first = await startServer();
      try {
        const health = await new Client(first.url).call<Health>('GET', '/api/health');
        assert.equal(health.status, 200);
        assert.equal(health.json.database.kind, 'postgres');
        assert.equal(health.json.database.durability.synchronous, 'on');
      } finally {
        await first.server.close();
      }

      const databaseUrl = await freshDatabaseUrl();
      assert.ok(databaseUrl !== undefined);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const name = new URL(databaseUrl).pathname.slice(1);
      await client.query(`alter database ${name} set synchronous_commit = off`);
      await client.end();
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      let second;
      try {
        second = await startServer({ databaseUrl });
      } finally {
        console.warn = warn;
      }
      try {
        assert.ok(
          warnings.some((w) => /synchronous_commit is off/.test(w)),
          `warned: ${JSON.stringify(warnings)}`,
        );
        const health = await new Client(second.url).call<Health>('GET', '/api/health');
        assert.equal(health.json.database.durability.synchronous, 'off');
      } finally {
        await second.server.close();
      }
    });

    it('a lock another connection holds past DB_BUSY_TIMEOUT_MS: 503 DATABASE_BUSY, nothing written', async () => {
      const databaseUrl = await freshDatabaseUrl();
      assert.ok(databaseUrl !== undefined);
      const { server, url } = await startServer({ databaseUrl, dbBusyTimeoutMs: 800 });
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        const users = await count(server, 'users');
        await holder.query('begin');
        await holder.query('lock table users in exclusive mode');
        const res = await fetch(`${url}/api/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Locked out' }),
        });
        assert.equal(res.status, 503);
        assert.equal(res.headers.get('retry-after'), '1');
        const body = (await res.json()) as { error: { code: string } };
        assert.equal(body.error.code, 'DATABASE_BUSY');
        await holder.query('rollback');
        assert.equal(await count(server, 'users'), users, 'nothing was written');
        await new Client(url).guest('In at last');
        assert.equal(await count(server, 'users'), users + 1);
      } finally {
        await holder.end();
        await server.close();
      }
    });
  },
);
