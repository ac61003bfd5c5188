import type { EventMatchResult, Roster } from '@texas42/club';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../db/schema.js';
import { readStored } from '../db/stored-json.js';
import { ServerError } from '../errors.js';
import type { Db } from './core.js';
import type { Plan } from '@texas42/club';
import { PlanSchema } from './stored-plans.js';
import {
  ReportSettingsSchema,
  RosterSchema,
  StoredCheckInSchema,
  StoredDuesSchema,
  StoredNoShowSchema,
  StoredSheetSchema,
  StoredRescheduleSchema,
  StoredResultSchema,
  type StoredCheckIn,
  type StoredDues,
  type StoredNoShow,
  type StoredReschedule,
  type StoredResult,
  type StoredSheet,
} from './stored.js';

export type { StoredNoShow, StoredReschedule, StoredResult } from './stored.js';

/**
 * The events' repository: how a match row is written (only at the version it was read at) and
 * how its stored JSON is read back.
 */

/** A new match row as made by the formats; the repository stamps its updated_at. */
export type NewMatchRow = Omit<Insertable<EventMatchesTable>, 'updated_at'>;

/** Inserts new match rows, made at `at`. */
export async function insertMatches(
  db: Db,
  rows: readonly NewMatchRow[],
  at: string,
): Promise<void> {
  // Rows with the same columns go in together, ROWS_PER_INSERT a statement, and the event loop
  // is let go between statements: a 256-team round robin's 32,640 rows took one statement each,
  // seconds in one stretch, and the server answered nothing meanwhile.
  const byColumns = new Map<string, NewMatchRow[]>();
  for (const r of rows) {
    const key = Object.keys(r).sort().join();
    const group = byColumns.get(key);
    if (group === undefined) byColumns.set(key, [r]);
    else group.push(r);
  }
  for (const group of byColumns.values())
    for (let from = 0; from < group.length; from += ROWS_PER_INSERT) {
      if (from > 0) await letTheLoopGo();
      await db
        .insertInto('event_matches')
        .values(group.slice(from, from + ROWS_PER_INSERT).map((r) => ({ ...r, updated_at: at })))
        .execute();
    }
}

/**
 * Match rows one INSERT carries: 18 columns a row stays well under SQLite's 32,766 and
 * PostgreSQL's 65,535 parameters a statement.
 */
const ROWS_PER_INSERT = 500;

/** Lets the event loop answer what waits (a health check, a move) before the next step. */
export const letTheLoopGo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Each team's seed, its place in `teams` (seed 1 first), ROWS_PER_INSERT teams a statement. */
export async function setSeeds(
  db: Db,
  eventId: string,
  teams: readonly { readonly id: string }[],
): Promise<void> {
  for (let from = 0; from < teams.length; from += ROWS_PER_INSERT) {
    const some = teams.slice(from, from + ROWS_PER_INSERT);
    // One CASE for the batch; the seeds are our own numbers, written as literals (PostgreSQL
    // would type a parameter in a CASE as text).
    const seeds = sql.join(
      some.map((t, i) => sql`when ${t.id} then ${sql.lit(from + i + 1)}`),
      sql` `,
    );
    await db
      .updateTable('event_teams')
      .set({ seed: sql<number>`case id ${seeds} end` })
      .where('event_id', '=', eventId)
      .where(
        'id',
        'in',
        some.map((t) => t.id),
      )
      .execute();
  }
}

/** The columns a change writes; the version and updated_at are the repository's. */
export type MatchChange = Omit<
  Updateable<EventMatchesTable>,
  'event_id' | 'id' | 'version' | 'updated_at'
>;

/**
 * Writes a change to a match row if it is still at the version it was read at: its version moves
 * on by one and its updated_at is `at`. False when another write came first.
 */
