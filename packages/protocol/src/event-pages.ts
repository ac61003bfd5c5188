import { z } from 'zod';
import { EventMatch, EventMatchAction } from './events.js';
import { list, obj } from './wire.js';

/**
 * An event's matches a page at a time (GET /api/events/:id/matches): a league's or a round
 * robin's schedule grows with the square of its teams (200 teams: 19,900 matches), so the event
 * itself carries only the current round's; the page asks for the others when they are opened.
 */

/** Matches a page holds at most. */
export const EVENT_MATCHES_PAGE_SIZE = 100;

/** The query: one round, one team's matches, or both; pages counted from 1. */
export const EventMatchesQuery = z.strictObject({
  round: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).optional(),
  team: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a team id')
    .optional(),
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
  /** One match by its id (a notice's link to it): the page holds it alone. */
  match: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a match id')
    .optional(),
});
export type EventMatchesQuery = z.infer<typeof EventMatchesQuery>;

/** One page of matches, in the schedule's order (round, then the match's place in it). */
export const EventMatchesPage = obj({
  matches: list(EventMatch),
  /** The filters asked for (null: any). */
  round: z.number().nullable(),
  team: z.string().nullable(),
  match: z.string().nullable().optional(),
  page: z.number(),
  /** Pages of this query (0 when nothing matches), matches in all of them, matches a page. */
  pages: z.number(),
  total: z.number(),
  pageSize: z.number(),
  /** What the session may do with each of these matches, as EventView.you.may (signed in only). */
  may: z.record(z.string(), list(EventMatchAction)).readonly().optional(),
});
export type EventMatchesPage = z.infer<typeof EventMatchesPage>;
