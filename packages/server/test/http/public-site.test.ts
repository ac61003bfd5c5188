import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_PER_WINDOW } from '../../src/realtime/sockets.js';
import { ok } from '../support/api.js';
import { Client, emitAck, startServer } from '../support/harness.js';

/**
 * The smaller holes a public site's attacker found (issue 25, point 7), each tried the way they
 * tried it: real sockets, real HTTP.
 */

let server: Awaited<ReturnType<typeof startServer>>['server'];
let url: string;
before(async () => {
  ({ server, url } = await startServer({ headersTimeoutMs: 500 }));
});
after(async () => {
  await server.close();
});

/**
 * A connection that sends half a request's headers and then nothing: ms until the server closes
 * it, and what it said.
 */
function slowHeaders(): Promise<{ ms: number; said: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let said = '';
    const socket = connect(Number(port), hostname, () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    );
    socket.on('error', () => undefined);
    // Read what the server says (its 408), so the end of the connection is seen.
    socket.on('data', (b: Buffer) => (said += b.toString()));
    socket.on('close', () => resolve({ ms: performance.now() - started, said }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a connection dribbling its headers for 10 s'));
    }, 10_000);
  });
}

describe('a public site, the smaller holes', () => {
  it('a connection that dribbles its headers is closed after HEADERS_TIMEOUT_MS, not a minute', async () => {
    const closed = await Promise.all(Array.from({ length: 20 }, () => slowHeaders()));
    // 500 ms, checked every 500 ms (the lesser of 1 s and the timeout): closed within about 1 s.
    for (const { ms, said } of closed) {
      assert.ok(ms < 2500, `closed after ${Math.round(ms)} ms`);
      assert.match(said, /^HTTP\/1\.1 408 Request Timeout/);
      assert.match(said, /"code":"REQUEST_TIMEOUT"/);
    }
    assert.equal((await fetch(`${url}/api/health`)).status, 200);
  });

  it('an address part past its length is a 414 in the API shape, a path past a file name a 404', async () => {
    const long = 'b'.repeat(120);
    const r = await fetch(`${url}/api/events/some-event/teams/${long}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(r.status, 414);
    assert.deepEqual(await r.json(), {
      error: {
        code: 'URL_TOO_LONG',
        message: 'a part of the address is too long (an id is at most 100 characters)',
      },
    });
    const bad = await fetch(`${url}/api/events/%E0%A4%A`);
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { error: { code: string } }).error.code, 'BAD_REQUEST');
  });

  it("chat is counted per person, not per socket: twelve sockets' flood reaches a spectator capped", async () => {
    const talker = new Client(url);
    await talker.guest('Talker');
    const made = await ok<{ table: { id: string } }>(talker, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      chat: true,
    });
    const tableId = made.table.id;
    const spectator = new Client(url);
    await spectator.guest('Spectator');
    const watching = spectator.socket();
    let heard = 0;
    watching.on('table:chat', () => (heard += 1));
    assert.equal((await emitAck(watching, 'table:watch', { tableId })).ok, true);
    const sockets = Array.from({ length: 12 }, () => talker.socket());
    for (const s of sockets) await emitAck(s, 'table:watch', { tableId });
    const answers = await Promise.all(
      sockets.flatMap((s, i) =>
        Array.from({ length: 4 }, (_, k) =>
          emitAck(s, 'table:chat', { tableId, text: `flood ${i}.${k}` }),
        ),
      ),
    );
    const refused = answers.filter((a) => !a.ok);
    assert.equal(answers.length - refused.length, CHAT_PER_WINDOW);
    assert.ok(refused.every((a) => a.error?.code === 'RATE_LIMITED'));
    assert.match(refused[0]?.error?.message ?? '', /too fast: at most 8 every 10 s/);
    await sleep(200);
    assert.equal(heard, CHAT_PER_WINDOW);
    talker.close();
    spectator.close();
  });
});
