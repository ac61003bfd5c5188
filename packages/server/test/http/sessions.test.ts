import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Me } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import { io as connectSocket } from 'socket.io-client';
import { fails, ok, type Problem } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

const DAY = 86_400_000;

/** A person with an account: signed up (a session), their client and id. */
async function account(
  url: string,
  username: string,
  password = 'correct horse battery',
): Promise<Client> {
  const c = new Client(url);
  await ok<Me>(c, 'POST', '/api/signup', { username, password });
  return c;
}

async function signIn(
  url: string,
  username: string,
  password = 'correct horse battery',
): Promise<Client> {
  const c = new Client(url);
  await ok<Me>(c, 'POST', '/api/signin', { username, password });
  return c;
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
}

/** Resolves with how long the server took to disconnect the socket after `start`. */
/**
 * When the socket is disconnected (epoch ms). Compared with the moment the request that ended its
 * session was answered: the request itself may take a while (argon2 on a busy machine), the
 * sockets must be gone within a second of its answer, if not before.
 */
function disconnected(socket: Socket): Promise<number> {
  return new Promise((resolve) => socket.once('disconnect', () => resolve(Date.now())));
}

describe('passwords: a sensible minimum, with a clear message', () => {
  it('blank, repeated, common and username passwords are refused with WEAK_PASSWORD at password', async () => {
    const { server, url } = await startServer();
    try {
      const c = new Client(url);
      for (const password of [
        'password',
        '        ',
        'aaaaaaaa',
        'abababab',
        '12345678',
        'Password1',
        'QWERTY123',
      ]) {
        const e = await fails(
          c,
          'POST',
          '/api/signup',
          { username: 'sam', password },
          400,
          'WEAK_PASSWORD',
        );
        assert.equal(e.at, 'password');
        assert.match(e.message, /choose another password: /);
      }
      await fails(
        c,
        'POST',
        '/api/signup',
        { username: 'samuel', password: 'samuel-rocks' },
        400,
        'WEAK_PASSWORD',
      );
      await fails(
        c,
        'POST',
        '/api/signup',
        { username: 'sam', password: 'short' },
        400,
        'BAD_REQUEST',
      );
      await ok<Me>(c, 'POST', '/api/signup', { username: 'sam', password: 'double six leads' });
    } finally {
      await server.close();
    }
  });
});

