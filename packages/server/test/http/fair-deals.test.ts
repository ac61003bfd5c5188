import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  SEATS,
  apply,
  finishedHands,
  newMatch,
  type Hands,
  type MatchState,
} from '@texas42/engine';
import type { Me, TableSummary } from '@texas42/protocol';
import { seedOf, shakeHands } from '../../src/tables/dealing.js';
import { Client, freshDatabaseUrl, startServer } from '../support/harness.js';

/** Waits until `done` holds for the table's live state, checking every 20 ms. */
async function until(
  read: () => Promise<MatchState>,
  done: (s: MatchState) => boolean,
  what: string,
  timeoutMs = 120_000,
): Promise<MatchState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await read();
    if (done(state)) return state;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const firstHands = (s: MatchState): Hands | undefined =>
  finishedHands(s)[0]?.dealt ?? s.hand?.dealt;

describe('fair deals: every shake from node:crypto, nothing a client sees predicts one', () => {
  it('two tables made in the same tick with the same settings deal unrelated hands', async () => {
    const { server, url } = await startServer({ botDelayMs: 0 });
    try {
      const me = await new Client(url).call<Me>('POST', '/api/guest', { name: 'Alice' });
      const body = {
        rules: 'straight-42',
        visibility: 'public',
        bots: 'medium',
        rated: false,
        hints: true,
        chat: true,
      } as const;
      // Both tables are keyed before either awaits anything: the same tick, the same millisecond.
      const [a, b] = await Promise.all([
        server.tables.create(me.json, body),
        server.tables.create(me.json, body),
      ]);
      assert.notEqual(a.room.row.seed, b.room.row.seed);
      // Bots playing bots wait for someone to watch: Alice watches both.
      const watching = new Client(url);
      await watching.guest('Alice watching');
      const socket = watching.socket();
      for (const t of [a, b]) socket.emit('table:watch', { tableId: t.room.row.id });
      const read = (id: string) => () => server.tables.room(id).then((r) => r.state);
      const sa = await until(read(a.room.row.id), (s) => firstHands(s) !== undefined, 'a shake');
      const sb = await until(read(b.room.row.id), (s) => firstHands(s) !== undefined, 'a shake');
      assert.notDeepEqual(firstHands(sa), firstHands(sb));
      watching.close();
    } finally {
      await server.close();
    }
  });

  it("the table's stored seed does not make its deals: the attack of reading the seed off the draw is gone", async () => {
    const { server, url } = await startServer({ botDelayMs: 0 });
    try {
      const alice = new Client(url);
      await alice.guest('Alice');
      const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        bots: 'medium',
      });
      const id = created.json.table.id;
      // Bots playing bots wait for someone to watch (BotTurns.paused): Alice watches.
      alice.socket().emit('table:watch', { tableId: id });
      const state = await until(
        () => server.tables.room(id).then((r) => r.state),
        (s) => finishedHands(s).length >= 3,
        'three hands',
      );
      // Before: the whole match was dealt from the 32-bit seed, so whoever found the seed (the
      // first-shake draw and one's own seven dominoes narrow it to one) read every hand. Now the
      // seed's generator makes only the first draw; the hands it would deal are not the hands.
      const row = (await server.tables.room(id)).row;
      let fromSeed = newMatch({ rules: 'straight-42', seed: seedOf(row.seed) });
      assert.ok(fromSeed.ok);
      assert.deepEqual(fromSeed.value.game.draws, state.games[0]?.draws ?? state.game.draws);
      for (const [n, hand] of finishedHands(state).entries()) {
        if (!fromSeed.ok) break;
        const predicted = apply(
          { ...fromSeed.value, shaker: hand.shaker },
          { type: 'shake', seat: hand.shaker },
        );
        assert.ok(predicted.ok);
        assert.notDeepEqual(predicted.value.hand?.dealt, hand.dealt, `hand ${n}`);
        fromSeed = { ok: true, value: { ...fromSeed.value, rng: predicted.value.rng } };
      }
    } finally {
      await server.close();
    }
  });

  it('the log replays the match exactly: hands from the shakes, later draws from their keys', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const first = await startServer({ botDelayMs: 0, handPauseMs: 0, databaseUrl });
    const alice = new Client(first.url);
    await alice.guest('Alice');
    const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42', // "Each match is determined by the best of three rounds": a second game's draw
      bots: 'medium',
    });
    const id = created.json.table.id;
    const watching = alice.socket();
    watching.emit('table:watch', { tableId: id });
    await until(
      () => first.server.tables.room(id).then((r) => r.state),
      (s) => s.games.length >= 1 && s.phase !== 'shake',
      'the first game to end and the second to be dealt',
    );
    const log = await alice.call<{ events: { action: { type: string; hands?: unknown } }[] }>(
      'GET',
      `/api/tables/${id}/log`,
    );
    await first.server.close();
    const played = (await first.server.tables.room(id)).state;
    assert.ok(played.games.length >= 1);
    // Anyone watching may read the log; it shows the shakes but never what they dealt.
    const shakes = log.json.events.filter((e) => e.action.type === 'shake');
    assert.ok(shakes.length >= 2);
    for (const e of shakes) assert.equal(e.action.hands, undefined);

    // A new server on the same database, its bots held back: the table as it was, to the byte.
    const second = await startServer({
      botDelayMs: 3_600_000,
      databaseUrl,
      sqlitePath: join(first.dataDir, 'test.sqlite'),
    });
    try {
      const replayed = (await second.server.tables.room(id)).state;
      assert.deepEqual(replayed, played);
      assert.ok(played.games[0] !== undefined);
      assert.notDeepEqual(played.game.draws, [], 'the second game drew for its first shake');
    } finally {
      await second.server.close();
    }
  });

  it('a shake deals every domino to each seat about equally often', () => {
    const counts = new Map<string, number>();
    const trials = 4000;
    for (let t = 0; t < trials; t++) {
      const hands = shakeHands('N');
      const all = SEATS.flatMap((seat) => hands[seat]);
      assert.deepEqual([...all].sort(), [...ALL_DOMINOES].sort());
      for (const seat of SEATS)
        for (const d of hands[seat])
          counts.set(`${seat}${d}`, (counts.get(`${seat}${d}`) ?? 0) + 1);
    }
    // Each (seat, domino) pair has p = 1/4: expect 1000, standard deviation about 27.
    assert.equal(counts.size, 4 * 28);
    for (const [key, n] of counts) assert.ok(Math.abs(n - trials / 4) < 6 * 27.4, `${key}: ${n}`);
  });
});
