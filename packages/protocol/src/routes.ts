import type { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import { AccountMailRoutes } from './account-mail.js';
import { AdminRoutes } from './admin.js';
import { NoticeRoutes } from './notices.js';
import { PuzzleRoutes } from './puzzles.js';
import { DayRoutes } from './routes/day.js';
import { EventRoutes } from './routes/events.js';
import { MatchRoutes } from './routes/matches.js';
import { TableRoutes } from './routes/tables.js';

export * from './routes/params.js';
export * from './routes/answers.js';

/**
 * The HTTP API as one table: every route the server registers, with its address, who may call
 * it, the schemas of its params, query, body and answer, what it does, and the error codes it may
 * answer besides those any request may get (BAD_REQUEST for a body, query or address that does
 * not fit its schema; RATE_LIMITED; DATABASE_BUSY; INTERNAL). The server declares its routes from
 * this table; the web's calls and docs/server-api.md (npm run docs:api) are written from it.
 */

/**
 * Who may call a route: anyone, anyone (the session changes the answer), a signed-in session,
 * or an admin of the site's (403 `NOT_ADMIN` for anyone else signed in).
 */
export type RouteAccess = 'anyone' | 'session' | 'signed-in' | 'admin';

export interface RouteDef {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The docs' section. */
  readonly group: string;
  readonly access: RouteAccess;
  /** Who among the signed-in may, when not everyone: "the organizer". */
  readonly who?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /**
   * A route that answers a file, not JSON: the file's content type. Its answer (`response`) is
   * the file's text, sent as an attachment with a file name; a client links to it (a download, a
   * calendar to subscribe to) rather than fetching it.
   */
  readonly download?: string;
  readonly description: string;
  readonly errors: readonly ServerErrorCode[];
}

// One table: the server registers its routes from it, the web takes its bodies and answers from
// it, and docs/server-api.md is generated from it, every route in the same place and order as the
// document. Each area's routes are in routes/ (and account-mail, admin, notices, puzzles).
export const Routes = {
  ...TableRoutes,
  ...EventRoutes,
  ...MatchRoutes,
  ...DayRoutes,
  ...NoticeRoutes,
  ...PuzzleRoutes,
  ...AccountMailRoutes,
  ...AdminRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof Routes;
type Part<K extends RouteName, P extends 'params' | 'query' | 'body'> = (typeof Routes)[K] extends {
  readonly [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;
/** What a client sends as route K's body (fields with defaults may be left out). */
export type RouteBody<K extends RouteName> = z.input<Part<K, 'body'>>;
/** Route K's query as a client writes it. */
export type RouteQuery<K extends RouteName> = z.input<Part<K, 'query'>>;
/** Route K's answer. */
export type RouteAnswer<K extends RouteName> = z.infer<(typeof Routes)[K]['response']>;
/** What route K's request is made of: some of params (in its path), query and body. */
export type RouteParts<K extends RouteName> = Extract<
  keyof (typeof Routes)[K],
  'params' | 'query' | 'body'
>;
/** Route K's path params as a client fills them in (`:id` of its path is `id`). */
export type RouteParams<K extends RouteName> = z.input<Part<K, 'params'>>;
/** The routes that answer a file (`download`): a client links to them rather than fetching. */
export type DownloadRouteName = {
  [K in RouteName]: (typeof Routes)[K] extends { readonly download: string } ? K : never;
}[RouteName];
