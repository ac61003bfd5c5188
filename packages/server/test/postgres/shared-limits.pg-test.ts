import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Client, emitAck, freshDatabaseUrl } from '../support/harness.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/processes.js';

/**
 * The limits per address hold across the processes of a deployment (issue 25: "with two
 * processes every per-address limit doubles: each counts in its own memory; nginx round-robins
 * requests without a cookie"). Two processes on PostgreSQL and the test's Redis, the requests of
 * one address split between them. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const REDIS = process.env.TEST_REDIS_URL;

async function twoProcesses(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  assert.ok(REDIS, 'TEST_REDIS_URL is set');
  const databaseUrl = await freshDatabaseUrl();
  assert.ok(databaseUrl, 'TEST_DATABASE_URL is set');
  // A prefix of this test's own: the counts of other runs on the same Redis are not its own.
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS,
    REDIS_PREFIX: `limits-${randomUUID()}`,
    SESSION_SECRET: 'the same secret on every process of the deployment',
    ...env,
  };
  const a = await startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-limits-')),
    ...shared,
  });
  const b = await startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-limits-')),
    ...shared,
  });
  return [a, b];
}

describe('limits per address across two processes', () => {
  it('guests a minute are counted once for the deployment, not once a process', async () => {
    const [a, b] = await twoProcesses({ GUESTS_PER_MINUTE: '4' });
    try {
      const statuses: number[] = [];
      // Alternately through A and B, as a proxy spreads requests without a cookie.
      for (let i = 0; i < 6; i++) {
        const c = new Client(i % 2 === 0 ? a.url : b.url);
        statuses.push((await c.call('POST', '/api/guest', { name: `Guest ${i}` })).status);
      }
      // Counted per process, all six passed (three each, under four).
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    } finally {
      await killHard(a.child);
      await killHard(b.child);
    }
  });

  it("one person's chat is counted once across the processes their sockets reach", async () => {
    const [a, b] = await twoProcesses({});
    try {
      const talker = new Client(a.url);
      await talker.guest('Talker');
      const made = await talker.call<{ table: { id: string } }>('POST', '/api/tables', {
        rules: 'straight-42',
        seat: 'S',
        chat: true,
      });
      const tableId = made.json.table.id;
      // The same session through the other process too.
      const elsewhere = new Client(b.url);
      elsewhere.cookie = talker.cookie;
      const sockets = [talker.socket(), talker.socket(), elsewhere.socket(), elsewhere.socket()];
      for (const s of sockets) await emitAck(s, 'table:watch', { tableId });
      const answers = await Promise.all(
        sockets.flatMap((s, i) =>
          Array.from({ length: 5 }, (_, k) =>
            emitAck(s, 'table:chat', { tableId, text: `${i}.${k}` }),
          ),
        ),
      );
      assert.equal(answers.filter((r) => r.ok).length, 8);
      talker.close();
      elsewhere.close();
    } finally {
      await killHard(a.child);
      await killHard(b.child);
    }
  });
});
