import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventView } from '@texas42/protocol';
import { account, fails, ok } from '../support/api.js';
import { limitsWith, startServer, type Client } from '../support/harness.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/processes.js';

/**
 * Work that grows with an event's size never holds the event loop (issue 25: "256 teams added by
 * name in two requests, then POST /generate: a 32,640-match round robin built in one synchronous
 * transaction, 12.7-15.8 s; /api/health took 9.2 s meanwhile"). The server runs in its own
 * process, as deployed; a prober asks /api/health every 50 ms while the big requests run.
 */

interface Probe {
  stop(): Promise<number[]>;
}

/** /api/health asked again and again (each once the last answered): the answers' times. */
function probeHealth(url: string): Probe {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const r = await fetch(`${url}/api/health`);
      await r.arrayBuffer();
      times.push(performance.now() - started);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

const teamsNamed = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Team ${from + i}`,
    players: [`Ann ${from + i}`, `Bob ${from + i}`],
  }));

describe('big events never hold the event loop', () => {
  let server: ServerProcess;
  let organizer: { c: Client; id: string };
  before(async () => {
    server = await startServerProcess({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-big-')),
      // The largest a site may allow, so the work is as big as it gets.
      TEAMS_PER_EVENT: '256',
      MATCHES_PER_SCHEDULE: '40000',
      REQUESTS_PER_MINUTE: '0',
    });
    organizer = await account(server.url, 'big_organizer', 'Olive');
  });
  after(async () => {
    await killHard(server.child);
  });

  it('a 256-team round robin (32,640 matches): health answers within 1 s throughout', async () => {
    const made = await ok<EventView>(organizer.c, 'POST', '/api/events', {
      kind: 'round-robin',
      name: 'Everybody',
      rules: 'npa-tournament',
    });
    const path = `/api/events/${made.id}`;
    await ok(organizer.c, 'POST', `${path}/named-teams`, { teams: teamsNamed(1, 200) });
    await ok(organizer.c, 'POST', `${path}/named-teams`, { teams: teamsNamed(201, 56) });
    const probe = probeHealth(server.url);
    await sleep(200);
    const started = performance.now();
    const r = await organizer.c.call<EventView>('POST', `${path}/generate`, {});
    const generateMs = performance.now() - started;
    await sleep(200);
    const times = await probe.stop();
    assert.equal(r.status, 200, JSON.stringify(r.json).slice(0, 300));
    const slowest = Math.max(...times);
    console.log(
      `generate of 256 teams: ${Math.round(generateMs)} ms; health slowest ${Math.round(slowest)} ms of ${times.length}`,
    );
    assert.ok(slowest < 1000, `health took ${Math.round(slowest)} ms`);
    const view = await ok<EventView>(organizer.c, 'GET', path);
    assert.equal(view.paging?.matches, (256 * 255) / 2);
  });

  it('a 500-team paste: refused with its reason, health within 1 s', async () => {
    const made = await ok<EventView>(organizer.c, 'POST', '/api/events', {
      kind: 'round-robin',
      name: 'Too many',
      rules: 'npa-tournament',
    });
    const probe = probeHealth(server.url);
    await sleep(200);
    const r = await organizer.c.call<{ error: { code: string; message: string } }>(
      'POST',
      `/api/events/${made.id}/named-teams`,
      { teams: teamsNamed(1, 500) },
    );
    const times = await probe.stop();
    assert.equal(r.status, 400);
    assert.equal(r.json.error.code, 'BAD_REQUEST');
    assert.match(r.json.error.message, /at most 200 teams at once/);
    assert.ok(Math.max(...times) < 1000, `health took ${Math.round(Math.max(...times))} ms`);
  });
});

describe('the limits on an event', () => {
  it('a schedule past MATCHES_PER_SCHEDULE is refused, naming the count, and nothing is made', async () => {
    const { server, url } = await startServer({ limits: limitsWith({ matchesPerSchedule: 100 }) });
    try {
      const o = await account(url, 'limit_olive', 'Olive');
      const made = await ok<EventView>(o.c, 'POST', '/api/events', {
        kind: 'round-robin',
        name: 'Sixteen',
        rules: 'npa-tournament',
      });
      const path = `/api/events/${made.id}`;
      await ok(o.c, 'POST', `${path}/named-teams`, { teams: teamsNamed(1, 16) });
      const refused = await fails(o.c, 'POST', `${path}/generate`, {}, 409, 'SCHEDULE_TOO_BIG');
      assert.match(
        refused.message,
        /would have 120 matches for 16 teams; this site makes at most 100 \(MATCHES_PER_SCHEDULE\)/,
      );
      const view = await ok<EventView>(o.c, 'GET', path);
      assert.equal(view.status, 'registering');
      assert.equal(view.rounds.length, 0);
      // A single elimination of the same sixteen teams is 15 matches: made.
      const cup = await ok<EventView>(o.c, 'POST', '/api/events', {
        kind: 'single-elimination',
        name: 'Sixteen cup',
        rules: 'npa-tournament',
      });
      await ok(o.c, 'POST', `/api/events/${cup.id}/named-teams`, { teams: teamsNamed(1, 16) });
      const bracket = await ok<EventView>(o.c, 'POST', `/api/events/${cup.id}/generate`, {});
      assert.equal(bracket.status, 'scheduled');
    } finally {
      await server.close();
    }
  });
});
