import type { Connection } from '../db/connect.js';
import type { RedisHealth } from '../realtime/redis.js';
import type { Serve } from './typed-routes.js';

/**
 * Milliseconds /api/health gives each part (the database, Redis: checked together): well under
 * the 1 s a load balancer or monitor waits, so a locked database or a Redis that does not answer
 * is reported as such, never as a timeout.
 */
const HEALTH_BUDGET_MS = 500;

/**
 * GET /api/health: 200 {ok: true, database, redis} when every part answers; 503 naming the part
 * that is wrong. `redis()` is null without REDIS_URL (and until Redis is attached at start-up).
 */
export function registerHealthRoute(
  serve: Serve,
  connection: Connection,
  redis: () => { health(budgetMs: number): Promise<RedisHealth> } | null,
): void {
  serve('health', async ({ reply }) => {
    const link = redis();
    const [database, shared] = await Promise.all([
      connection.health(HEALTH_BUDGET_MS),
      link === null ? null : link.health(HEALTH_BUDGET_MS),
    ]);
    const ok = database.status === 'ok' && (shared === null || shared.status === 'ok');
    void reply.status(ok ? 200 : 503);
    return { ok, database, ...(shared === null ? {} : { redis: shared }) };
  });
}
