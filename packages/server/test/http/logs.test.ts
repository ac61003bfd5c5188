import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { configFromEnv } from '../../src/config.js';
import { AutoPlayer } from '../support/acting.js';
import { Client, emitAck } from '../support/harness.js';
import { killHard, startServerProcess, type ServerProcess } from '../support/processes.js';

/** pino's numbers for the levels. */
const DEBUG = 20;
const INFO = 30;

describe('the server log (a real process, LOG_LEVEL=debug, JSON lines)', () => {
  let server: ServerProcess;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'texas42-logs-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'debug' });
  });
  after(() => killHard(server.child));

  it('the startup line says the version, the database, Redis and the address', () => {
    const line = server.log.find((l) => typeof l.version === 'string');
    assert.ok(line !== undefined);
    assert.equal(line.level, INFO);
    assert.equal(line.database, `SQLite ${join(dataDir, 'texas42.sqlite')}`);
    assert.equal(line.redis, 'none');
    assert.equal(line.address, server.url);
    assert.match(line.msg, /^Texas 42 \d+\.\d+\.\d+ is being served at http:\/\/127\.0\.0\.1:\d+/);
  });

  it('one line per request with its id, echoed in the answer; a safe X-Request-Id is kept, any other replaced', async () => {
    const given = await fetch(`${server.url}/api/tables`, {
      headers: { 'x-request-id': 'proxy-42.a:b' },
    });
    assert.equal(given.headers.get('x-request-id'), 'proxy-42.a:b');
    const forged = await fetch(`${server.url}/api/tables`, {
      headers: { 'x-request-id': `{"level":60} ${'x'.repeat(100)}` },
    });
    const made = forged.headers.get('x-request-id') ?? '';
    assert.match(made, /^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.log.filter((l) => l.path === '/api/tables');
    const kept = lines.find((l) => l.reqId === 'proxy-42.a:b');
    assert.ok(kept !== undefined, 'the request is logged with the id it came with');
    assert.equal(kept.level, INFO);
    assert.equal(kept.method, 'GET');
    assert.equal(kept.status, 200);
    assert.equal(typeof kept.ms, 'number');
    assert.ok(lines.some((l) => l.reqId === made));
  });

  it('health checks are at debug; a query (an invite) is never logged', async () => {
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/tables?invite=secret-invite-token`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = server.log.filter((l) => l.path === '/api/health');
    assert.ok(health.length >= 1 && health.every((l) => l.level === DEBUG));
    assert.ok(!JSON.stringify(server.log).includes('secret-invite-token'));
  });

  it('one debug line per table event: table, event number, seat, action kind and nothing else', async () => {
    const alice = new Client(server.url);
    await alice.guest('Alice');
    const id = await alice.botTable();
    const socket = alice.socket();
    const player = new AutoPlayer(socket, id);
    await emitAck(socket, 'table:watch', { tableId: id });
    await player.until(4);
    alice.close();
    const events = server.log.filter((l) => l.msg === 'table event' && l.table === id);
    assert.ok(events.length >= 8, `${events.length} table events logged`);
    for (const e of events) {
      assert.equal(e.level, DEBUG);
      const { level: _l, time: _t, pid: _p, msg: _m, ...fields } = e;
      assert.deepEqual(Object.keys(fields).sort(), ['action', 'event', 'seat', 'table']);
      const { table: _id, ...told } = fields;
      assert.ok(!/[0-6]-[0-6]/.test(JSON.stringify(told)), 'no domino is ever logged');
    }
    // Numbered as the log numbers them: one line each, in order.
    const numbers = events.map((e) => e.event as number);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => a - b),
    );
    assert.equal(new Set(numbers).size, numbers.length);
    assert.ok(events.some((e) => e.action === 'shake'));
  });
});

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('JSON unless on a terminal, and always in production; a level or format that is not one is refused', () => {
    assert.equal(configFromEnv({}, false).logFormat, 'json');
    assert.equal(configFromEnv({}, true).logFormat, 'pretty');
    assert.equal(configFromEnv({ NODE_ENV: 'production' }, true).logFormat, 'json');
    assert.equal(configFromEnv({ LOG_FORMAT: 'pretty' }, false).logFormat, 'pretty');
    assert.equal(configFromEnv({}, false).logLevel, 'info');
    assert.equal(configFromEnv({ LOG_LEVEL: 'SILENT' }, false).logLevel, 'silent');
    assert.throws(() => configFromEnv({ LOG_LEVEL: 'verbose' }, false), /LOG_LEVEL must be one of/);
    assert.throws(() => configFromEnv({ LOG_FORMAT: 'xml' }, false), /LOG_FORMAT must be/);
    assert.throws(() => configFromEnv({ METRICS_TOKEN: 'short' }, false), /at least 16/);
    assert.equal(configFromEnv({}, false).shutdownSeconds, 10);
  });
});
