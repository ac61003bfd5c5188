import type { EventView, Me } from '@texas42/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Limits } from '../config.js';
import type { Database, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';

/**
 * What the event modules (registration.ts, generation.ts, results.ts, ...) are given: each takes
 * the few of these it uses, never the whole EventService. Every query is the repository's
 * (repository/); these are the database its transactions begin on, the per-event lock, the clock,
 * the site's limits and the event's view.
 */

/** The site's limits on events (config.ts; 0: no limit). */
export type EventLimits = Pick<Limits, 'eventsPerDay' | 'teamsPerEvent' | 'matchesPerSchedule'>;

export type Db = Kysely<Database> | Transaction<Database>;

/** The database a module begins its transactions on (the repository's functions run in them). */
export interface EventDatabase {
  readonly db: Kysely<Database>;
}

/** The per-event lock: one change of the event at a time. */
export interface EventLock {
  /** Refused (EVENT_CLOSED) once the event is closed, unless `closedToo`. */
  exclusive<T>(
    eventId: string,
    work: () => Promise<T>,
    options?: { readonly closedToo?: boolean },
  ): Promise<T>;
}

/** The server's clock (tests move it on instead of waiting). */
export interface EventClock {
  /** Milliseconds. */
  readonly clock: () => number;
  /** The clock's time as an ISO string: what every stored time of an event is written with. */
  isoNow(): string;
}

/** How many events a person may create a day, teams an event holds, matches a schedule has. */
export interface EventLimitsOf {
  readonly limits: EventLimits;
}

/** The event as the session sees it: what a change answers with. */
export interface EventViewer {
  view(id: string, me: Me | null): Promise<EventView>;
}

/** NOT_ORGANIZER unless the session is the event's organizer. */
export function requireOrganizer(event: EventsTable, me: Me): void {
  if (event.organizer_id !== me.id)
    throw new ServerError(403, 'NOT_ORGANIZER', 'only the organizer of this event may do that');
}

/** Moves the event's bracket on after a change of its matches (results.ts). */
export interface BracketAdvance {
  advance(trx: Transaction<Database>, event: EventsTable, at: string): Promise<void>;
}

/** The pages that follow an event hear it changed (a change made outside the lock: a new event). */
export interface EventAnnouncer {
  announce(eventId: string): void;
}
