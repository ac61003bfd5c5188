import type { Action, MatchState, Seat } from '@texas42/engine';
import type { RematchOffer } from '@texas42/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SeatsTable, TablesTable } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique.js';
import { rateFinishedGame, recordLeave } from '../ratings/record.js';
import { heldSeatsOf, readRematch } from './rematch-repository.js';
import { playerGames } from './results.js';

/** One event of a table's log as stored: the action as JSON, and the key of a draw it made. */
export interface StoredEvent {
  readonly seq: number;
  readonly action: string;
  readonly rng: string | null;
}

/** What one action writes: its event, the table's row after it, and the games it finished. */
export interface Append {
  readonly tableId: string;
  /** The event's number: the room's last plus one; the log's primary key refuses a second. */
  readonly seq: number;
  readonly action: Action;
  /** The stored key of the draw the action made, if it made one (tables/dealing.ts). */
  readonly rng: string | null;
  readonly status: TablesTable['status'];
  /** The match after the action; games from `firstNewGame` on finished with it. */
  readonly after: MatchState;
  readonly firstNewGame: number;
  readonly rated: boolean;
  readonly seats: ReadonlyMap<Seat, SeatsTable>;
}

/**
 * Every SQL statement about tables: their rows and seats, the event log (appended with its
 * version check), and the lines of finished games with their ratings. Times written are the
 * service's clock's, so the whole table service reads one time.
 */
