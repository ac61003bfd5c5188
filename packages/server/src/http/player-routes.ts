import { leaderboard, ratingHistory, ratingInfo } from '../ratings/read.js';
import { ServerError } from '../errors.js';
import type { ApiDeps } from './api-deps.js';
import type { Serve } from './typed-routes.js';

/** Players' public profiles and the leaderboard. */
export function registerPlayerRoutes(serve: Serve, { db, accounts, now }: ApiDeps): void {
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
