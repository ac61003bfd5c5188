import { firstDuplicate, isName } from './check.js';
import { err, ok, type Result } from './result.js';
import { seedRng, shuffle, type Rng } from './rng.js';

/**
 * A draw for high domino, the director's tiebreaker suggested by 001: "One person from each team
 * may draw for high domino (total pips)." Equal totals draw again ("If 64 and 55 are drawn,
 * players must re-draw."). Seeded, so a draw can be replayed.
 */
export type DrawnDomino = readonly [number, number];

export interface DrawRound {
  readonly draws: readonly {
    readonly team: string;
    readonly domino: DrawnDomino;
    readonly pips: number;
  }[];
}

export interface DominoDraw {
  /** Every draw in order, re-draws included. */
  readonly rounds: readonly DrawRound[];
  /** The teams, best first. */
  readonly order: readonly string[];
}

/** The 28 dominoes of a double-six set. */
export const DOUBLE_SIX: readonly DrawnDomino[] = Array.from({ length: 7 }, (_, hi) =>
  Array.from({ length: hi + 1 }, (_, lo) => [hi, lo] as const),
).flat();

function drawOrder(teams: readonly string[], rng: Rng, rounds: DrawRound[]): [string[], Rng] {
  if (teams.length <= 1) return [[...teams], rng];
  const [set, next] = shuffle(rng, DOUBLE_SIX);
  let s = next;
  const draws = teams.map((team, i) => {
    const domino = set[i] as DrawnDomino;
    return { team, domino, pips: domino[0] + domino[1] };
  });
  rounds.push({ draws });
  const totals = [...new Set(draws.map((d) => d.pips))].sort((a, b) => b - a);
  const order: string[] = [];
  for (const total of totals) {
    const tied = draws.filter((d) => d.pips === total).map((d) => d.team);
    const [sub, after] = drawOrder(tied, s, rounds);
    s = after;
    order.push(...sub);
  }
  return [order, s];
}

/** Orders tied teams by a draw for high domino; equal totals re-draw among themselves. */
export function dominoDraw(teams: readonly string[], seed: number | string): Result<DominoDraw> {
  if (teams.length < 2) return err('BAD_INPUT', 'needs two teams or more', 'teams');
  if (teams.length > 28)
    return err('BAD_INPUT', 'a set has 28 dominoes: at most 28 teams', 'teams');
  for (const [i, t] of teams.entries())
    if (!isName(t)) return err('BAD_INPUT', 'must be a team name', `teams[${i}]`);
  const dup = firstDuplicate(teams);
  if (dup !== undefined) return err('BAD_INPUT', `names "${dup}" twice`, 'teams');
  const rounds: DrawRound[] = [];
  const [order] = drawOrder(teams, seedRng(seed), rounds);
  return ok({ rounds, order });
}

/** The director's other suggestions (001): a tie-breaking match of one hand, three hands or a game. */
export type TiebreakPlayoff = 'one-hand' | 'three-hand' | 'one-game';
export const DIRECTORS_CHOICES: readonly ('domino-draw' | TiebreakPlayoff)[] = [
  'domino-draw',
  'one-hand',
  'three-hand',
  'one-game',
];
