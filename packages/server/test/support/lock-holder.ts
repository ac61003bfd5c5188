import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';

/**
 * Another process with its own connection to a SQLite file, holding its write lock (BEGIN
 * IMMEDIATE or EXCLUSIVE) until told to let go: what a backup, a migration script or a second
 * server on the same file does to ours.
 */
export interface LockHolder {
  readonly child: ChildProcess;
  /** Rolls back (nothing written), closes its connection and waits for the process to end. */
  release(): Promise<void>;
}

/** Starts the holder; resolves once the lock is held. */
export function holdWriteLock(
  path: string,
  mode: 'immediate' | 'exclusive' = 'immediate',
): Promise<LockHolder> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [script, path, mode], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('locked\n'))
        resolve({
          child,
          async release() {
            child.stdin?.end('release\n');
            await exited;
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${out}`)));
  });
}

// Run as a process: node lock-holder.js <sqlite file> <immediate|exclusive>
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [path, mode] = process.argv.slice(2);
  const db = new SQLite(path ?? '');
  db.pragma('busy_timeout = 5000');
  db.exec(mode === 'exclusive' ? 'BEGIN EXCLUSIVE' : 'BEGIN IMMEDIATE');
  process.stdout.write('locked\n');
  process.stdin.on('data', () => undefined);
  process.stdin.on('end', () => {
    db.exec('ROLLBACK');
    db.close();
    process.exit(0);
  });
}
