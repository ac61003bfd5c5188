import { PROFILES, summarizeHand, type Action } from '@texas42/engine';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LeaderboardQuery, type Leaderboard, type ProfileStats } from '@texas42/protocol';
import type { HandAnalyses } from '../analysis.js';
import type { Accounts } from '../auth/accounts.js';
import type { Database } from '../db/schema.js';
import { leaderboard, ratingHistory, ratingInfo } from '../ratings/read.js';
import { ServerError } from '../errors.js';
import type { TableService } from '../tables/service.js';
import type { Kysely } from 'kysely';
import { parseBody } from './parse.js';
import { clearSession, meOf, requireMe, sessionOf, setSession } from './session.js';

interface Deps {
  readonly db: Kysely<Database>;
  readonly accounts: Accounts;
  readonly tables: TableService;
  /** Hand analyses: one bounded pool of threads (analysis.ts). */
  readonly analyses: HandAnalyses;
  /** Days a session lives unused: the cookie's lifetime too. */
  readonly sessionDays: number;
}

const Params = z.object({ id: z.string().min(1).max(64) });
const HandParams = Params.extend({ n: z.coerce.number().int().nonnegative() });
const InviteQuery = z.object({ invite: z.string().max(64).optional() });

function params<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ServerError(400, 'BAD_REQUEST', 'the address is not valid', 'params');
  return r.data;
}

