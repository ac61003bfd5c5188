import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCore } from './core.js';

/** An event the site's admin closed or deleted: its name, and its online tables not yet over. */
export interface ClosedEvent {
  readonly name: string;
  readonly openTables: readonly string[];
}

/** The event's online tables whose match is not over (the caller closes them). */
async function openTablesOf(db: Kysely<Database>, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_matches')
    .innerJoin('tables', 'tables.id', 'event_matches.table_id')
    .select('tables.id')
    .where('event_matches.event_id', '=', eventId)
    .where('tables.status', '!=', 'done')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Closes an event: it is finished and marked closed, after which every change of it is refused
 * (EventService.exclusive, EVENT_CLOSED); it can still be read. Closing it again changes nothing.
 */
export function closeEvent(events: EventCore, id: string): Promise<ClosedEvent> {
  return events.exclusive(
    id,
    async () => {
      const event = await events.event(events.db, id);
      const openTables = await openTablesOf(events.db, id);
      if (event.closed_at == null) {
        const at = events.isoNow();
        await events.db
          .updateTable('events')
          .set({ status: 'finished', closed_at: at, updated_at: at })
          .where('id', '=', id)
          .execute();
      }
      return { name: event.name, openTables };
    },
    { closedToo: true },
  );
}

/**
 * Deletes an event: its teams, schedule, results, claim links and log, in one transaction. The
 * games played at its online tables stay (they are the tables', in their players' records).
 */
export function deleteEvent(events: EventCore, id: string): Promise<ClosedEvent> {
  return events.exclusive(
    id,
    async () => {
      const event = await events.event(events.db, id);
      const openTables = await openTablesOf(events.db, id);
      await events.db.transaction().execute(async (trx) => {
        for (const table of ['place_claims', 'event_log', 'event_matches', 'event_teams'] as const)
          await trx.deleteFrom(table).where('event_id', '=', id).execute();
        await trx.deleteFrom('events').where('id', '=', id).execute();
      });
      return { name: event.name, openTables };
    },
    { closedToo: true },
  );
}
