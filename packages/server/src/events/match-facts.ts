import { profileClockOf, type MatchCalendar, type MatchFacts, type Plan } from '@texas42/club';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { linesOf } from './bracket-lines.js';
import { clubError } from './club-errors.js';
import type { Db } from './core.js';
import { formatOfEvent } from './format-of.js';
import { rescheduleOf, roundBeforeBegun, settingsOf } from './repository/index.js';
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
