import type { EventMatchResult } from '@texas42/club';
import type { Insertable, Updateable } from 'kysely';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { Db } from './core.js';
import {
  ReportSettingsSchema,
  StoredNoShowSchema,
  StoredRescheduleSchema,
  StoredResultSchema,
  readStored,
  type StoredNoShow,
  type StoredReschedule,
  type StoredResult,
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
  for (const r of rows)
    await db
      .insertInto('event_matches')
      .values({ ...r, updated_at: at })
      .execute();
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

/**
 * JSON this repository does not check yet (plans, settings, check-ins, rosters, dues, log
 * details): parsed and cast as before. Each column moved to a schema in stored.ts stops using it.
 */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
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
