import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Limits } from '../config.js';
import { ServerError } from '../errors.js';
import { rateLimitStore, type SharedCounts } from './shared-counts.js';

/** Routes that make an identity or guess at one: each address gets its own budget a minute. */
function perMinute(limits: Limits): Record<string, number> {
  return {
    'POST /api/guest': limits.guestsPerMinute,
    'POST /api/signup': limits.signUpsPerMinute,
    'POST /api/signin': limits.signInsPerMinute,
    // Mailing a reset link, and trying a link's token: the sign-in budget, each its own.
    'POST /api/password/forgot': limits.signInsPerMinute,
    'POST /api/password/reset': limits.signInsPerMinute,
    'POST /api/email/verify': limits.signInsPerMinute,
  };
}

/**
 * Per-address request budgets (@fastify/rate-limit): every request, and tighter ones on guest
 * creation, sign-up and sign-in (on top of the per-username back-off of wrong passwords). A
 * refusal is 429 RATE_LIMITED with Retry-After. Counted in `counts`: in memory, or in Redis once
 * the deployment shares it (every process counting the same requests). Call before any route is
 * registered: the budgets are attached to routes as they are added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: Limits,
  counts: SharedCounts,
): Promise<void> {
  const routes = perMinute(limits);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const max = routes[`${method} ${route.url}`];
      if (max === undefined) continue;
      route.config = {
        ...(route.config as object),
        rateLimit: max === 0 ? false : { max, timeWindow: 60_000 },
      };
    }
  });
  await app.register(rateLimit, {
    global: limits.requestsPerMinute > 0,
    max: limits.requestsPerMinute > 0 ? limits.requestsPerMinute : 1_000_000,
    timeWindow: 60_000,
    store: rateLimitStore(counts),
    // A count Redis could not make lets the request through: an outage must not stop the site.
    skipOnError: true,
    // An IPv6 client holds a whole /64: it is one address.
    ipv6Subnet: 64,
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ServerError(
        429,
        'RATE_LIMITED',
        `too many requests from your address to ${request.method} ${request.routeOptions.url ?? request.url}: at most ${context.max} a minute, try again in ${seconds} s`,
        undefined,
        { retryAfter: seconds },
      );
    },
  });
}
