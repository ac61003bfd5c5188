import type { EventMatch, EventView } from '../protocol.js';
import { teamName } from './events.js';

/** An organizer's correction of a result: the games as they should stand, or a forfeit. */
export type Amendment = { readonly comment: string } & (
  { readonly games: readonly (readonly [number, number])[] } | { readonly forfeit: string }
);

/**
 * What a correction records, asked before it is sent: "Record Aces 2-1 Bones (7-3, 3-7, 7-2) as
 * the final result of Aces v Bones? Both teams are told: "the sheet was mis-keyed"."
 */
export function amendWords(
  view: Pick<EventView, 'teams'>,
  match: Pick<EventMatch, 'teams'>,
  amendment: Amendment,
): string {
  const [a, b] = match.teams.map((t) => teamName(view, t));
  const told = `Both teams are told: “${amendment.comment.trim()}”.`;
  if ('forfeit' in amendment)
    return `Record that ${teamName(view, amendment.forfeit)} forfeits ${a} v ${b}, as the final result? ${told}`;
  const first = amendment.games.filter(([x, y]) => x > y).length;
  const second = amendment.games.filter(([x, y]) => y > x).length;
  const games = amendment.games.map(([x, y]) => `${x}-${y}`).join(', ');
  return `Record ${a} ${first}-${second} ${b} (${games}) as the final result of ${a} v ${b}? ${told}`;
}
