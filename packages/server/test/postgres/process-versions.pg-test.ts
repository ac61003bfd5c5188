import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { versionsMix } from '../../src/realtime/process-versions.js';
import { serverVersion } from '../../src/version.js';
import { killHard, startServerProcess, type LogLine } from '../support/processes.js';

/**
 * Processes sharing Redis refuse to mix versions that cannot serve together (issue 25: the
 * REDIS_PREFIX channel move needs every process restarted together). Needs TEST_REDIS_URL.
 */
const REDIS = process.env.TEST_REDIS_URL;
const bin = fileURLToPath(new URL('../../../bin/texas42-server.js', import.meta.url));

/** The server started until it exits (or serves, when it is killed): status and log lines. */
function startOrFail(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: LogLine[] }> {
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
    if (/is being served/.test(out)) child.kill('SIGKILL');
  });
  return new Promise((resolve) =>
    child.once('exit', (code) =>
      resolve({
        code,
        lines: out
          .split('\n')
          .filter((l) => l !== '')
          .map((l) => JSON.parse(l) as LogLine),
      }),
    ),
  );
}

describe('processes of one deployment and their versions', () => {
  it('versions of one major and minor serve together; others do not', () => {
    assert.equal(versionsMix('0.2.0', '0.2.9'), true);
    assert.equal(versionsMix('0.2.0', '0.3.0'), false);
    assert.equal(versionsMix('0.1.0', '0.2.0'), false);
    assert.equal(versionsMix('1.4.2', '1.4.0'), true);
  });

  it('a process refuses to join a live process of another version, and joins its own', async () => {
    assert.ok(REDIS, 'TEST_REDIS_URL is set');
    const prefix = `versions-${randomUUID()}`;
    const redis = createClient({ url: REDIS });
    await redis.connect();
    try {
      // A live process of the deployment that says no version: one from before 0.2.
      await redis.sAdd(`${prefix}:presence:processes`, 'older');
      await redis.set(`${prefix}:presence:older`, '[]', { PX: 15_000 });
      const env = {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-versions-')),
        REDIS_URL: REDIS,
        REDIS_PREFIX: prefix,
      };
      const refused = await startOrFail(env);
      assert.equal(refused.code, 1);
      const fatal = refused.lines.find((l) => l.level === 60);
      assert.equal(fatal?.code, 'VERSION_MISMATCH');
      assert.match(fatal?.msg ?? '', /runs Texas 42 older than 0\.2, which cannot serve beside/);
      // 0.1.9 is another minor version: refused too.
      await redis.set(`${prefix}:version:older`, '0.1.9', { PX: 15_000 });
      assert.equal((await startOrFail(env)).code, 1);
      // The same minor version (a rolling restart within it): served.
      const [major, minor] = serverVersion().split('.');
      await redis.set(`${prefix}:version:older`, `${major}.${minor}.99`, { PX: 15_000 });
      const joined = await startServerProcess(env);
      await killHard(joined.child);
      // A process that died is gone with its presence: nobody is refused on its account.
      await redis.set(`${prefix}:version:older`, '0.1.0', { PX: 15_000 });
      await redis.del(`${prefix}:presence:older`);
      const after = await startServerProcess(env);
      await killHard(after.child);
    } finally {
      await redis.quit();
    }
  });
});
