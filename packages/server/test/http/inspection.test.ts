import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TableState, TableSummary } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import type { Texas42Server } from '../../src/index.js';
import { ok, person } from '../support/api.js';
import { emitAck, startServer, waitFor } from '../support/harness.js';
import { drivePlayer } from '../support/renege-driver.js';

/**
 * The inspection window online, over real sockets: "If (for any reason) the hand ends before all
 * tricks are played (e.g., due to a lay-down or set), all dominoes shall be turned face up so
 * that any mistakes or reneges can be identified." (002) At a table whose rules let a renege be
 * played, the next shake waits for the window; a player points at a trick to call a renege, and
 * the engine decides it from the record.
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
const RULES = {
  base: 'straight-42',
  play: { reneges: 'playable' },
  clock: { inspectionSeconds: 30 },
};

describe('the inspection window after a hand', () => {
  it('holds the shake, refuses a false call, takes a true one, and shakes once everyone is done', async () => {
    const { c: ann } = await person(url, 'Ann');
    const { c: bob } = await person(url, 'Bob');
    const made = await ok<Made>(ann, 'POST', '/api/tables', {
      rules: RULES,
      visibility: 'private',
      seat: 'N',
    });
    const id = made.table.id;
    const invite = made.invite ?? '';
    await ok(bob, 'POST', `/api/tables/${id}/seat`, { seat: 'E', invite });
    const sockets: Record<'N' | 'E', Socket> = { N: ann.socket(), E: bob.socket() };
    // Bob (E) reneges whenever he can; Ann (N) plays the first legal move. The tricks he
    // reneged in are remembered, hand by hand.
    const reneged = new Map<number, number[]>();
    const annPlays = drivePlayer(sockets.N, id, 'N', false, reneged);
    drivePlayer(sockets.E, id, 'E', true, reneged);
    assert.ok((await emitAck(sockets.N, 'table:watch', { tableId: id })).ok);
    assert.ok((await emitAck(sockets.E, 'table:watch', { tableId: id, invite })).ok);
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'S', level: 'easy' });
    await ok(ann, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'easy' });

    // Hands go on until one ends with a renege by Bob in it; each window is waived meanwhile.
    let window: TableState | null = null;
    for (let tries = 0; tries < 8 && window === null; tries++) {
      const ended = await waitFor<TableState>(
        sockets.N,
        'table:state',
        (s) => s.inspection !== null && s.view.phase === 'shake',
        60_000,
      );
      const handNo = (ended.view.game.hands?.length ?? 0) - 1;
      if ((reneged.get(handNo) ?? []).length > 0) window = ended;
      else
        for (const seat of ['N', 'E'] as const)
          await emitAck(sockets[seat], 'table:act', {
            tableId: id,
            version: ended.view.version,
            action: { type: 'waiveInspection' },
          });
    }
    assert.ok(window !== null, 'Bob found a renege to make');
    const handNo = (window.view.game.hands?.length ?? 0) - 1;
    const tricks = reneged.get(handNo) ?? [];
    const left = Date.parse(window.inspection?.deadline ?? '') - Date.now();
    assert.ok(left > 10_000 && left <= 30_000, `${left} ms left to check`);
    // Every hand is face up in the window: Ann sees Bob's dominoes as dealt.
    assert.equal(window.view.game.hands?.[handNo]?.dealt.E.length, 7);

    // Ann points at a trick Bob followed in: refused, nothing changes.
    const played = window.view.game.hands?.[handNo]?.tricks.length ?? 0;
    const clean = [1, 2, 3, 4, 5, 6, 7].find((t) => t <= played && !tricks.includes(t));
    if (clean !== undefined) {
      const refused = await emitAck(sockets.N, 'table:act', {
        tableId: id,
        version: window.view.version,
        action: { type: 'callRenege', trick: clean },
      });
      assert.equal(refused.error?.code, 'NO_RENEGE', JSON.stringify(refused));
    }
    // Bob may not call one on his own side.
    const own = await emitAck(sockets.E, 'table:act', {
      tableId: id,
      version: window.view.version,
      action: { type: 'callRenege', trick: tricks[0] ?? 1, offender: 'E' },
    });
    assert.equal(own.error?.code, 'NOT_AN_OPPONENT');

    // The true call: the hand goes to Ann's side, the window stays open, the shake still waits.
    const rescored = waitFor<TableState>(
      sockets.N,
      'table:state',
      (s) => s.view.game.hands?.[handNo]?.penalty?.trick !== undefined,
    );
    const called = await emitAck(sockets.N, 'table:act', {
      tableId: id,
      version: window.view.version,
      action: { type: 'callRenege', trick: tricks[0] ?? 1 },
    });
    assert.ok(called.ok, JSON.stringify(called.error));
    const after = await rescored;
    const hand = after.view.game.hands?.[handNo];
    assert.equal(hand?.outcome, 'forfeit');
    assert.equal(hand?.penalty?.by, 'E');
    assert.equal(hand?.penalty?.trick, tricks[0]);
    assert.equal(hand?.marks.EW, 0);
    assert.equal(after.view.phase, 'shake');
    assert.ok(after.inspection !== null, 'still open after the call');

    // Both done checking: the next hand is shaken long before the window would have closed.
    const shaken = waitFor<TableState>(
      sockets.N,
      'table:state',
      (s) => s.view.phase !== 'shake' && s.inspection === null,
    );
    for (const seat of ['N', 'E'] as const) {
      const waived = await emitAck(sockets[seat], 'table:act', {
        tableId: id,
        version: after.view.version,
        action: { type: 'waiveInspection' },
      });
      assert.ok(waived.ok, JSON.stringify(waived.error));
    }
    await shaken;
    assert.ok(Date.now() < Date.parse(window.inspection?.deadline ?? ''), 'before the deadline');
    const closed = await emitAck(sockets.N, 'table:act', {
      tableId: id,
      version: annPlays.latest()?.view.version ?? 0,
      action: { type: 'waiveInspection' },
    });
    assert.equal(closed.error?.code, 'NO_INSPECTION');
    ann.close();
    bob.close();
  });
});
