import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { run } from './run.js';

const PACKAGE = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('texas42 --version', () => {
  it('prints the version of the package, alone, with --version or -v', async () => {
    assert.match(PACKAGE.version, /^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-v']) {
      const r = await run([flag]);
      assert.equal(r.code, 0, flag);
      assert.equal(r.out, `${PACKAGE.version}\n`, flag);
      assert.equal(r.err, '', flag);
    }
  });

  it('is listed in --help', async () => {
    const r = await run(['--help']);
    assert.equal(r.code, 0);
    assert.match(r.out, /-v, --version\s+print the version/);
  });

  it('the installed command prints the same', () => {
    const bin = fileURLToPath(new URL('../../bin/texas42.js', import.meta.url));
    const r = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, `${PACKAGE.version}\n`);
  });
});
