import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ServerRestarting, TableLog } from '@texas42/protocol';
import { AutoPlayer } from '../support/acting.js';
import { Client, emitAck } from '../support/harness.js';
import { holdWriteLock } from '../support/lock-holder.js';
import { killHard, startServerProcess } from '../support/processes.js';

/** Resolves with the exit code and the milliseconds from now until the process ended. */
function exited(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: performance.now() - started })),
  );
}

describe('a graceful shutdown (SIGTERM)', () => {
  it('clients mid-game are told, the process exits in time, and on a new process they reconnect by themselves and play on with nothing acknowledged lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-shutdown-'));
    // SQLite: the next process must find the same database in the same place.
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const port = new URL(first.url).port;
    const alice = new Client(first.url);
    await alice.guest('Alice');
    const id = await alice.botTable();
    const socket = alice.socket({ reconnect: true });
    // As the web app does (useTableSocket): watch the table on every connection.
    let connections = 0;
    socket.on('connect', () => {
      connections++;
      socket.emit('table:watch', { tableId: id });
    });
    const notices: ServerRestarting[] = [];
    socket.on('server:restarting', (notice: ServerRestarting) => notices.push(notice));
    const player = new AutoPlayer(socket, id);
    await player.until(6);

    // SIGTERM while Alice keeps acting: what was answered ok must survive.
    const gone = exited(first.child);
    first.child.kill('SIGTERM');
    const { code, ms } = await gone;
    assert.equal(code, 0, 'a shutdown within the limit exits 0');
    assert.ok(ms < 10_000, `exited ${Math.round(ms)} ms after SIGTERM (limit 10 s)`);
    assert.equal(notices.length, 1, 'the client was told the server is restarting');
    assert.match(notices[0]?.message ?? '', /restarting/);
    assert.equal(notices[0]?.withinSeconds, 10);
    const said = first.log.find((l) => l.msg.startsWith('stopped in'));
    assert.ok(said !== undefined, 'a log line says what the shutdown did');
    assert.equal(said.socketsTold, 1);
    assert.ok(
      player.refused.every((c) => c === 'SERVER_RESTARTING' || c === 'STALE_VERSION'),
      player.refused.join(),
    );
    const beforeRestart = [...player.acknowledged];

    // A new process on the same port and database: the socket comes back by itself.
    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: port });
    try {
      await player.until(beforeRestart.length + 4);
      assert.ok(connections >= 2, 'the socket reconnected by itself');

      // Every action acknowledged before the restart is in the table's log, in order.
      const log = await alice.call<TableLog>('GET', `/api/tables/${id}/log`);
      const alices = log.json.events
        .filter((e) => e.seat === 'S' && e.action.type !== 'shake')
        .map((e) => e.action);
      const acked = beforeRestart.map(({ action }) => ({ ...action, seat: 'S' }));
      assert.deepEqual(alices.slice(0, acked.length), acked);
      alice.close();
    } finally {
      await killHard(second.child);
    }
  });

  it('past SHUTDOWN_SECONDS (a commit stuck on a locked database) the process exits 1 and says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-shutdown-limit-'));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SHUTDOWN_SECONDS: '1',
      DB_BUSY_TIMEOUT_MS: '60000',
    });
    const alice = new Client(server.url);
    await alice.guest('Alice');
    const id = await alice.botTable();
    // Another process holds the write lock: the next commit (Alice's or a bot's) waits on it.
    const lock = await holdWriteLock(join(dataDir, 'texas42.sqlite'));
    try {
      const socket = alice.socket();
      const player = new AutoPlayer(socket, id);
      await emitAck(socket, 'table:watch', { tableId: id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const gone = exited(server.child);
      server.child.kill('SIGTERM');
      const { code, ms } = await gone;
      assert.equal(code, 1);
      assert.ok(ms >= 900 && ms < 8000, `exited ${Math.round(ms)} ms after SIGTERM (limit 1 s)`);
      assert.ok(server.log.some((l) => l.level === 50 && /SHUTDOWN_SECONDS/.test(l.msg)));
      assert.equal(player.acknowledged.length, 0, 'nothing was acknowledged that was not written');
      alice.close();
    } finally {
      await lock.release();
      await killHard(server.child);
    }
  });
});
