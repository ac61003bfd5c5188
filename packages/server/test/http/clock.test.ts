import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { finishedHands } from '@texas42/engine';
import type { TableState, TableSummary } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { Client, emitAck, startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

/** A table where South (a person who never acts) sits with three bots, under these clock rules. */
async function silentSouth(
  clock: Record<string, unknown>,
): Promise<{ id: string; states: TableState[]; close(): void }> {
  const c = new Client(url);
  await c.guest('Slow');
  const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
    rules: { base: 'straight-42', clock },
    seat: 'S',
    bots: 'medium',
  });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const id = created.json.table.id;
  const socket = c.socket();
  const states: TableState[] = [];
  socket.on('table:state', (s: TableState) => states.push(s));
  await emitAck(socket, 'table:watch', { tableId: id });
  return { id, states, close: () => c.close() };
}

async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('clocks', () => {
  it('"Players should not take more than twenty seconds to bid, and ten seconds to play a domino" (001): the clock is sent, and when it runs out a bot plays for the player', async () => {
    const t = await silentSouth({ bidSeconds: 1, playSeconds: 1, onTimeout: 'auto-play' });
    const room = await server.tables.room(t.id);
    // South's turn comes, with South's clock in the state; then a bot acts for South.
    await waitUntil(() => t.states.some((s) => s.clock?.seat === 'S' && s.view.toAct === 'S'));
    const withClock = t.states.find((s) => s.clock?.seat === 'S') as TableState;
    const left = Date.parse(withClock.clock?.deadline ?? '') - Date.now();
    assert.ok(left <= 1000, `a deadline within the second: ${left} ms`);
    await waitUntil(() => finishedHands(room.state).length >= 1, 30_000);
    const events = await server.connection.db
      .selectFrom('table_events')
      .select(['seat', 'action'])
      .where('table_id', '=', t.id)
      .execute();
    assert.ok(
      events.filter((e) => e.seat === 'S' && !e.action.includes('shake')).length >= 2,
      'South was played for',
    );
    assert.equal(finishedHands(room.state)[0]?.penalty, null);
    t.close();
  });

  it('with onTimeout "penalty", running out of time forfeits the hand', async () => {
    const t = await silentSouth({ bidSeconds: 1, playSeconds: 1, onTimeout: 'penalty' });
    const room = await server.tables.room(t.id);
    await waitUntil(() => finishedHands(room.state).some((h) => h.penalty !== null), 30_000);
    const hand = finishedHands(room.state).find((h) => h.penalty !== null);
    assert.equal(hand?.penalty?.by, 'S');
    assert.equal(hand?.outcome, 'forfeit');
    t.close();
  });

  it('"When time expires, the hand currently in process shall be completed" (001): the server calls time on the match, and the game goes to the team ahead', async () => {
    // A game of 2 s (20 "minutes" of 100 ms) and 50 ms a bot's move: time is called within the
    // first two hands (never near 7 marks), while a watcher that takes a second to connect on a
    // busy machine still sees the deadline before it passes.
    const fast = await startServer({ minuteMs: 100, botDelayMs: 50 });
    try {
      const c = new Client(fast.url);
      await c.guest('Director');
      const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: {
          base: 'npa-tournament',
          clock: { gameMinutes: 20, bidSeconds: null, playSeconds: null },
        },
        bots: 'medium',
      });
      assert.equal(created.status, 200, JSON.stringify(created.json));
      const id = created.json.table.id;
      const socket = c.socket();
      const states: TableState[] = [];
      socket.on('table:state', (s: TableState) => states.push(s));
      await emitAck(socket, 'table:watch', { tableId: id });
      const room = await fast.server.tables.room(id);
      await waitUntil(() => room.state.phase === 'done', 30_000);
      assert.equal(room.state.timeCalled, true);
      const game = room.state.games[0];
      assert.ok(game);
      // "teams shall record their actual marks earned": the game ended before 7, to the team ahead.
      assert.ok(Math.max(game.marks.NS, game.marks.EW) < 7, JSON.stringify(game.marks));
      assert.equal(room.state.winner, game.marks.NS > game.marks.EW ? 'NS' : 'EW');
      const events = await fast.server.connection.db
        .selectFrom('table_events')
        .select('action')
        .where('table_id', '=', id)
        .execute();
      assert.equal(
        events.filter((e) => e.action.includes('"time"')).length,
        1,
        'time is called once, in the log',
      );
      await waitUntil(() => states.some((s) => s.timeLimit?.called === true));
      assert.ok(
        states.some((s) => s.timeLimit !== null && !s.timeLimit.called),
        'the deadline is shown before',
      );
      c.close();
    } finally {
      await fast.server.close();
    }
  });

  it('a person who has gone (no socket open) does not stall the table: after a while a bot plays their turn, and the seat stays theirs', async () => {
    const patient = await startServer({ absentSeconds: 1 });
    try {
      const c = new Client(patient.url);
      const me = await c.guest('Gone');
      const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'medium',
      });
      const id = created.json.table.id;
      // South never connects a socket.
      const room = await patient.server.tables.room(id);
      await waitUntil(() => finishedHands(room.state).length >= 1, 40_000);
      const events = await patient.server.connection.db
        .selectFrom('table_events')
        .select(['seat', 'action'])
        .where('table_id', '=', id)
        .execute();
      assert.ok(
        events.some((e) => e.seat === 'S' && !e.action.includes('shake')),
        'South was played for',
      );
      assert.equal(room.seatOf(me.id), 'S', 'the seat is still theirs');
    } finally {
      await patient.server.close();
    }
  });

  it('no clock where the rules keep none', async () => {
    const t = await silentSouth({});
    await waitUntil(() => t.states.some((s) => s.view.toAct === 'S'));
    assert.ok(t.states.every((s) => s.clock === null && s.timeLimit === null));
    t.close();
  });
});
