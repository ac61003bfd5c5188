import type { GameResult, Seat, Team } from '@texas42/engine';
import { SEATS, teamOf } from '@texas42/engine';
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

/** Who a rated game rates: the person of each seat, and whether they left before it ended. */
export interface RatedPlayer {
  readonly userId: string;
  readonly abandoned: boolean;
}

/**
 * The people a rated game counts for, seat by seat, or null when it counts for nobody. Bots are
 * never players here: a seat a person left during the game (a bot of the server's took it) is
 * that person's, who takes the game as a loss (`leaves`: the game's people who left). A seat a bot
 * held from the game's start has no person, and a game with a bot partner or opponent rates no
 * one: a partnership of one person is not what the ratings measure.
 */
export function ratedPlayers(
  seats: ReadonlyMap<Seat, SeatsTable>,
  leaves: readonly { readonly seat: string; readonly user_id: string }[],
): Map<Seat, RatedPlayer> | null {
  const out = new Map<Seat, RatedPlayer>();
  for (const seat of SEATS) {
    const s = seats.get(seat);
    const left = leaves.find((l) => l.seat === seat);
    if (s?.kind === 'human' && s.user_id !== null && left === undefined)
      out.set(seat, { userId: s.user_id, abandoned: false });
    else if (left !== undefined) out.set(seat, { userId: left.user_id, abandoned: true });
    else return null;
  }
  // One person in two seats cannot happen at a table; if it did, rating them twice would be wrong.
  const people = new Set([...out.values()].map((p) => p.userId));
  return people.size === SEATS.length ? out : null;
}
