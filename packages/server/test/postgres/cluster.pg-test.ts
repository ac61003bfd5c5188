import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Seat } from '@texas42/engine';
import type { RematchOffer, TableState, TableSummary } from '@texas42/protocol';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { AutoPlayer } from '../support/acting.js';
import { Client, emitAck, freshDatabaseUrl, waitFor } from '../support/harness.js';
import { startServerProcess } from '../support/processes.js';

/**
 * Beyond one process: two servers share PostgreSQL and Redis, and one table is played by people
 * connected to different processes. Needs TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test-postgres.mjs).
 */
const REDIS = process.env.TEST_REDIS_URL;

function startProcess(databaseUrl: string): Promise<Process> {
  return startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-cluster-')),
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS,
    SESSION_SECRET: 'the same secret on every process of the deployment',
  });
}

type Process = { child: ChildProcess; url: string };

/** Two processes on one fresh database and the test's Redis, killed once `use` is done. */
async function withTwoProcesses(
  use: (a: Process, b: Process, databaseUrl: string) => Promise<void>,
): Promise<void> {
  assert.ok(REDIS, 'TEST_REDIS_URL is set');
  const databaseUrl = await freshDatabaseUrl();
  assert.ok(databaseUrl, 'TEST_DATABASE_URL is set');
  const a = await startProcess(databaseUrl);
  const b = await startProcess(databaseUrl);
  try {
    await use(a, b, databaseUrl);
  } finally {
    a.child.kill('SIGKILL');
    b.child.kill('SIGKILL');
  }
}

/** Acts for `seat` on every state where it is to act, until `hands` hands are finished. */
function play(socket: Socket, tableId: string, seat: Seat, hands: number): Promise<TableState> {
  return new Promise((resolve) => {
    socket.on('table:state', (state: TableState) => {
      if (state.view.game.hands.length + state.view.games.length >= hands) return resolve(state);
      if (state.view.toAct !== seat || state.view.legal.length === 0) return;
      const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
      socket.emit('table:act', { tableId, version: state.view.version, action });
    });
  });
}

