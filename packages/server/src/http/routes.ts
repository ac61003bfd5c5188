import { PROFILES, summarizeHand } from '@texas42/engine';
import type { Me } from '@texas42/protocol';
import type { HandAnalyses } from '../analysis.js';
import { COSTLY_LEVELS, type AddressLimits } from '../abuse/address-limits.js';
import type { Accounts } from '../auth/accounts.js';
import type { Database } from '../db/schema.js';
import { leaderboard, ratingHistory, ratingInfo } from '../ratings/read.js';
import { ServerError } from '../errors.js';
import type { TableService } from '../tables/service.js';
import type { Kysely } from 'kysely';
import { clearSession, meOf, sessionOf, setSession } from './session.js';
import type { Serve } from './typed-routes.js';

interface Deps {
  readonly db: Kysely<Database>;
  /** What one client address may have or make (abuse/address-limits.ts), and its key. */
  readonly addresses: { readonly limits: AddressLimits; readonly keyOf: (ip: string) => string };
  readonly accounts: Accounts;
  readonly tables: TableService;
  /** Hand analyses: one bounded pool of threads (analysis.ts). */
  readonly analyses: HandAnalyses;
  /** Days a session lives unused: the cookie's lifetime too. */
  readonly sessionDays: number;
  /** The server's clock (config.now): who has played lately enough for the leaderboard. */
  readonly now: () => number;
  /** Told of a rematch offered at table `tableId` by `me`: the others are invited (notices). */
  readonly rematchOffered?: (me: Me, tableId: string) => void;
  /** Refuses a new account or guest while the site's admin has closed sign-ups. */
  readonly requireSignUpsOpen?: () => Promise<void>;
}

/** The JSON API (docs/server-api.md): accounts, tables, hands, players and ratings. */
export function registerRoutes(
  serve: Serve,
  {
    db,
    addresses,
    accounts,
    tables,
    analyses,
    sessionDays,
    now,
    rematchOffered,
    requireSignUpsOpen,
  }: Deps,
): void {
  const days = sessionDays;
  serve('guest', async ({ request, reply, body }) => {
    await requireSignUpsOpen?.();
    const from = addresses.keyOf(request.ip);
    await addresses.limits.checkGuest(from);
    const { me, session } = await accounts.guest(body.name, from);
    setSession(request, reply, session, days);
    return me;
  });
  serve('signUp', async ({ request, reply, body }) => {
    // A guest signing up keeps who they are: the guest becomes the account.
    const current = await meOf(accounts, request);
    if (current?.guest !== true) await requireSignUpsOpen?.();
    const { me, session } = await accounts.signUp(
      body.username,
      body.password,
      body.name,
      current ?? undefined,
    );
    setSession(request, reply, session, days);
    return me;
  });
  serve('signIn', async ({ request, reply, body }) => {
    const from = addresses.keyOf(request.ip);
    const { me, session } = await accounts.signIn(body.username, body.password, from);
    setSession(request, reply, session, days);
    return me;
  });
  serve('signOut', async ({ request, reply }) => {
    const session = sessionOf(request);
    if (session !== null) await accounts.signOut(session);
    clearSession(request, reply);
    return { ok: true };
  });
  // Every session of the account ends, this one too, and their sockets are disconnected.
  serve('signOutEverywhere', async ({ request, reply, me }) => {
    await accounts.sessions.closeAll(me.id);
    clearSession(request, reply);
    return { ok: true };
  });
  // A new password ends every session; the one that changed it gets a fresh session.
  serve('changePassword', async ({ request, reply, me, body }) => {
    const session = await accounts.changePassword(me, body.current, body.password);
    setSession(request, reply, session, days);
    return { ok: true };
  });
  // Who you are; the cookie is set again, so it lives as long as the session it holds.
  serve('me', ({ request, reply, me }) => {
    const session = sessionOf(request);
    if (session !== null) setSession(request, reply, session, days);
    return me;
  });

  serve('profiles', () => ({
    profiles: PROFILES.map((p) => ({ id: p.id, name: p.name, document: p.document })),
  }));

  serve('tables', () => tables.list());
  serve('createTable', async ({ request, me, body }) => {
    const from = addresses.keyOf(request.ip);
    await addresses.limits.checkTable(
      from,
      body.bots !== undefined && COSTLY_LEVELS.has(body.bots),
    );
    const { room, invite } = await tables.create(me, body, { madeFrom: from });
    return { table: tables.summary(room), invite };
  });
  serve('table', async ({ params, query, me }) => {
    const room = await tables.visibleRoom(params.id, me, query.invite);
    return tables.summary(room);
  });
  serve('takeSeat', async ({ params, me, body }) =>
    tables.summary(await tables.takeSeat(me, params.id, body.seat, body.invite)),
  );
  serve('seatBot', async ({ params, me, body }) => {
    // An expert bot sitting down makes one more costly table of the address the table came from.
    if (COSTLY_LEVELS.has(body.level)) {
      const room = await tables.room(params.id);
      await addresses.limits.checkCostlyTable(room.row.made_from, room.row.id);
    }
    return tables.summary(await tables.seatBot(me, params.id, body.seat, body.level));
  });
  serve('leave', async ({ params, me }) => tables.summary(await tables.leave(me, params.id)));
  serve('offerRematch', async ({ params, me }) => {
    const { room, invite } = await tables.offerRematch(me, params.id);
    rematchOffered?.(me, params.id);
    return { table: tables.summary(room), invite };
  });
  serve('answerRematch', async ({ params, me, body }) => {
    const { room, invite } = await tables.answerRematch(me, params.id, body.accept);
    return { table: tables.summary(room), invite };
  });
  // The table's log: who did what, in order, for anyone who may watch the table. A shake is shown
  // without the hands it dealt (those are in the hand records once the hand is over) and the
  // generator keys of draws never leave the server.
  serve('tableLog', ({ params, query, me }) => tables.publicLog(params.id, me, query.invite));
  serve('hands', async ({ params, query, me }) => {
    const hands = await tables.hands(params.id, me, query.invite);
    return {
      hands: hands.map((h) => ({
        index: h.index,
        record: h.record,
        summary: summarizeHand(h.result),
      })),
    };
  });
  serve('analysis', async ({ request, params: { id, n }, query, me }) => {
    const hand = (await tables.hands(id, me, query.invite))[n];
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
  serve('user', async ({ params: { id } }) => {
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
  serve('leaderboard', ({ query }) => leaderboard(db, query.limit, now()));
}
