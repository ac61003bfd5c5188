import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ok } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

/**
 * Bots playing bots with nobody watching wait (issue 25: "All-bot tables nobody watches play
 * on"): their threads' time goes to tables people are at. Opened again, such a table goes on
 * from its log.
 */

let server: Awaited<ReturnType<typeof startServer>>['server'];
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const versionOf = async (id: string): Promise<number> =>
  (await server.tables.room(id)).state.version;

describe('a table of bots nobody watches', () => {
  it('waits until someone watches, plays while they do, and waits again when they go', async () => {
    const host = new Client(url);
    await host.guest('Host');
    const made = await ok<{ table: { id: string; status: string } }>(host, 'POST', '/api/tables', {
      rules: 'straight-42',
      bots: 'easy',
    });
    const id = made.table.id;
    assert.equal(made.table.status, 'playing');
    const start = await versionOf(id);
    await sleep(600);
    assert.equal(await versionOf(id), start, 'nobody watches: not even the first shake');

    const watcher = new Client(url);
    await watcher.guest('Watcher');
    const socket = watcher.socket();
    socket.emit('table:watch', { tableId: id });
    const deadline = Date.now() + 10_000;
    while ((await versionOf(id)) < start + 20) {
      assert.ok(Date.now() < deadline, 'the bots play once someone watches');
      await sleep(20);
    }

    socket.disconnect();
    // The move under way when the watcher left is the last.
    await sleep(300);
    const left = await versionOf(id);
    await sleep(600);
    assert.equal(await versionOf(id), left, 'nobody watches again: the bots wait');
    // A table with a person seated plays whether or not anyone watches it.
    const seated = await host.botTable();
    const seatedStart = await versionOf(seated);
    await sleep(300);
    assert.ok((await versionOf(seated)) > seatedStart);
  });
});
