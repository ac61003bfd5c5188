import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { Routes } from '../src/index.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the API document', () => {
  it('docs/server-api.md is what scripts/api-docs.mjs writes from the route table', () => {
    // Exits non-zero, failing the test, when the committed file differs: run npm run docs:api.
    const out = execFileSync(process.execPath, ['scripts/api-docs.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.match(out, /up to date/);
  });

  it('the route table has one entry per method and path', () => {
    const seen = Object.values(Routes).map((r) => `${r.method} ${r.path}`);
    assert.equal(new Set(seen).size, seen.length);
  });
});
