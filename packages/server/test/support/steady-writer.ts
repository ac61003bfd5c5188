import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';

/**
 * Another process appending to a table's log in a SQLite file as fast as it can, one commit at a
 * time, as a busy server does; it prints the seq of each commit once it is committed.
 */
export interface SteadyWriter {
  readonly child: ChildProcess;
  /** The last seq this writer has reported committed. */
  committed(): number;
  stop(): Promise<void>;
}

/** Starts the writer; resolves once its first commit is reported. */
export function startSteadyWriter(
  path: string,
  tableId: string,
  from: number,
): Promise<SteadyWriter> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [script, path, tableId, String(from)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let last = 0;
  let buffered = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      buffered += b.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const seq = Number(lines.at(-1));
      if (lines.length > 0 && Number.isInteger(seq)) {
        if (last === 0)
          resolve({
            child,
            committed: () => last,
            async stop() {
              child.stdin?.end();
              await exited;
            },
          });
        last = seq;
      }
    });
    child.once('exit', (code) => {
      if (last === 0) reject(new Error(`the writer exited (${code})`));
    });
  });
}

// Run as a process: node steady-writer.js <sqlite file> <table id> <first seq>
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [path, tableId, from] = process.argv.slice(2);
  const db = new SQLite(path ?? '');
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    "insert into table_events (table_id, seq, seat, action, created_at) values (?, ?, 'N', ?, ?)",
  );
  let seq = Number(from);
  let running = true;
  process.stdin.on('data', () => undefined);
  process.stdin.on('end', () => (running = false));
  const step = (): void => {
    if (!running) {
      db.close();
      process.exit(0);
    }
    insert.run(tableId, seq, JSON.stringify({ type: 'pass', seat: 'N' }), new Date().toISOString());
    process.stdout.write(`${seq}\n`);
    seq++;
    setImmediate(step);
  };
  step();
}
