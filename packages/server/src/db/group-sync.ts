import { closeSync, existsSync, fsync, fsyncSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Group commit for SQLite's write-ahead log. The connection runs with synchronous = NORMAL, so a
 * COMMIT writes its frames to the log without waiting for the disk; the commit is then
 * acknowledged only after `durable()`: an fsync of the log on libuv's thread pool, so the event
 * loop never waits on the disk. Commits that land while an fsync is under way share the next
 * one, so under load one fsync makes many commits durable. An acknowledged commit survives an OS
 * crash or a power cut, as with synchronous = FULL, at a fraction of its cost to the server.
 */
export class GroupSync {
  /** The fsync under way, and the one that commits made after it started will wait for. */
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private fd: number | null = null;
  /** fsyncs made, and commits they made durable. */
  syncs = 0;
  commits = 0;

  constructor(
    /** The database file: its log is `${path}-wal`. */
    private readonly path: string,
  ) {}

  /** Resolves once every commit made before the call is on the disk. */
  durable(): Promise<void> {
    this.commits++;
    if (this.running === null) return (this.running = this.sync());
    // A commit made during an fsync may have missed it: it waits for the next one.
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private startNext(): Promise<void> {
    this.next = null;
    return (this.running = this.sync());
  }

  private sync(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const fd = this.log();
      if (fd === null) return resolve(); // no log yet: nothing was written through it
      fsync(fd, (error) => {
        this.syncs++;
        if (error) reject(error);
        else resolve();
      });
    }).finally(() => {
      if (this.next === null) this.running = null;
    });
  }

  /** The log file, opened once (SQLite keeps it while its connections are open). */
  private log(): number | null {
    if (this.fd !== null) return this.fd;
    const wal = `${this.path}-wal`;
    if (!existsSync(wal)) return null;
    this.fd = openSync(wal, 'r');
    // The log's directory entry too, once: a log file that is new must be found after a crash.
    const dir = openSync(dirname(wal), 'r');
    try {
      fsyncDirectory(dir);
    } finally {
      closeSync(dir);
    }
    return this.fd;
  }
}

function fsyncDirectory(fd: number): void {
  // fsync on a directory is how Linux makes a new entry in it durable; some systems refuse it.
  try {
    fsyncSync(fd);
  } catch {
    // Not supported here: the log's own fsync is what matters most.
  }
}
