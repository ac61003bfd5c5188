import type { EventRound, EventView } from '../protocol.js';

/**
 * A league's playoffs on the event page (000: "the top 16 teams in the standings ... seeded in a
 * single-elimination bracket"): the season's weeks apart from the playoffs' rounds, and whether
 * the organizer may start them.
 */

type PlayoffsPart = Pick<EventView, 'kind' | 'status' | 'rounds' | 'playoffs' | 'you'>;

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
