import { checkMatchScore } from '@texas42/club';
import type { EventGameRules } from '../protocol.js';
import type { ScoreProblem } from './events.js';

/**
 * Whether the games entered are a finished match the hands could have played, asked of the club
 * (the same check the server makes), so the form says what is wrong beside the game before
 * anything is sent: 99-1 is no game to 7, and a game after the match was won is one too many.
 */
export function scoreProblem(
  game: EventGameRules,
  bestOf: number,
  games: readonly (readonly [number, number])[],
  timed: boolean,
): ScoreProblem | null {
  const checked = checkMatchScore({ game, bestOf }, games, 'games', { timed });
  if (checked.ok) return null;
  const where = checked.error.at ?? '';
  const at = /^games\[(\d+)\]/.exec(where);
  const index = at === null ? null : Number(at[1]);
  // The club's message begins with where it is ("games[1] 99-1 cannot..."): said in words here.
  const said = checked.error.message.startsWith(`${where} `)
    ? checked.error.message.slice(where.length + 1)
    : checked.error.message;
  return {
    game: index,
    message: index === null ? `The match ${said}.` : `Game ${index + 1}: ${said}.`,
  };
}
