import type { EventMatchResult, MatchResult } from '@texas42/club';
import type { Insertable, Updateable } from 'kysely';
import type { EventMatchesTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { Db } from './core.js';

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

/** A match's result as stored: the club reducer's state and who did each logged event. */
export interface StoredResult {
  readonly state: MatchResult;
  /** actors[i] did state.log[i]: a user id, or "table:<id>" for an online table's result. */
  readonly actors: readonly string[];
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function resultOf(row: EventMatchesTable): StoredResult | null {
  return row.result === null ? null : parseJson<StoredResult>(row.result);
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
    absent: row.no_show === null ? null : parseJson<{ absent: string }>(row.no_show).absent,
  };
}
