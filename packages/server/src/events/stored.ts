import type { CheckIn, MatchResult, Roster } from '@texas42/club';
import type { Seat } from '@texas42/engine';
import { z } from 'zod';

/**
 * The JSON kept in the events' rows, as zod schemas: what the repository reads back is checked,
 * not cast. A stored value that does not parse is an internal error naming the row and column
 * (db/stored-json.ts readStored). Objects are loose: a field written by a later version is kept, not dropped.
 */

const gameScore = z.tuple([z.number().int(), z.number().int()]);

const resultStatus = z.enum(['awaiting-report', 'reported', 'confirmed', 'disputed', 'ruled']);

const outcome = z.union([
  z.looseObject({
    kind: z.literal('games'),
    games: z.array(gameScore),
    timed: z.literal(true).optional(),
  }),
  z.looseObject({ kind: z.literal('forfeit'), forfeit: z.string() }),
]);

const auditEntry = z.looseObject({
  seq: z.number().int(),
  type: z.enum(['report', 'correct', 'confirm', 'dispute', 'rule', 'amend', 'forfeit', 'played']),
  by: z.string(),
  at: z.string(),
  games: z.array(gameScore).optional(),
  forfeit: z.string().optional(),
  comment: z.string().optional(),
  timed: z.literal(true).optional(),
  status: resultStatus,
});

const matchResult = z.looseObject({
  teams: z.tuple([z.string(), z.string()]),
  playedAt: z.string(),
  rules: z.looseObject({
    game: z.looseObject({
      marksToWin: z.number(),
      winBy: z.number(),
      maxRecordedMarks: z.number().nullable(),
    }),
    bestOf: z.number().int(),
  }),
  reportWithinHours: z.number(),
  status: resultStatus,
  reporter: z.string().nullable(),
  outcome: outcome.nullable(),
  log: z.array(auditEntry),
});

/** A match's result as stored: the club reducer's state and who did each logged event. */
export interface StoredResult {
  readonly state: MatchResult;
  /** actors[i] did state.log[i]: a user id, or "table:<id>" for an online table's result. */
  readonly actors: readonly string[];
}

export const StoredResultSchema: z.ZodType<StoredResult> = z.looseObject({
  state: matchResult,
  actors: z.array(z.string()),
});

/** A no-show elimination as stored with the match (003). */
export const StoredNoShowSchema = z.looseObject({
  absent: z.string(),
  at: z.string(),
  by: z.string(),
});
export type StoredNoShow = z.infer<typeof StoredNoShowSchema>;

/** A match moved off league night (migration 005). */
export const StoredRescheduleSchema = z.looseObject({
  date: z.string(),
  noticeOn: z.string(),
  by: z.string(),
});
export type StoredReschedule = z.infer<typeof StoredRescheduleSchema>;

/** The settings every event kind stores: how long a team has to report a result. */
export const ReportSettingsSchema = z.looseObject({ reportWithinHours: z.number() });

/** Check-in as stored with the event: the club's state and the tables drawn. */
export interface StoredCheckIn {
  readonly state: CheckIn;
  readonly tables: readonly (readonly [string, string])[] | null;
}

/** Check-in on the day (migration 003): the club's state and the tables drawn, once drawn. */
export const StoredCheckInSchema: z.ZodType<StoredCheckIn> = z.looseObject({
  state: z.looseObject({
    opens: z.string(),
    closes: z.string(),
    teams: z.array(z.looseObject({ team: z.string(), at: z.string() })),
  }),
  tables: z.array(z.tuple([z.string(), z.string()])).nullable(),
});

/**
 * A match's scoresheet at a physical table, as stored with the match: who shook first and each
 * game's entries as the scorekeeper was given them. The marks, the shaker's rotation and each
 * game's end are never stored: the club's scorekeeper (newScorekeeper, keepScore) replays them.
 */
export interface StoredSheet {
  readonly firstShaker: Seat;
  /** Each game's inputs to keepScore, the game in progress last. */
  readonly games: readonly (readonly Record<string, unknown>[])[];
  /** User ids of everyone who entered something, in order of their first entry. */
  readonly keepers: readonly string[];
}

/** A match's scoresheet at a physical table (migration 003): the scorekeeper's inputs. */
export const StoredSheetSchema: z.ZodType<StoredSheet> = z.looseObject({
  firstShaker: z.enum(['N', 'E', 'S', 'W']),
  games: z.array(z.array(z.record(z.string(), z.unknown()))),
  keepers: z.array(z.string()),
});

const rosterSlot = z.looseObject({
  registered: z.string(),
  player: z.string().nullable(),
  substitute: z.string().nullable(),
});

/** A league team's roster after withdrawals (migration 004). */
export const RosterSchema: z.ZodType<Roster> = z.looseObject({
  team: z.string(),
  slots: z.tuple([rosterSlot, rosterSlot]),
});

/** A team's dues as stored (migration 005): who is returning, and dollars paid, by user id. */
export interface StoredDues {
  readonly returning: Readonly<Record<string, boolean>>;
  readonly paid: Readonly<Record<string, number>>;
}

export const StoredDuesSchema: z.ZodType<StoredDues> = z.looseObject({
  returning: z.record(z.string(), z.boolean()),
  paid: z.record(z.string(), z.number()),
});