describe('sign-in: guessing costs time, and says nothing about who exists', () => {
  it('after 5 wrong passwords a username waits 1 s, 2, 4 ...: TOO_MANY_ATTEMPTS with Retry-After, even for the right password', async () => {
    let clock = Date.parse('2026-11-24T12:00:00Z');
    const { server, url } = await startServer({ now: () => clock });
    try {
      await account(url, 'alice');
      const guesser = new Client(url);
      for (let i = 0; i < 5; i++)
        await fails(
          guesser,
          'POST',
          '/api/signin',
          { username: 'alice', password: `guess${i}` },
          401,
          'BAD_CREDENTIALS',
        );
      // The sixth wrong password is still checked, and starts the wait.
      await fails(
        guesser,
        'POST',
        '/api/signin',
        { username: 'alice', password: 'guess5' },
        401,
        'BAD_CREDENTIALS',
      );
      const res = await fetch(`${url}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'alice', password: 'correct horse battery' }),
      });
      assert.equal(res.status, 429);
      assert.equal(res.headers.get('retry-after'), '1');
      assert.equal(((await res.json()) as Problem).error.code, 'TOO_MANY_ATTEMPTS');
      clock += 1_000;
      await fails(
        guesser,
        'POST',
        '/api/signin',
        { username: 'ALICE', password: 'guess6' },
        401,
        'BAD_CREDENTIALS',
      );
      const again = await fetch(`${url}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'alice', password: 'guess7' }),
      });
      assert.equal(again.status, 429);
      assert.equal(again.headers.get('retry-after'), '2', 'the wait doubles');
      clock += 2_000;
      // The right password, once the wait is over, signs in and clears the count.
      await signIn(url, 'alice');
      await fails(
        guesser,
        'POST',
        '/api/signin',
        { username: 'alice', password: 'guess8' },
        401,
        'BAD_CREDENTIALS',
      );

      // An unknown username is counted the same way: its waits look like an account's.
      for (let i = 0; i < 6; i++)
        await fails(
          guesser,
          'POST',
          '/api/signin',
          { username: 'nobody', password: `guess${i}` },
          401,
          'BAD_CREDENTIALS',
        );
      await fails(
        guesser,
        'POST',
        '/api/signin',
        { username: 'nobody', password: 'x' },
        429,
        'TOO_MANY_ATTEMPTS',
      );
    } finally {
      await server.close();
    }
  });

  it('an unknown username takes as long as a wrong password (argon2 runs for both)', async () => {
    const { server, url } = await startServer({ signInFreeFailures: 1000 });
    try {
      await account(url, 'bob');
      const time = async (username: string): Promise<number> => {
        const start = performance.now();
        await fails(
          new Client(url),
          'POST',
          '/api/signin',
          { username, password: 'not it at all' },
          401,
          'BAD_CREDENTIALS',
        );
        return performance.now() - start;
      };
      const median = (xs: number[]): number =>
        [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        wrong.push(await time('bob'));
        unknown.push(await time(`nobody${i}`));
      }
      // Before, 150 ms against 2 ms: a 75-fold difference. Now both run one argon2 verify.
      assert.ok(
        median(unknown) > 0.5 * median(wrong),
        `unknown ${median(unknown)} ms, wrong ${median(wrong)} ms`,
      );
    } finally {
      await server.close();
    }
  });
});

describe('sessions end on the server', () => {
  it('a session lives 30 days unused, each use renews it; the cookie says as much', async () => {
    let clock = Date.parse('2026-11-24T12:00:00Z');
    const { server, url } = await startServer({ now: () => clock });
    try {
      const res = await fetch(`${url}/api/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Carol' }),
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      assert.match(cookie, /Max-Age=2592000/);
      assert.match(cookie, /HttpOnly/);
      assert.doesNotMatch(cookie, /Secure/, 'plain http: no Secure flag, or the browser drops it');
      const carol = new Client(url);
      carol.cookie = cookie.split(';')[0] ?? '';
      clock += 20 * DAY;
      await ok(carol, 'GET', '/api/me');
      clock += 20 * DAY; // 40 days from the start, 20 from the last use
      await ok(carol, 'GET', '/api/me');
      clock += 31 * DAY;
      await fails(carol, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    } finally {
      await server.close();
    }
  });

  it('sign-out, sign out everywhere and a new password end sessions and disconnect their sockets within a second', async () => {
    const { server, url } = await startServer();
    try {
      const laptop = await account(url, 'dana');
      const phone = await signIn(url, 'dana');
      const tablet = await signIn(url, 'dana');
      const sockets = [laptop.socket(), phone.socket(), tablet.socket()];
      await Promise.all(sockets.map(connected));

      // Sign-out ends that session only: the tablet's socket goes, the others stay.
      const tabletGone = disconnected(sockets[2] as Socket);
      await ok(tablet, 'POST', '/api/signout');
      let answered = Date.now();
      assert.ok((await tabletGone) - answered < 1000);
      await fails(tablet, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
      await ok(phone, 'GET', '/api/me');

      // A new password (from the laptop) ends the phone's session; the laptop gets a new one.
      const phoneGone = disconnected(sockets[1] as Socket);
      const laptopGone = disconnected(sockets[0] as Socket);
      await ok(laptop, 'POST', '/api/password', {
        current: 'correct horse battery',
        password: 'staple in the box',
      });
      answered = Date.now();
      assert.ok((await phoneGone) - answered < 1000);
      assert.ok((await laptopGone) - answered < 1000, "the old session's sockets go too");
      await fails(phone, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
      await ok(laptop, 'GET', '/api/me');
      await fails(
        new Client(url),
        'POST',
        '/api/signin',
        { username: 'dana', password: 'correct horse battery' },
        401,
        'BAD_CREDENTIALS',
      );
      const desk = await signIn(url, 'dana', 'staple in the box');

      // Everywhere: both remaining sessions end.
      const deskSocket = desk.socket();
      await connected(deskSocket);
      const deskGone = disconnected(deskSocket);
      await ok(laptop, 'POST', '/api/signout-everywhere');
      answered = Date.now();
      assert.ok((await deskGone) - answered < 1000);
      await fails(desk, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
      await fails(laptop, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
      for (const c of [laptop, phone, tablet, desk]) c.close();
    } finally {
      await server.close();
    }
  });

  it('a wrong current password changes nothing; a guest has no password to change', async () => {
    const { server, url } = await startServer();
    try {
      const erin = await account(url, 'erin');
      await fails(
        erin,
        'POST',
        '/api/password',
        { current: 'wrong one', password: 'another fine one' },
        403,
        'BAD_CREDENTIALS',
      );
      await fails(
        erin,
        'POST',
        '/api/password',
        { current: 'correct horse battery', password: 'password' },
        400,
        'WEAK_PASSWORD',
      );
      await signIn(url, 'erin');
      const guest = new Client(url);
      await guest.guest('Guest');
      await fails(
        guest,
        'POST',
        '/api/password',
        { current: 'x', password: 'another fine one' },
        409,
        'GUEST_ACCOUNT',
      );
    } finally {
      await server.close();
    }
  });

  it('the cookie is Secure when the site is served over HTTPS behind a trusted proxy', async () => {
    const { server, url } = await startServer({ trustProxy: true });
    try {
      const res = await fetch(`${url}/api/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ name: 'Finn' }),
      });
      assert.match(res.headers.get('set-cookie') ?? '', /; Secure/);
    } finally {
      await server.close();
    }
  });
});

