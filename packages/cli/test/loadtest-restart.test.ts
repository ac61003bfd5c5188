import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { killHard, startServe, testEnv } from './server-process.js';

const BIN = fileURLToPath(new URL('../../bin/texas42.js', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

interface Report {
  readonly actions: number;
  readonly errors: Record<string, number>;
  readonly durable: { readonly acknowledged: number; readonly inLog: number; readonly ok: boolean };
}

describe('texas42 loadtest', () => {
  it('plays on through a restart of the server: reconnects, and loses nothing acknowledged', async () => {
    const port = String(await freePort());
    const env = { PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-loadtest-')) };
    let server = await startServe(env);
    const load = spawn(
      process.execPath,
      [
        BIN,
        'loadtest',
        '--tables',
        '3',
        '--duration',
        '9',
        '--think',
        '20',
        '--url',
        server.url,
        '--json',
      ],
      { env: testEnv({}) },
    );
    let out = '';
    let err = '';
    load.stdout.on('data', (b: Buffer) => (out += b.toString()));
    load.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const exited = new Promise<number>((resolve) =>
      load.once('exit', (code) => resolve(code ?? -1)),
    );
    await sleep(3000);
    // Issue 25: "texas42 loadtest dies when the server restarts". A restart as systemd makes one.
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await sleep(500);
    server = await startServe(env);
    try {
      const code = await exited;
      const report = JSON.parse(out) as Report;
      assert.ok(report.actions > 20, `${report.actions} actions`);
      assert.ok((report.errors.DISCONNECTED ?? 0) >= 1, JSON.stringify(report.errors));
      assert.ok(report.durable.ok, JSON.stringify(report.durable));
      assert.ok(report.durable.acknowledged > 20);
      // The disconnections are errors of the run, said in the report, not a crash.
      assert.equal(code, 1);
      assert.doesNotMatch(err, /\n\s+at /, 'no stack trace');
    } finally {
      await killHard(server.child);
    }
  });
});
