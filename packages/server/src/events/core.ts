import type { EventView, Me } from '@texas42/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Limits } from '../config.js';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';

/** The site's limits on events (config.ts; 0: no limit). */
export type EventLimits = Pick<Limits, 'eventsPerDay' | 'teamsPerEvent' | 'matchesPerSchedule'>;

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * What the event modules (registration.ts, generation.ts, results.ts, ...) use of the
 * EventService: its database and clock, its reads, its one-at-a-time work per event, its view,
 * and moving a bracket on.
 */
export interface EventCore {
  readonly db: Kysely<Database>;
  readonly clock: () => number;
  /** The clock's time as an ISO string: what every stored time of an event is written with. */
  isoNow(): string;
  /** How many events a person may create a day, teams an event holds, matches a schedule has (0: no limit). */
  readonly limits: EventLimits;
  /** One change of the event at a time; refused (EVENT_CLOSED) once closed, unless `closedToo`. */
  exclusive<T>(
    eventId: string,
    work: () => Promise<T>,
    options?: { readonly closedToo?: boolean },
  ): Promise<T>;
  event(db: Db, id: string): Promise<EventsTable>;
  teams(db: Db, id: string): Promise<EventTeamsTable[]>;
  matches(db: Db, id: string): Promise<EventMatchesTable[]>;
  match(eventId: string, matchId: string): Promise<EventMatchesTable>;
  requireOrganizer(event: EventsTable, me: Me): void;
  userNames(ids: readonly (string | null)[]): Promise<Map<string, string>>;
  advance(trx: Transaction<Database>, event: EventsTable, at: string): Promise<void>;
  view(id: string, me: Me | null): Promise<EventView>;
}

/** The event changed (and its status, if given) at `at`: its updated_at. */
export async function touchEvent(
  db: Db,
  id: string,
  at: string,
  status?: EventsTable['status'],
): Promise<void> {
  await db
    .updateTable('events')
    .set({ updated_at: at, ...(status !== undefined ? { status } : {}) })
    .where('id', '=', id)
    .execute();
}
