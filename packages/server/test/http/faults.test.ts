import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmodSync, chownSync, mkdtempSync, statSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { backupDatabase } from '../../src/db/backup.js';
import { connect } from '../../src/db/connect.js';
import { restoreDatabase } from '../../src/db/restore.js';
import { startServerProcess, type LogLine } from '../support/processes.js';

/** Faults said plainly (issue 25): start-up failures, uncaught exceptions, files' owners and modes. */

const bin = fileURLToPath(new URL('../../../bin/texas42-server.js', import.meta.url));

/** The server started with `env` (and Node's `flags`) until it exits: its status and log lines. */
function runUntilExit(
  env: Record<string, string>,
  flags: readonly string[] = [],
  limitMs = 30_000,
): Promise<{ code: number | null; lines: LogLine[]; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...flags, bin], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-faults-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const limit = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(limit);
      const lines = stdout
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as LogLine);
      resolve({ code, lines, stdout, stderr });
    });
  });
}

/** A start that must fail: exit 1, one fatal line with this code and no stack trace anywhere. */
async function failsToStart(env: Record<string, string>, code: string, says: RegExp) {
  const run = await runUntilExit(env);
  assert.equal(run.code, 1, `exit status: ${run.stdout} ${run.stderr}`);
  const fatal = run.lines.filter((l) => l.level === 60);
  assert.equal(fatal.length, 1, run.stdout);
  assert.equal(fatal[0]?.code, code);
  assert.match(fatal[0]?.msg ?? '', says);
  assert.doesNotMatch(run.stdout + run.stderr, /\n\s+at /, 'no stack trace');
  assert.equal(run.stderr, '');
}

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

describe('start-up failures are one clear log line and exit 1', () => {
  it('a malformed setting names the setting and what it must be', async () => {
    await failsToStart({ PORT: 'abc' }, 'BAD_SETTING', /PORT must be a whole number, not "abc"/);
    await failsToStart({ PORT: '70000' }, 'BAD_SETTING', /PORT must be a port number/);
    await failsToStart(
      { TRUST_PROXY: 'maybe' },
      'BAD_SETTING',
      /TRUST_PROXY must be true, false, a hop count, or addresses/,
    );
    await failsToStart(
      { DATABASE_URL: 'mysql://root:hunter2@db/texas42' },
      'BAD_SETTING',
      /DATABASE_URL must be a PostgreSQL address .* it starts "mysql:"/,
    );
    await failsToStart(
      { REDIS_URL: 'memcached://cache:11211' },
      'BAD_SETTING',
      /REDIS_URL must be a Redis address/,
    );
  });

  it('never echoes a password from a bad address', async () => {
    const run = await runUntilExit({ DATABASE_URL: 'mysql://root:hunter2@db/texas42' });
    assert.doesNotMatch(run.stdout, /hunter2/);
  });

  it('a database written by a newer version says to upgrade, and leaves it untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-newer-'));
    const path = join(dir, 'texas42.sqlite');
    await (await connect({ sqlitePath: path })).db.destroy();
    const sqlite = new SQLite(path);
    sqlite
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('999_from_the_future', new Date().toISOString());
    const tables = () => sqlite.prepare('select count(*) as n from sqlite_master').get();
    const before = tables();
    await failsToStart(
      { DATA_DIR: dir },
      'SCHEMA_TOO_NEW',
      /written by a newer Texas 42 \(schema 999_from_the_future; this version knows up to \d+_\w+\)/,
    );
    assert.deepEqual(tables(), before);
    sqlite.close();
  });

  it('a port another program holds says so', async () => {
    const holder = createTcpServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const port = (holder.address() as { port: number }).port;
    try {
      await failsToStart({ PORT: String(port) }, 'PORT_UNAVAILABLE', /port \d+ is in use/);
    } finally {
      holder.close();
    }
  });

  it('PostgreSQL that does not answer says where and what to check', async () => {
    const closed = createTcpServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    closed.close();
    await failsToStart(
      { DATABASE_URL: `postgres://u:secret@127.0.0.1:${port}/texas42` },
      'DATABASE_UNREACHABLE',
      new RegExp(`PostgreSQL 127.0.0.1:${port}/texas42 cannot be used: .*is the server running`),
    );
  });

  it('Redis that does not answer at start-up: REDIS_UNREACHABLE within its 10 s', async () => {
    const closed = createTcpServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    closed.close();
    const run = await runUntilExit({ REDIS_URL: `redis://127.0.0.1:${port}` });
    assert.equal(run.code, 1);
    const fatal = run.lines.filter((l) => l.level === 60);
    assert.equal(fatal[0]?.code, 'REDIS_UNREACHABLE');
    // The outage is said once, however many reconnections failed, and never outside the log.
    assert.equal(run.lines.filter((l) => /Redis is unreachable/.test(l.msg)).length, 1);
    assert.doesNotMatch(run.stderr, /missing 'error' handler/);
  });
});

