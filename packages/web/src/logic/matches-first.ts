import type { EventMatch, EventView } from '../protocol.js';
import { teamName } from './events.js';

/**
 * What one of the session's own matches wants of it, in a line the top of the event page shows
 * ("Aces v Bones: Bones reported 7-3, 7-2; it waits for your answer").
 */
export function wantedOf(view: Pick<EventView, 'teams' | 'you'>, match: EventMatch): string {
  const [a, b] = match.teams.map((t) => teamName(view, t));
  const vs = `${a} v ${b}`;
  if (match.status === 'reported' && match.reporter !== view.you.team)
    return `${vs}: ${teamName(view, match.reporter)} reported a result; it waits for your answer`;
  if (match.status === 'disputed') return `${vs}: disputed; the organizer rules on it`;
  const night = match.rescheduledTo ?? match.leagueNight;
  return `${vs}: your next match${night === undefined || night === null ? '' : `, ${night}`}`;
}

/**
 * The session's team's matches for the top of the page: the server's `you.matches`, less the one
 * the page was opened at (shown whole above them).
 */
export function ownMatchesFirst(
  view: Pick<EventView, 'you'>,
  focus: string | null,
): readonly EventMatch[] {
  return (view.you.matches ?? []).filter((m) => m.id !== focus);
}
