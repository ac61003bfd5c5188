import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TableState, TableSummary } from '@texas42/protocol';
import { io as connectSocket, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { fails, ok, person, organizer as signedUp } from '../support/api.js';
import {
  Client,
  emitAck,
  freshDatabaseUrl,
  limitsWith,
  rawBytes,
  startServer,
  waitFor,
} from '../support/harness.js';
import { killHard, startServerProcess } from '../support/processes.js';

/**
 * A hostile client, as an attacker would be: real sockets and real HTTP against the server in its
 * own process (what `npm start` runs), so "the server stays up" means the process did not exit.
 */

/** Whether the process still serves: /api/health answers. */
async function healthy(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
  return res.status === 200;
}

/** Opens a socket.io connection with this Cookie header: 'connected' or the refusal's message. */
function handshake(
  url: string,
  cookie: string,
  transport: 'websocket' | 'polling',
): Promise<string> {
  return new Promise((resolve) => {
    const s: Socket = connectSocket(url, {
      transports: [transport],
      extraHeaders: { cookie },
      reconnection: false,
      timeout: 5000,
    });
    s.once('connect', () => {
      s.disconnect();
      resolve('connected');
    });
    s.once('connect_error', (e) => {
      s.disconnect();
      resolve(`refused: ${e.message}`);
    });
  });
}

/** A raw Engine.IO/Socket.IO websocket that sends these frames after joining the default namespace. */
function rawFrames(url: string, frames: (string | Buffer)[]): Promise<string[]> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
  const got: string[] = [];
  return new Promise((resolve) => {
    const done = (): void => resolve(got);
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      got.push(text);
      if (text.startsWith('0')) {
        ws.send('40');
        for (const f of frames) ws.send(f);
        setTimeout(() => ws.close(), 300);
      }
    });
    ws.on('close', done);
    ws.on('error', done);
  });
}

describe('a hostile client cannot stop the server', () => {
  let child: ChildProcess;
  let url: string;

  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'texas42-hostile-'));
    ({ child, url } = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: (await freshDatabaseUrl()) ?? '',
    }));
  });
  after(async () => {
    await killHard(child);
  });

  it('malformed cookies on socket handshakes and HTTP requests: refused or ignored, the process answers', async () => {
    // The attack that killed the server: a stray `%` in any cookie of the handshake.
    const cookies = [
      'analytics=100%25off%',
      '%',
      'texas42_session=%E0%A4%A',
      `texas42_session=${'%'.repeat(200)}`,
      '=;=;;=',
      'a="unterminated; b=%ZZ',
      `texas42_session=s%3A${'x'.repeat(4000)}`,
    ];
    for (const cookie of cookies) {
      for (const transport of ['websocket', 'polling'] as const) {
        const outcome = await handshake(url, cookie, transport);
        // Anonymous: a cookie that does not parse to a valid session is no session.
        assert.equal(outcome, 'connected', `${transport} handshake with Cookie: ${cookie}`);
      }
      const me = await fetch(`${url}/api/me`, { headers: { cookie } });
      assert.equal(me.status, 401, `GET /api/me with Cookie: ${cookie}`);
      const body = (await me.json()) as { error: { code: string } };
      assert.equal(body.error.code, 'NOT_SIGNED_IN');
    }
    // Control bytes cannot be sent by fetch: over a raw connection.
    const raw = await rawBytes(
      url,
      'GET /api/me HTTP/1.1\r\nHost: x\r\nCookie: a=\u0001\u0002%\r\nConnection: close\r\n\r\n',
    );
    assert.match(raw, /^HTTP\/1\.1 (400|401) /);
    assert.equal(child.exitCode, null, 'the server process is still running');
    assert.ok(await healthy(url));
  });

  it('garbage bytes, broken requests and oversized ones: an error answer each, the process answers', async () => {
    const answers = await Promise.all([
      rawBytes(url, Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x00, 0x13, 0x37])),
      rawBytes(url, 'NOT HTTP AT ALL\r\n\r\n'),
      rawBytes(url, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'),
      rawBytes(url, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      rawBytes(
        url,
        'POST /api/guest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
      ),
    ]);
    for (const a of answers) if (a !== '') assert.match(a, /^HTTP\/1\.1 4\d\d /, a.slice(0, 80));

    const post = (body: string, type = 'application/json'): Promise<Response> =>
      fetch(`${url}/api/guest`, { method: 'POST', headers: { 'content-type': type }, body });
    const broken = [
      [await post('{"name": '), 400],
      [await post('x'.repeat(200_000)), 413],
      [await post('name=Eve', 'text/plain'), 400],
      [await post('<name>Eve</name>', 'application/xml'), 415],
      [await post('{"name": {"$gt": ""}}'), 400],
      [await post('[]'), 400],
    ] as const;
    for (const [res, status] of broken) {
      assert.equal(res.status, status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(typeof body.error.code, 'string');
      assert.doesNotMatch(body.error.message, /at .*\.js:\d+/, 'no stack trace');
    }
    assert.equal(child.exitCode, null);
    assert.ok(await healthy(url));
  });

  it('malformed Socket.IO frames: refused or the socket closed, never the process', async () => {
    const frames = [
      '42[',
      '42{"a":1}',
      '42["table:act"]',
      '42["table:act",{"tableId":null}]',
      '42["__proto__",{"polluted":true}]',
      '451-["table:watch",{"_placeholder":true,"num":7}]',
      '4',
      '9999',
      '2probe',
      Buffer.from([0xde, 0xad, 0xbe, 0xef]),
      `42["table:chat",{"tableId":"x","text":"${'y'.repeat(20_000)}"}]`,
    ];
    const all = await Promise.all([rawFrames(url, frames), rawFrames(url, frames.reverse())]);
    assert.ok(all.every((got) => got.length > 0 && got[0]?.startsWith('0')));
    assert.equal(child.exitCode, null);
    assert.ok(await healthy(url));
    // And a person can still play: a guest's socket works as before.
    const c = new Client(url);
    await c.guest('Still here');
    const socket = c.socket();
    const r = await emitAck(socket, 'table:watch', { tableId: 'nosuchtable123' });
    assert.equal(r.error?.code, 'NOT_FOUND');
    c.close();
  });
});