export class TableRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** The clock's time as the database stores it. */
  stamp(): string {
    return new Date(this.now()).toISOString();
  }

  /** The table and its seats, and `alsoWrite`'s rows, in one transaction. */
  async insertTable(
    row: TablesTable,
    seats: Iterable<SeatsTable>,
    alsoWrite?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('tables').values(row).execute();
      for (const s of seats) await trx.insertInto('seats').values(s).execute();
      await alsoWrite?.(trx);
    });
  }

  async table(id: string): Promise<TablesTable | undefined> {
    return this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async seats(id: string): Promise<Map<Seat, SeatsTable>> {
    const rows = await this.db.selectFrom('seats').selectAll().where('table_id', '=', id).execute();
    return new Map(rows.map((s) => [s.seat, s]));
  }

  /** Tables not held for an event that `userId` created and that wait for players or are played. */
  async openTablesOf(userId: string): Promise<number> {
    const { open } = await this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll<number | string>().as('open'))
      .where('created_by', '=', userId)
      .where('held', '=', 0)
      .where('status', 'in', ['waiting', 'playing'])
      .executeTakeFirstOrThrow();
    return Number(open);
  }

  /** An admin closed the table: it is over where it stands. */
  async close(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('tables')
      .set({ status: 'done', closed_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Every table being played, to bring back after a restart. */
  async playingTableIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'playing')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * The lobby: public tables not finished where a person still holds a seat (a table whose people
   * all left is played out by bots and shows in nobody's lobby), the latest changed first.
   */
  async lobbyTableIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('visibility', '=', 'public')
      .where('status', '!=', 'done')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('seats')
            .select('seats.seat')
            .whereRef('seats.table_id', '=', 'tables.id')
            .where('seats.kind', '=', 'human'),
        ),
      )
      .orderBy('updated_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Public tables whose match is over, the latest first: the lobby's history. */
  async finishedTableIds(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('visibility', '=', 'public')
      .where('status', '=', 'done')
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The events of a table's log after `seq`, in order. */
  async eventsAfter(id: string, seq: number): Promise<StoredEvent[]> {
    return this.db
      .selectFrom('table_events')
      .select(['seq', 'action', 'rng'])
      .where('table_id', '=', id)
      .where('seq', '>', seq)
      .orderBy('seq')
      .execute();
  }

  /** The whole log of a table, in order: who acted and the action as stored. */
  async log(id: string): Promise<{ seq: number; seat: string | null; action: string }[]> {
    return this.db
      .selectFrom('table_events')
      .select(['seq', 'seat', 'action'])
      .where('table_id', '=', id)
      .orderBy('seq')
      .execute();
  }

  /** When the table's first event (its first shake) was written, if it has one. */
  async firstEventAt(id: string): Promise<string | undefined> {
    const first = await this.db
      .selectFrom('table_events')
      .select('created_at')
      .where('table_id', '=', id)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    return first?.created_at;
  }

  /**
   * Appends an action to the log in one transaction with the table's row and any finished
   * game's results. False when another writer took the event's number first: nothing is written.
   */
  async append(a: Append): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('table_events')
          .values({
            table_id: a.tableId,
            seq: a.seq,
            seat: a.action.seat,
            action: JSON.stringify(a.action),
            rng: a.rng,
            created_at: this.stamp(),
          })
          .execute();
        await trx
          .updateTable('tables')
          .set({
            status: a.status,
            marks_ns: a.after.game.marks.NS,
            marks_ew: a.after.game.marks.EW,
            updated_at: this.stamp(),
          })
          .where('id', '=', a.tableId)
          .execute();
        for (let g = a.firstNewGame; g < a.after.games.length; g++)
          await this.recordGame(trx, a, g);
      });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** A finished game's line for each person, rated (ratings/record.ts) if the table is. */
  private async recordGame(trx: Transaction<Database>, a: Append, g: number): Promise<void> {
    const game = a.after.games[g];
    if (game === undefined) return;
    const lines = playerGames(game, a.seats);
    // Ratings move for the four people of a rated game, never for a bot (ratings/record.ts).
    const rated =
      a.rated && (await rateFinishedGame(trx, a.tableId, g, game.winner, a.seats, this.stamp()));
    for (const l of lines)
      await trx
        .insertInto('game_results')
        .values({
          table_id: a.tableId,
          game: g,
          user_id: l.userId,
          team: l.team,
          won: l.won ? 1 : 0,
          marks_for: l.marksFor,
          marks_against: l.marksAgainst,
          hands_bid: l.handsBid,
          bids_made: l.bidsMade,
          rated: rated ? 1 : 0,
          created_at: this.stamp(),
        })
        .execute();
  }

  /** Takes a free seat; the fourth seat starts the match (`starts`). */
  async takeSeat(seat: SeatsTable, starts: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('seats').values(seat).execute();
      if (starts)
        await trx
          .updateTable('tables')
          .set({ status: 'playing', updated_at: this.stamp() })
          .where('id', '=', seat.table_id)
          .execute();
    });
  }

  /** Gives a held seat to someone else (a bot standing in for a person who left). */
  async handOver(seat: SeatsTable): Promise<void> {
    await this.db
      .updateTable('seats')
      .set(seat)
      .where('table_id', '=', seat.table_id)
      .where('seat', '=', seat.seat)
      .execute();
  }

  async insertSeat(seat: SeatsTable): Promise<void> {
    await this.db.insertInto('seats').values(seat).execute();
  }

  async freeSeat(tableId: string, seat: Seat): Promise<void> {
    await this.db
      .deleteFrom('seats')
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .execute();
  }

  /** Removes a table nobody waits at any more, with its seats (it has no log yet). */
  async deleteTable(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('seats').where('table_id', '=', id).execute();
      await trx.deleteFrom('tables').where('id', '=', id).execute();
    });
  }

  /** The rematch offered at a finished table, if any (tables/rematches.ts). */
  async rematchOf(id: string): Promise<RematchOffer | null> {
    return readRematch(this.db, id);
  }

  /** The seats of table `id` held for the players of the match it is a rematch of. */
  async heldSeats(id: string): Promise<{ seat: Seat; name: string }[]> {
    return heldSeatsOf(this.db, id);
  }

  /** A person left rated game `game` while it was played: it counts for them as a loss. */
  async recordLeave(tableId: string, game: number, seat: Seat, userId: string): Promise<void> {
    await recordLeave(this.db, tableId, game, seat, userId, this.stamp());
  }
}
