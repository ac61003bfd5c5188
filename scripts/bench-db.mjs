#!/usr/bin/env node
// What synchronous = FULL costs: N sequential commits shaped like a table action (one row
// appended, one row updated, in one BEGIN IMMEDIATE transaction) through the server's own
// SQLite connection (packages/server/dist/src/db/connect.js, built by `npx tsc -b`), once with
// synchronous = NORMAL (synced only at checkpoints: survives kill -9, not a power cut) and once
// with FULL (each commit fsyncs the log: survives a power cut), interleaved in blocks so both
// see the same disk. Prints median, p99, mean and max milliseconds per commit, and the machine.
//
//   node scripts/bench-db.mjs [--commits N] [--dir D] [--only NORMAL|FULL] [--json]
//
// --dir: where the two scratch databases go (default: DATA_DIR, else ./data): the disk the
// server's database is on is the one whose fsync counts; a tmpfs /tmp syncs for free.
import { mkdirSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { connect } = await import(join(root, 'packages/server/dist/src/db/connect.js'));

const { values } = parseArgs({
  options: {
    commits: { type: 'string', default: '500' },
    dir: { type: 'string' },
    json: { type: 'boolean', default: false },
    // One of the two alone (to count its fsyncs under strace, say).
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`Usage: node scripts/bench-db.mjs [--commits N] [--dir D] [--only NORMAL|FULL] [--json]

N sequential commits shaped like a table action on SQLite, with synchronous = NORMAL and FULL
interleaved; prints median, p99, mean and max milliseconds per commit, and the machine.
  --commits N  commits of each setting (default 500)
  --dir D      where the scratch databases go (default DATA_DIR, else ./data): its disk's fsync counts
  --only S     NORMAL or FULL alone (to count fsyncs under strace)
  --json       the figures as JSON`);
  process.exit(0);
}
const commits = Number(values.commits);
if (!Number.isInteger(commits) || commits < 1) throw new Error('--commits must be a whole number');
const base = resolve(values.dir ?? process.env.DATA_DIR ?? 'data');
mkdirSync(base, { recursive: true });
const scratch = mkdtempSync(join(base, 'bench-db-'));

// statfs magic numbers of the file systems one meets (Linux).
const FILE_SYSTEMS = {
  0x01021994: 'tmpfs',
  0xef53: 'ext4',
  0x794c7630: 'overlayfs',
  0x58465342: 'xfs',
  0x9123683e: 'btrfs',
  0x6a656a63: 'fakeowner',
  0x65735546: 'fuse',
};

async function open(mode) {
  const connection = await connect({ sqlitePath: join(scratch, `${mode}.sqlite`) });
  await sql.raw(`pragma synchronous = ${mode}`).execute(connection.db);
  const { rows } = await sql`pragma synchronous`.execute(connection.db);
  await connection.db.insertInto('settings').values({ key: 'bench-counter', value: '0' }).execute();
  return { mode, connection, level: rows[0]?.synchronous, times: [] };
}

const action = JSON.stringify({ type: 'play', seat: 'S', domino: [6, 4], note: 'x'.repeat(120) });
let next = 0;

/** One commit like a table action's: a row appended, a row updated. */
async function commit(bench) {
  const n = next++;
  const start = performance.now();
  await bench.connection.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: `bench-${n}`, value: action })
      .execute();
    await trx
      .updateTable('settings')
      .set({ value: String(n) })
      .where('key', '=', 'bench-counter')
      .execute();
  });
  return performance.now() - start;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function figures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 1000) / 1000;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    commits: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    mean: round(mean),
    max: round(sorted[sorted.length - 1]),
    perSecond: Math.round(1000 / mean),
  };
}

const modes = values.only === undefined ? ['NORMAL', 'FULL'] : [values.only.toUpperCase()];
if (!modes.every((m) => m === 'NORMAL' || m === 'FULL')) throw new Error('--only NORMAL or FULL');
const benches = [];
for (const mode of modes) benches.push(await open(mode));
try {
  for (const bench of benches) for (let i = 0; i < 20; i++) await commit(bench); // warm-up
  const block = 25;
  for (let done = 0; done < commits; done += block)
    for (const bench of benches)
      for (let i = 0; i < Math.min(block, commits - done); i++)
        bench.times.push(await commit(bench));
  const { rows } = await sql`select sqlite_version() as v`.execute(benches[0].connection.db);
  const type = statfsSync(scratch).type;
  const result = {
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      node: process.version,
    },
    sqlite: rows[0]?.v,
    dir: base,
    fileSystem: FILE_SYSTEMS[type] ?? `0x${type.toString(16)}`,
    results: Object.fromEntries(
      benches.map((b) => [b.mode, { synchronous: b.level, ...figures(b.times) }]),
    ),
  };
  if (values.json) console.log(JSON.stringify(result));
  else {
    console.log(
      `${commits} sequential commits each (one row appended, one updated), ${result.dir} (${result.fileSystem}), SQLite ${result.sqlite}`,
    );
    console.log(
      `${result.machine.cpu}, ${result.machine.cores} cores, Node ${result.machine.node}`,
    );
    console.log('synchronous   p50 ms   p99 ms   mean ms   max ms   commits/s');
    for (const [mode, f] of Object.entries(result.results))
      console.log(
        `${mode.padEnd(12)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(8)} ${String(f.mean).padStart(9)} ${String(f.max).padStart(8)} ${String(f.perSecond).padStart(11)}`,
      );
  }
} finally {
  for (const bench of benches) await bench.connection.db.destroy();
  rmSync(scratch, { recursive: true, force: true });
}
