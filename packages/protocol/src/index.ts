/**
 * @texas42/protocol: the messages between the server and its clients. The web app imports
 * only types from here; the server parses every message with these schemas.
 */
export * from './messages.js';
export * from './errors.js';
export * from './profiles.js';
export type * from './events.js';
export type * from './event-day.js';
export * from './event-pages.js';
