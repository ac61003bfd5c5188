import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import type { EventService } from '../events/service.js';
import { EventParams, MatchParams, params } from './event-routes.js';
import { parseEventBody } from './parse.js';
import { requireMe } from './session.js';

interface Deps {
  readonly accounts: Accounts;
  readonly events: EventService;
}

/**
 * A league season's dues, rescheduling and forfeits (docs/server-api.md, "Events"): a player
 * marked new or returning, a payment recorded, a match moved off league night, a late team.
 */
export function registerSeasonRoutes(app: FastifyInstance, { accounts, events }: Deps): void {
  app.post('/api/events/:id/dues/returning', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.season.markReturning(me, id, parseEventBody('markReturning', request.body));
  });
  app.post('/api/events/:id/dues/payments', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.season.payDues(me, id, parseEventBody('payDues', request.body));
  });
  app.post('/api/events/:id/matches/:match/reschedule', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.season.reschedule(me, id, match, parseEventBody('reschedule', request.body));
  });
  app.post('/api/events/:id/matches/:match/late-arrival', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.season.lateArrival(me, id, match, parseEventBody('lateArrival', request.body));
  });
}
