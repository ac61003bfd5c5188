import { seatIndex } from '@texas42/engine';
import type { RematchOffer } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, RematchSeatsTable } from '../db/schema.js';

/** The SQL of rematches (tables/rematches.ts): the offer's rows and the answers. */

/** The rematch offered at finished table `tableId`, as every viewer of it is told; else null. */
export async function readRematch(
  db: Kysely<Database>,
  tableId: string,
): Promise<RematchOffer | null> {
  const rows = await db
    .selectFrom('rematch_seats')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('seat')
    .execute();
  return offerOf(rows);
}

export function offerOf(rows: readonly RematchSeatsTable[]): RematchOffer | null {
  const by = rows.find((r) => r.answer === 'offered');
  if (by === undefined) return null;
  return {
    tableId: by.new_table_id,
    by: by.seat,
    // In seat order (N, E, S, W), however the rows came: from the database or as just offered.
    answers: [...rows]
      .sort((a, b) => seatIndex(a.seat) - seatIndex(b.seat))
      .map((r) => ({ seat: r.seat, answer: r.answer })),
  };
}

/**
 * The offer's rows, written inside the transaction that makes the new table (`trx`): a second
 * offer for the same finished table breaks the unique key and undoes that table too.
 */
export async function insertRematch(
  trx: Kysely<Database>,
  rows: readonly RematchSeatsTable[],
): Promise<void> {
  for (const row of rows) await trx.insertInto('rematch_seats').values(row).execute();
}

/** A person's row of the offer at `tableId`, if they were offered a seat or made the offer. */
export async function rematchSeatOf(
  db: Kysely<Database>,
  tableId: string,
  userId: string,
): Promise<RematchSeatsTable | undefined> {
  return db
    .selectFrom('rematch_seats')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Records an answer, if the seat's answer is still pending: false if it was not. */
export async function answerRematch(
  db: Kysely<Database>,
  tableId: string,
  seat: RematchSeatsTable['seat'],
  answer: 'accepted' | 'declined',
): Promise<boolean> {
  const result = await db
    .updateTable('rematch_seats')
    .set({ answer })
    .where('table_id', '=', tableId)
    .where('seat', '=', seat)
    .where('answer', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who the seat at a rematch's new table is held for, while their answer is pending. */
export async function heldFor(
  db: Kysely<Database>,
  newTableId: string,
  seat: RematchSeatsTable['seat'],
): Promise<string | null> {
  const row = await db
    .selectFrom('rematch_seats')
    .select('user_id')
    .where('new_table_id', '=', newTableId)
    .where('seat', '=', seat)
    .where('answer', '=', 'pending')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The seats of a rematch's new table still held for their players (answer pending), with the name
 * each sat under at the finished table: the table shows them held, not empty.
 */
export async function heldSeatsOf(
  db: Kysely<Database>,
  newTableId: string,
): Promise<{ seat: RematchSeatsTable['seat']; name: string }[]> {
  return db
    .selectFrom('rematch_seats')
    .innerJoin('seats', (join) =>
      join
        .onRef('seats.table_id', '=', 'rematch_seats.table_id')
        .onRef('seats.seat', '=', 'rematch_seats.seat'),
    )
    .select(['rematch_seats.seat as seat', 'seats.name as name'])
    .where('rematch_seats.new_table_id', '=', newTableId)
    .where('rematch_seats.answer', '=', 'pending')
    .orderBy('rematch_seats.seat')
    .execute();
}
