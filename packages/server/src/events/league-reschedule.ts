import type { Plan, Schedule } from '@texas42/club';
import type { EventLoggedMatch } from '@texas42/protocol';
import type { Transaction } from 'kysely';
import type { Database, EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { addMatch, removeMatch, setPlan, settingsOf, updateMatch } from './repository/index.js';
import { LeagueSettingsSchema } from './stored-plans.js';

type LeaguePlan = Extract<Plan, { kind: 'league' }>;
type Week = Schedule['weeks'][number];
type Pair = readonly [string, string];

/** What re-assigning a schedule did: the weeks touched, the matches that went and came. */
export interface Reassigned {
  readonly weeks: number[];
  readonly removed: EventLoggedMatch[];
  readonly added: EventLoggedMatch[];
}

/** How a league's schedule is rewritten: after which week, from which rows, for which team. */
interface Rewrite {
  /** The weeks up to this one stay as they are. */
  readonly after: number;
  /** The event's match rows as read before the change. */
  readonly rows: readonly EventMatchesTable[];
  /** The team dropped (its decided matches may leave the schedule), or null. */
  readonly dropped: string | null;
  readonly at: string;
}

const samePair = (row: EventMatchesTable, [a, b]: Pair): boolean =>
  (row.team_a === a && row.team_b === b) || (row.team_a === b && row.team_b === a);

/**
 * The match rows of the weeks after `after` made to follow `next`: a match still scheduled keeps
 * its row (id, result, scoresheet); one no longer scheduled is deleted; a new one gets a new id.
 * A decided match stays whatever the schedule says ("decided matches stay"); only a match of the
 * dropped team may leave the schedule with a result. Adding and dropping a league team
 * (roster-changes.ts) both rewrite the schedule this way, in their own transaction.
 */
export async function reschedule(
  trx: Transaction<Database>,
  event: EventsTable,
  next: Schedule,
  rewrite: Rewrite,
): Promise<Reassigned> {
  const done: Reassigned = { weeks: [], removed: [], added: [] };
  for (const week of next.weeks)
    if (week.week > rewrite.after) await rewriteWeek(trx, event, week, rewrite, done);
  const stored: LeaguePlan = { kind: 'league', schedule: next };
  await setPlan(trx, event.id, JSON.stringify(stored), rewrite.at);
  return done;
}

/** One week's rows made to follow its matches in the schedule; `done` is told what changed. */
async function rewriteWeek(
  trx: Transaction<Database>,
  event: EventsTable,
  week: Week,
  { rows, dropped, at }: Rewrite,
  done: Reassigned,
): Promise<void> {
  const wanted = [
    ...week.matches.map((pair) => ({ pair, additional: 0 })),
    ...week.additional.map((pair) => ({ pair, additional: 1 })),
  ];
  const left = rows.filter((r) => r.round === week.week);
  const kept: EventMatchesTable[] = [];
  const fresh: typeof wanted = [];
  for (const w of wanted) {
    const i = left.findIndex((r) => r.additional === w.additional && samePair(r, w.pair));
    if (i >= 0) kept.push(...left.splice(i, 1));
    else fresh.push(w);
  }
  for (const r of left) {
    if (r.result !== null || r.no_show !== null) {
      const ofDropped = dropped !== null && (r.team_a === dropped || r.team_b === dropped);
      if (!ofDropped)
        throw new ServerError(
          409,
          'MATCH_DECIDED',
          `match ${r.id} of week ${r.round} has a result: afterWeek must be ${r.round} or later`,
          'afterWeek',
        );
      kept.push(r);
      continue;
    }
    await removeMatch(trx, event.id, r.id);
    done.removed.push(logged(r.id, r.round, r.team_a, r.team_b));
  }
  const named = freshIds(week.week, rows, fresh);
  await placeWeek(trx, event, week.week, kept, named, at, done);
  if (left.length > 0 || fresh.length > 0) done.weeks.push(week.week);
}

/** New ids for the week's fresh matches: w<week>-<n>, w<week>-x<n> for additional ones. */
function freshIds<T extends { readonly additional: number }>(
  week: number,
  rows: readonly EventMatchesTable[],
  fresh: readonly T[],
): (T & { id: string })[] {
  const taken = rows.filter((r) => r.round === week).map((r) => r.id);
  return fresh.map((w) => {
    let n = 1;
    const prefix = `w${week}-${w.additional ? 'x' : ''}`;
    while (taken.includes(`${prefix}${n}`)) n++;
    taken.push(`${prefix}${n}`);
    return { ...w, id: `${prefix}${n}` };
  });
}

/**
 * Positions in the week: league-night matches first, then additional ones; a kept row moves to
 * its place, a fresh match is added there.
 */
async function placeWeek(
  trx: Transaction<Database>,
  event: EventsTable,
  week: number,
  kept: readonly EventMatchesTable[],
  fresh: readonly { readonly id: string; readonly pair: Pair; readonly additional: number }[],
  at: string,
  done: Reassigned,
): Promise<void> {
  const { bestOf } = settingsOf(LeagueSettingsSchema, event);
  const order = [
    ...kept.map((r) => ({ additional: r.additional, id: r.id, row: r })),
    ...fresh.map((w) => ({ additional: w.additional, id: w.id, row: null })),
  ].sort((x, y) => x.additional - y.additional);
  for (const [idx, o] of order.entries()) {
    if (o.row !== null) {
      if (o.row.idx !== idx) await updateMatch(trx, o.row, { idx }, at);
      continue;
    }
    const w = fresh.find((f) => f.id === o.id);
    if (w === undefined) continue;
    await addMatch(trx, {
      event_id: event.id,
      id: w.id,
      round: week,
      idx,
      additional: w.additional,
      best_of: bestOf,
      team_a: w.pair[0],
      team_b: w.pair[1],
      status: 'awaiting-report',
      version: 0,
      updated_at: at,
    });
    done.added.push(logged(w.id, week, w.pair[0], w.pair[1]));
  }
}

function logged(id: string, week: number, a: string | null, b: string | null): EventLoggedMatch {
  return { id, week, teams: [a ?? '?', b ?? '?'] };
}
