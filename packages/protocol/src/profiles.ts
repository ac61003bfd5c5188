import { z } from 'zod';
import { Instant, list, obj } from './wire.js';

/**
 * Players as anyone may see them: profiles, ratings and the leaderboard. A public page names a
 * person by the display name they chose, never by the username they sign in with (that is a
 * half of their credentials, shown only to them: GET /api/me, the account page).
 */

/** A person as a public page shows them. */
export const PublicUser = obj({ id: z.string(), name: z.string(), guest: z.boolean() });
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * A rating: the mean and its deviation (OpenSkill's mu and sigma, on a scale where a newcomer is
 * 1500 ± 350), shown as "rating ± deviation". Provisional while the deviation is at or above
 * the leaderboard's threshold.
 */
export const RatingInfo = obj({
  rating: z.number(),
  deviation: z.number(),
  /** Games that moved it. */
  games: z.number(),
  provisional: z.boolean(),
});
export type RatingInfo = z.infer<typeof RatingInfo>;

/** The rating after one rated game, for the profile's chart. */
export const RatingPoint = obj({
  at: Instant,
  rating: z.number(),
  deviation: z.number(),
  won: z.boolean(),
  /** The person left the game before it ended and took it as a loss. */
  abandoned: z.boolean(),
});
export type RatingPoint = z.infer<typeof RatingPoint>;

/** GET /api/users/:id: a player's record, rating and rating history (oldest first). */
export const ProfileStats = obj({
  user: PublicUser,
  games: z.number(),
  wins: z.number(),
  handsBid: z.number(),
  bidsMade: z.number(),
  rating: RatingInfo,
  history: list(RatingPoint),
});
export type ProfileStats = z.infer<typeof ProfileStats>;

/** GET /api/leaderboard?limit=n: the query. */
export const LeaderboardQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardRow = obj({
  /** 1 for the highest rating. */
  rank: z.number(),
  user: PublicUser,
  rating: z.number(),
  deviation: z.number(),
  games: z.number(),
  /** When their last rated game ended. */
  lastPlayed: Instant,
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/**
 * GET /api/leaderboard: the active players, highest rating first: accounts (not guests) with a
 * rated game in the last `days` days and a deviation under `maxDeviation`.
 */
export const Leaderboard = obj({
  days: z.number(),
  maxDeviation: z.number(),
  players: list(LeaderboardRow),
});
export type Leaderboard = z.infer<typeof Leaderboard>;
