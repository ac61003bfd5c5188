import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Notice } from '@texas42/protocol';
import { createClient } from 'redis';
import { eventWithTeams, ok } from '../support/api.js';
import { Client, freshDatabaseUrl, startServer, waitFor } from '../support/harness.js';

/**
 * Notices beyond one process: two servers share PostgreSQL and Redis; a result reported through
 * one reaches the other team's socket connected to the other, and no one else's. Needs
 * TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test-postgres.mjs).
 */
const REDIS = process.env.TEST_REDIS_URL;

describe('notices across processes', () => {
  it('a notice made on one process reaches its person’s socket on another through Redis', async () => {
    assert.ok(REDIS, 'TEST_REDIS_URL is set');
    const databaseUrl = await freshDatabaseUrl();
    assert.ok(databaseUrl, 'TEST_DATABASE_URL is set');
    const a = await startServer({ databaseUrl, redisUrl: REDIS });
    const b = await startServer({ databaseUrl, redisUrl: REDIS });
    try {
      const { organizer, id, teams } = await eventWithTeams(
        a.url,
        { kind: 'single-elimination', name: 'Two Halls', rounds: { first: 3, later: 3, final: 3 } },
        ['Aces', 'Dukes'],
      );
      const [aces, dukes] = teams as [(typeof teams)[0], (typeof teams)[0]];
      await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
      // The Dukes' and an Ace's sockets are on process B; the sessions are in the shared database.
      const onB = (c: Client): Client => Object.assign(new Client(b.url), { cookie: c.cookie });
      const dukesSocket = onB(dukes.a.c).socket();
      const acesSocket = onB(aces.b.c).socket();
      const heard: Notice[] = [];
      acesSocket.on('notice:new', (m: { notice: Notice }) => heard.push(m.notice));
      for (const s of [dukesSocket, acesSocket])
        await new Promise<void>((resolve) => s.on('connect', () => resolve()));
      const arrived = waitFor<{ notice: Notice; unread: number }>(
        dukesSocket,
        'notice:new',
        (m) => m.notice.kind === 'confirm-result',
        30_000,
      );
      await ok(aces.a.c, 'POST', `/api/events/${id}/matches/r1-1/report`, {
        games: [
          [7, 3],
          [7, 2],
        ],
      });
      const { notice } = await arrived;
      assert.equal(
        notice.text,
        'Aces reported Aces 2-0 Dukes (7-3, 7-2) in Two Halls: it waits for your confirmation',
      );
      assert.equal(notice.link, `/e/${id}/m/r1-1`);
      // The reporting team's socket on B heard nothing: a last notice from A to that person comes
      // through Redis after anything A sent them before, so it is the first they hear.
      await a.server.notifier.settled();
      a.server.notifier.tell([
        { to: [aces.b.id], notice: { kind: 'invited', text: 'Last word', link: '/events' } },
      ]);
      await waitFor<{ notice: Notice }>(acesSocket, 'notice:new', () => true, 30_000);
      assert.deepEqual(
        heard.map((n) => n.text),
        ['Last word'],
      );
      dukesSocket.disconnect();
      acesSocket.disconnect();
    } finally {
      await a.server.close();
      await b.server.close();
    }
  });
});

describe('two deployments on one Redis', () => {
  it('REDIS_PREFIX keeps their processes and broadcasts apart', async () => {
    assert.ok(REDIS, 'TEST_REDIS_URL is set');
    const live = await startServer({
      databaseUrl: await freshDatabaseUrl(),
      redisUrl: REDIS,
      redisPrefix: 'live-42',
    });
    const staging = await startServer({
      databaseUrl: await freshDatabaseUrl(),
      redisUrl: REDIS,
      redisPrefix: 'staging-42',
    });
    const redis = createClient({ url: REDIS });
    await redis.connect();
    try {
      // Each deployment lists its own process, under its own prefix.
      assert.equal((await redis.sMembers('live-42:presence:processes')).length, 1);
      assert.equal((await redis.sMembers('staging-42:presence:processes')).length, 1);
      // And broadcasts on its own channels: the adapter's start with the prefix.
      for (const prefix of ['live-42', 'staging-42'])
        assert.ok(
          (await redis.pubSubChannels(`${prefix}:socket.io*`)).length > 0,
          `${prefix}'s channels`,
        );
    } finally {
      await redis.quit();
      await live.server.close();
      await staging.server.close();
    }
    // A process that stops takes its list with it.
    const after = createClient({ url: REDIS });
    await after.connect();
    assert.equal((await after.sMembers('live-42:presence:processes')).length, 0);
    await after.quit();
  });
});
