/**
 * The events' repository: every query of an event's rows (events, event_teams, event_matches,
 * place_claims, event_log, and the users they name) and the reading of their stored JSON. The
 * event modules hold no SQL (scripts/check-event-sql.mjs); each function is named for what it
 * does in the game's words and takes the database or the transaction it runs in.
 */
export * from './claims.js';
export * from './events.js';
export * from './log.js';
export * from './matches.js';
export * from './people.js';
export * from './readers.js';
export * from './teams.js';
