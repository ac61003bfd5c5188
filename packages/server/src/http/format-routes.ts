import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { endRound, enterMarks, miniGame } from '../events/progressive.js';
import type { EventService } from '../events/service.js';
import { EventParams, params } from './event-routes.js';
import { parseEventBody } from './parse.js';
import { requireMe } from './session.js';

interface Deps {
  readonly accounts: Accounts;
  readonly events: EventService;
}

const TableParams = EventParams.extend({ table: z.string().regex(/^[1-9][0-9]{0,2}$/) });

/**
 * The routes of the two kinds that are neither a schedule nor one bracket (docs/server-api.md,
 * "Pools", "League playoffs" and "Progressive tables"): advancing from the pools to the brackets,
 * a league's playoffs, and a progressive event's marks, rounds and mini-game.
 */
export function registerFormatRoutes(app: FastifyInstance, { accounts, events }: Deps): void {
  app.post('/api/events/:id/advance', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    parseEventBody('advancePools', request.body);
    return events.advancePools(me, id);
  });
  app.post('/api/events/:id/playoffs', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.startPlayoffs(me, id, parseEventBody('startPlayoffs', request.body));
  });
  app.post('/api/events/:id/progressive/tables/:table/marks', async (request) => {
    const { id, table } = params(TableParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('tableMarks', request.body);
    return events.progressive(me, id, (plan, may) =>
      enterMarks(plan, Number(table), body, may.atTable),
    );
  });
  app.post('/api/events/:id/progressive/round', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('endRound', request.body);
    return events.progressive(me, id, (plan, may) => {
      may.organizer();
      return endRound(plan, body);
    });
  });
  app.post('/api/events/:id/progressive/mini-game', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('miniGame', request.body);
    return events.progressive(me, id, (plan, may) => {
      may.organizer();
      return miniGame(plan, body);
    });
  });
}
