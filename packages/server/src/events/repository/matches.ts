import { sql, type Insertable, type Updateable } from 'kysely';
import type { EventMatchesTable } from '../../db/schema.js';
import { ServerError } from '../../errors.js';
import type { Db } from '../core.js';

/**
 * An event's matches (event_matches): its schedule read and written. A match row is changed only
 * at the version it was read at.
 */

/** Match rows one read of an event's schedule takes (matchesOf). */
const MATCH_ROWS_A_READ = 2000;

/**
 * The event's match rows by round and place, read MATCH_ROWS_A_READ at a time along the primary
 * key with the event loop let go between reads: a schedule of 32,640 matches read in one
 * statement held the loop for a tenth of a second and more.
 */
export async function matchesOf(db: Db, eventId: string): Promise<EventMatchesTable[]> {
  const rows: EventMatchesTable[] = [];
  for (let after: string | null = null; ;) {
    let query = db
      .selectFrom('event_matches')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('id')
      .limit(MATCH_ROWS_A_READ);
    if (after !== null) query = query.where('id', '>', after);
    const some = await query.execute();
    rows.push(...some);
    if (some.length < MATCH_ROWS_A_READ) break;
    after = some[some.length - 1]?.id ?? null;
    await letTheLoopGo();
  }
  return rows.sort((a, b) => a.round - b.round || a.idx - b.idx);
}

/** The match of the event, both teams known: NOT_FOUND, or MATCH_NOT_READY while it waits for them. */
export async function matchOf(
  db: Db,
  eventId: string,
  matchId: string,
): Promise<EventMatchesTable> {
  const match = await db
    .selectFrom('event_matches')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', matchId)
    .executeTakeFirst();
  if (match === undefined)
    throw new ServerError(
      404,
      'NOT_FOUND',
      `there is no match "${matchId}" in this event`,
      'match',
    );
  if (match.team_a === null || match.team_b === null)
    throw new ServerError(409, 'MATCH_NOT_READY', `match ${matchId} waits for its teams`);
  return match;
}

/**
 * The event's matches as a change's notices compare them: a reported, disputed or ruled result
 * only (who reported says who confirms; who disputed, and why, is what the organizer is told; a
 * correction's score and reason are what both teams are told).
 */
export function matchesForNotices(db: Db, eventId: string) {
  return db
    .selectFrom('event_matches')
    .select(['id', 'round', 'idx', 'team_a', 'team_b', 'status', 'started_at', 'version'])
    .select((eb) =>
      eb
        .case()
        .when('status', 'in', ['reported', 'disputed', 'ruled'])
        .then(eb.ref('result'))
        .else(null)
        .end()
        .as('result'),
    )
    .where('event_id', '=', eventId)
    .execute();
}

/** Pool matches are numbered pool × 100 + k within a round (pools.ts): a round's section. */
const SECTION = 100;

/**
 * Whether a match of the round before `row`'s, in its section (a pool's, for pools), has begun:
 * started by the organizer, or reported. One indexed read, however big the schedule.
 */
export async function roundBeforeBegun(db: Db, row: EventMatchesTable): Promise<boolean> {
  if (row.round <= 1) return true;
  const section = Math.floor(row.idx / SECTION);
  const found = await db
    .selectFrom('event_matches')
    .select('id')
    .where('event_id', '=', row.event_id)
    .where('round', '=', row.round - 1)
    .where(sql<boolean>`(idx / ${sql.lit(SECTION)}) = ${section}`)
    .where((eb) => eb.or([eb('started_at', 'is not', null), eb('result', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** A match taken off the schedule (a league's roster change). */
export async function removeMatch(db: Db, eventId: string, matchId: string): Promise<void> {
  await db
    .deleteFrom('event_matches')
    .where('event_id', '=', eventId)
    .where('id', '=', matchId)
    .execute();
}

/** The event's online tables whose match is not over (the caller closes them). */
export async function openTablesOf(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_matches')
    .innerJoin('tables', 'tables.id', 'event_matches.table_id')
    .select('tables.id')
    .where('event_matches.event_id', '=', eventId)
    .where('tables.status', '!=', 'done')
    .execute();
  return rows.map((r) => r.id);
}

/** The event and match played at an online table, or null: the table is no event's. */
export async function matchAtTable(
  db: Db,
  tableId: string,
): Promise<{ eventId: string; matchId: string } | null> {
  const row = await db
    .selectFrom('event_matches')
    .select(['event_id', 'id'])
    .where('table_id', '=', tableId)
    .executeTakeFirst();
  return row === undefined ? null : { eventId: row.event_id, matchId: row.id };
}

/** The online tables whose game is over while their match still waits for its result. */
export async function finishedTablesAwaitingResults(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('event_matches')
    .innerJoin('tables', 'tables.id', 'event_matches.table_id')
    .select(['event_matches.table_id as tableId'])
    .where('event_matches.status', 'in', ['awaiting-report', 'reported'])
    .where('tables.status', '=', 'done')
    .execute();
  return rows.flatMap((r) => (r.tableId === null ? [] : [r.tableId]));
}

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
export const ROWS_PER_INSERT = 500;

/** Lets the event loop answer what waits (a health check, a move) before the next step. */
export const letTheLoopGo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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

/** One match added to the schedule as it stands (a league's roster change). */
export async function addMatch(db: Db, row: Insertable<EventMatchesTable>): Promise<void> {
  await db.insertInto('event_matches').values(row).execute();
}
