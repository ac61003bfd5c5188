import type { EventRound, EventView } from '../protocol.js';

/**
 * A league's playoffs on the event page (000: "the top 16 teams in the standings ... seeded in a
 * single-elimination bracket"): the season's weeks apart from the playoffs' rounds. Whether the
 * session may start them is the server's word (`you.mayStartPlayoffs`).
 */

/** The league's weeks, without the playoffs' rounds (shown as a bracket of their own). */
export function seasonRounds(view: Pick<EventView, 'rounds' | 'playoffs'>): EventRound[] {
  const playoffRounds = new Set((view.playoffs?.rounds ?? []).map((r) => r.round));
  return view.rounds.filter((r) => !playoffRounds.has(r.round));
}

/**
 * How many of the season's matches are still without a final result (the organizer then closes
 * the season to start the playoffs anyway).
 */
export function openSeasonMatches(view: Pick<EventView, 'rounds' | 'playoffs'>): number {
  return seasonRounds(view)
    .flatMap((r) => r.matches)
    .filter((m) => m.status !== 'confirmed' && m.status !== 'ruled').length;
}
