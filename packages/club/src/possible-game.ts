import {
  MOST_MARKS_IN_A_HAND_ANY_PROFILE,
  gameWinner,
  type GameRules,
  type GameScore,
} from './game-rules.js';

/**
 * Whether a reported game score is one a game can end with, played hand by hand: a game ends as
 * soon as a team has the marks it needs (leading by `winBy`), so only the last hand can carry the
 * winner past them, and by no more than one hand is worth; a game stopped at time ends wherever
 * play had reached, the team ahead winning. Marks are as earned here; `recordedPossible` handles a
 * cap on the marks recorded. The reference that plays every sequence of hands is in the tests.
 */

/** The most marks one hand can be worth for these rules. */
function handMost(rules: GameRules): number {
  return rules.mostMarksInAHand ?? MOST_MARKS_IN_A_HAND_ANY_PROFILE;
}

function finished(rules: GameRules, a: number, b: number): boolean {
  return gameWinner(rules, [a, b]) !== null;
}

/**
 * A score play can pass through without the game ending. Every unfinished score is one, but for a
 * tie at or above the marks to win when one mark of lead wins: whoever got there first had won.
 */
export function reachedInPlay(rules: GameRules, a: number, b: number): boolean {
  if (a < 0 || b < 0 || finished(rules, a, b)) return false;
  return !(rules.winBy <= 1 && a === b && a >= rules.marksToWin);
}

/** Whether a game can end at `winner`-`loser`, its last hand going to the winner (marks earned). */
function wonAt(rules: GameRules, winner: number, loser: number): boolean {
  if (gameWinner(rules, [winner, loser]) !== 0) return false;
  for (let k = 1; k <= handMost(rules); k++)
    if (reachedInPlay(rules, winner - k, loser)) return true;
  return false;
}

/** Whether a game can end with these marks as earned (timed: stopped at time, or won). */
export function gameCanEnd(rules: GameRules, score: GameScore, timed: boolean): boolean {
  const [a, b] = score;
  if (timed && a !== b && reachedInPlay(rules, a, b)) return true;
  return a > b ? wonAt(rules, a, b) : b > a && wonAt(rules, b, a);
}

/** Beyond this many marks over the marks to win and the loser's, no winner's score is possible. */
function searchRoom(rules: GameRules): number {
  return rules.marksToWin + rules.winBy + handMost(rules);
}

/**
 * Whether a recorded score (capped at `maxRecordedMarks` where the rules cap it) is the record of
 * a game that can end: a side recorded at the cap may have earned more.
 */
export function recordedPossible(rules: GameRules, score: GameScore, timed: boolean): boolean {
  const cap = rules.maxRecordedMarks;
  if (cap !== null && (score[0] > cap || score[1] > cap)) return false;
  const earned = (r: number, other: number): number[] => {
    if (cap === null || r < cap) return [r];
    const out: number[] = [];
    for (let v = r; v <= cap + other + searchRoom(rules); v++) out.push(v);
    return out;
  };
  for (const a of earned(score[0], score[1]))
    for (const b of earned(score[1], score[0])) if (gameCanEnd(rules, [a, b], timed)) return true;
  return false;
}

/**
 * Why no game ends with this recorded score, in words a scorekeeper can act on, or null when one
 * can. The score is two whole numbers.
 */
export function whyNoGameEnds(rules: GameRules, score: GameScore, timed: boolean): string | null {
  const [a, b] = score;
  // A recorded tie names no winner, however play reached it.
  if (a !== b && recordedPossible(rules, score, timed)) return null;
  const [winner, loser] = a >= b ? [a, b] : [b, a];
  const to = `a game is to ${rules.marksToWin} marks${rules.winBy > 1 ? `, winning by ${rules.winBy}` : ''}`;
  const cap = rules.maxRecordedMarks;
  const capped = cap !== null && winner >= cap;
  if (a === b || (!timed && !capped && gameWinner(rules, score) === null))
    return `${a}-${b} is not a finished game: ${to}`;
  // Could any winner's score go with this loser's? If not, the loser's marks are the trouble.
  let most: number | null = null;
  for (let w = loser + 1; w <= loser + searchRoom(rules); w++)
    if (recordedPossible(rules, a > b ? [w, loser] : [loser, w], false)) most = w;
  if (most === null)
    return `${a}-${b} cannot end a game: with ${loser} marks the losing team would already have won (${to})`;
  if (winner > most)
    return (
      `${a}-${b} cannot end a game: ${to}, and one hand is worth at most ${handMost(rules)} ` +
      `mark${handMost(rules) === 1 ? '' : 's'} under these rules, so against ${loser} the winner ends with at most ${most}`
    );
  return `${a}-${b} cannot end a game (${to})`;
}

/**
 * Why a table's marks cannot stand where play stopped, or null when they can: a game still being
 * played (neither side has won), or one that has just ended on its last hand. "13-10" in a game
 * to 7 is neither: the first side to 7 had won.
 */
export function whyMarksCannotStand(rules: GameRules, score: GameScore): string | null {
  const [a, b] = score;
  if (reachedInPlay(rules, a, b) || gameCanEnd(rules, score, false)) return null;
  if (a === b)
    return `${a}-${b} cannot stand: a game is to ${rules.marksToWin} marks, and whoever got there first had won`;
  return (
    whyNoGameEnds(rules, score, false) ?? `${a}-${b} cannot stand in a game to ${rules.marksToWin}`
  );
}
