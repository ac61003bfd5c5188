import { databaseBusy } from './busy.js';

interface Waiter {
  readonly since: number;
  readonly grant: () => void;
}

/**
 * Our one SQLite write connection, taken by one writer at a time (first come, first served).
 * A writer that is still queued at its deadline leaves the queue with DATABASE_BUSY, so a line
 * of writers behind a lock held elsewhere all give up on time instead of one after another.
 */
export class WriteLock {
  private held = false;
  private readonly queue: Waiter[] = [];

  /**
   * Resolves when the caller holds the lock; rejects with DATABASE_BUSY at `deadline`. Times are
   * the wall clock's (Date.now), as setTimeout's are: a real wait, never stored, not config.now.
   */
  acquire(deadline: number, started: number = Date.now()): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        since: started,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          const at = this.queue.indexOf(waiter);
          if (at >= 0) this.queue.splice(at, 1);
          reject(databaseBusy(Date.now() - started));
        },
        Math.max(0, deadline - Date.now()),
      );
      this.queue.push(waiter);
    });
  }

  /** Hands the lock to the next writer in line, or frees it. */
  release(): void {
    const next = this.queue.shift();
    if (next === undefined) this.held = false;
    else next.grant();
  }

  /** Writers waiting in line, and how long the first of them has waited (milliseconds). */
  waiting(now: number = Date.now()): { readonly writers: number; readonly longestMs: number } {
    const first = this.queue[0];
    return { writers: this.queue.length, longestMs: first === undefined ? 0 : now - first.since };
  }
}
