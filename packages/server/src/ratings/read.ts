import type { Leaderboard, RatingInfo, RatingPoint } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Who the leaderboard lists, as lichess does: people whose rating is proven (deviation under the
 * threshold: about twenty rated games from the newcomer's 350) and who play (a rated game in the
 * last `days` days). Guests are left off: a guest's identity ends with its cookie, and anyone
 * may make as many as they like.
 */
export const LEADERBOARD = { days: 30, maxDeviation: 300 } as const;

/** The points of a profile's chart: the most recent rated games. */
const HISTORY_POINTS = 500;

/** A person's rating as the API shows it, from their row's mean, deviation and games. */
export function ratingInfo(row: { mu: number; sigma: number; games: number }): RatingInfo {
  const deviation = Number(row.sigma);
  return {
    rating: Number(row.mu),
    deviation,
    games: Number(row.games),
    provisional: deviation >= LEADERBOARD.maxDeviation,
  };
}

/** A person's rating after each rated game, oldest first. */
export async function ratingHistory(db: Kysely<Database>, userId: string): Promise<RatingPoint[]> {
  const rows = await db
    .selectFrom('rating_history')
    .select(['created_at', 'mu', 'sigma', 'won', 'abandoned', 'table_id', 'game'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('table_id', 'desc')
    .orderBy('game', 'desc')
    .limit(HISTORY_POINTS)
    .execute();
  return rows.reverse().map((r) => ({
    at: r.created_at,
    rating: Number(r.mu),
    deviation: Number(r.sigma),
    won: Number(r.won) === 1,
    abandoned: Number(r.abandoned) === 1,
  }));
}

/** The active, proven players, highest rating first (at `at`, ms since the epoch: the server's clock). */
export async function leaderboard(
  db: Kysely<Database>,
  limit: number,
  at: number,
): Promise<Leaderboard> {
  const since = new Date(at - LEADERBOARD.days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('users')
    .innerJoin('rating_history', 'rating_history.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.rating_mu',
      'users.rating_sigma',
      'users.rated_games',
      eb.fn.max('rating_history.created_at').as('last_played'),
    ])
    .where('rating_history.created_at', '>=', since)
    .where('users.rating_sigma', '<', LEADERBOARD.maxDeviation)
    .where('users.password_hash', 'is not', null)
    .groupBy([
      'users.id',
      'users.name',
      'users.rating_mu',
      'users.rating_sigma',
      'users.rated_games',
    ])
    .orderBy('users.rating_mu', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return {
    ...LEADERBOARD,
    players: rows.map((r, i) => ({
      rank: i + 1,
      user: { id: r.id, name: r.name, guest: false },
      rating: Number(r.rating_mu),
      deviation: Number(r.rating_sigma),
      games: Number(r.rated_games),
      lastPlayed: String(r.last_played),
    })),
  };
}
