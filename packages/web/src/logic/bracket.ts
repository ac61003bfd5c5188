import type { EventMatch, EventRound, EventView } from '../protocol.js';
import { teamName } from './events.js';

/**
 * The two sides of a bracket match as the page names them. A next-round line gets its teams only
 * when both are known; until then each side is the team already through from the line feeding it,
 * or that line's winner named by its teams ("Aces v winner of Bones v Carts": the page numbers no
 * line, so "match 1-2" would send a reader looking), or by its name while they too are unknown.
 * Which line feeds which side is the server's to say (the match's `feeders`); a bye's winner is its
 * one team.
 */
export function bracketSides(
  view: Pick<EventView, 'teams'>,
  rounds: readonly EventRound[],
  match: EventMatch,
): readonly [string, string] {
  const side = (s: 0 | 1): string => {
    const team = match.teams[s];
    if (team !== null) return teamName(view, team);
    const feederId = match.feeders?.[s] ?? null;
    const feeder =
      feederId === null
        ? undefined
        : rounds.flatMap((r) => r.matches).find((m) => m.id === feederId);
    if (feeder === undefined) return teamName(view, null);
    if (feeder.winner !== null) return teamName(view, feeder.winner);
    const [x, y] = feeder.teams;
    if (x !== null && y !== null) return `winner of ${teamName(view, x)} v ${teamName(view, y)}`;
    return `winner of match ${feeder.line ?? feeder.id}`;
  };
  return [side(0), side(1)];
}
