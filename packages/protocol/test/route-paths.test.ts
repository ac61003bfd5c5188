import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ROUTE_PATHS } from '../src/route-paths.js';
import { Routes } from '../src/routes.js';

describe('ROUTE_PATHS, the route table without its schemas', () => {
  it("has every route of the table, in its order, each with the table's method and path, and no other", () => {
    const table = Object.entries(Routes).map(([name, r]) => [name, `${r.method} ${r.path}`]);
    assert.deepEqual(Object.entries(ROUTE_PATHS), table);
  });

  it('imports nothing at run time, so a browser that takes it takes no zod', () => {
    const built = readFileSync(new URL('../src/route-paths.js', import.meta.url), 'utf8');
    assert.doesNotMatch(built, /^\s*import\s/m);
  });
});
