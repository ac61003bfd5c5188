import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerProcess, type LogLine } from '../support/processes.js';

/**
 * Redis going down under a serving process (issue 25: "with Redis down /api/health says ok while
 * every lobby request hangs, and each process prints `missing 'error' handler` once a second
 * outside the log"). The test runs a Redis of its own (Debian's redis-server, which .ci/run
 * installs for the PostgreSQL and Redis tests) so that it can stop and start it.
 */

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      if (/Ready to accept connections/.test(b.toString())) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}

async function timed(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const r = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: r.status, body: await r.json(), ms: performance.now() - started };
}

const said = (log: readonly LogLine[], pattern: RegExp): LogLine[] =>
  log.filter((l) => pattern.test(l.msg));

describe('Redis down under a serving process', () => {
  const children: ChildProcess[] = [];
  after(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  it('health names Redis and answers 503; the lobby answers; the outage is said once, and its end', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    children.push(redis);
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-redis-outage-')),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: 'outage-test',
    });
    children.push(server.child);

    const up = await timed(`${server.url}/api/health`);
    assert.equal(up.status, 200);
    assert.deepEqual((up.body as { redis: unknown }).redis, {
      status: 'ok',
      checkMs: (up.body as { redis: { checkMs: number } }).redis.checkMs,
    });

    redis.kill('SIGKILL');
    await sleep(500);
    for (let i = 0; i < 3; i++) {
      const health = await timed(`${server.url}/api/health`);
      assert.equal(health.status, 503);
      const body = health.body as {
        ok: boolean;
        database: { status: string };
        redis: { status: string };
      };
      assert.equal(body.ok, false);
      assert.equal(body.database.status, 'ok', 'the database is fine: only Redis is named');
      assert.equal(body.redis.status, 'down');
      assert.ok(health.ms < 1000, `health answered in ${Math.round(health.ms)} ms`);
      const lobby = await timed(`${server.url}/api/tables`);
      assert.equal(lobby.status, 200);
      assert.ok(lobby.ms < 1000, `the lobby answered in ${Math.round(lobby.ms)} ms`);
      await sleep(1000);
    }
    // Several reconnections failed by now (100 ms doubling): one line said the outage.
    assert.equal(said(server.log, /Redis is unreachable/).length, 1, JSON.stringify(server.log));

    redis = await startRedis(port);
    children.push(redis);
    const deadline = Date.now() + 15_000;
    let back = await timed(`${server.url}/api/health`);
    while (back.status !== 200 && Date.now() < deadline) {
      await sleep(250);
      back = await timed(`${server.url}/api/health`);
    }
    assert.equal(back.status, 200, 'healthy again once Redis is back');
    const backLines = said(server.log, /Redis is back after/);
    assert.equal(backLines.length, 1);
    assert.ok(Number(backLines[0]?.errors) >= 2, 'the failed attempts are counted, not logged');
    assert.equal(said(server.log, /Redis is unreachable/).length, 1);
    assert.doesNotMatch(server.stderr(), /missing 'error' handler/);
    assert.equal(server.stderr(), '', 'nothing written outside the log');
  });
});
