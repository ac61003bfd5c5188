import type { EventMatchResult, Plan, Roster } from '@texas42/club';
import type { z } from 'zod';
import type { EventMatchesTable, EventsTable, EventTeamsTable } from '../../db/schema.js';
import { readStored } from '../../db/stored-json.js';
import { PlanSchema } from '../stored-plans.js';
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
} from '../stored.js';

export type { StoredNoShow, StoredReschedule, StoredResult } from '../stored.js';

/** The stored JSON of the events' rows, read back checked (stored.ts, stored-plans.ts). */

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