/** The JSON API (docs/server-api.md). */
export function registerRoutes(
  app: FastifyInstance,
  { db, accounts, tables, analyses, sessionDays }: Deps,
): void {
  const days = sessionDays;
  app.post('/api/guest', async (request, reply) => {
    const body = parseBody('guest', request.body);
    const { me, session } = await accounts.guest(body.name);
    setSession(request, reply, session, days);
    return me;
  });
  app.post('/api/signup', async (request, reply) => {
    const body = parseBody('signUp', request.body);
    const { me, session } = await accounts.signUp(body.username, body.password, body.name);
    setSession(request, reply, session, days);
    return me;
  });
  app.post('/api/signin', async (request, reply) => {
    const body = parseBody('signIn', request.body);
    const { me, session } = await accounts.signIn(body.username, body.password);
    setSession(request, reply, session, days);
    return me;
  });
  app.post('/api/signout', async (request, reply) => {
    const session = sessionOf(request);
    if (session !== null) await accounts.signOut(session);
    clearSession(request, reply);
    return { ok: true };
  });
  // Every session of the account ends, this one too, and their sockets are disconnected.
  app.post('/api/signout-everywhere', async (request, reply) => {
    const me = await requireMe(accounts, request);
    await accounts.sessions.closeAll(me.id);
    clearSession(request, reply);
    return { ok: true };
  });
  // A new password ends every session; the one that changed it gets a fresh session.
  app.post('/api/password', async (request, reply) => {
    const me = await requireMe(accounts, request);
    const body = parseBody('changePassword', request.body);
    const session = await accounts.changePassword(me, body.current, body.password);
    setSession(request, reply, session, days);
    return { ok: true };
  });
  // Who you are; the cookie is set again, so it lives as long as the session it holds.
  app.get('/api/me', async (request, reply) => {
    const me = await requireMe(accounts, request);
    const session = sessionOf(request);
    if (session !== null) setSession(request, reply, session, days);
    return me;
  });

  app.get('/api/profiles', () => ({
    profiles: PROFILES.map((p) => ({ id: p.id, name: p.name, document: p.document })),
  }));

  app.get('/api/tables', async () => ({ tables: await tables.list() }));
  app.post('/api/tables', async (request) => {
    const me = await requireMe(accounts, request);
    const body = parseBody('createTable', request.body);
    const { room, invite } = await tables.create(me, body);
    return { table: tables.summary(room), invite };
  });
  app.get('/api/tables/:id', async (request) => {
    const { id } = params(Params, request.params);
    const { invite } = params(InviteQuery, request.query);
    const room = await tables.visibleRoom(id, await meOf(accounts, request), invite);
    return tables.summary(room);
  });
  app.post('/api/tables/:id/seat', async (request) => {
    const { id } = params(Params, request.params);
    const me = await requireMe(accounts, request);
    const body = parseBody('takeSeat', request.body);
    return tables.summary(await tables.takeSeat(me, id, body.seat, body.invite));
  });
  app.post('/api/tables/:id/bot', async (request) => {
    const { id } = params(Params, request.params);
    const me = await requireMe(accounts, request);
    const body = parseBody('seatBot', request.body);
    return tables.summary(await tables.seatBot(me, id, body.seat, body.level));
  });
  app.post('/api/tables/:id/leave', async (request) => {
    const { id } = params(Params, request.params);
    const me = await requireMe(accounts, request);
    return tables.summary(await tables.leave(me, id));
  });
  // The table's log: who did what, in order, for anyone who may watch the table. A shake is shown
  // without the hands it dealt (those are in the hand records once the hand is over) and the
  // generator keys of draws never leave the server.
  app.get('/api/tables/:id/log', async (request) => {
    const { id } = params(Params, request.params);
    const { invite } = params(InviteQuery, request.query);
    const room = await tables.visibleRoom(id, await meOf(accounts, request), invite);
    const events = await db
      .selectFrom('table_events')
      .select(['seq', 'seat', 'action'])
      .where('table_id', '=', room.row.id)
      .orderBy('seq')
      .execute();
    return {
      version: room.state.version,
      events: events.map((e) => ({
        seq: Number(e.seq),
        seat: e.seat,
        action: publicAction(JSON.parse(e.action) as Action),
      })),
    };
  });
  app.get('/api/tables/:id/hands', async (request) => {
    const { id } = params(Params, request.params);
    const { invite } = params(InviteQuery, request.query);
    const hands = await tables.hands(id, await meOf(accounts, request), invite);
    return {
      hands: hands.map((h) => ({
        index: h.index,
        record: h.record,
        summary: summarizeHand(h.result),
      })),
    };
  });
  app.get('/api/tables/:id/hands/:n/analysis', async (request) => {
    const { id, n } = params(HandParams, request.params);
    const { invite } = params(InviteQuery, request.query);
    const me = await meOf(accounts, request);
    const hand = (await tables.hands(id, me, invite))[n];
    if (hand === undefined)
      throw new ServerError(404, 'NOT_FOUND', `hand ${n} of this table is not finished`, 'n');
    const room = await tables.room(id);
    // One address's analyses take turns with everyone else's (request.ip heeds TRUST_PROXY).
    const result = await analyses.analyze(`${id}/${n}`, room.rules, hand.record, request.ip);
    if (!result.ok)
      throw new ServerError(422, result.error.code, result.error.message, result.error.at);
    return result.value;
  });

  // A player's public profile: the display name only (never the username), their record, and
  // their rating with its history (ratings/).
  app.get('/api/users/:id', async (request): Promise<ProfileStats> => {
    const { id } = params(Params, request.params);
    const found = await accounts.publicUser(id);
    if (found === null) throw new ServerError(404, 'NOT_FOUND', `there is no player "${id}"`, 'id');
    const totals = await db
      .selectFrom('game_results')
      .select((eb) => [
        eb.fn.countAll<number>().as('games'),
        eb.fn.sum<number>('won').as('wins'),
        eb.fn.sum<number>('hands_bid').as('handsBid'),
        eb.fn.sum<number>('bids_made').as('bidsMade'),
      ])
      .where('user_id', '=', id)
      .executeTakeFirst();
    return {
      user: found.user,
      games: Number(totals?.games ?? 0),
      wins: Number(totals?.wins ?? 0),
      handsBid: Number(totals?.handsBid ?? 0),
      bidsMade: Number(totals?.bidsMade ?? 0),
      rating: ratingInfo(found),
      history: await ratingHistory(db, id),
    };
  });
  // The active players with proven ratings, highest first (ratings/read.ts LEADERBOARD).
  app.get('/api/leaderboard', async (request): Promise<Leaderboard> => {
    const { limit } = params(LeaderboardQuery, request.query);
    return leaderboard(db, limit);
  });
}

/** A log entry as anyone watching may read it: a shake without its hands. */
function publicAction(action: Action): Action {
  return action.type === 'shake' ? { type: 'shake', seat: action.seat } : action;
}
