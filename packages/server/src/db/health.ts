import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { isBusy } from './busy.js';
import type { BusyAwareSqliteDriver } from './sqlite-driver.js';

/**
 * How the database is doing, as /api/health shows it. `status`: ok; busy (SQLite: another
 * connection holds the write lock, so writes wait and then fail with DATABASE_BUSY; PostgreSQL:
 * no answer within the check's budget); error (the check itself failed, `message` says how).
 */
export interface DatabaseHealth {
  readonly kind: 'sqlite' | 'postgres';
  readonly status: 'ok' | 'busy' | 'error';
  readonly message?: string;
  /**
   * What a commit survives. SQLite: the synchronous pragma, and `logSynced` when each write is
   * answered only after its log is fsynced (group-sync.ts: a power cut loses nothing answered),
   * with the fsyncs made and the commits they covered. PostgreSQL: synchronous_commit (on,
   * remote_write, remote_apply, local: an OS crash; off: not even that).
   */
  readonly durability: {
    readonly synchronous: string;
    readonly logSynced?: { readonly syncs: number; readonly commits: number };
  };
  /** SQLite: our writes waiting now, in line or for another connection's lock, and the longest wait. */
  readonly writes?: { readonly waiting: number; readonly longestWaitMs: number };
  /** Milliseconds the check took. */
  readonly checkMs: number;
}

const SYNCHRONOUS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

/** SQLite's synchronous pragma on `db`, by name (FULL, not 2). */
export function synchronousOf(db: { pragma(source: string, options: { simple: true }): unknown }) {
  const level = Number(db.pragma('synchronous', { simple: true }));
  return SYNCHRONOUS[level] ?? String(level);
}

/**
 * SQLite: can a write get the lock? The read connection takes the write lock and lets it go
 * at once (BEGIN IMMEDIATE; ROLLBACK: nothing written, no sync), tried again after short async
 * sleeps until `budgetMs`. If our own writer holds the lock, nobody else does: ok.
 */
export async function sqliteHealth(
  driver: BusyAwareSqliteDriver,
  budgetMs: number,
): Promise<DatabaseHealth> {
  // Timings of the check itself: the wall clock, not the server's clock (config.now).
  const started = Date.now();
  const sync = driver.sync;
  const durability = {
    synchronous: synchronousOf(driver.writer),
    ...(sync === null ? {} : { logSynced: { syncs: sync.syncs, commits: sync.commits } }),
  };
  const answer = (status: DatabaseHealth['status'], message?: string): DatabaseHealth => {
    const now = Date.now();
    const state = driver.writeState(now);
    return {
      kind: 'sqlite',
      status,
      ...(message === undefined ? {} : { message }),
      durability,
      writes: { waiting: state.waitingWriters, longestWaitMs: state.longestWaitMs },
      checkMs: now - started,
    };
  };
  try {
    driver.reader.prepare('select count(*) from sqlite_master').get();
    for (let pause = 1; ; pause = Math.min(50, pause * 2)) {
      if (driver.writeState().holding) return answer('ok');
      try {
        driver.reader.exec('BEGIN IMMEDIATE');
        driver.reader.exec('ROLLBACK');
        return answer('ok');
      } catch (e) {
        if (!isBusy(e)) throw e;
      }
      const left = started + budgetMs - Date.now();
      if (left <= 0)
        return answer(
          'busy',
          `another connection has held the write lock for at least ${budgetMs} ms: writes wait up to ${driver.busyTimeoutMs} ms, then fail with DATABASE_BUSY`,
        );
      await sleep(Math.min(left, pause));
    }
  } catch (e) {
    if (isBusy(e)) return answer('busy', 'another connection holds a lock that stops even reads');
    return answer('error', e instanceof Error ? e.message : String(e));
  }
}

/**
 * PostgreSQL: one round trip for a free connection from the pool, within `budgetMs` (a full
 * pool or a server that does not answer is busy), reading synchronous_commit as it stands.
 */
export async function postgresHealth(pool: pg.Pool, budgetMs: number): Promise<DatabaseHealth> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  const query = pool.query<{ synchronous_commit: string }>(
    "select current_setting('synchronous_commit') as synchronous_commit",
  );
  try {
    const result = await Promise.race([query, late]);
    const checkMs = Date.now() - started;
    if (result === 'late') {
      // The query may still answer; its result (or error) is not wanted any more.
      query.catch(() => undefined);
      return {
        kind: 'postgres',
        status: 'busy',
        message: `PostgreSQL did not answer within ${budgetMs} ms (no free connection, or the server is slow)`,
        durability: { synchronous: 'unknown' },
        checkMs,
      };
    }
    return {
      kind: 'postgres',
      status: 'ok',
      durability: { synchronous: result.rows[0]?.synchronous_commit ?? 'unknown' },
      checkMs,
    };
  } catch (e) {
    return {
      kind: 'postgres',
      status: 'error',
      message: e instanceof Error ? e.message : String(e),
      durability: { synchronous: 'unknown' },
      checkMs: Date.now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}