describe('an uncaught exception', () => {
  it('is logged, the server stops as for a restart, and the process exits 1', async () => {
    // A bug in a timer once the server serves: nothing a client sends can reach this.
    const port = await freePort();
    const bug = `data:text/javascript,${encodeURIComponent(
      `const up = async () => { try { return (await fetch('http://127.0.0.1:${port}/api/health')).ok } catch { return false } };
       const poll = async () => { if (await up()) setTimeout(() => { throw new Error('a bug in a timer') }, 100); else setTimeout(poll, 100) };
       poll();`,
    )}`;
    const run = await runUntilExit({ PORT: String(port) }, ['--import', bug]);
    assert.equal(run.code, 1);
    const fatal = run.lines.find((l) => l.level === 60);
    assert.ok(fatal, run.stdout);
    assert.match(fatal.msg, /an uncaught exception: stopping/);
    assert.match(JSON.stringify(fatal.err), /a bug in a timer/);
    assert.ok(
      run.lines.some((l) => /is being served/.test(l.msg)),
      'it was serving before the exception',
    );
  });
});

describe("the embedded database's files", () => {
  it('are private to the server: the data directory 0700, the database and its log 0600', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'texas42-modes-')), 'data');
    const server = await startServerProcess({ DATA_DIR: dir });
    try {
      assert.equal(statSync(dir).mode & 0o777, 0o700);
      for (const f of ['texas42.sqlite', 'texas42.sqlite-wal'])
        assert.equal(statSync(join(dir, f)).mode & 0o777, 0o600, f);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  });

  it('an existing world-readable database is closed to other users at start-up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-modes-'));
    const path = join(dir, 'texas42.sqlite');
    await (await connect({ sqlitePath: path })).db.destroy();
    chmodSync(dir, 0o755);
    chmodSync(path, 0o644);
    await (await connect({ sqlitePath: path })).db.destroy();
    assert.equal(statSync(dir).mode & 0o777, 0o750);
    assert.equal(statSync(path).mode & 0o777, 0o600);
  });

  it('a backup is written 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-modes-'));
    const path = join(dir, 'texas42.sqlite');
    await (await connect({ sqlitePath: path })).db.destroy();
    await backupDatabase(path, join(dir, 'backup.sqlite'));
    assert.equal(statSync(join(dir, 'backup.sqlite')).mode & 0o777, 0o600);
  });

  it("restore keeps the replaced database's owner and mode (root gives it to them)", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-restore-'));
    const path = join(dir, 'texas42.sqlite');
    await (await connect({ sqlitePath: path })).db.destroy();
    await backupDatabase(path, join(dir, 'backup.sqlite'));
    chmodSync(path, 0o640);
    if (process.getuid?.() !== 0) {
      restoreDatabase(path, join(dir, 'backup.sqlite'));
      assert.equal(statSync(path).mode & 0o777, 0o640);
      t.diagnostic('not root: the owner part (chown) is checked when run as root, as CI does');
      return;
    }
    // As root, for a service user's database (uid and gid 4242 stand for it).
    chownSync(path, 4242, 4242);
    restoreDatabase(path, join(dir, 'backup.sqlite'));
    const restored = statSync(path);
    assert.deepEqual(
      [restored.uid, restored.gid, restored.mode & 0o777],
      [4242, 4242, 0o640],
      'the service user can open it after a restore run as root',
    );
  });

  it('restore as another user refuses a database that is not theirs, changing nothing', async (t) => {
    if (process.getuid?.() !== 0) {
      t.diagnostic('needs root to act as two users; CI runs as root');
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'texas42-restore-'));
    const path = join(dir, 'texas42.sqlite');
    await (await connect({ sqlitePath: path })).db.destroy();
    await backupDatabase(path, join(dir, 'backup.sqlite'));
    // A folder anyone may write, so only the database's owner stands in nobody's way.
    chmodSync(dir, 0o777);
    chmodSync(join(dir, 'backup.sqlite'), 0o644);
    const before = statSync(path);
    // The CLI run as nobody (65534), against root's database. The child starts as root and drops
    // to nobody once its code is loaded: the tree and Node itself may sit in folders only root
    // may enter (a clone under /root, CI's mktemp -d copies), and restore runs as nobody either way.
    const cliMain = new URL('../../../../cli/dist/src/main.js', import.meta.url).href;
    const sqlite = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
    const asNobody = `
      import { main } from ${JSON.stringify(cliMain)};
      import SQLite from ${JSON.stringify(sqlite)};
      new SQLite(':memory:').close(); // loads the native addon while root may still read it
      process.setgroups([65534]); process.setgid(65534); process.setuid(65534);
      process.exitCode = await main(
        ['restore', ${JSON.stringify(join(dir, 'backup.sqlite'))}, '--db', ${JSON.stringify(path)}, '--json'],
        { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin },
      );`;
    const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', asNobody], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      child.once('exit', (code) => resolve({ code, out }));
    });
    assert.equal(run.code, 1, run.out);
    assert.equal((JSON.parse(run.out) as { error: { code: string } }).error.code, 'NOT_THE_OWNER');
    const after = statSync(path);
    assert.deepEqual([after.ino, after.uid, after.mode], [before.ino, before.uid, before.mode]);
  });
});
