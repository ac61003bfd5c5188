import type SQLite from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { databaseBusy, isBusy, untilFree } from './busy.js';
import type { GroupSync } from './group-sync.js';
import { WriteLock } from './write-lock.js';

/**
 * Kysely's SQLite driver, rewritten so a lock held by another process never blocks the event
 * loop: better-sqlite3 is synchronous, so SQLite's own busy wait would stop the whole server.
 * Here SQLite waits a couple of milliseconds at most, and every longer wait is an async sleep
 * (busy.ts) with a deadline, `busyTimeoutMs` after the statement was asked for.
 *
 * - Every transaction begins IMMEDIATE: it takes the write lock at BEGIN, so BEGIN is the one
 *   statement of a transaction that can be busy, and a busy BEGIN did nothing and is retried. A
 *   deferred BEGIN would take the lock at its first write, where SQLITE_BUSY (or BUSY_SNAPSHOT,
 *   when another connection wrote since our read) could only be answered by rolling back.
 * - A statement outside a transaction is atomic: busy, it did nothing, so it is retried whole.
 * - A busy statement inside a transaction (it cannot happen in WAL once BEGIN IMMEDIATE holds the
 *   lock) is not retried: DATABASE_BUSY, and Kysely rolls the transaction back.
 * - Our writes share one connection, taken in turn (write-lock.ts). Reads outside a transaction
 *   run on a second connection (WAL lets them read while anyone writes), so pages keep loading
 *   while a writer waits for the lock.
 * - A write is answered only once its log frames are on the disk (`sync`, group-sync.ts): the
 *   next writer goes ahead meanwhile, and the writes made during one fsync share the next.
 */
export class BusyAwareSqliteDriver implements Driver {
  private readonly lock = new WriteLock();
  /** When the writer holding our lock first found the database locked; null: not waiting. */
  private blockedSince: number | null = null;

  constructor(
    readonly writer: SQLite.Database,
    /** The connection for reads; the writer itself for ':memory:' (a second one is another database). */
    readonly reader: SQLite.Database,
    readonly busyTimeoutMs: number,
    /** Makes a commit durable off the event loop; null for ':memory:', which has no disk. */
    readonly sync: GroupSync | null = null,
  ) {}

  private readonly statements = new Map<SQLite.Database, Map<string, SQLite.Statement>>();

  /** Runs one statement, its prepared form kept per connection (a few hundred distinct ones). */
  private run(db: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
    let cache = this.statements.get(db);
    if (cache === undefined) {
      cache = new Map<string, SQLite.Statement>();
      this.statements.set(db, cache);
    }
    let statement = cache.get(query.sql);
    if (statement === undefined) {
      if (cache.size >= 1000) cache.clear();
      statement = db.prepare(query.sql);
      cache.set(query.sql, statement);
    }
    return run(statement, query);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new Handle(this));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    // The wall clock, not config.now: a transaction's wait for the lock is real time (busy.ts).
    const started = Date.now();
    const deadline = started + this.busyTimeoutMs;
    await this.lock.acquire(deadline, started);
    try {
      await this.retrying(() => this.writer.exec('BEGIN IMMEDIATE'), deadline, started);
      handle.inTransaction = true;
    } catch (e) {
      this.lock.release();
      throw e;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A COMMIT that was busy did nothing (the transaction is still open) and may run again; if it
    // never gets through, Kysely calls rollbackTransaction, which lets the lock go.
    const started = Date.now();
    await this.retrying(() => this.writer.exec('COMMIT'), started + this.busyTimeoutMs, started);
    this.finish(connection as Handle);
    await this.sync?.durable();
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // (A throw in the executor rejects the promise.)
    return new Promise((resolve) => {
      try {
        // SQLite may have rolled back already (after some errors); ROLLBACK would then fail.
        if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
      } finally {
        this.finish(connection as Handle);
      }
      resolve();
    });
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction left open (a failed commit nobody rolled back) must not keep the lock.
    if ((connection as Handle).inTransaction) await this.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    this.sync?.close();
    this.statements.clear();
    if (this.reader !== this.writer) this.reader.close();
    this.writer.close();
    return Promise.resolve();
  }

  /** One statement for `handle`: in its transaction, or on its own. */
  async execute(handle: Handle, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (handle.inTransaction) {
      try {
        return this.run(this.writer, query);
      } catch (e) {
        if (isBusy(e)) throw databaseBusy(0);
        throw e;
      }
    }
    const started = Date.now();
    const deadline = started + this.busyTimeoutMs;
    if (SelectQueryNode.is(query.query))
      return untilFree(() => this.run(this.reader, query), deadline, started);
    await this.lock.acquire(deadline, started);
    let result: QueryResult<unknown>;
    try {
      result = await this.retrying(() => this.run(this.writer, query), deadline, started);
    } finally {
      this.lock.release();
    }
    await this.sync?.durable();
    return result;
  }

  /**
   * What a health check needs: whether our writer holds SQLite's write lock right now (then no
   * other connection does), and our writers waiting, in line or for another connection's lock.
   */
  writeState(now: number = Date.now()): {
    readonly holding: boolean;
    readonly waitingWriters: number;
    readonly longestWaitMs: number;
  } {
    const queued = this.lock.waiting(now);
    const blocked = this.blockedSince === null ? 0 : now - this.blockedSince;
    return {
      holding: this.writer.inTransaction,
      waitingWriters: queued.writers + (this.blockedSince === null ? 0 : 1),
      longestWaitMs: Math.max(queued.longestMs, blocked),
    };
  }

  /** `untilFree` for the lock holder, remembering while it waits for another connection. */
  private async retrying<T>(attempt: () => T, deadline: number, started: number): Promise<T> {
    try {
      return await untilFree(
        () => {
          try {
            return attempt();
          } catch (e) {
            if (isBusy(e)) this.blockedSince ??= started;
            throw e;
          }
        },
        deadline,
        started,
      );
    } finally {
      this.blockedSince = null;
    }
  }

  private finish(handle: Handle): void {
    if (!handle.inTransaction) return;
    handle.inTransaction = false;
    this.lock.release();
  }
}

/** One use of the database by Kysely: a single query, or a transaction's queries. */
class Handle implements DatabaseConnection {
  /** From BEGIN IMMEDIATE to COMMIT or ROLLBACK: this handle holds our write lock. */
  inTransaction = false;

  constructor(private readonly driver: BusyAwareSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on SQLite here; select the rows instead');
  }
}

/** Runs one prepared statement, answering as Kysely's own SQLite driver does. */
function run(statement: SQLite.Statement, query: CompiledQuery): QueryResult<unknown> {
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Kysely's SQLite dialect with the driver above. */
export class BusyAwareSqliteDialect implements Dialect {
  constructor(private readonly driver: BusyAwareSqliteDriver) {}
  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler(): SqliteQueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): SqliteAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
