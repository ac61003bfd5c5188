#!/usr/bin/env node
// Measures the server's worker pools from outside, on loopback, against the built server
// (packages/server/bin/texas42-server.js) started here with its own DATA_DIR:
//
//   node scripts/measure-pools.mjs analysis   150 analysis requests at once, for 150 different
//                                              hands and then for one hand: answers by status,
//                                              the process's threads and RSS before and at peak
//   node scripts/measure-pools.mjs fairness   the spacing of bot moves at one medium-bot table,
//                                              alone and while four guests from one address open
//                                              all the bot tables the default limits let them
//                                              (8 each, expert where allowed, the rest hard) and
//                                              watch every one
//
// Threads and RSS are read from /proc/<pid>/status (Linux). Extra settings for the server may be
// given in the environment (ANALYSIS_THREADS, BOT_THREADS, ...); they are passed through.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'analysis';
const port = 20000 + Math.floor(Math.random() * 20000);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'texas42-measure-'));

const server = spawn(process.execPath, [join(root, 'packages/server/bin/texas42-server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BOT_DELAY_MS: process.env.BOT_DELAY_MS ?? '0',
    HAND_PAUSE_MS: process.env.HAND_PAUSE_MS ?? '0',
    LOG_LEVEL: 'silent',
    // Behind a proxy on this machine: each person says its address in X-Forwarded-For, so the
    // hog's guests share one address and the victim has another, as on a real site. The limits
    // are the defaults unless the environment sets them.
    TRUST_PROXY: 'loopback',
    // The analyses' measure needs twenty tables of one person's (above the default limits).
    ...(mode === 'analysis' ? { TABLES_PER_PERSON: '0', TABLES_PER_ADDRESS: '0' } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function proc() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { threads: field('Threads'), rssMb: Math.round(field('VmRSS') / 1024) };
}

/** Samples threads and RSS every 20 ms while `work` runs; the peaks. */
async function peakDuring(work) {
  let peak = proc();
  const timer = setInterval(() => {
    const now = proc();
    peak = { threads: Math.max(peak.threads, now.threads), rssMb: Math.max(peak.rssMb, now.rssMb) };
  }, 20);
  try {
    const result = await work();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Every socket opened, closed at the end (a client socket would otherwise keep reconnecting). */
const openSockets = [];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class Person {
  cookie = '';
  sockets = [];
  /** `from`: the address the person says it comes from (documentation ranges: no traffic goes there). */
  constructor(from = '192.0.2.1') {
    this.from = from;
  }
  headers() {
    return { 'x-forwarded-for': this.from, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }
  async call(method, path, body) {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.headers(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    return {
      status: res.status,
      json: await res.json(),
      retryAfter: res.headers.get('retry-after'),
    };
  }
}

async function guest(name, from) {
  const p = new Person(from);
  await p.call('POST', '/api/guest', { name });
  return p;
}

async function botTable(person, level) {
  const r = await person.call('POST', '/api/tables', { rules: 'straight-42', bots: level });
  if (r.status !== 200) throw new Error(`creating a table: ${JSON.stringify(r.json)}`);
  return r.json.table?.id ?? r.json.id;
}

/** A table of bots, or the refusal's code. */
async function tryBotTable(person, level) {
  const r = await person.call('POST', '/api/tables', { rules: 'straight-42', bots: level });
  return r.status === 200 ? { id: r.json.table.id } : { refused: r.json.error?.code ?? r.status };
}

/**
 * The person watches the table over their socket (one a person, watching all their tables), as
 * an open page does: bots of a table nobody watches wait.
 */
async function watch(person, tableId) {
  if (person.sockets.length === 0) {
    const { io } = await import('socket.io-client');
    const socket = io(url, { transports: ['websocket'], extraHeaders: person.headers() });
    person.sockets.push(socket);
    openSockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  }
  person.sockets[0].emit('table:watch', { tableId });
}

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

function machine() {
  const cpu =
    readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? 'unknown';
  return `${cpu}, ${os.cpus().length} cores, Node ${process.version}`;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function burst(person, paths) {
  const started = Date.now();
  const answers = await Promise.all(paths.map((p) => person.call('GET', p)));
  const byStatus = {};
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.json.error?.code}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const withoutRetryAfter = answers.filter((a) => a.status === 503 && !a.retryAfter).length;
  return { ms: Date.now() - started, byStatus, withoutRetryAfter };
}

async function analysis() {
  const host = await guest('Host', '198.51.100.9');
  const tables = [];
  for (let i = 0; i < 20; i++) {
    tables.push(await botTable(host, 'medium'));
    await watch(host, tables.at(-1));
  }
  // Wait until the bots have finished at least 151 hands between them.
  let hands = [];
  for (let i = 0; i < 600 && hands.length < 151; i++) {
    await sleep(500);
    hands = [];
    for (const id of tables) {
      const r = await host.call('GET', `/api/tables/${id}/hands`);
      for (const h of r.json.hands ?? []) hands.push(`/api/tables/${id}/hands/${h.index}/analysis`);
    }
  }
  await sleep(1000);
  const before = proc();
  const distinct = await peakDuring(() => burst(host, hands.slice(0, 150)));
  await sleep(2000);
  const same = hands[150];
  const one = await peakDuring(() =>
    burst(
      host,
      Array.from({ length: 150 }, () => same),
    ),
  );
  console.log(
    JSON.stringify({ before, distinctHands: distinct, sameHand: one, after: proc() }, null, 2),
  );
}

async function fairness() {
  const seconds = Number(process.env.SECONDS ?? 30);
  const db = () => new Database(join(dataDir, 'texas42.sqlite'), { readonly: true });
  function gaps(id, from) {
    const conn = db();
    const rows = conn
      .prepare('select created_at, action from table_events where table_id = ? order by seq')
      .all(id);
    conn.close();
    const times = rows
      .filter((r) => JSON.parse(r.action).type !== 'shake' && r.created_at >= from)
      .map((r) => Date.parse(r.created_at));
    const d = [];
    for (let i = 1; i < times.length; i++) d.push(times[i] - times[i - 1]);
    d.sort((a, b) => a - b);
    return {
      moves: times.length,
      p50: percentile(d, 50),
      p95: percentile(d, 95),
      max: d[d.length - 1] ?? 0,
    };
  }
  const victim = await guest('Victim', '198.51.100.7');
  const alone = await botTable(victim, 'medium');
  await watch(victim, alone);
  let from = new Date().toISOString();
  await sleep(5000);
  const aloneGaps = gaps(alone, from);
  // Four guests from one address, each opening eight tables of expert bots (hard where the
  // address's expert tables are used up), and watching them all.
  const hogTables = { expert: 0, hard: 0, refused: {} };
  const refuse = (code) => (hogTables.refused[code] = (hogTables.refused[code] ?? 0) + 1);
  for (let g = 0; g < 4; g++) {
    const hog = await guest(`Hog ${g}`, '203.0.113.66');
    for (let i = 0; i < 8; i++) {
      let made = await tryBotTable(hog, 'expert');
      let level = 'expert';
      if (made.refused !== undefined) {
        refuse(made.refused);
        made = await tryBotTable(hog, 'hard');
        level = 'hard';
      }
      if (made.refused !== undefined) refuse(made.refused);
      else {
        hogTables[level] += 1;
        await watch(hog, made.id);
      }
    }
  }
  const watched = await botTable(victim, 'medium');
  await watch(victim, watched);
  from = new Date().toISOString();
  const { peak } = await peakDuring(() => sleep(seconds * 1000));
  console.log(
    JSON.stringify(
      {
        alone: aloneGaps,
        besideHog: gaps(watched, from),
        hogGuests: 4,
        hogTables,
        seconds,
        peak,
        machine: machine(),
      },
      null,
      2,
    ),
  );
}

try {
  await waitForServer();
  if (mode === 'analysis') await analysis();
  else if (mode === 'fairness') await fairness();
  else throw new Error(`unknown mode "${mode}": analysis or fairness`);
} finally {
  for (const socket of openSockets) socket.disconnect();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
