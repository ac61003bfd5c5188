import type { EventMatch, EventRound, EventView } from '../protocol.js';

/**
 * A league's playoffs on the event page (000: "the top 16 teams in the standings ... seeded in a
 * single-elimination bracket"): the season's weeks apart from the playoffs' rounds, whether the
 * organizer may start them, and which matches are timed on the day.
 */

type PlayoffsPart = Pick<EventView, 'kind' | 'status' | 'rounds' | 'playoffs' | 'you'>;

const playoffIds = (view: Pick<EventView, 'playoffs'>): ReadonlySet<string> =>
  new Set((view.playoffs?.rounds ?? []).flatMap((r) => r.matches.map((m) => m.id)));

/** The league's weeks, without the playoffs' rounds (shown as a bracket of their own). */
export function seasonRounds(view: Pick<EventView, 'rounds' | 'playoffs'>): EventRound[] {
  const playoffRounds = new Set((view.playoffs?.rounds ?? []).map((r) => r.round));
  return view.rounds.filter((r) => !playoffRounds.has(r.round));
}

/**
 * Whether the organizer may start the playoffs, and how many of the season's matches are still
 * without a final result (the organizer then closes the season to start them anyway).
 */
export function playoffsStart(view: PlayoffsPart): {
  readonly canStart: boolean;
  readonly open: number;
} {
  const open = seasonRounds(view)
    .flatMap((r) => r.matches)
    .filter((m) => m.status !== 'confirmed' && m.status !== 'ruled').length;
  const canStart =
    view.you.organizer &&
    view.kind === 'league' &&
    view.status !== 'registering' &&
    view.rounds.length > 0 &&
    view.playoffs == null;
  return { canStart, open };
}

/** A match started on the day (its clock, its no-show grace): any but a league week's. */
export function startsOnTheDay(view: Pick<EventView, 'kind' | 'playoffs'>, match: EventMatch) {
  return view.kind !== 'league' || playoffIds(view).has(match.id);
}

/**
 * Whether a report may say time was called (001 I): a tournament's match, or a league match the
 * organizer started with a time limit; 000 times no league match, playoffs included ("All playoff
 * matches follow the standard rules established throughout the season").
 */
export function timeMayBeCalled(
  view: Pick<EventView, 'kind' | 'playoffs'>,
  match: EventMatch,
): boolean {
  if (view.kind !== 'league') return true;
  return startsOnTheDay(view, match) && (match.clock?.minutes ?? null) !== null;
}