describe('two server processes, one table', () => {
  it('people on different processes play one table through PostgreSQL and Redis', async () => {
    await withTwoProcesses(async (a, b, databaseUrl) => {
      assert.notEqual(a.url, b.url);
      const alice = new Client(a.url);
      await alice.guest('Alice');
      const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
      });
      const id = created.json.table.id;
      const bob = new Client(b.url);
      await bob.guest('Bob');
      assert.equal((await bob.call('POST', `/api/tables/${id}/seat`, { seat: 'N' })).status, 200);
      const aliceSocket = alice.socket();
      const bobSocket = bob.socket();
      const aliceDone = play(aliceSocket, id, 'S', 2);
      const bobDone = play(bobSocket, id, 'N', 2);
      await emitAck(aliceSocket, 'table:watch', { tableId: id });
      await emitAck(bobSocket, 'table:watch', { tableId: id });
      // Bots take East and West through process B, so the game starts there.
      for (const seat of ['E', 'W'])
        assert.equal(
          (await bob.call('POST', `/api/tables/${id}/bot`, { seat, level: 'medium' })).status,
          200,
        );
      const [sa, sb] = await Promise.all([aliceDone, bobDone]);
      assert.ok(sa.view.game.hands.length + sa.view.games.length >= 2);
      assert.ok(sb.view.game.hands.length + sb.view.games.length >= 2);
      // The log is one unbroken sequence, whichever process wrote each action.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ seq: number; seat: string | null }>(
        'select seq, seat from table_events where table_id = $1 order by seq',
        [id],
      );
      await db.end();
      assert.deepEqual(
        rows.map((r) => Number(r.seq)),
        rows.map((_, i) => i + 1),
      );
      assert.ok(rows.some((r) => r.seat === 'S') && rows.some((r) => r.seat === 'N'));
      alice.close();
      bob.close();
    });
  });
  it('a seat a rematch held, declined through one process, is not shown held by the other', async () => {
    await withTwoProcesses(async (a, b) => {
      // Ann on process A and Bob on process B play a one-mark match with two bots.
      const ann = new Client(a.url);
      await ann.guest('Ann');
      const made = await ann.call<{ table: TableSummary; invite: string }>('POST', '/api/tables', {
        rules: { base: 'straight-42', 'game.marksToWin': 1 },
        visibility: 'private',
        seat: 'S',
        hints: false,
      });
      const id = made.json.table.id;
      const invite = made.json.invite;
      const bob = new Client(b.url);
      await bob.guest('Bob');
      assert.equal(
        (await bob.call('POST', `/api/tables/${id}/seat`, { seat: 'N', invite })).status,
        200,
      );
      const annSocket = ann.socket();
      const bobSocket = bob.socket();
      new AutoPlayer(annSocket, id);
      new AutoPlayer(bobSocket, id);
      const over = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.status === 'done');
      await emitAck(annSocket, 'table:watch', { tableId: id });
      await emitAck(bobSocket, 'table:watch', { tableId: id, invite });
      for (const seat of ['E', 'W'])
        assert.equal(
          (await ann.call('POST', `/api/tables/${id}/bot`, { seat, level: 'easy' })).status,
          200,
        );
      await over;
      // Bob offers the rematch through B: B's new table holds South for Ann.
      const offered = await bob.call<{ table: TableSummary; invite: string }>(
        'POST',
        `/api/tables/${id}/rematch`,
      );
      assert.equal(offered.status, 200);
      const fresh = offered.json.table.id;
      const held = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.id === fresh);
      await emitAck(bobSocket, 'table:watch', { tableId: fresh, invite: offered.json.invite });
      assert.deepEqual((await held).held, [{ seat: 'S', name: 'Ann' }]);
      // Ann declines through A; Bob then seats a bot in South through B, which starts the game.
      const answered = await ann.call<{ rematch: RematchOffer }>(
        'POST',
        `/api/tables/${id}/rematch/answer`,
        { accept: false },
      );
      assert.equal(answered.status, 200);
      const started = waitFor<TableState>(
        bobSocket,
        'table:state',
        (s) => s.table.id === fresh && s.table.status === 'playing',
      );
      assert.equal(
        (await bob.call('POST', `/api/tables/${fresh}/bot`, { seat: 'S', level: 'easy' })).status,
        200,
      );
      // B read the held seats again before it told the table: nobody is shown held.
      assert.deepEqual((await started).held, []);
      ann.close();
      bob.close();
    });
  });
  it('someone who starts watching through another process sees the table as it stands', async () => {
    await withTwoProcesses(async (a, b) => {
      const ann = new Client(a.url);
      await ann.guest('Ann');
      const made = await ann.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        hints: false,
      });
      const id = made.json.table.id;
      // Bob sits through B (B reads the table then), the bots through A, which starts the game.
      const bob = new Client(b.url);
      await bob.guest('Bob');
      assert.equal((await bob.call('POST', `/api/tables/${id}/seat`, { seat: 'N' })).status, 200);
      const annSocket = ann.socket();
      new AutoPlayer(annSocket, id);
      // Ann and the bots play until it is Bob's turn; Bob is away, so the table waits there. Not
      // the shake: the server shakes for whoever's turn it is (a bid or a play is Bob's own).
      const bobsTurn = waitFor<TableState>(
        annSocket,
        'table:state',
        (s) => s.table.status === 'playing' && s.view.phase !== 'shake' && s.view.toAct === 'N',
      );
      await emitAck(annSocket, 'table:watch', { tableId: id });
      for (const seat of ['E', 'W'])
        assert.equal(
          (await ann.call('POST', `/api/tables/${id}/bot`, { seat, level: 'easy' })).status,
          200,
        );
      const standing = await bobsTurn;
      // Eve watches through B: she is shown the table as it stands, not as B last read it.
      const eve = new Client(b.url);
      await eve.guest('Eve');
      const eveSocket = eve.socket();
      const first = waitFor<TableState>(eveSocket, 'table:state', (s) => s.table.id === id);
      await emitAck(eveSocket, 'table:watch', { tableId: id });
      const seen = await first;
      assert.equal(seen.table.status, 'playing');
      assert.equal(seen.view.version, standing.view.version);
      assert.equal(seen.view.toAct, 'N');
      for (const c of [ann, bob, eve]) c.close();
    });
  });
});
