import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TableState, TableSummary } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { Client, emitAck, startServer, waitFor } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

describe('the HTTP API', () => {
  it('GET /api/health answers {"ok": true} with the database reachable', async () => {
    const r = await new Client(url).call<{ ok: boolean; database: { status: string } }>(
      'GET',
      '/api/health',
    );
    assert.equal(r.status, 200);
    assert.equal(r.json.ok, true);
    assert.equal(r.json.database.status, 'ok');
  });

  it('sign up hashes the password with argon2; sign in works, a wrong password does not', async () => {
    const c = new Client(url);
    const up = await c.call<{ username: string; guest: boolean }>('POST', '/api/signup', {
      username: 'Carol_42',
      password: 'correct horse',
    });
    assert.equal(up.status, 200);
    assert.equal(up.json.guest, false);
    const row = await server.connection.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'carol_42')
      .executeTakeFirstOrThrow();
    assert.match(row.password_hash ?? '', /^\$argon2id\$/);
    assert.ok(!(row.password_hash ?? '').includes('correct horse'));
    const again = await new Client(url).call('POST', '/api/signup', {
      username: 'carol_42',
      password: 'another one',
    });
    assert.equal((again.json as { error: { code: string } }).error.code, 'USERNAME_TAKEN');
    const wrong = await new Client(url).call('POST', '/api/signin', {
      username: 'carol_42',
      password: 'wrong horse',
    });
    assert.equal(wrong.status, 401);
    const right = new Client(url);
    assert.equal(
      (await right.call('POST', '/api/signin', { username: 'CAROL_42', password: 'correct horse' }))
        .status,
      200,
    );
    assert.equal(
      (await right.call<{ username: string }>('GET', '/api/me')).json.username,
      'carol_42',
    );
  });

  it('two sign-ups for one username at once: one account, the other told USERNAME_TAKEN', async () => {
    // Both pass the "is it free?" look-up while argon2 hashes; before, the loser got a 500.
    const answers = await Promise.all(
      ['Race_Me', 'race_me', 'RACE_ME', 'race_ME'].map((username) =>
        new Client(url).call<{ error?: { code: string } }>('POST', '/api/signup', {
          username,
          password: 'a long enough password',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      assert.equal(a.json.error?.code, 'USERNAME_TAKEN');
    const rows = await server.connection.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'race_me')
      .execute();
    assert.equal(rows.length, 1);
  });

  it('a forged or tampered session cookie is no session', async () => {
    const c = new Client(url);
    await c.guest('Dana');
    c.cookie = c.cookie.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    const r = await c.call<{ error: { code: string } }>('GET', '/api/me');
    assert.equal(r.status, 401);
    assert.equal(r.json.error.code, 'NOT_SIGNED_IN');
  });

  it('bad input gets a stable code, a message naming the field, and no stack trace', async () => {
    const c = new Client(url);
    await c.guest('Eve');
    const cases: [unknown, string, string][] = [
      [{ rules: 'no-such-rules' }, 'UNKNOWN_RULES', 'rules'],
      [{ rules: 'straight-42', seat: 'X' }, 'BAD_REQUEST', 'seat'],
      [{ rules: 'straight-42', bots: 'grandmaster' }, 'BAD_REQUEST', 'bots'],
      [{ rules: 'straight-42', surprise: 1 }, 'BAD_REQUEST', ''],
    ];
    for (const [body, code, at] of cases) {
      const r = await c.call<{ error: { code: string; message: string; at?: string } }>(
        'POST',
        '/api/tables',
        body,
      );
      assert.ok(r.status >= 400 && r.status < 500, JSON.stringify(r));
      assert.equal(r.json.error.code, code, JSON.stringify(r.json));
      if (at !== '') assert.ok((r.json.error.at ?? '').startsWith(at), JSON.stringify(r.json));
      assert.ok(!/\n\s+at /.test(r.json.error.message));
    }
    const broken = await fetch(`${url}/api/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as { error: { code: string } }).error.code, 'BAD_REQUEST');
  });

  it('malformed, stale and out-of-turn socket messages get an error event and leave the table as it was', async () => {
    const c = new Client(url);
    await c.guest('Fay');
    const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const id = created.json.table.id;
    const socket = c.socket();
    const errors: { code: string }[] = [];
    socket.on('table:error', (e: { code: string }) => errors.push(e));
    await emitAck(socket, 'table:watch', { tableId: id });
    const room = await server.tables.room(id);
    const before = room.state;
    const bad = [
      ['table:act', { tableId: id, version: 0, action: { type: 'teleport' } }, 'BAD_MESSAGE'],
      [
        'table:act',
        { tableId: id, version: 'x', action: { type: 'play', domino: '6-6' } },
        'BAD_MESSAGE',
      ],
      [
        'table:act',
        { tableId: id, version: 0, action: { type: 'play', domino: '6-6' } },
        'NOT_PLAYING',
      ],
      ['table:watch', { tableId: 'no' }, 'BAD_MESSAGE'],
      ['table:watch', { tableId: 'nosuchtable123' }, 'NOT_FOUND'],
      ['table:chat', { tableId: id, text: '' }, 'BAD_MESSAGE'],
    ] as const;
    for (const [event, payload, code] of bad) {
      const r = await emitAck(socket, event, payload);
      assert.equal(r.ok, false);
      assert.equal(
        r.error?.code,
        code,
        `${event} ${JSON.stringify(payload)}: ${JSON.stringify(r.error)}`,
      );
    }
    assert.equal(errors.length, bad.length, 'an error event for each');
    assert.equal(room.state, before, 'the table is unharmed');
    // Fill the table, wait for the first shake (until then version 0 is the current one), and
    // send an action for version 0.
    const shaken = waitFor<TableState>(socket, 'table:state', (s) => s.view.version > 0);
    for (const seat of ['N', 'E', 'W'])
      await c.call('POST', `/api/tables/${id}/bot`, { seat, level: 'medium' });
    await shaken;
    const stale = await emitAck(socket, 'table:act', {
      tableId: id,
      version: 0,
      action: { type: 'bid', bid: 30 },
    });
    assert.equal(stale.error?.code, 'STALE_VERSION');
    socket.disconnect();
  });

  it('a message flood is rate limited', async () => {
    const limited = await startServer({ rateLimit: { burst: 5, perSecond: 1 } });
    try {
      const c = new Client(limited.url);
      const socket = c.socket();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          emitAck(socket, 'table:watch', { tableId: 'nosuchtable123' }),
        ),
      );
      assert.deepEqual(
        answers.map((a) => a.error?.code),
        [...Array<string>(5).fill('NOT_FOUND'), ...Array<string>(3).fill('RATE_LIMITED')],
      );
      c.close();
    } finally {
      await limited.server.close();
    }
  });
});
