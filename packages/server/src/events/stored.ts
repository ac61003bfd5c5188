import type { MatchResult } from '@texas42/club';
import { z } from 'zod';

/**
 * The JSON kept in the events' rows, as zod schemas: what the repository reads back is checked,
 * not cast. A stored value that does not parse is an internal error naming the row and column
 * (readStored). Objects are loose: a field written by a later version is kept, not dropped.
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
  type: z.enum(['report', 'correct', 'confirm', 'dispute', 'rule', 'forfeit', 'played']),
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

/**
 * A stored JSON value read through its schema; `where` names it ("event_matches w1-1 result").
 * A value that is not JSON or does not fit the schema is an internal error, never cast.
 */
export function readStored<T>(schema: z.ZodType<T>, text: string, where: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: the stored value is not JSON (${(e as Error).message})`, {
      cause: e,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${where}: the stored value does not parse: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
