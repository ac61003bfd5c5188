import type { EventView, Me } from '@texas42/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What the event modules (roster-changes.ts, match-day.ts) use of the EventService: its database
 * and clock, its reads, its one-at-a-time work per event, its view, and moving a bracket on.
 */
export interface EventCore {
  readonly db: Kysely<Database>;
  readonly clock: () => number;
  exclusive<T>(eventId: string, work: () => Promise<T>): Promise<T>;
  event(db: Db, id: string): Promise<EventsTable>;
  teams(db: Db, id: string): Promise<EventTeamsTable[]>;
  matches(db: Db, id: string): Promise<EventMatchesTable[]>;
  match(eventId: string, matchId: string): Promise<EventMatchesTable>;
  requireOrganizer(event: EventsTable, me: Me): void;
  userNames(ids: readonly (string | null)[]): Promise<Map<string, string>>;
  advance(trx: Transaction<Database>, event: EventsTable): Promise<void>;
  view(id: string, me: Me | null): Promise<EventView>;
}
