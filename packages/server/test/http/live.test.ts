import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LiveChanged, TableSummary } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, ok, organizer as signedUp } from '../support/api.js';
import { Client, emitAck, startServer } from '../support/harness.js';

/**
 * Live pages over the socket (issue 17, point 7: "event pages update over the socket the moment a
 * result changes (the lobby too), instead of polling"): a socket follows a topic and is told
 * `live:changed` after each committed change of it, and of nothing else.
 */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

/** Every notice the socket is told, in order. */
function notices(socket: Socket): LiveChanged[] {
  const told: LiveChanged[] = [];
  socket.on('live:changed', (n: LiveChanged) => told.push(n));
  return told;
}

/** Resolves with the time (performance.now) of the first notice `accept`s. */
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

/** A league of two teams, scheduled: its id, its first match and who reports it. */
async function scheduledLeague(name: string) {
  const { organizer, id, teams } = await eventWithTeams(url, { kind: 'league', name, seed: 3 }, [
    `${name} A`,
    `${name} B`,
  ]);
  const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
  const match = view.rounds.flatMap((r) => r.matches).find((m) => m.teams[0] !== null);
  assert.ok(match);
  const reporter = teams.find((t) => t.id === match.teams[0]);
  const confirmer = teams.find((t) => t.id === match.teams[1]);
  assert.ok(reporter && confirmer);
  return { id, match, reporter, confirmer };
}

/**
 * Resolves once a lobby notice came after which the lobby lists the table (or no longer does):
 * the table's own moves tell the lobby too, so the notice that matters may not be the first.
 */
async function listedAfterNotices(socket: Socket, id: string, listed: boolean): Promise<void> {
  const lobbyNotice = () => noticeOf(socket, (n) => n.topic.kind === 'lobby');
  let next = lobbyNotice();
  for (;;) {
    await next;
    // Listening already for the next one while the lobby is asked.
    next = lobbyNotice();
    const lobby = await new Client(url).call<{ tables: TableSummary[] }>('GET', '/api/tables');
    if (lobby.json.tables.some((t) => t.id === id) === listed) return;
  }
}

const REPORT = {
  games: [
    [7, 3],
    [7, 2],
  ],
};

describe('live pages: told over the socket when what they show changes', () => {
  it('a signed-out visitor following an event is told of a result within a second, and of no other event', async () => {
    const watched = await scheduledLeague('Watched');
    const other = await scheduledLeague('Other');
    const visitor = new Client(url).socket();
    const told = notices(visitor);
    assert.deepEqual(
      await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id: watched.id } }),
      { ok: true },
    );
    // A result in an event the visitor does not follow: nothing for them.
    await ok(
      other.reporter.a.c,
      'POST',
      `/api/events/${other.id}/matches/${other.match.id}/report`,
      REPORT,
    );
    const arrived = noticeOf(visitor, (n) => n.topic.kind === 'event');
    await ok(
      watched.reporter.a.c,
      'POST',
      `/api/events/${watched.id}/matches/${watched.match.id}/report`,
      REPORT,
    );
    const committed = performance.now();
    const at = await arrived;
    assert.ok(at - committed < 1000, `told ${Math.round(at - committed)} ms after the commit`);
    // Round trip through the server: anything about the other event would have come first.
    await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id: watched.id } });
    assert.deepEqual(
      told.map((n) => n.topic),
      [{ kind: 'event', id: watched.id }],
    );
    // The page asked again shows the report.
    const view = await ok(new Client(url), 'GET', `/api/events/${watched.id}`);
    const match = view.rounds.flatMap((r) => r.matches).find((m) => m.id === watched.match.id);
    assert.equal(match?.status, 'reported');

    // Unfollowed: no more notices.
    assert.deepEqual(
      await emitAck(visitor, 'live:unwatch', { topic: { kind: 'event', id: watched.id } }),
      { ok: true },
    );
    await ok(
      watched.confirmer.a.c,
      'POST',
      `/api/events/${watched.id}/matches/${watched.match.id}/confirm`,
    );
    await emitAck(visitor, 'live:watch', { topic: { kind: 'lobby' } });
    assert.equal(told.length, 1);
    visitor.disconnect();
  });

  it('an event that does not exist, a malformed topic, and a seventeenth topic are refused', async () => {
    const visitor = new Client(url).socket();
    const missing = await emitAck(visitor, 'live:watch', {
      topic: { kind: 'event', id: 'no-such-event' },
    });
    assert.equal(missing.ok, false);
    assert.equal(missing.error?.code, 'NOT_FOUND');
    for (const topic of [{ kind: 'event', id: '../x' }, { kind: 'tables' }, 'lobby']) {
      const bad = await emitAck(visitor, 'live:watch', { topic });
      assert.equal(bad.error?.code, 'BAD_MESSAGE', JSON.stringify(topic));
    }
    // Sixteen topics: the lobby, the events, and fourteen events.
    const organizer = await signedUp(url, 'Many');
    assert.deepEqual(await emitAck(visitor, 'live:watch', { topic: { kind: 'lobby' } }), {
      ok: true,
    });
    assert.deepEqual(await emitAck(visitor, 'live:watch', { topic: { kind: 'events' } }), {
      ok: true,
    });
    const ids: string[] = [];
    for (let i = 0; i < 15; i++)
      ids.push(
        (await ok(organizer.c, 'POST', '/api/events', { kind: 'league', name: `Night ${i}` })).id,
      );
    for (const id of ids.slice(0, 14))
      assert.deepEqual(await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id } }), {
        ok: true,
      });
    const over = await emitAck(visitor, 'live:watch', {
      topic: { kind: 'event', id: ids[14] },
    });
    assert.equal(over.error?.code, 'TOO_MANY_SUBSCRIPTIONS');
    assert.match(over.error?.message ?? '', /16/);
    // One followed again is no new topic; one given up makes room.
    assert.equal(
      (await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id: ids[0] } })).ok,
      true,
    );
    await emitAck(visitor, 'live:unwatch', { topic: { kind: 'event', id: ids[0] } });
    assert.equal(
      (await emitAck(visitor, 'live:watch', { topic: { kind: 'event', id: ids[14] } })).ok,
      true,
    );
    visitor.disconnect();
  });

  it('the list of events is told of a new event; the lobby of a person sitting down at a table', async () => {
    const visitor = new Client(url).socket();
    await emitAck(visitor, 'live:watch', { topic: { kind: 'events' } });
    await emitAck(visitor, 'live:watch', { topic: { kind: 'lobby' } });
    const events = noticeOf(visitor, (n) => n.topic.kind === 'events');
    const organizer = await signedUp(url, 'Newcomer');
    await ok(organizer.c, 'POST', '/api/events', { kind: 'league', name: 'Brand new' });
    await events;

    const alice = new Client(url);
    await alice.guest('Alice');
    const id = await alice.botTable();
    const socket = alice.socket();
    const sat = listedAfterNotices(visitor, id, true);
    await emitAck(socket, 'table:watch', { tableId: id });
    await sat;
    // She leaves: the lobby hears of it, and the table is no longer one someone is at.
    const gone = listedAfterNotices(visitor, id, false);
    socket.disconnect();
    await gone;
    visitor.disconnect();
    alice.close();
  });
});
