import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While the server stops (SIGTERM), a request that would change something is refused with 503
 * SERVER_RESTARTING and a Retry-After: it could not be finished before the process exits, and
 * the restarted server takes it. Reads go on being answered until the server closes.
 */
export function refuseChangesWhileStopping(app: FastifyInstance, stopping: () => boolean): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method) || !stopping()) return done();
    done(
      new ServerError(
        503,
        'SERVER_RESTARTING',
        'the server is restarting: nothing was changed; try again in a few seconds',
        undefined,
        { retryAfter: 5 },
      ),
    );
  });
}
