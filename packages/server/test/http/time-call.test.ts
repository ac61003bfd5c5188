import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Seat } from '@texas42/engine';
import type { TableState, TableSummary } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { ok, person } from '../support/api.js';
import { emitAck, startServer, waitFor } from '../support/harness.js';

/**
 * Time calls at an online table, over real sockets: "If a player is taking an inordinate amount
 * of time to bid or play their hand, the opposing team may call time limit, after which the
 * player has one minute to bid or play, else they forfeit the mark." (000) The server keeps the
 * time and calls the penalty when it runs out.
 */
let server: Texas42Server;
let url: string;

before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

type Made = { table: TableSummary; invite: string | null };
/** austin-league's time call, shortened to its least so the test waits ten seconds, not sixty. */
const AUSTIN = { base: 'austin-league', clock: { timeCallSeconds: 10 } };

describe('time called on a slow player', () => {
  it('the other side calls it; the player who lets it run out loses the hand for their side', async () => {
    const { c: ann } = await person(url, 'Ann');
    const { c: bob } = await person(url, 'Bob');
    const made = await ok<Made>(ann, 'POST', '/api/tables', {
      rules: AUSTIN,
      visibility: 'private',
      seat: 'N',
    });
    const id = made.table.id;
    const invite = made.invite ?? '';
    await ok(bob, 'POST', `/api/tables/${id}/seat`, { seat: 'E', invite });
    const annSocket = ann.socket();
    const bobSocket = bob.socket();
    assert.ok((await emitAck(annSocket, 'table:watch', { tableId: id })).ok);
    assert.ok((await emitAck(bobSocket, 'table:watch', { tableId: id, invite })).ok);
    // Bots for South and West: the bidding comes round to Ann or Bob.
    const humanToAct = waitFor<TableState>(
      annSocket,
      'table:state',
      (s) => s.view.phase === 'bid' && (s.view.toAct === 'N' || s.view.toAct === 'E'),
    );
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'S', level: 'medium' });
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'medium' });
    const turn = await humanToAct;
    const slow = turn.view.toAct as Seat;
    const [slowSocket, callerSocket, callerSeat] =
      slow === 'N' ? [annSocket, bobSocket, 'E'] : [bobSocket, annSocket, 'N'];
    const version = turn.view.version;

    // The slow player may not call time on themselves.
    const own = await emitAck(slowSocket, 'table:act', {
      tableId: id,
      version,
      action: { type: 'callTime' },
    });
    assert.equal(own.error?.code, 'NOT_AN_OPPONENT');

    const calledSeen = waitFor<TableState>(
      slowSocket,
      'table:state',
      (s) => s.view.timeCall !== null,
    );
    const called = await emitAck(callerSocket, 'table:act', {
      tableId: id,
      version,
      action: { type: 'callTime' },
    });
    assert.ok(called.ok, JSON.stringify(called.error));
    const seen = await calledSeen;
    assert.deepEqual(seen.view.timeCall, { by: callerSeat, on: slow });
    assert.equal(seen.mayCallTime, false, 'no second call while one runs');
    assert.equal(seen.clock?.seat, slow, "the called player's ten seconds show on the table");
    const left = Date.parse(seen.clock?.deadline ?? '') - Date.now();
    assert.ok(left > 5_000 && left <= 10_000, `${left} ms left`);
    // A second call on the same turn is refused.
    const again = await emitAck(callerSocket, 'table:act', {
      tableId: id,
      version: seen.view.version,
      action: { type: 'callTime' },
    });
    assert.equal(again.error?.code, 'TIME_ALREADY_CALLED');

    // Nobody acts: the time runs out, the server calls the penalty, the hand goes to the caller.
    const forfeited = await waitFor<TableState>(
      callerSocket,
      'table:state',
      (s) => (s.view.game.hands?.length ?? 0) > 0,
      30_000,
    );
    const hand = forfeited.view.game.hands?.[0];
    assert.equal(hand?.outcome, 'forfeit');
    assert.deepEqual(hand?.penalty, { after: 0, by: slow, kind: 'time', applied: 'bid' });
    const callerTeam = callerSeat === 'N' ? 'NS' : 'EW';
    assert.ok((hand?.marks[callerTeam] ?? 0) >= 1, JSON.stringify(hand?.marks));
    ann.close();
    bob.close();
  });

  it('rules without time calls refuse them, and the table offers none', async () => {
    const { c: cy } = await person(url, 'Cy');
    const made = await ok<Made>(cy, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'N',
      bots: 'medium',
    });
    const socket = cy.socket();
    let latest: TableState | null = null;
    socket.on('table:state', (s: TableState) => (latest = s));
    const first = waitFor<TableState>(socket, 'table:state', () => true);
    assert.ok((await emitAck(socket, 'table:watch', { tableId: made.table.id })).ok);
    assert.equal((await first).mayCallTime, false);
    // The bots move on meanwhile: asked again from the newest state until it is not stale.
    let code = 'STALE_VERSION';
    for (let i = 0; i < 20 && code === 'STALE_VERSION'; i++) {
      const refused = await emitAck(socket, 'table:act', {
        tableId: made.table.id,
        version: (latest as TableState | null)?.view.version ?? 0,
        action: { type: 'callTime' },
      });
      assert.ok(!refused.ok);
      code = refused.error?.code ?? '';
    }
    assert.equal(code, 'TIME_CALL_NOT_ALLOWED');
    cy.close();
  });
});
