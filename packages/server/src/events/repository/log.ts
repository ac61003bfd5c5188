import type { EventLogTable } from '../../db/schema.js';
import type { Db } from '../core.js';

/** The event's own audit log (event_log), numbered from 1. */

/** A log entry after the last one (written in the change's transaction). */
export async function appendLogRow(db: Db, row: Omit<EventLogTable, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('event_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('event_id', '=', row.event_id)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await db
    .insertInto('event_log')
    .values({ ...row, seq })
    .execute();
}

/** The event's log, in order. */
export function logOf(db: Db, eventId: string): Promise<EventLogTable[]> {
  return db
    .selectFrom('event_log')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('seq')
    .execute();
}
