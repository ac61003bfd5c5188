import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import type { Me, TableLog, TableState, TableSummary } from '@texas42/protocol';
import { ok } from '../support/api.js';
import { Client, emitAck, freshDatabaseUrl } from '../support/harness.js';
import { killHard, startServerProcess } from '../support/processes.js';

const run = promisify(execFile);

/**
 * docs/backups.md's PostgreSQL commands, for real: pg_dump of a database a server is serving and
 * writing, pg_restore into an empty one, and a server on the restored database serves the same
 * accounts and tables. Needs TEST_DATABASE_URL (scripts/test-postgres.mjs) and Debian's
 * postgresql-client (pg_dump, pg_restore).
 */
describe('PostgreSQL backups with pg_dump and pg_restore', () => {
  it('a dump taken while serving restores into an empty database that serves the same data', async () => {
    const live = await freshDatabaseUrl();
    assert.ok(live, 'TEST_DATABASE_URL is set');
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-pg-backup-'));
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: live });
    let second: Awaited<ReturnType<typeof startServerProcess>> | null = null;
    try {
      const alice = new Client(first.url);
      const me = await ok<Me>(alice, 'POST', '/api/signup', {
        username: 'alice',
        password: 'double six walks the dog',
        name: 'Alice',
      });
      const made = await ok<{ table: TableSummary }>(alice, 'POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'medium',
      });
      const tableId = made.table.id;
      // Alice plays on through the dump: acknowledged is the last version the server confirmed.
      let acknowledged = 0;
      let playing = true;
      const socket = alice.socket();
      socket.on('table:state', (state: TableState) => {
        const { view } = state;
        if (!playing || view.toAct !== 'S' || view.legal.length === 0) return;
        const { seat: _seat, ...action } = view.legal[0] as { seat: string };
        socket.emit(
          'table:act',
          { tableId, version: view.version, action },
          (r: { ok: boolean }) => {
            if (r.ok) acknowledged = Math.max(acknowledged, view.version + 1);
          },
        );
      });
      await emitAck(socket, 'table:watch', { tableId });
      while (acknowledged < 10) await new Promise((resolve) => setTimeout(resolve, 20));

      const dump = join(dataDir, 'texas42.dump');
      const before = acknowledged;
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, live]);
      assert.ok(statSync(dump).size > 0);
      playing = false;
      alice.close();

      const restored = await freshDatabaseUrl();
      assert.ok(restored);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored}`, dump]);
      await killHard(first.child);

      second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: restored });
      const back = new Client(second.url);
      const signedIn = await ok<Me>(back, 'POST', '/api/signin', {
        username: 'alice',
        password: 'double six walks the dog',
      });
      assert.equal(signedIn.id, me.id);
      // Her session of before the dump is in it too (the cookie secret is in the database).
      const session = new Client(second.url);
      session.cookie = alice.cookie;
      assert.equal((await ok<Me>(session, 'GET', '/api/me')).id, me.id);
      const log = await ok<TableLog>(back, 'GET', `/api/tables/${tableId}/log`);
      assert.ok(log.events.length >= before, `${log.events.length} events, ${before} acknowledged`);
    } finally {
      await killHard(first.child);
      if (second !== null) await killHard(second.child);
    }
  });
});
