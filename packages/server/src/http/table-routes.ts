import { PROFILES, summarizeHand } from '@texas42/engine';
import { COSTLY_LEVELS } from '../abuse/address-limits.js';
import { ServerError } from '../errors.js';
import type { ApiDeps } from './api-deps.js';
import type { Serve } from './typed-routes.js';

/** Rule profiles, tables, their seats and rematches, finished hands and their analysis. */
export function registerTableRoutes(
  serve: Serve,
  { addresses, tables, analyses, rematchOffered }: ApiDeps,
): void {
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
}
