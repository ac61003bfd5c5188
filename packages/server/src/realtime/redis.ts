import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import { describeRedis, type Logger } from '../observe/logger.js';
import { StartupError } from '../startup-error.js';

type RedisClient = ReturnType<typeof createClient>;

/** How Redis is doing, as /api/health shows it: ok, or down with what the client last said. */
export interface RedisHealth {
  readonly status: 'ok' | 'down';
  readonly message?: string;
  /** Milliseconds the check took. */
  readonly checkMs: number;
}

export interface RedisLink {
  /** The publishing connection; it also answers plain commands (shared-presence.ts). */
  readonly client: RedisClient;
  /** A PING answered within `budgetMs` by both connections' server: ok; otherwise down. */
  health(budgetMs: number): Promise<RedisHealth>;
  close(): Promise<void>;
}

/**
 * The wait before each reconnection: 100 ms doubling up to 5 s, so an outage costs one try every
 * few seconds, not a storm of them.
 */
/** Milliseconds start-up waits for Redis before it gives up with REDIS_UNREACHABLE. */
const CONNECT_BUDGET_MS = 10_000;

const reconnectDelay = (retries: number): number => Math.min(5000, 100 * 2 ** retries);

/**
 * With REDIS_URL set, broadcasts go through Redis so that every server process reaches its own
 * sockets; the database still serializes each table's actions.
 *
 * An outage is said once, through the logger: node-redis emits 'error' on every failed
 * reconnection (with no listener, Node prints "missing 'error' handler" once a second outside
 * the log), so the first error of an outage is logged and the rest are counted, and one line says
 * when Redis is back and how long it was gone.
 */
export async function attachRedis(
  io: Server,
  url: string,
  /** The deployment's REDIS_PREFIX: its broadcasts' channels start with it. */
  prefix: string,
  log: Logger,
): Promise<RedisLink> {
  const pub = createClient({ url, socket: { reconnectStrategy: reconnectDelay } });
  const sub = pub.duplicate();
  const outage = new Outage(log);
  outage.watch(pub, 'publishing');
  outage.watch(sub, 'subscribing');
  const connected = await withinBudget(
    Promise.all([pub.connect(), sub.connect()]),
    CONNECT_BUDGET_MS,
  );
  if (connected === 'late' || connected instanceof Error) {
    outage.closing = true;
    pub.destroy();
    sub.destroy();
    throw new StartupError(
      'REDIS_UNREACHABLE',
      `Redis (${describeRedis(url)}) did not answer within ${CONNECT_BUDGET_MS / 1000} s${outage.lastError === null ? '' : ` (${outage.lastError})`}: start it, or check REDIS_URL`,
    );
  }
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io` }));
  return {
    client: pub,
    async health(budgetMs) {
      const started = Date.now();
      const down = (message: string): RedisHealth => ({
        status: 'down',
        message,
        checkMs: Date.now() - started,
      });
      if (!pub.isReady || !sub.isReady)
        return down(outage.lastError ?? 'the connection to Redis is not open');
      const answer = await withinBudget(pub.ping(), budgetMs);
      if (answer === 'late') return down(`Redis did not answer a PING within ${budgetMs} ms`);
      if (answer instanceof Error) return down(answer.message);
      return { status: 'ok', checkMs: Date.now() - started };
    },
    async close() {
      outage.closing = true;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** One outage: its first error logged, the rest counted, and one line when it is over. */
class Outage {
  private since: number | null = null;
  private errors = 0;
  lastError: string | null = null;
  closing = false;

  constructor(private readonly log: Logger) {}

  watch(client: RedisClient, role: string): void {
    client.on('error', (err: unknown) => {
      this.lastError = err instanceof Error ? err.message || err.name : String(err);
      this.errors += 1;
      if (this.since !== null || this.closing) return;
      this.since = Date.now();
      this.log.error(
        { err, redis: role },
        `Redis is unreachable (${this.lastError}): live updates between server processes and shared presence wait until it is back; reconnecting`,
      );
    });
    client.on('ready', () => {
      if (this.since === null) return;
      const seconds = Math.round((Date.now() - this.since) / 100) / 10;
      this.log.info(
        { redis: role, outageSeconds: seconds, errors: this.errors },
        `Redis is back after ${seconds} s (${this.errors} failed connection attempts)`,
      );
      this.since = null;
      this.errors = 0;
      this.lastError = null;
    });
  }
}

/** The promise's value, its error, or 'late' past `budgetMs` (its later outcome ignored). */
export async function withinBudget<T>(
  promise: Promise<T>,
  budgetMs: number,
): Promise<T | Error | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    return await Promise.race([
      promise.catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
