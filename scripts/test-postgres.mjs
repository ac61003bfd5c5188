#!/usr/bin/env node
// The server's tests again on PostgreSQL, the two-process tests with Redis, and the hosting
// guide's scaled form behind Debian's nginx (hosting.pg-test, which fails in CI without it).
// They need a PostgreSQL server the tests may create databases on (TEST_DATABASE_URL) and a
// Redis (TEST_REDIS_URL); .ci/run starts both and installs nginx. Without them this says so and runs nothing: the
// SQLite run of the same tests is part of test:unit either way.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
  console.log(
    'PostgreSQL and Redis tests NOT run: set TEST_DATABASE_URL (postgres://user:pass@host:port/db, ' +
      'a role that may create databases) and TEST_REDIS_URL (redis://host:port), as .ci/run does.',
  );
  process.exit(0);
}
const dir = join(root, 'packages/server/dist/test');
// The server's tests are in folders by kind (unit, http, browser, postgres; support holds their
// helpers); they run in the order of their names, as when they were one folder.
// The browser tests exercise the web app, not the database: they run once, on SQLite.
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(pg-)?test\.js$/.test(f) && !basename(f).startsWith('browser.'))
  .sort((a, b) => (basename(a) < basename(b) ? -1 : basename(a) > basename(b) ? 1 : 0))
  .map((f) => join(dir, f));
const r = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
  },
);
await dropTestDatabases();
process.exit(r.status ?? 1);

/** Each test server made its own database (texas42_test_*); drop them so none pile up. */
async function dropTestDatabases() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'texas42\\_test\\_%'",
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}"`);
    console.log(`dropped ${rows.length} test databases`);
  } finally {
    await client.end();
  }
}
