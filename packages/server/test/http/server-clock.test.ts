import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Leaderboard, Me, TableSummary } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { Client, emitAck, startServer, waitFor } from '../support/harness.js';

/**
 * One clock: what the server stores or decides by is read from its injected clock (config.now),
 * never from the machine's. The server here lives on January 10, 2020, years before the machine.
 */

const DAY = Date.parse('2020-01-10T12:00:00.000Z');
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer({ now: () => DAY }));
});
after(async () => {
  await server.close();
});

describe("the server's one clock", () => {
  it("a new guest's and account's created_at are the server's time", async () => {
    const guest = await new Client(url).call<Me>('POST', '/api/guest', { name: 'Gus' });
    const account = await new Client(url).call<Me>('POST', '/api/signup', {
      username: 'clockwise',
      password: 'a long enough passphrase',
    });
    assert.equal(account.status, 200, JSON.stringify(account.json));
    const rows = await server.connection.db
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where('id', 'in', [guest.json.id, account.json.id])
      .execute();
    assert.deepEqual(
      rows.map((r) => r.created_at),
      ['2020-01-10T12:00:00.000Z', '2020-01-10T12:00:00.000Z'],
    );
  });

  it("a chat message is sent at the server's time", async () => {
    const c = new Client(url);
    await c.guest('Chatty');
    const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'medium',
      chat: true,
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const socket = c.socket();
    const heard = waitFor<{ sentAt: string }>(socket, 'table:chat', () => true, 10_000);
    await emitAck(socket, 'table:watch', { tableId: created.json.table.id });
    await emitAck(socket, 'table:chat', { tableId: created.json.table.id, text: 'hello' });
    assert.equal((await heard).sentAt, '2020-01-10T12:00:00.000Z');
    c.close();
  });

  it("the leaderboard's last 30 days are the server's: a game of January 1, 2020 counts", async () => {
    const c = new Client(url);
    const me = await c.call<Me>('POST', '/api/signup', {
      username: 'ranked',
      password: 'a long enough passphrase',
    });
    assert.equal(me.status, 200, JSON.stringify(me.json));
    const db = server.connection.db;
    await db
      .updateTable('users')
      .set({ rating_sigma: 100, rated_games: 1 })
      .where('id', '=', me.json.id)
      .execute();
    await db
      .insertInto('rating_history')
      .values({
        user_id: me.json.id,
        table_id: 't1',
        game: 0,
        won: 1,
        abandoned: 0,
        mu_before: 1500,
        sigma_before: 350,
        mu: 1520,
        sigma: 100,
        created_at: '2020-01-01T20:00:00.000Z',
      })
      .execute();
    const board = (await c.call<Leaderboard>('GET', '/api/leaderboard')).json;
    assert.deepEqual(
      board.players.map((p) => p.user.name),
      ['ranked'],
    );
  });
});
