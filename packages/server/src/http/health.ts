import type { Connection } from '../db/connect.js';
import type { Serve } from './typed-routes.js';

/**
 * Milliseconds /api/health gives the database: well under the 1 s a load balancer or monitor
 * waits, so a locked database is reported as such, never as a timeout.
 */
const HEALTH_BUDGET_MS = 500;

/**
 * GET /api/health: 200 {ok: true, database} when the database answers and takes writes; 503
 * {ok: false, database} saying what is wrong (busy: locked by another connection; error).
 */
export function registerHealthRoute(serve: Serve, connection: Connection): void {
  serve('health', async ({ reply }) => {
    const database = await connection.health(HEALTH_BUDGET_MS);
    const ok = database.status === 'ok';
    void reply.status(ok ? 200 : 503);
    return { ok, database };
  });
}
