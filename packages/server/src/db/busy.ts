import { setTimeout as sleep } from 'node:timers/promises';
import { ServerError } from '../errors.js';

/**
 * Milliseconds SQLite itself may wait (synchronously, blocking the event loop) for a lock before
 * it answers SQLITE_BUSY. Kept tiny: it only smooths over locks held for a moment; every longer
 * wait is an async sleep in `untilFree`, so the server keeps answering while it waits.
 */
export const BLOCKING_BUSY_MS = 2;

/** Seconds a client is told to wait (Retry-After) when the database stayed locked. */
const RETRY_AFTER_SECONDS = 1;

/**
 * SQLITE_BUSY and its extended codes (_SNAPSHOT, _RECOVERY, _TIMEOUT): another connection holds
 * a lock we need. The statement did nothing; whether it may be run again is the caller's call.
 */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** The refusal when the database stayed locked past the busy timeout: nothing was written. */
export function databaseBusy(waitedMs: number): ServerError {
  return new ServerError(
    503,
    'DATABASE_BUSY',
    `the database stayed locked by another connection for ${Math.round(waitedMs)} ms; nothing was written, try again shortly`,
    undefined,
    { retryAfter: RETRY_AFTER_SECONDS },
  );
}

/**
 * Runs `attempt` until it stops answering SQLITE_BUSY, sleeping between tries (1 ms, doubling up
 * to 50 ms, with jitter so two waiters do not wake in step), until `deadline` (a Date.now time);
 * then throws DATABASE_BUSY. Only for statements that did nothing when they were busy: a BEGIN,
 * a COMMIT, or one statement outside a transaction.
 */
// Deadlines here are in the wall clock's milliseconds (Date.now), not the server's clock
// (config.now): they bound real waits for a lock, slept with setTimeout, and are never stored.
export async function untilFree<T>(
  attempt: () => T,
  deadline: number,
  started: number = Date.now(),
): Promise<T> {
  for (let pause = 1; ; pause = Math.min(50, pause * 2)) {
    try {
      return attempt();
    } catch (e) {
      if (!isBusy(e)) throw e;
      const left = deadline - Date.now();
      if (left <= 0) throw databaseBusy(Date.now() - started);
      await sleep(Math.min(left, pause * (0.5 + Math.random())));
    }
  }
}

/**
 * PostgreSQL's lock_not_available (55P03): a statement waited past lock_timeout for a lock
 * another connection holds; its transaction was rolled back. The same refusal as SQLite's.
 */
export function busyRefusal(error: unknown): ServerError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== '55P03') return null;
  return new ServerError(
    503,
    'DATABASE_BUSY',
    'a lock another connection holds in the database was not freed in time; nothing was written, try again shortly',
    undefined,
    { retryAfter: RETRY_AFTER_SECONDS },
  );
}
