import { teamOf, type Seat, type Team } from '@texas42/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SeatsTable } from '../db/schema.js';
import { ratedPlayers } from '../tables/results.js';
import { rateGame, type Skill } from './model.js';

/**
 * A person left a rated table during game `game` (the server's hard bot takes their seat): kept
 * so that the game, when it ends, is rated for them as a loss and the bot is not rated. `at`: the
 * time written, the table service's clock's.
 */
export async function recordLeave(
  db: Kysely<Database>,
  tableId: string,
  game: number,
  seat: Seat,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('rated_leaves')
    .values({ table_id: tableId, game, seat, user_id: userId, created_at: at })
    .execute();
}

/**
 * Rates finished game `game` of a rated table inside the transaction that records it: each
 * person's new mean and deviation (ratings/model.ts) and a history row. Returns whether the game
 * was rated: a game a bot sat in from its start rates no one (tables/results.ts ratedPlayers).
 * `at`: the time its history rows are written at, the table service's clock's.
 */
export async function rateFinishedGame(
  trx: Transaction<Database>,
  tableId: string,
  game: number,
  winner: Team,
  seats: ReadonlyMap<Seat, SeatsTable>,
  at: string,
): Promise<boolean> {
  const leaves = await trx
    .selectFrom('rated_leaves')
    .select(['seat', 'user_id'])
    .where('table_id', '=', tableId)
    .where('game', '=', game)
    .execute();
  const players = ratedPlayers(seats, leaves);
  if (players === null) return false;
  const ids = [...players.values()].map((p) => p.userId);
  // Ratings are between accounts only: a guest is made with one request, so a game with one
  // (an event's table seats the event's players, guests or not) is played unrated.
  const accounts = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('username', 'is not', null)
    .execute();
  if (accounts.length !== ids.length) return false;
  // Counting the game first takes the four rows' locks on PostgreSQL, so two games that end at
  // once for the same person are rated one after the other, each from the other's result.
  await trx
    .updateTable('users')
    .set((eb) => ({ rated_games: eb('rated_games', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'rating_mu', 'rating_sigma'])
    .where('id', 'in', ids)
    .execute();
  const skillOf = (userId: string): Skill => {
    const row = rows.find((r) => r.id === userId);
    if (row === undefined) throw new Error(`rated player ${userId} has no account`);
    return { mu: Number(row.rating_mu), sigma: Number(row.rating_sigma) };
  };
  const before = {} as Record<Seat, Skill>;
  const abandoned = new Set<Seat>();
  for (const [seat, p] of players) {
    before[seat] = skillOf(p.userId);
    if (p.abandoned) abandoned.add(seat);
  }
  const after = rateGame(before, winner, abandoned);
  for (const [seat, p] of players) {
    const { mu, sigma } = after[seat];
    await trx
      .updateTable('users')
      .set({ rating_mu: mu, rating_sigma: sigma })
      .where('id', '=', p.userId)
      .execute();
    await trx
      .insertInto('rating_history')
      .values({
        user_id: p.userId,
        table_id: tableId,
        game,
        won: !p.abandoned && winner === teamOf(seat) ? 1 : 0,
        abandoned: p.abandoned ? 1 : 0,
        mu_before: before[seat].mu,
        sigma_before: before[seat].sigma,
        mu,
        sigma,
        created_at: at,
      })
      .execute();
  }
  return true;
}