describe('limits per person and per address, each refused with a stable code', () => {
  it('guests, sign-ups and sign-ins per address a minute: 429 RATE_LIMITED with Retry-After', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ guestsPerMinute: 3, signUpsPerMinute: 2, signInsPerMinute: 2 }),
    });
    try {
      const guest = (): Promise<Response> =>
        fetch(`${url}/api/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Flood' }),
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await guest()).status);
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
      const refused = await guest();
      assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After in seconds');
      const body = (await refused.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'RATE_LIMITED');
      assert.match(body.error.message, /at most 3 a minute/);

      const c = new Client(url);
      const signUps = [];
      for (let i = 0; i < 3; i++)
        signUps.push(
          (
            await c.call('POST', '/api/signup', {
              username: `flood${i}`,
              password: 'a long enough passphrase',
              name: 'Flood',
            })
          ).status,
        );
      assert.deepEqual(signUps, [200, 200, 429]);
      const signIns = [];
      for (let i = 0; i < 3; i++)
        signIns.push(
          (await c.call('POST', '/api/signin', { username: `nobody${i}`, password: 'wrong one!' }))
            .status,
        );
      assert.deepEqual(signIns, [401, 401, 429]);
    } finally {
      await server.close();
    }
  });

  it('requests per address a minute: past the budget every route answers 429', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ requestsPerMinute: 10 }),
    });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 15 }, async () => (await fetch(`${url}/api/profiles`)).status),
      );
      assert.equal(statuses.filter((s) => s === 200).length, 10);
      assert.equal(statuses.filter((s) => s === 429).length, 5);
    } finally {
      await server.close();
    }
  });

  it('sockets per session and per address: TOO_MANY_SOCKETS, and a closed one frees its place', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ socketsPerSession: 2, socketsPerAddress: 4 }),
    });
    const open = (c: Client): Promise<{ socket: Socket; outcome: string }> =>
      new Promise((resolve) => {
        const socket = c.socket();
        socket.once('connect', () => resolve({ socket, outcome: 'connected' }));
        socket.once('connect_error', (e: Error & { data?: { code?: string } }) =>
          resolve({ socket, outcome: e.data?.code ?? e.message }),
        );
      });
    const a = new Client(url);
    const b = new Client(url);
    const anonymous = new Client(url);
    try {
      await a.guest('Ann');
      await b.guest('Bea');
      const first = await open(a);
      const second = await open(a);
      const third = await open(a);
      assert.deepEqual(
        [first.outcome, second.outcome, third.outcome],
        ['connected', 'connected', 'TOO_MANY_SOCKETS'],
      );
      // Per address: a's two, then b's two fill the address's four; anyone else from it waits.
      assert.equal((await open(b)).outcome, 'connected');
      assert.equal((await open(b)).outcome, 'connected');
      assert.equal((await open(anonymous)).outcome, 'TOO_MANY_SOCKETS');
      first.socket.disconnect();
      await new Promise((r) => setTimeout(r, 100));
      assert.equal((await open(anonymous)).outcome, 'connected');
    } finally {
      a.close();
      b.close();
      anonymous.close();
      await server.close();
    }
  });

  it('tables per person: TOO_MANY_TABLES, nothing made; a waiting table its last person leaves closes and frees the place', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ tablesPerPerson: 2 }),
    });
    try {
      const { c } = await person(url, 'Tess');
      const make = { rules: 'straight-42', seat: 'S', visibility: 'public' };
      const one = await ok<{ table: TableSummary }>(c, 'POST', '/api/tables', make);
      await ok(c, 'POST', '/api/tables', make);
      const before = (await ok<{ tables: TableSummary[] }>(c, 'GET', '/api/tables')).tables;
      const refused = await fails(c, 'POST', '/api/tables', make, 429, 'TOO_MANY_TABLES');
      assert.match(refused.message, /at most 2/);
      const after = (await ok<{ tables: TableSummary[] }>(c, 'GET', '/api/tables')).tables;
      assert.equal(after.length, before.length, 'no table was made');
      // Leaving the first (nobody else sits there) closes it: gone from the lobby and the API.
      await ok(c, 'POST', `/api/tables/${one.table.id}/leave`);
      await fails(c, 'GET', `/api/tables/${one.table.id}`, undefined, 404, 'NOT_FOUND');
      await ok(c, 'POST', '/api/tables', make);
      // Another person has places of their own.
      const { c: other } = await person(url, 'Uma');
      await ok(other, 'POST', '/api/tables', make);
    } finally {
      await server.close();
    }
  });

  it('events per person a day: TOO_MANY_EVENTS', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ eventsPerDay: 2 }),
    });
    try {
      const { c } = await signedUp(url, 'Olga');
      await ok(c, 'POST', '/api/events', { kind: 'league', name: 'One' });
      await ok(c, 'POST', '/api/events', { kind: 'league', name: 'Two' });
      const before = (await ok<{ events: unknown[] }>(c, 'GET', '/api/events')).events.length;
      await fails(
        c,
        'POST',
        '/api/events',
        { kind: 'league', name: 'Three' },
        429,
        'TOO_MANY_EVENTS',
      );
      assert.equal(
        (await ok<{ events: unknown[] }>(c, 'GET', '/api/events')).events.length,
        before,
      );
    } finally {
      await server.close();
    }
  });
});

describe('idle rooms leave memory and come back from the log', () => {
  it('a table nobody watches is dropped after the idle time and rebuilt exactly when asked for', async () => {
    const { server, url } = await startServer({ roomIdleSeconds: 30 });
    try {
      const c = new Client(url);
      await c.guest('Ida');
      const created = await c.call<{ table: TableSummary }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        bots: 'medium',
      });
      const id = created.json.table.id;
      const socket = c.socket();
      // Wait until the game waits on Ida (a bid or a play): nothing else will move the table.
      const mine = waitFor<TableState>(
        socket,
        'table:state',
        (s) => s.view.legal.length > 0 && s.view.toAct === 'S',
      );
      await emitAck(socket, 'table:watch', { tableId: id });
      const waiting = await mine;
      const kept = (await server.tables.room(id)).state;
      assert.equal(server.tables.evictIdle(Date.now() + 60_000), 0, 'a watched table stays');
      socket.disconnect();
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(server.tables.evictIdle(Date.now() + 10_000), 0, 'not idle long enough');
      const inMemory = server.tables.roomsInMemory;
      assert.equal(server.tables.evictIdle(Date.now() + 60_000), 1);
      assert.equal(server.tables.roomsInMemory, inMemory - 1);
      // Rebuilt from the log: the same state, and Ida plays on from the version she saw.
      const back = await server.tables.room(id);
      assert.notEqual(back.state, kept, 'a new room object');
      assert.deepEqual(back.state, kept);
      const again = new Client(url);
      again.cookie = c.cookie;
      const s2 = again.socket();
      await emitAck(s2, 'table:watch', { tableId: id });
      const legal = waiting.view.legal[0];
      assert.ok(legal !== undefined);
      const { seat: _seat, ...action } = legal;
      const r = await emitAck(s2, 'table:act', {
        tableId: id,
        version: waiting.view.version,
        action,
      });
      assert.equal(r.ok, true, JSON.stringify(r.error));
      again.close();
      c.close();
    } finally {
      await server.close();
    }
  });
});
