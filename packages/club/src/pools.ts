import { firstDuplicate, isName, isWhole } from './check.js';
import { buildBracket, standardSeedLines, type Bracket, type RoundLengths } from './bracket.js';
import type { GameRules } from './match-rules.js';
import { err, ok, type Result } from './result.js';
import { roundRobinRounds } from './round-robin.js';

/**
 * Round robin and pools (001, non-bracket play): every team of a pool plays every other, a BYE
 * when the pool is odd; the pools' finishing order (by the NPA standings rules) feeds a
 * championship bracket and a consolation bracket, cross-seeded so that teams of one pool meet
 * as late as possible.
 */
export interface RoundRobinRoundOf {
  readonly round: number;
  readonly matches: readonly (readonly [string, string])[];
  /** The team with the BYE this round (odd pools), scored 7-4 under NPA rules. */
  readonly bye: string | null;
}

/** Every round of a round robin among `teams` (in the order given). */
export function roundRobin(teams: readonly string[]): RoundRobinRoundOf[] {
  return roundRobinRounds(teams.length).map((r, i) => ({
    round: i + 1,
    matches: r.pairs.map(([a, b]) => [teams[a] as string, teams[b] as string] as const),
    bye: r.bye === null ? null : (teams[r.bye] as string),
  }));
}

/**
 * Teams (best seed first) dealt into `count` pools by the snake: 1 to A, 2 to B, ..., then back,
 * so the pools are as even as the seeds.
 */
export function drawPools(seeded: readonly string[], count: unknown): Result<string[][]> {
  for (const [i, t] of seeded.entries())
    if (!isName(t)) return err('BAD_INPUT', 'must be a team name', `teams[${i}]`);
  const dup = firstDuplicate(seeded);
  if (dup !== undefined) return err('BAD_INPUT', `names "${dup}" twice`, 'teams');
  if (!isWhole(count, 1) || count * 2 > seeded.length)
    return err('BAD_INPUT', 'must be a number of pools with at least two teams each', 'pools');
  const pools: string[][] = Array.from({ length: count }, () => []);
  seeded.forEach((team, i) => {
    const lap = Math.floor(i / count);
    const k = i % count;
    pools[lap % 2 === 0 ? k : count - 1 - k]?.push(team);
  });
  return ok(pools);
}

/** The round in which seeds a and b could first meet in a standard bracket of `size`. */
function meetingRoundOf(lineOf: ReadonlyMap<number, number>, a: number, b: number): number {
  const x = (lineOf.get(a) ?? 0) ^ (lineOf.get(b) ?? 0);
  return Math.floor(Math.log2(x)) + 1;
}

/**
 * Cross-seeding: the pools' first places are seeds 1..P, second places P+1..2P, and so on; the
 * order of the pools within each place is chosen so that teams of the same pool meet as late as
 * possible in the bracket.
 */
export function crossSeed(
  poolOrders: readonly (readonly string[])[],
  places: readonly number[],
): string[] {
  const pools = poolOrders.length;
  const entries = places.reduce(
    (sum, place) => sum + poolOrders.filter((p) => p.length > place).length,
    0,
  );
  let size = 1;
  while (size < entries) size *= 2;
  const lineOf = new Map(standardSeedLines(size).map((s, i) => [s, i] as const));
  const seeded: { team: string; pool: number }[] = [];
  const cost = (list: readonly { pool: number }[]): number => {
    let c = 0;
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++)
        if (list[i]?.pool === list[j]?.pool)
          c += 2 ** (Math.log2(size) - meetingRoundOf(lineOf, i + 1, j + 1));
    return c;
  };
  const candidates: number[][] = [];
  const base = Array.from({ length: pools }, (_, i) => i);
  for (let r = 0; r < pools; r++) {
    const rotated = [...base.slice(r), ...base.slice(0, r)];
    candidates.push(rotated, [...rotated].reverse());
  }
  for (const place of places) {
    let best: { team: string; pool: number }[] | null = null;
    let bestCost = Infinity;
    for (const order of candidates) {
      const tier = order
        .filter((p) => (poolOrders[p]?.length ?? 0) > place)
        .map((p) => ({ team: poolOrders[p]?.[place] as string, pool: p }));
      const c = cost([...seeded, ...tier]);
      if (c < bestCost) {
        bestCost = c;
        best = tier;
      }
    }
    seeded.push(...(best ?? []));
  }
  return seeded.map((s) => s.team);
}

export interface NamedBracket {
  /** Team names by seed: seeds[0] is seed 1. */
  readonly seeds: readonly string[];
  readonly bracket: Bracket;
}

/**
 * The brackets fed by the pools: the top `advance` of each pool to the championship bracket, the
 * rest to the consolation bracket (when it has two teams or more), each cross-seeded.
 */
export function poolBrackets(
  poolOrders: readonly (readonly string[])[],
  advance: unknown,
  rounds: RoundLengths,
  game: GameRules,
): Result<{ championship: NamedBracket; consolation: NamedBracket | null }> {
  const smallest = Math.min(...poolOrders.map((p) => p.length));
  if (!isWhole(advance, 1) || advance > smallest)
    return err('BAD_INPUT', `must be a whole number from 1 to ${smallest}`, 'advance');
  const longest = Math.max(...poolOrders.map((p) => p.length));
  const top = Array.from({ length: advance }, (_, i) => i);
  const rest = Array.from({ length: longest - advance }, (_, i) => i + advance);
  const named = (seeds: string[]): NamedBracket => ({
    seeds,
    bracket: buildBracket({ entries: seeds.length, seedOrder: 'standard', seed: 1, rounds, game }),
  });
  const championship = crossSeed(poolOrders, top);
  if (championship.length < 2)
    return err('TOO_FEW_TEAMS', 'the championship bracket needs two teams', 'advance');
  const consolation = crossSeed(poolOrders, rest);
  return ok({
    championship: named(championship),
    consolation: consolation.length >= 2 ? named(consolation) : null,
  });
}
