import { FORMATS, type EventFormat } from '@texas42/club';
import type { EventsTable } from '../db/schema.js';

/**
 * The event's format (the club's FORMATS): what the server asks instead of branching on the
 * event's kind.
 */
export function formatOfEvent(event: Pick<EventsTable, 'kind'>): EventFormat {
  return FORMATS[event.kind];
}
