import { z } from 'zod';
import { EventPlayer } from '../event-day.js';
import { Instant, list, obj, pair } from '../wire.js';

/** Leagues and tournaments (GET /api/events, GET /api/events/:id). */
export const EventKind = z.enum([
  'league',
  'single-elimination',
  'round-robin',
  'pools',
  'progressive',
]);
export type EventKind = z.infer<typeof EventKind>;
export const EventStatus = z.enum(['registering', 'scheduled', 'finished']);
export type EventStatus = z.infer<typeof EventStatus>;

/* Shapes more than one of the event answers are made of (the package does not export them). */
export const Marks = obj({ NS: z.number(), EW: z.number() });

export const Games = list(pair(z.number(), z.number()));

export const EventSummaryShape = {
  id: z.string(),
  kind: EventKind,
  name: z.string(),
  /** The rule profile the matches are played under. */
  rules: z.string(),
  /** The standings rules: "austin-league" or "npa-tournament". */
  standingsRules: z.string(),
  status: EventStatus,
  organizer: EventPlayer,
  teamCount: z.number(),
  createdAt: Instant,
};
