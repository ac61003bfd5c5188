import { endRound, enterMarks, miniGame } from '../events/progressive.js';
import type { EventService } from '../events/service.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly events: EventService;
}

/**
 * The routes of the two kinds that are neither a schedule nor one bracket (docs/server-api.md,
 * "Pools", "League playoffs" and "Progressive tables"): advancing from the pools to the brackets,
 * a league's playoffs, and a progressive event's marks, rounds and mini-game.
 */
export function registerFormatRoutes(serve: Serve, { events }: Deps): void {
  serve('advancePools', ({ params, me }) => events.formats.advancePools(me, params.id));
  serve('startPlayoffs', ({ params, me, body }) =>
    events.formats.startPlayoffs(me, params.id, body),
  );
  serve('tableMarks', ({ params, me, body }) =>
    events.formats.progressive(me, params.id, (plan, may) =>
      enterMarks(plan, Number(params.table), body, may.atTable),
    ),
  );
  serve('endRound', ({ params, me, body }) =>
    events.formats.progressive(me, params.id, (plan, may) => {
      may.organizer();
      return endRound(plan, body);
    }),
  );
  serve('miniGame', ({ params, me, body }) =>
    events.formats.progressive(me, params.id, (plan, may) => {
      may.organizer();
      return miniGame(plan, body);
    }),
  );
}
