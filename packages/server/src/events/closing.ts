import type { EventDatabase, EventLock, EventClock } from './core.js';
import { deleteEventRows, eventOf, markClosed, openTablesOf } from './repository/index.js';

/** An event the site's admin closed or deleted: its name, and its online tables not yet over. */
export interface ClosedEvent {
  readonly name: string;
  readonly openTables: readonly string[];
}

type ClosingDeps = EventDatabase & EventLock & EventClock;

/**
 * Closes an event: it is finished and marked closed, after which every change of it is refused
 * (EventService.exclusive, EVENT_CLOSED); it can still be read. Closing it again changes nothing.
 */
export function closeEvent(deps: ClosingDeps, id: string): Promise<ClosedEvent> {
  return deps.exclusive(
    id,
    async () => {
      const event = await eventOf(deps.db, id);
      const openTables = await openTablesOf(deps.db, id);
      if (event.closed_at == null) {
        const at = deps.isoNow();
        await markClosed(deps.db, id, at);
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
export function deleteEvent(deps: EventDatabase & EventLock, id: string): Promise<ClosedEvent> {
  return deps.exclusive(
    id,
    async () => {
      const event = await eventOf(deps.db, id);
      const openTables = await openTablesOf(deps.db, id);
      await deps.db.transaction().execute((trx) => deleteEventRows(trx, id));
      return { name: event.name, openTables };
    },
    { closedToo: true },
  );
}
