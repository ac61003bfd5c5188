import { profileClockOf, type MatchCalendar, type MatchFacts, type Plan } from '@texas42/club';
import { sql } from 'kysely';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { linesOf } from './bracket-lines.js';
import { clubError } from './club-errors.js';
import type { Db } from './core.js';
import { formatOfEvent } from './format-of.js';
import { rescheduleOf, settingsOf } from './repository.js';
import { nightOfWeek, seasonOf } from './season-settings.js';
import { AnySettingsSchema } from './stored-plans.js';

/** A match row as the facts its format judges (the club's MatchFacts), and what it asks of them. */

export function factsOf(plan: Plan | null, row: EventMatchesTable): MatchFacts {
  return {
    id: row.id,
    round: row.round,
    bracket: plan !== null && linesOf(plan, row) !== null,
    startedAt: row.started_at,
    timeLimit: row.time_limit,
  };
}

/** Pool matches are numbered pool × 100 + k within a round (pools.ts): a round's section. */
const SECTION = 100;

/**
 * Whether a match of the round before `row`'s, in its section (a pool's, for pools), has begun:
 * started by the organizer, or reported. One indexed read, however big the schedule.
 */
async function roundBeforeBegun(db: Db, row: EventMatchesTable): Promise<boolean> {
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

/** The calendar a format judges a report by: the day, the match's night, the round before it. */
async function calendarOf(
  db: Db,
  event: EventsTable,
  row: EventMatchesTable,
  today: string,
): Promise<MatchCalendar> {
  const season = seasonOf(event);
  return {
    today,
    night: season === null ? null : (nightOfWeek(season, row.round) ?? null),
    movedTo: rescheduleOf(row)?.date ?? null,
    roundBeforeBegun: await roundBeforeBegun(db, row),
    earlyResults: settingsOf(AnySettingsSchema, event)['earlyResults'] === true,
  };
}

/** Refused (ROUND_NOT_COME) when the match's night or round has not come for its format. */
export async function requireMatchCome(
  db: Db,
  event: EventsTable,
  plan: Plan | null,
  row: EventMatchesTable,
  today: string,
): Promise<void> {
  const may = formatOfEvent(event).resultMayCome(
    factsOf(plan, row),
    await calendarOf(db, event, row, today),
  );
  if (!may.ok) throw clubError(may.error);
}

/** Minutes of a match of this length started without the director's own: its format's default. */
export function startMinutes(
  event: Pick<EventsTable, 'kind' | 'rules'>,
  bestOf: number,
): number | null {
  const clock = profileClockOf(event.rules);
  if (!clock.ok) throw clubError(clock.error);
  return formatOfEvent(event).defaultMinutes(bestOf, clock.value);
}
