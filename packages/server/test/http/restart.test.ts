import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { TableState, TableSummary } from '@texas42/protocol';
import { Client, emitAck, freshDatabaseUrl } from '../support/harness.js';
import { killHard, startServerProcess } from '../support/processes.js';

describe('a crash loses nothing acknowledged', () => {
  it('kill -9 mid-game, start again: the game goes on from the last acknowledged action', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-restart-'));
    const databaseUrl = await freshDatabaseUrl();
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
    const alice = new Client(first.url);
    await alice.guest('Alice');
    const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'medium',
    });
    const id = created.json.table.id;

    // Alice acts five times; right after the fifth acknowledgement the server is killed.
    const socket = alice.socket();
    let acknowledged = 0;
    let versionAcked = -1;
    const fiveActs = new Promise<void>((resolve) => {
      socket.on('table:state', (state: TableState) => {
        if (acknowledged >= 5 || state.view.toAct !== 'S' || state.view.legal.length === 0) return;
        const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
        const version = state.view.version;
        socket.emit('table:act', { tableId: id, version, action }, (r: { ok: boolean }) => {
          if (!r.ok || acknowledged >= 5) return;
          acknowledged++;
          versionAcked = version + 1;
          if (acknowledged === 5) resolve();
        });
      });
    });
    await emitAck(socket, 'table:watch', { tableId: id });
    await fiveActs;
    await killHard(first.child);
    alice.close();

    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
    try {
      const again = new Client(second.url);
      again.cookie = alice.cookie; // the same person: the session survives the restart
      const me = await again.call<{ name: string }>('GET', '/api/me');
      assert.equal(me.json.name, 'Alice');
      const socket2 = again.socket();
      const states: TableState[] = [];
      socket2.on('table:state', (s: TableState) => states.push(s));
      assert.deepEqual(await emitAck(socket2, 'table:watch', { tableId: id }), { ok: true });
      const back = states[0];
      assert.ok(back !== undefined);
      assert.equal(back.you, 'S', 'back in the South seat');
      assert.ok(
        back.view.version >= versionAcked,
        `at version ${back.view.version}, acknowledged ${versionAcked}`,
      );
      // And the game goes on: Alice keeps playing and the version climbs past where it was.
      let acted = 0;
      await new Promise<void>((resolve) => {
        const go = (state: TableState): void => {
          if (state.view.toAct !== 'S' || state.view.legal.length === 0) return;
          const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
          socket2.emit(
            'table:act',
            { tableId: id, version: state.view.version, action },
            (r: { ok: boolean }) => {
              if (r.ok && ++acted === 3) resolve();
            },
          );
        };
        socket2.on('table:state', go);
        go(states[states.length - 1] as TableState);
      });
      assert.ok((states.at(-1)?.view.version ?? 0) > back.view.version);
      again.close();
    } finally {
      await killHard(second.child);
    }
  });
});
