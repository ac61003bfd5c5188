import { rate } from 'openskill';
import { RATING_OPTIONS, type Skill } from '../ratings/model.js';

/**
 * A puzzle try rated as a game between the person and the puzzle, by the same model and scale as
 * the game ratings (ratings/model.ts): solving it is a win over the puzzle, missing it a loss.
 * A puzzle starts where a newcomer does, and finds its level as people try it.
 */
export const STARTING_SKILL: Skill = { mu: RATING_OPTIONS.mu, sigma: RATING_OPTIONS.sigma };

export function ratePuzzleTry(
  player: Skill,
  puzzle: Skill,
  solved: boolean,
): { player: Skill; puzzle: Skill } {
  const [[p], [q]] = rate([[player], [puzzle]], {
    ...RATING_OPTIONS,
    rank: solved ? [1, 2] : [2, 1],
  }) as [[Skill], [Skill]];
  return { player: { mu: p.mu, sigma: p.sigma }, puzzle: { mu: q.mu, sigma: q.sigma } };
}
