import { z } from 'zod';
import { EventMatchClock, EventNoShow } from '../event-day.js';
import { Instant, list, obj, pair } from '../wire.js';
import { Games } from './parts.js';

/**
 * A match's state: waiting for its teams, a bye, or where its result stands; "no-show": decided
 * by a no-show elimination (003), the other team advanced.
 */
export const EventMatchStatus = z.enum([
  'waiting',
  'bye',
  'awaiting-report',
  'reported',
  'confirmed',
  'disputed',
  'ruled',
  'no-show',
]);
export type EventMatchStatus = z.infer<typeof EventMatchStatus>;

export const EventOutcome = z.union([
  obj({
    kind: z.literal('games'),
    games: Games,
    /** Time was called (001 I): a game may end short of its marks, the team ahead winning. */
    timed: z.literal(true).optional(),
  }),
  obj({ kind: z.literal('forfeit'), forfeit: z.string() }),
]);
export type EventOutcome = z.infer<typeof EventOutcome>;

/** One entry of a result's audit log. */
export const EventAuditEntry = obj({
  seq: z.number(),
  /**
   * "forfeit": the organizer recorded a late or absent team's forfeit before any report (000).
   * "played": the match was played at an online table, its games final as played.
   */
  type: z.enum(['report', 'correct', 'confirm', 'dispute', 'rule', 'amend', 'forfeit', 'played']),
  /** A team id, "coordinator" (the organizer), or "table" (an online table's "played"). */
  by: z.string(),
  /** Who did it: a player's name, or "online table" for a result the table sent. */
  actor: z.string(),
  at: Instant,
  games: Games.optional(),
  forfeit: z.string().optional(),
  comment: z.string().optional(),
  status: z.string(),
});
export type EventAuditEntry = z.infer<typeof EventAuditEntry>;

const EventMatchObject = obj({
  /** "w3-1" (week 3, first match), "w3-x1" (an additional match), "r2-1" (round 2). */
  id: z.string(),
  round: z.number(),
  index: z.number(),
  /** An additional match that makes up byes, played on a date the teams choose. */
  additional: z.boolean(),
  bestOf: z.number(),
  /** Team ids; null while a bracket line is undecided; the first team sits North-South online. */
  teams: pair(z.string().nullable(), z.string().nullable()),
  status: EventMatchStatus,
  reporter: z.string().nullable(),
  outcome: EventOutcome.nullable(),
  winner: z.string().nullable(),
  /** The online table of this match, once someone started it. */
  tableId: z.string().nullable(),
  log: list(EventAuditEntry),
  /** Once the organizer started it: the server's start time and its time limit. */
  clock: EventMatchClock.nullable().optional(),
  /** Its no-show elimination, if it was decided by one. */
  noShow: EventNoShow.nullable().optional(),
  /** Teams the organizer may eliminate now as no-shows: 5 minutes gone, not reported. */
  noShowEligible: list(z.string()).optional(),
  /** A bracket's line: its round in its bracket and its place there ("2-3"), as pages name it. */
  line: z.string().optional(),
  /**
   * A bracket's line: the lines (match ids) whose winners come to its two sides, null for a side
   * no line feeds (round 1's). The page names an undecided side by them.
   */
  feeders: pair(z.string().nullable(), z.string().nullable()).optional(),
  /** A league season's match: its league night, the date it was moved to, and its last day. */
  leagueNight: z.string().optional(),
  rescheduledTo: z.string().nullable().optional(),
  /** "matches must be decided ... within six days of the official league night" (000). */
  decideBy: z.string().optional(),
});
/**
 * The schema's type by a name of its own: the route table's declarations then name it instead of
 * spelling out its fields at every place a match is answered (past TypeScript's limit, TS7056).
 */
type EventMatchObject = typeof EventMatchObject;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name is the point (above)
export interface EventMatchSchema extends EventMatchObject {}
export const EventMatch: EventMatchSchema = EventMatchObject;
export type EventMatch = z.infer<typeof EventMatch>;

export const EventRound = obj({
  round: z.number(),
  /** "Week 3", "Round 1", "Semifinals", "Final". */
  label: z.string(),
  bestOf: z.number(),
  leagueBye: z.boolean(),
  /** A league season's week: its league night ("2011-01-24"). */
  date: z.string().optional(),
  /** Teams without a match this week (leagues) or with this round's BYE (round robins). */
  byes: list(z.string()),
  matches: list(EventMatch),
  /**
   * A big event's round whose matches this view leaves out (`matches` is empty): how many there
   * are. GET /api/events/:id/matches?round=N gives them (see EventView.paging).
   */
  omitted: z.number().optional(),
});
export type EventRound = z.infer<typeof EventRound>;

export const EventStandingRow = obj({
  team: z.string(),
  name: z.string(),
  rank: z.number(),
  points: z.number().nullable(),
  matchWins: z.number(),
  matchLosses: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  marksFor: z.number(),
  marksAgainst: z.number(),
  forfeitWins: z.number(),
  forfeits: z.number(),
  byes: z.number(),
});
export type EventStandingRow = z.infer<typeof EventStandingRow>;

export const EventStandings = obj({
  rules: z.string(),
  rows: list(EventStandingRow),
  undecided: list(
    obj({
      rank: z.number(),
      teams: list(z.string()),
      decidedBy: z.enum(['directors-choice', 'shared-rank']),
    }),
  ),
});
export type EventStandings = z.infer<typeof EventStandings>;

/** Check-in on the day and the draw for tables (GET /api/events/:id: `checkIn`). */
export const EventCheckIn = obj({
  opens: Instant,
  closes: Instant,
  /** Teams in the order they checked in. */
  teams: list(obj({ team: z.string(), at: Instant })),
  /** The drawn tables, table 1 (the head table) first; null before the draw. */
  tables: list(obj({ table: z.number(), teams: pair(z.string(), z.string()) })).nullable(),
});
export type EventCheckIn = z.infer<typeof EventCheckIn>;
