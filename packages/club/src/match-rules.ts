import { mostMarksInAHand, resolveRules } from '@texas42/engine';
import { recordedScore, type GameRules, type GameScore } from './game-rules.js';
import { isWhole } from './check.js';
import { whyNoGameEnds } from './possible-game.js';
import { err, ok, type Result } from './result.js';

export {
  MOST_MARKS_IN_A_HAND_ANY_PROFILE,
  gameWinner,
  recordedScore,
  type GameRules,
  type GameScore,
} from './game-rules.js';

export interface MatchRules {
  readonly game: GameRules;
  readonly bestOf: number;
}

/** 000: "each round decided by the first to seven marks, winning by two", best of three. */
export const AUSTIN_LEAGUE_MATCH: MatchRules = {
  game: { marksToWin: 7, winBy: 2, maxRecordedMarks: null },
  bestOf: 3,
};

/** 001: "games shall be to seven", "Seven marks shall be the maximum recorded marks". */
export const NPA_GAME: GameRules = { marksToWin: 7, winBy: 1, maxRecordedMarks: 7 };

/** The match rules of an engine rule profile (or a profile with overrides). */
/** The minutes a rule profile gives a match's clock (clock.gameMinutes, clock.matchMinutes). */
export function profileClockOf(rules: unknown): Result<{
  readonly gameMinutes: number | null;
  readonly matchMinutes: number | null;
}> {
  const resolved = resolveRules(rules);
  if (!resolved.ok) return err('UNKNOWN_RULES', resolved.error.message, 'rules');
  const { gameMinutes, matchMinutes } = resolved.value.options.clock;
  return ok({ gameMinutes, matchMinutes });
}

export function matchRulesOf(rules: unknown): Result<MatchRules> {
  const resolved = resolveRules(rules);
  if (!resolved.ok) return err('UNKNOWN_RULES', resolved.error.message, 'rules');
  const { game, match } = resolved.value.options;
  return ok({
    game: { ...game, mostMarksInAHand: mostMarksInAHand(resolved.value.options) },
    bestOf: match.bestOf,
  });
}

/** Games won by each side (0: the first-named team), a recorded game's higher score winning it. */
export function gamesWon(games: readonly GameScore[]): [number, number] {
  const won: [number, number] = [0, 0];
  for (const [a, b] of games) won[a > b ? 0 : 1]++;
  return won;
}

/**
 * Who won a match (0: the first-named team, 1: the second) from its recorded games: the side
 * that won more of them (in a finished best of N, the one that won N/2 rounded up), or null
 * while they are even. The one place the club decides a match's winner from its games.
 */
export function matchWinner(games: readonly GameScore[]): 0 | 1 | null {
  const [a, b] = gamesWon(games);
  return a === b ? null : a > b ? 0 : 1;
}

export interface GameCheck {
  /** A game stopped at time: the actual marks are recorded and the higher wins (001). */
  readonly timed?: boolean;
}

/**
 * Checks a reported game score: two whole numbers, no more than the recorded cap, a finished game
 * under the rules (or, for a timed game, not tied), and one that hands can reach: only the last
 * hand carries the winner past the marks it needs, by at most what one hand is worth.
 */
export function checkGameScore(
  rules: GameRules,
  score: unknown,
  at: string,
  check: GameCheck = {},
): Result<GameScore> {
  if (!Array.isArray(score) || score.length !== 2 || !isWhole(score[0]) || !isWhole(score[1]))
    return err('BAD_GAME_SCORE', 'must be two whole numbers', at);
  const s: GameScore = [score[0], score[1]];
  const timed = check.timed === true;
  if (timed && s[0] === s[1])
    return err('BAD_GAME_SCORE', `${s[0]}-${s[1]}: a tie at time plays one more hand`, at);
  const cap = rules.maxRecordedMarks;
  if (cap !== null && (s[0] > cap || s[1] > cap)) {
    // "Seven marks shall be the maximum recorded marks" (001): the marks a table reports as
    // earned, above the cap, are recorded at it, if play can earn them.
    const earned = whyNoGameEnds({ ...rules, maxRecordedMarks: null }, s, timed);
    return earned === null ? ok(recordedScore(rules, s)) : err('BAD_GAME_SCORE', earned, at);
  }
  const impossible = whyNoGameEnds(rules, s, timed);
  return impossible === null ? ok(s) : err('BAD_GAME_SCORE', impossible, at);
}

export interface MatchScore {
  readonly games: readonly GameScore[];
  /** 0 for the first-named team, 1 for the second. */
  readonly winner: 0 | 1;
  readonly gamesWon: readonly [number, number];
}

/** Checks the games of a finished match: best of N, ending as soon as a team has won enough. */
export function checkMatchScore(
  rules: MatchRules,
  games: unknown,
  at: string,
  check: GameCheck = {},
): Result<MatchScore> {
  if (!Array.isArray(games) || games.length === 0)
    return err('BAD_MATCH_SCORE', 'must be a list of game scores', at);
  const need = Math.ceil(rules.bestOf / 2);
  const won: [number, number] = [0, 0];
  const out: GameScore[] = [];
  for (const [i, g] of games.entries()) {
    const where = `${at}[${i}]`;
    if (won[0] === need || won[1] === need)
      return err(
        'BAD_MATCH_SCORE',
        `is one game too many: the match was over (best of ${rules.bestOf})`,
        where,
      );
    const score = checkGameScore(rules.game, g, where, check);
    if (!score.ok) return score;
    const side = score.value[0] > score.value[1] ? 0 : 1;
    won[side]++;
    out.push(score.value);
  }
  const winner = Math.max(...won) === need ? matchWinner(out) : null;
  if (winner === null)
    return err(
      'BAD_MATCH_SCORE',
      `is not a finished match: best of ${rules.bestOf}, a team needs ${need} game${need > 1 ? 's' : ''} (${won[0]}-${won[1]})`,
      at,
    );
  return ok({ games: out, winner, gamesWon: won });
}
