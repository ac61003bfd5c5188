import type { GameResult, Seat, Team } from '@texas42/engine';
import { teamOf } from '@texas42/engine';
import type { SeatsTable } from '../db/schema.js';

/** A player's line for one finished game: what the profile page and the rating are made of. */
export interface PlayerGame {
  readonly userId: string;
  readonly seat: Seat;
  readonly team: Team;
  readonly won: boolean;
  readonly marksFor: number;
  readonly marksAgainst: number;
  readonly handsBid: number;
  readonly bidsMade: number;
}

export function playerGames(game: GameResult, seats: ReadonlyMap<Seat, SeatsTable>): PlayerGame[] {
  const out: PlayerGame[] = [];
  for (const [seat, s] of seats) {
    if (s.kind !== 'human' || s.user_id === null) continue;
    const team = teamOf(seat);
    const other: Team = team === 'NS' ? 'EW' : 'NS';
    const bid = game.hands.filter((h) => h.bidder === seat);
    out.push({
      userId: s.user_id,
      seat,
      team,
      won: game.winner === team,
      marksFor: game.recorded[team],
      marksAgainst: game.recorded[other],
      handsBid: bid.length,
      bidsMade: bid.filter((h) => h.outcome === 'made').length,
    });
  }
  return out;
}

/** The rating a bot plays at, so a game against bots moves a rating by what it was worth. */
export const BOT_RATING: Readonly<Record<string, number>> = {
  easy: 1100,
  medium: 1350,
  hard: 1550,
  expert: 1650,
};

/**
 * Elo for partnerships: a team plays at the mean of its two ratings, and both partners move by
 * the same amount, the team's surprise (won minus expected) times K. A player who partners a
 * strong player gains less for a win, because the team was expected to win more often.
 */
export function ratingChange(team: number, opponents: number, won: boolean, k = 32): number {
  const expected = 1 / (1 + 10 ** ((opponents - team) / 400));
  return Math.round(k * ((won ? 1 : 0) - expected));
}
