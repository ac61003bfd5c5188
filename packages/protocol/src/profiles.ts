import { z } from 'zod';

/**
 * Players as anyone may see them: profiles, ratings and the leaderboard. A public page names a
 * person by the display name they chose, never by the username they sign in with (that is a
 * half of their credentials, shown only to them: GET /api/me, the account page).
 */

/** A person as a public page shows them. */
export interface PublicUser {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

/**
 * A rating: the mean and its deviation (OpenSkill's mu and sigma, on a scale where a newcomer is
 * 1500 ± 350), shown as "rating ± deviation". Provisional while the deviation is at or above
 * the leaderboard's threshold.
 */
export interface RatingInfo {
  readonly rating: number;
  readonly deviation: number;
  /** Games that moved it. */
  readonly games: number;
  readonly provisional: boolean;
}

/** The rating after one rated game, for the profile's chart. */
export interface RatingPoint {
  readonly at: string;
  readonly rating: number;
  readonly deviation: number;
  readonly won: boolean;
  /** The person left the game before it ended and took it as a loss. */
  readonly abandoned: boolean;
}

/** GET /api/users/:id: a player's record, rating and rating history (oldest first). */
export interface ProfileStats {
  readonly user: PublicUser;
  readonly games: number;
  readonly wins: number;
  readonly handsBid: number;
  readonly bidsMade: number;
  readonly rating: RatingInfo;
  readonly history: readonly RatingPoint[];
}

/** GET /api/leaderboard?limit=n: the query. */
export const LeaderboardQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export interface LeaderboardRow {
  /** 1 for the highest rating. */
  readonly rank: number;
  readonly user: PublicUser;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  /** When their last rated game ended. */
  readonly lastPlayed: string;
}

/**
 * GET /api/leaderboard: the active players, highest rating first: accounts (not guests) with a
 * rated game in the last `days` days and a deviation under `maxDeviation`.
 */
export interface Leaderboard {
  readonly days: number;
  readonly maxDeviation: number;
  readonly players: readonly LeaderboardRow[];
}
