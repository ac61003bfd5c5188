import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { createClient } from 'redis';
import { withinBudget } from '../realtime/redis.js';

type RedisClient = ReturnType<typeof createClient>;

/** A count in its window: how many so far, and the milliseconds until the window ends. */
export interface Counted {
  readonly current: number;
  readonly ttl: number;
}

/** Milliseconds a request waits for Redis to count it; past it the request is let through. */
const COUNT_BUDGET_MS = 200;

/** Windows kept in memory at most: an attacker with many addresses cannot grow the map past it. */
const KEPT = 50_000;

/**
 * Counts per key and fixed window (the rate limits per address), in memory or, once a deployment
 * shares Redis (REDIS_URL), in Redis, so that every process counts the same requests: with two
 * processes behind a proxy each counted its own half, and every limit per address doubled.
 *
 * A count Redis does not answer within COUNT_BUDGET_MS fails (the rate limit lets the request
 * through: `skipOnError`): an outage of Redis is logged and reported by /api/health, and must not
 * stop the site.
 */
export class SharedCounts {
  private redis: { client: RedisClient; prefix: string } | null = null;
  private readonly local = new Map<string, { current: number; ends: number }>();

  /** From now on the counts are Redis's, under the deployment's REDIS_PREFIX. */
  share(client: RedisClient, prefix: string): void {
    this.redis = { client, prefix };
  }

  async increment(key: string, windowMs: number): Promise<Counted> {
    if (this.redis === null) return this.incrementHere(key, windowMs);
    const { client, prefix } = this.redis;
    const counted = await withinBudget(
      client.eval(INCREMENT, { keys: [`${prefix}:rate:${key}`], arguments: [String(windowMs)] }),
      COUNT_BUDGET_MS,
    );
    if (counted === 'late') throw new Error(`Redis did not count within ${COUNT_BUDGET_MS} ms`);
    if (counted instanceof Error) throw counted;
    const [current, ttl] = counted as [number, number];
    return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
  }

  private incrementHere(key: string, windowMs: number): Counted {
    const now = Date.now();
    const window = this.local.get(key);
    if (window === undefined || window.ends <= now) {
      if (this.local.size >= KEPT) this.sweep(now);
      this.local.set(key, { current: 1, ends: now + windowMs });
      return { current: 1, ttl: windowMs };
    }
    window.current += 1;
    return { current: window.current, ttl: window.ends - now };
  }

  /** Drops the windows that have ended, or the oldest half if none has. */
  private sweep(now: number): void {
    for (const [key, w] of this.local) if (w.ends <= now) this.local.delete(key);
    if (this.local.size < KEPT) return;
    let drop = Math.ceil(this.local.size / 2);
    for (const key of this.local.keys()) {
      if (drop-- <= 0) break;
      this.local.delete(key);
    }
  }
}

/** One window's count: INCR, the window's expiry set by its first request, and what is left of it. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/**
 * @fastify/rate-limit's store interface over SharedCounts: `incr` counts one request of `ip`
 * (the plugin's key) in the route's own window; `child` keeps each route's counts apart.
 */
export function rateLimitStore(counts: SharedCounts): FastifyRateLimitStoreCtor {
  class Store implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = 'all',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ): void {
      counts.increment(`${this.route}:${key}`, timeWindow).then(
        (counted) => done(null, counted),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged settings, its method and path under routeInfo.
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
      return new Store(
        null,
        `${text(info?.method ?? routeOptions.method)} ${text(info?.url ?? routeOptions.url)}`,
      );
    }
  }
  return Store;
}
