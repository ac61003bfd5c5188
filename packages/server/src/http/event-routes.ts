import type { FastifyInstance } from 'fastify';
import { describeIssues, EventMatchesQuery } from '@texas42/protocol';
import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import type { EventService } from '../events/service.js';
import { ServerError } from '../errors.js';
import { parseEventBody } from './parse.js';
import { meOf, requireMe } from './session.js';

interface Deps {
  readonly accounts: Accounts;
  readonly events: EventService;
}

export const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const EventParams = z.object({ id: Id });
const TeamParams = EventParams.extend({ team: Id });
export const MatchParams = EventParams.extend({ match: z.string().regex(/^[a-z0-9-]{1,24}$/) });

export function params<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ServerError(400, 'BAD_REQUEST', 'the address is not valid', 'params');
  return r.data;
}

const BAD_QUERY = { round: 'BAD_ROUND', page: 'BAD_PAGE', team: 'BAD_TEAM' } as const;

/** The paging query of an event's matches; a bad number is a 400 whose code names it. */
function matchesQuery(query: unknown): EventMatchesQuery {
  const r = EventMatchesQuery.safeParse(query ?? {});
  if (r.success) return r.data;
  const key = r.error.issues[0]?.path[0];
  const named = key === 'round' || key === 'page' || key === 'team' ? key : null;
  throw new ServerError(
    400,
    named === null ? 'BAD_REQUEST' : BAD_QUERY[named],
    `${describeIssues(r.error)} (the query takes round, team and page)`,
    named ?? 'query',
  );
}

/** Leagues and tournaments (docs/server-api.md, "Events"). Anyone may look; roles act. */
export function registerEventRoutes(app: FastifyInstance, { accounts, events }: Deps): void {
  app.get('/api/events', async () => ({ events: await events.list() }));
  app.post('/api/events', async (request) => {
    const me = await requireMe(accounts, request);
    return events.create(me, parseEventBody('createEvent', request.body));
  });
  app.get('/api/events/:id', async (request) => {
    const { id } = params(EventParams, request.params);
    return events.view(id, await meOf(accounts, request));
  });
  // A big schedule's matches a round or a team at a time, 100 a page (events/view-pages.ts).
  app.get('/api/events/:id/matches', async (request) => {
    const { id } = params(EventParams, request.params);
    return events.matchesPage(id, matchesQuery(request.query));
  });
  app.get('/api/events/:id/standings', async (request) => {
    const { id } = params(EventParams, request.params);
    const view = await events.view(id, null);
    return { standings: view.standings };
  });
  app.get('/api/events/:id/bracket', async (request) => {
    const { id } = params(EventParams, request.params);
    const view = await events.view(id, null);
    return { rounds: view.rounds, champion: view.champion };
  });
  app.post('/api/events/:id/teams', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.register(me, id, parseEventBody('registerTeam', request.body));
  });
  app.post('/api/events/:id/teams/:team/join', async (request) => {
    const { id, team } = params(TeamParams, request.params);
    const me = await requireMe(accounts, request);
    return events.join(me, id, team, parseEventBody('joinTeam', request.body ?? {}));
  });
  // A partner's invitation: the invited person accepts or declines; the team may take it back.
  app.post('/api/events/:id/teams/:team/accept', async (request) => {
    const { id, team } = params(TeamParams, request.params);
    const me = await requireMe(accounts, request);
    return events.accept(me, id, team, parseEventBody('acceptInvite', request.body ?? {}));
  });
  app.post('/api/events/:id/teams/:team/decline', async (request) => {
    const { id, team } = params(TeamParams, request.params);
    const me = await requireMe(accounts, request);
    return events.decline(me, id, team);
  });
  app.get('/api/invitations', async (request) => {
    const me = await requireMe(accounts, request);
    return { invitations: await events.invitations(me) };
  });
  app.post('/api/events/:id/generate', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.generate(me, id, parseEventBody('generate', request.body));
  });
  app.post('/api/events/:id/matches/:match/report', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('reportResult', request.body);
    return events.act(me, id, match, { type: 'report', ...body });
  });
  app.post('/api/events/:id/matches/:match/correct', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('correctResult', request.body);
    return events.act(me, id, match, { type: 'correct', ...body });
  });
  app.post('/api/events/:id/matches/:match/confirm', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    parseEventBody('confirmResult', request.body);
    return events.act(me, id, match, { type: 'confirm' });
  });
  app.post('/api/events/:id/matches/:match/dispute', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('disputeResult', request.body);
    return events.act(me, id, match, { type: 'dispute', ...body });
  });
  app.post('/api/events/:id/matches/:match/rule', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    const body = parseEventBody('ruleResult', request.body);
    return events.act(me, id, match, { type: 'rule', ...body });
  });
  app.post('/api/events/:id/matches/:match/play', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.play(me, id, match);
  });
  // A held seat changes hands only this way: the organizer seats a bot, or frees it.
  app.post('/api/events/:id/matches/:match/seat', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.replaceSeat(me, id, match, parseEventBody('replaceSeat', request.body));
  });
  app.get('/api/events/:id/matches/:match/score', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    return events.scoresheet(await meOf(accounts, request), id, match);
  });
  app.post('/api/events/:id/matches/:match/score', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    return events.keepScore(me, id, match, parseEventBody('keepScore', request.body));
  });
  app.post('/api/events/:id/matches/:match/score/undo', async (request) => {
    const { id, match } = params(MatchParams, request.params);
    const me = await requireMe(accounts, request);
    parseEventBody('undoScore', request.body);
    return events.undoScore(me, id, match);
  });
  app.post('/api/events/:id/check-in/open', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.openCheckIn(me, id, parseEventBody('openCheckIn', request.body));
  });
  app.post('/api/events/:id/check-in', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.checkIn(me, id, parseEventBody('checkIn', request.body));
  });
  app.post('/api/events/:id/tables', async (request) => {
    const { id } = params(EventParams, request.params);
    const me = await requireMe(accounts, request);
    return events.drawTables(me, id, parseEventBody('drawTables', request.body));
  });
}
