import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Seat } from '@texas42/engine';
import type { TableState, TableSummary } from '@texas42/protocol';
import pg from 'pg';
import { Client, emitAck, freshDatabaseUrl, startServer, waitFor } from '../support/harness.js';

/**
 * Processes sharing a table (REDIS_URL) each learn of the others' actions from their broadcasts.
 * A process killed between its commit and its broadcast leaves an action in the log that nobody
 * was told of: here that action is written straight into the log, as the dead process would
 * have. Needs TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test-postgres.mjs).
 */
const REDIS = process.env.TEST_REDIS_URL;
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

describe('an action whose writer died before broadcasting it', () => {
  it('is broadcast when a player acts on the state before it, and the table goes on', async () => {
    assert.ok(REDIS, 'TEST_REDIS_URL is set');
    const databaseUrl = await freshDatabaseUrl();
    assert.ok(databaseUrl, 'TEST_DATABASE_URL is set');
    const { server, url } = await startServer({ redisUrl: REDIS, databaseUrl });
    const clients = SEATS.map(() => new Client(url));
    try {
      for (const [i, client] of clients.entries()) await client.guest(`Player ${i}`);
      const created = await clients[0]!.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'N',
      });
      const id = created.json.table.id;
      for (const [i, seat] of SEATS.entries())
        if (i > 0)
          assert.equal(
            (await clients[i]!.call('POST', `/api/tables/${id}/seat`, { seat })).status,
            200,
          );
      const sockets = clients.map((c) => c.socket());
      // Whoever is to shake shakes; then the bidding waits on its first bidder.
      const bidding = sockets.map((s) =>
        waitFor<TableState>(s, 'table:state', (st) => st.view.phase === 'bid'),
      );
      for (const [i, socket] of sockets.entries())
        socket.on('table:state', (state: TableState) => {
          if (state.view.phase !== 'shake' || state.view.toAct !== SEATS[i]) return;
          const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
          socket.emit('table:act', { tableId: id, version: state.view.version, action });
        });
      for (const socket of sockets) await emitAck(socket, 'table:watch', { tableId: id });
      const before = (await Promise.all(bidding))[0]!;
      const bidder = before.view.toAct;
      assert.ok(bidder !== null);
      const at = SEATS.indexOf(bidder);
      const bidderView = (await Promise.all(bidding))[at]!;
      const bid = bidderView.view.legal[0] as { seat: string; type: string };

      // The dead process's commit: the bidder's first legal bid, the log's next event.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query(
        `insert into table_events (table_id, seq, seat, action, rng, created_at)
         select $1, max(seq) + 1, $2, $3, null, $4 from table_events where table_id = $1`,
        [id, bidder, JSON.stringify(bid), new Date().toISOString()],
      );
      await db.end();

      // The bidder, told nothing, bids again from the old state: refused as stale, and everyone
      // is sent the state after the logged bid, so the next bidder can go on.
      const moved = sockets.map((s) =>
        waitFor<TableState>(
          s,
          'table:state',
          (st) => st.view.version === before.view.version + 1,
          20_000,
        ),
      );
      const { seat: _seat, ...again } = bid;
      const refused = await emitAck(sockets[at]!, 'table:act', {
        tableId: id,
        version: before.view.version,
        action: again,
      });
      assert.equal(refused.ok, false);
      assert.equal(refused.error?.code, 'STALE_VERSION');
      const after = await Promise.all(moved);
      assert.ok(
        after.every((s) => s.view.toAct === after[0]!.view.toAct && s.view.toAct !== bidder),
      );
      const next = SEATS.indexOf(after[0]!.view.toAct as Seat);
      const { seat: _next, ...nextBid } = after[next]!.view.legal[0] as {
        seat: string;
        type: string;
      };
      assert.deepEqual(
        await emitAck(sockets[next]!, 'table:act', {
          tableId: id,
          version: after[next]!.view.version,
          action: nextBid,
        }),
        { ok: true },
      );
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });
});
