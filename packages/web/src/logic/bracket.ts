import type { EventMatch, EventRound, EventView } from '../protocol.js';
import { teamName } from './events.js';

/**
 * The two sides of a bracket match as the page names them. A next-round line gets its teams only
 * when both are known; until then each side is the team already through from the line feeding it,
 * or that line's winner named by its teams ("Aces v winner of Bones v Carts": the page numbers no
 * line, so "match 1-2" would send a reader looking), or by its place while they too are unknown.
 * Line i of a round feeds side i % 2 of line ⌊i / 2⌋ of the next (the club's bracket); a bye's
 * winner is its one team.
 */
export function bracketSides(
  view: Pick<EventView, 'teams'>,
  rounds: readonly EventRound[],
  match: EventMatch,
): readonly [string, string] {
  const at = rounds.findIndex((r) => r.matches.some((m) => m.id === match.id));
  const before = at > 0 ? rounds[at - 1] : undefined;
  const side = (s: 0 | 1): string => {
    const team = match.teams[s];
    if (team !== null) return teamName(view, team);
    const feeder = before?.matches.find((m) => m.index === 2 * match.index + s);
    if (feeder === undefined) return teamName(view, null);
    if (feeder.winner !== null) return teamName(view, feeder.winner);
    const [x, y] = feeder.teams;
    if (x !== null && y !== null) return `winner of ${teamName(view, x)} v ${teamName(view, y)}`;
    return `winner of match ${lineName(feeder.id)}`;
  };
  return [side(0), side(1)];
}

/** "2-3" (round 2, line 3) from a bracket line's id ("r2-3", "ch2-3", "po2-3"). */
export function lineName(id: string): string {
  return id.replace(/^[a-z]+/, '');
}
