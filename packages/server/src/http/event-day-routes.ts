import type { EventService } from '../events/service.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly events: EventService;
}

/**
 * Running an event day to day (docs/server-api.md, "Events"): a league's roster changes, the
 * start of a round or match (its clock), a no-show elimination. The organizer's alone.
 */
export function registerEventDayRoutes(serve: Serve, { events }: Deps): void {
  serve('addTeam', ({ params, me, body }) => events.roster.addTeam(me, params.id, body));
  serve('dropTeam', ({ params, me, body }) => events.roster.dropTeam(me, params.id, body));
  serve('withdrawPlayer', ({ params, me, body }) => events.roster.withdraw(me, params.id, body));
  serve('startMatches', ({ params, me, body }) => events.day.start(me, params.id, body));
  serve('noShow', ({ params, me, body }) =>
    events.day.eliminateNoShow(me, params.id, params.match, body),
  );
}
