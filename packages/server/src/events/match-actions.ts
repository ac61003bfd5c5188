import { legalResultActions, type ResultStatus } from '@texas42/club';
import type { EventMatch, EventMatchAction, EventView } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { formatOfEvent } from './format-of.js';
import { factsOf } from './match-facts.js';
import type { Plan } from '@texas42/club';

/**
 * What each session may do with each match (`you.may`): the club's legal result actions for its
 * team and role, and the server's own (play online, keep score, start the clock, call time). The
 * web draws its buttons from this list and works none of it out again.
 */

/** What a match's actions depend on besides its view: facts of the event and its row. */
export interface MatchTerms {
  /** A report may say time was called (see timedGamesAllowed). */
  readonly timed: boolean;
  /** The organizer may start its clock now. */
  readonly startable: boolean;
  /** Its format starts it on the day (a tournament's, a league's playoffs), started or not. */
  readonly onTheDay: boolean;
}

/** A report may say time was called: the format's games are timed and the match's clock runs. */
export function timedGamesAllowed(
  event: EventsTable,
  plan: Plan | null,
  match: EventMatchesTable,
): boolean {
  return formatOfEvent(event).timeMayBeCalled(factsOf(plan, match)).ok;
}

export function matchTerms(
  event: EventsTable,
  plan: Plan | null,
  row: EventMatchesTable,
): MatchTerms {
  const onTheDay = formatOfEvent(event).startsOnTheDay(factsOf(plan, row));
  return {
    timed: timedGamesAllowed(event, plan, row),
    onTheDay,
    startable:
      event.status === 'scheduled' &&
      onTheDay &&
      row.status === 'awaiting-report' &&
      row.started_at === null &&
      row.team_a !== null &&
      row.team_b !== null,
  };
}

const RESULT_STATUSES: ReadonlySet<string> = new Set<ResultStatus>([
  'awaiting-report',
  'reported',
  'confirmed',
  'disputed',
  'ruled',
]);

/**
 * What `viewer` may do with `match`. The club's "forfeit" (the organizer's, before any report) is
 * recorded through the late-arrival ruling of a league night's match.
 */
export function matchActions(
  match: EventMatch,
  terms: MatchTerms,
  viewer: EventView['you'],
  unclaimed: ReadonlySet<string> = new Set(),
  offline: ReadonlySet<string> = new Set(),
): EventMatchAction[] {
  const may: EventMatchAction[] = [];
  const [a, b] = match.teams;
  if (RESULT_STATUSES.has(match.status) && a !== null && b !== null) {
    const result = {
      teams: [a, b] as const,
      status: match.status as ResultStatus,
      reporter: match.reporter,
    };
    const actions = legalResultActions(result, {
      team: viewer.team,
      coordinator: viewer.organizer,
    });
    // The organizer speaks for a team of named players no one has claimed yet (named-teams.ts).
    if (viewer.organizer)
      for (const t of [a, b])
        if (unclaimed.has(t) && t !== viewer.team)
          actions.push(...legalResultActions(result, { team: t, coordinator: false }));
    for (const action of new Set(actions)) {
      may.push(action);
      if (action === 'report' && terms.timed) may.push('report-timed');
    }
  }
  const inMatch = viewer.team !== null && match.teams.includes(viewer.team);
  const open = match.status === 'awaiting-report';
  // A named player has no account to sit with: their match is played at a physical table.
  const online = match.tableId !== null || !match.teams.some((t) => t !== null && offline.has(t));
  if ((inMatch || viewer.organizer) && (open || match.tableId !== null) && online) may.push('play');
  if ((inMatch || viewer.organizer) && open && match.tableId === null) may.push('keep-score');
  if (viewer.organizer && terms.startable) may.push('start');
  if ((inMatch || viewer.organizer) && open) may.push('reschedule');
  return may;
}

/** `you.may` of an event: every match the viewer may do something with. */
export function mayOf(
  matches: readonly EventMatch[],
  terms: ReadonlyMap<string, MatchTerms>,
  viewer: EventView['you'],
  unclaimed: ReadonlySet<string> = new Set(),
  offline: ReadonlySet<string> = new Set(),
): Record<string, EventMatchAction[]> {
  const may: Record<string, EventMatchAction[]> = {};
  for (const m of matches) {
    const t = terms.get(m.id);
    if (t === undefined) continue;
    const actions = matchActions(m, t, viewer, unclaimed, offline);
    if (actions.length > 0) may[m.id] = actions;
  }
  return may;
}