export async function tryUpdateMatch(
  db: Db,
  match: Pick<EventMatchesTable, 'event_id' | 'id' | 'version'>,
  change: MatchChange,
  at: string,
): Promise<boolean> {
  const written = await db
    .updateTable('event_matches')
    .set({ ...change, version: match.version + 1, updated_at: at })
    .where('event_id', '=', match.event_id)
    .where('id', '=', match.id)
    .where('version', '=', match.version)
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

/** tryUpdateMatch, or STALE_VERSION (409) when the match changed meanwhile. */
export async function updateMatch(
  db: Db,
  match: Pick<EventMatchesTable, 'event_id' | 'id' | 'version'>,
  change: MatchChange,
  at: string,
): Promise<void> {
  if (!(await tryUpdateMatch(db, match, change, at)))
    throw new ServerError(409, 'STALE_VERSION', 'the match changed meanwhile: try again');
}

/** The event's plan, checked (stored-plans.ts), or null before its schedule or bracket is made. */
export function planOf(event: Pick<EventsTable, 'id' | 'plan'>): Plan | null {
  if (event.plan === null) return null;
  return readStored(PlanSchema, event.plan, `events ${event.id} plan`);
}

/**
 * The event's plan where its kind and status say it is made and of `kind`: no plan, or a plan of
 * another kind, is an internal error naming the event (the callers check both before).
 */
export function planOfKind<K extends Plan['kind']>(
  event: Pick<EventsTable, 'id' | 'plan'>,
  kind: K,
): Extract<Plan, { kind: K }> {
  const plan = planOf(event);
  if (plan === null) throw new Error(`events ${event.id} plan: none stored`);
  if (!isKind(plan, kind))
    throw new Error(`events ${event.id} plan: a ${plan.kind} plan where a ${kind} plan belongs`);
  return plan;
}

function isKind<K extends Plan['kind']>(plan: Plan, kind: K): plan is Extract<Plan, { kind: K }> {
  return plan.kind === kind;
}

/** The event's settings read through its kind's schema (stored-plans.ts). */
export function settingsOf<T>(
  schema: z.ZodType<T>,
  event: Pick<EventsTable, 'id' | 'settings'>,
): T {
  return readStored(schema, event.settings, `events ${event.id} settings`);
}

/** The event's check-in as stored, checked, or null before the organizer opens it. */
export function storedCheckInOf(event: Pick<EventsTable, 'id' | 'check_in'>): StoredCheckIn | null {
  if (event.check_in === null) return null;
  return readStored(StoredCheckInSchema, event.check_in, `events ${event.id} check_in`);
}

/** The match's scoresheet as stored, checked, or null before its first entry. */
export function storedSheetOf(row: EventMatchesTable): StoredSheet | null {
  if (row.scoresheet === null) return null;
  return readStored(
    StoredSheetSchema,
    row.scoresheet,
    `event_matches ${row.event_id}/${row.id} scoresheet`,
  );
}

/** The league team's roster as stored, checked, or null before its first withdrawal. */
export function storedRosterOf(team: Pick<EventTeamsTable, 'id' | 'roster'>): Roster | null {
  if (team.roster === null) return null;
  return readStored(RosterSchema, team.roster, `event_teams ${team.id} roster`);
}

/** The league team's dues as stored, checked, or null before any was recorded. */
export function storedDuesOf(team: Pick<EventTeamsTable, 'id' | 'dues'>): StoredDues | null {
  if (team.dues === null) return null;
  return readStored(StoredDuesSchema, team.dues, `event_teams ${team.id} dues`);
}

/** The match's stored result, checked (stored.ts), or null before any result event. */
export function resultOf(row: EventMatchesTable): StoredResult | null {
  if (row.result === null) return null;
  return readStored(
    StoredResultSchema,
    row.result,
    `event_matches ${row.event_id}/${row.id} result`,
  );
}

/** The match's no-show elimination, checked, or null. */
export function noShowOf(row: EventMatchesTable): StoredNoShow | null {
  if (row.no_show === null) return null;
  return readStored(
    StoredNoShowSchema,
    row.no_show,
    `event_matches ${row.event_id}/${row.id} no_show`,
  );
}

/** The match's move off league night, checked, or null. */
export function rescheduleOf(row: EventMatchesTable): StoredReschedule | null {
  if (row.rescheduled == null) return null;
  return readStored(
    StoredRescheduleSchema,
    row.rescheduled,
    `event_matches ${row.event_id}/${row.id} rescheduled`,
  );
}

/** How long a team of the event has to report a result (every kind's settings have it). */
export function reportWithinHoursOf(event: EventsTable): number {
  return readStored(ReportSettingsSchema, event.settings, `events ${event.id} settings`)
    .reportWithinHours;
}

/** A match row as the club's formats take it: its result and its no-show. */
export function matchOfRow(row: EventMatchesTable): EventMatchResult {
  return {
    round: row.round,
    index: row.idx,
    additional: row.additional === 1,
    teams: [row.team_a, row.team_b],
    status: row.status,
    result: resultOf(row)?.state ?? null,
    absent: noShowOf(row)?.absent ?? null,
  };
}
