import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import type { EventService } from '../events/service.js';
import { parseEventBody } from './parse.js';
import { EventParams, MatchParams, params } from './event-routes.js';
import { requireMe } from './session.js';

interface Deps {
  readonly accounts: Accounts;
  readonly events: EventService;
}

/**
 * Running an event day to day (docs/server-api.md, "Events"): a league's roster changes, the
 * start of a round or match (its clock), a no-show elimination. The organizer's alone.
 */
export function registerEventDayRoutes(app: FastifyInstance, { accounts, events }: Deps): void {
  app.post('/api/events/:id/roster/add-team', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.roster.addTeam(me, id, parseEventBody('addTeam', request.body));
  });
  app.post('/api/events/:id/roster/drop-team', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.roster.dropTeam(me, id, parseEventBody('dropTeam', request.body));
  });
  app.post('/api/events/:id/roster/withdraw', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.roster.withdraw(me, id, parseEventBody('withdrawPlayer', request.body));
  });
  app.post('/api/events/:id/start', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.day.start(me, id, parseEventBody('startMatches', request.body));
  });
  app.post('/api/events/:id/matches/:match/no-show', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.day.eliminateNoShow(
      me,
      id,
      match,
      parseEventBody('eliminateNoShow', request.body),
    );
  });
}
