import { PROFILES, mostMarksInAHand } from '@texas42/engine';

/**
 * How a game and a match are won, as an event sets it: a game to 7 marks (winning by 2 in the
 * Austin league; at most 7 recorded in NPA tournaments), a match best of N games.
 */
export interface GameRules {
  readonly marksToWin: number;
  readonly winBy: number;
  /** The most marks recorded for a team in a game, or null for no cap. */
  readonly maxRecordedMarks: number | null;
  /**
   * The most marks one hand can be worth under the event's rule profile (the engine's
   * `mostMarksInAHand`): how far the last hand can carry a team past the marks it needs. Absent in
   * rules stored before it was kept: then the most any profile allows, so no possible score is
   * refused.
   */
  readonly mostMarksInAHand?: number;
}

/** The most marks a hand can be worth under any profile: the bound when an event's is unknown. */
export const MOST_MARKS_IN_A_HAND_ANY_PROFILE = Math.max(
  ...PROFILES.map((p) => mostMarksInAHand(p.options)),
);

/** A game's marks: the first-named team's first. */
export type GameScore = readonly [number, number];

/** The team (0 or 1) that won a finished game under the rules, or null if it is not finished. */
export function gameWinner(rules: GameRules, score: GameScore): 0 | 1 | null {
  for (const side of [0, 1] as const) {
    const mine = score[side];
    const theirs = score[side === 0 ? 1 : 0];
    if (mine >= rules.marksToWin && mine - theirs >= rules.winBy) return side;
  }
  return null;
}

/** Marks as recorded: capped where the rules cap them. */
export function recordedScore(rules: GameRules, score: GameScore): GameScore {
  const cap = rules.maxRecordedMarks;
  return cap === null ? score : [Math.min(cap, score[0]), Math.min(cap, score[1])];
}