describe('another site cannot act for a signed-in person', () => {
  it('a state-changing request or a socket handshake from another origin is refused; the site’s own is not', async () => {
    const { server, url } = await startServer();
    try {
      const gus = new Client(url);
      await gus.guest('Gus');
      const post = (origin: string) =>
        fetch(`${url}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: gus.cookie, origin },
          body: JSON.stringify({ rules: 'straight-42' }),
        });
      const evil = await post('http://evil.example');
      assert.equal(evil.status, 403);
      assert.equal(((await evil.json()) as Problem).error.code, 'CROSS_ORIGIN');
      assert.equal((await post('null')).status, 403);
      assert.equal((await post(url)).status, 200);
      // Looking is not acting: a GET from anywhere is answered.
      const look = await fetch(`${url}/api/tables`, { headers: { origin: 'http://evil.example' } });
      assert.equal(look.status, 200);

      const socketFrom = (origin: string) =>
        connectSocket(url, {
          transports: ['websocket'],
          extraHeaders: { cookie: gus.cookie, origin },
          reconnection: false,
        });
      const bad = socketFrom('http://evil.example');
      await assert.rejects(connected(bad));
      bad.disconnect();
      const good = socketFrom(url);
      await connected(good);
      good.disconnect();
    } finally {
      await server.close();
    }
  });

  it('ALLOWED_ORIGINS names the origins that may act', async () => {
    const { server, url } = await startServer({ allowedOrigins: ['https://42.example.org'] });
    try {
      const hal = new Client(url);
      await hal.guest('Hal');
      const post = (origin: string) =>
        fetch(`${url}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: hal.cookie, origin },
          body: JSON.stringify({ rules: 'straight-42' }),
        });
      assert.equal((await post('https://42.example.org')).status, 200);
      assert.equal((await post(url)).status, 403);
    } finally {
      await server.close();
    }
  });
});
