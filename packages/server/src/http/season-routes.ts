import type { EventService } from '../events/service.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly events: EventService;
}

/**
 * A league season's dues, rescheduling and forfeits (docs/server-api.md, "Events"): a player
 * marked new or returning, a payment recorded, a match moved off league night, a late team.
 */
export function registerSeasonRoutes(serve: Serve, { events }: Deps): void {
  serve('markReturning', ({ params, me, body }) =>
    events.season.markReturning(me, params.id, body),
  );
  serve('payDues', ({ params, me, body }) => events.season.payDues(me, params.id, body));
  serve('reschedule', ({ params, me, body }) =>
    events.season.reschedule(me, params.id, params.match, body),
  );
  serve('lateArrival', ({ params, me, body }) =>
    events.season.lateArrival(me, params.id, params.match, body),
  );
}
