/**
 * @texas42/protocol: the messages between the server and its clients, as zod schemas with their
 * types: requests (messages.ts), answers (events.ts, event-day.ts, event-pages.ts, profiles.ts),
 * every HTTP route (routes.ts) and every socket event (sockets.ts). The web app imports only
 * types from here, and the routes' methods and paths from `@texas42/protocol/route-paths` (no
 * zod); the server parses every message with these schemas.
 */
export * from './messages.js';
export * from './errors.js';
export * from './profiles.js';
export * from './events.js';
export * from './event-day.js';
export * from './event-pages.js';
export * from './routes.js';
export * from './route-paths.js';
export * from './notices.js';
export * from './account-mail.js';
export * from './admin.js';
export * from './puzzles.js';
export * from './sockets.js';
export * from './live.js';
