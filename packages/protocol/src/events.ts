/**
 * What the server sends, as zod schemas with their types (`z.infer`, readonly). Every table state
 * is computed from a view, never from the state. One file a family: tables, events' teams, their
 * matches and standings, the formats' parts, the event's view, a match's scoresheet.
 */
import type { Bid, MatchView, Seat } from '@texas42/engine';
import { EventPlayer } from './event-day.js';

export * from './events/tables.js';
export * from './events/teams.js';
export * from './events/matches.js';
export * from './events/formats.js';
export * from './events/view.js';
export * from './events/scoresheet.js';
export type { Bid, MatchView, Seat };
export { EventPlayer };
