import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { EventView, LiveChanged, TableSummary } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import { eventWithTeams, ok } from '../support/api.js';
import { Client, emitAck, freshDatabaseUrl } from '../support/harness.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/processes.js';

/**
 * Live pages and the lobby beyond one process: two servers share PostgreSQL and Redis. A page
 * following an event on one process is told of a result reported on the other, and sees it; the
 * lobby of one lists a table whose person is connected to the other, and forgets it when that
 * person leaves or that process dies. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const REDIS = process.env.TEST_REDIS_URL;

let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
before(async () => {
  assert.ok(REDIS, 'TEST_REDIS_URL is set');
  const url = await freshDatabaseUrl();
  assert.ok(url, 'TEST_DATABASE_URL is set');
  databaseUrl = url;
  [a, b] = await Promise.all([startProcess(), startProcess()]);
});
after(async () => {
  await Promise.all([killHard(a.child), killHard(b.child)]);
});

function startProcess(): Promise<ServerProcess> {
  return startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-live-')),
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS,
    SESSION_SECRET: 'the same secret on every process of the deployment',
  });
}

function noticeOf(socket: Socket, accept: (n: LiveChanged) => boolean): Promise<number> {
  return new Promise((resolve) => {
    const on = (n: LiveChanged): void => {
      if (!accept(n)) return;
      socket.off('live:changed', on);
      resolve(performance.now());
    };
    socket.on('live:changed', on);
  });
}

const lobbyOf = async (url: string): Promise<TableSummary[]> =>
  (await new Client(url).call<{ tables: TableSummary[] }>('GET', '/api/tables')).json.tables;

/** Resolves once a lobby notice came after which `url`'s lobby lists the table, or no longer does. */
async function listedAfterNotices(
  socket: Socket,
  url: string,
  id: string,
  listed: boolean,
): Promise<void> {
  const lobbyNotice = () => noticeOf(socket, (n) => n.topic.kind === 'lobby');
  let next = lobbyNotice();
  for (;;) {
    await next;
    next = lobbyNotice();
    if ((await lobbyOf(url)).some((t) => t.id === id) === listed) return;
  }
}

describe('live pages and the lobby across two processes with Redis', () => {
  it('a result reported on one process reaches a page following the event on the other within a second, and its view there', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      a.url,
      { kind: 'league', name: 'Across', seed: 5 },
      ['North Side', 'South Side'],
    );
    const scheduled = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    const match = scheduled.rounds.flatMap((r) => r.matches).find((m) => m.teams[0] !== null);
    const reporter = teams.find((t) => t.id === match?.teams[0]);
    assert.ok(match && reporter);
    // A signed-out visitor on process B looks at the event (B keeps its view) and follows it.
    const before = await ok(new Client(b.url), 'GET', `/api/events/${id}`);
    assert.equal(
      before.rounds.flatMap((r) => r.matches).find((m) => m.id === match.id)?.status,
      'awaiting-report',
    );
    const visitor = new Client(b.url).socket();
    assert.deepEqual(await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id } }), {
      ok: true,
    });
    const told = noticeOf(visitor, (n) => n.topic.kind === 'event' && n.topic.id === id);
    await ok(reporter.a.c, 'POST', `/api/events/${id}/matches/${match.id}/report`, {
      games: [
        [7, 1],
        [7, 5],
      ],
    });
    const committed = performance.now();
    const at = await told;
    assert.ok(at - committed < 1000, `told ${Math.round(at - committed)} ms after the commit`);
    // Asked again on B, the page shows the report: B's kept view was dropped with the notice.
    const view = await ok<EventView>(new Client(b.url), 'GET', `/api/events/${id}`);
    assert.equal(
      view.rounds.flatMap((r) => r.matches).find((m) => m.id === match.id)?.status,
      'reported',
    );
    visitor.disconnect();
  });

  it("a table whose person is connected to process A is in B's lobby, and leaves it when they go or A dies", async () => {
    const watcher = new Client(b.url).socket();
    await emitAck(watcher, 'live:watch', { topic: { kind: 'lobby' } });
    const alice = new Client(a.url);
    await alice.guest('Alice');
    const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const id = created.json.table.id;
    // Nobody is at it yet: neither lobby lists it.
    assert.ok(!(await lobbyOf(b.url)).some((t) => t.id === id));
    const socket = alice.socket();
    const sat = listedAfterNotices(watcher, b.url, id, true);
    await emitAck(socket, 'table:watch', { tableId: id });
    await sat;
    const there = (await lobbyOf(b.url)).find((t) => t.id === id);
    assert.equal(there?.seats.find((s) => s.seat === 'S')?.connected, true);

    // She closes the tab: gone from B's lobby.
    const left = listedAfterNotices(watcher, b.url, id, false);
    socket.disconnect();
    await left;

    // She comes back, and then process A dies with her socket open: no process says she left,
    // but A's list expires (PRESENCE_TTL_MS) and B's lobby forgets her.
    const again = alice.socket();
    const back = listedAfterNotices(watcher, b.url, id, true);
    await emitAck(again, 'table:watch', { tableId: id });
    await back;
    await killHard(a.child);
    const died = performance.now();
    for (;;) {
      if (!(await lobbyOf(b.url)).some((t) => t.id === id)) break;
      assert.ok(performance.now() - died < 60_000, 'a dead process is forgotten');
      await new Promise((r) => setTimeout(r, 500));
    }
    watcher.disconnect();
    alice.close();
  });
});
