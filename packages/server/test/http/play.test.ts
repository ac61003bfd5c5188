import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Domino, MatchView } from '@texas42/engine';
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

/** Every domino string a message carries, wherever it is. */
function dominoesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^[0-6]-[0-6]$/.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) dominoesIn(v, out);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) dominoesIn(v, out);
  return out;
}

describe('a table over real sockets', () => {
  it('a person and three bots play a whole match to its end; nobody is ever sent a hand they may not see', async () => {
    const alice = new Client(url);
    await alice.guest('Alice');
    const created = await alice.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'medium',
      hints: false,
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const id = created.json.table.id;
    assert.equal(created.json.table.status, 'playing');

    const watcher = new Client(url);
    const spectator = watcher.socket();
    const seen: { viewer: string; state: TableState }[] = [];
    spectator.on('table:state', (state: TableState) => seen.push({ viewer: 'spectator', state }));
    await emitAck(spectator, 'table:watch', { tableId: id });

    const socket = alice.socket();
    let latest: TableState | null = null;
    socket.on('table:state', (state: TableState) => {
      seen.push({ viewer: 'S', state });
      latest = state;
    });

    // Alice plays whatever is first among her legal actions, whenever it is her turn.
    let acted = 0;
    const done = new Promise<void>((resolve, reject) => {
      socket.on('table:state', (state: TableState) => {
        if (state.view.phase === 'done') return resolve();
        if (state.view.toAct !== 'S' || state.view.legal.length === 0) return;
        const action = state.view.legal[0] as { type: string; [k: string]: unknown };
        const { seat: _seat, ...mine } = action;
        acted++;
        socket.emit(
          'table:act',
          { tableId: id, version: state.view.version, action: mine },
          (r: { ok: boolean; error?: { code: string } }) => {
            // A state may be overtaken by a newer one before the answer: stale is the only acceptable refusal.
            if (!r.ok && r.error?.code !== 'STALE_VERSION')
              reject(new Error(JSON.stringify(r.error)));
          },
        );
      });
    });
    // Watch only now that Alice answers every state, the first one included.
    const watched = await emitAck(socket, 'table:watch', { tableId: id });
    assert.deepEqual(watched, { ok: true });
    await done;
    assert.ok(acted > 10, `Alice acted ${acted} times`);
    const final = latest as TableState | null;
    assert.ok(final !== null);
    assert.equal(final.view.phase, 'done');
    assert.ok(final.view.winner === 'NS' || final.view.winner === 'EW');

    // Redaction: a seat is sent only its own hand in play; a spectator no hand in play at all.
    for (const { viewer, state } of seen) {
      const view: MatchView = state.view;
      assert.ok(!('rng' in view) && !JSON.stringify(state).includes('"rng"'), 'no generator state');
      if (view.hand === null) continue;
      const inPlay = new Set<Domino>(view.hand.hand ?? []);
      if (viewer === 'spectator') assert.equal(view.hand.hand, null, 'a spectator sees no hand');
      // Dominoes in the message that are not in this viewer's own hand must be public: played, or
      // in finished hands (all hands are revealed once a hand is over).
      const played = new Set<string>();
      for (const t of view.hand.tricks) for (const p of t.plays ?? []) played.add(p.domino);
      for (const p of view.hand.trick) played.add(p.domino);
      // Finished hands are public ("all hands revealed" once a hand is over): each has an outcome.
      for (const h of [...view.game.hands, ...view.games.flatMap((g) => g.hands)])
        assert.ok(['made', 'set', 'reshake', 'forfeit'].includes(h.outcome), 'a finished hand');
      // Everything else in the message: only dominoes played in this hand, or the viewer's own.
      // The draw for first shake is face up at the table, so public too.
      const rest = {
        ...state,
        view: { ...view, game: { ...view.game, hands: [], draws: [] }, games: [] },
      };
      for (const d of dominoesIn(rest))
        assert.ok(played.has(d) || inPlay.has(d as Domino), `${viewer} was sent ${d}`);
    }
    alice.close();
    watcher.close();
  });
});
