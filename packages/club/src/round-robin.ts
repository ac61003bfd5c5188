/**
 * The rounds of a round robin by the circle method, on team indices 0..n-1: with an even number
 * of teams n-1 rounds, with an odd number n rounds in which one team sits out; every pair meets
 * exactly once. League schedules, pools and round-robin events are built from these rounds.
 */
export interface RoundRobinRound {
  readonly pairs: readonly (readonly [number, number])[];
  /** The team that sits out this round (odd n), or null. */
  readonly bye: number | null;
}

/** Round `k` of an odd number of teams n: team k sits out and k-d plays k+d. */
function oddRound(n: number, k: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let d = 1; d <= (n - 1) / 2; d++) pairs.push([(k - d + n) % n, (k + d) % n]);
  return pairs;
}

export function roundRobinRounds(n: number): RoundRobinRound[] {
  if (n < 2) return [];
  if (n % 2 === 1) return Array.from({ length: n }, (_, k) => ({ pairs: oddRound(n, k), bye: k }));
  // Even n: the odd construction on n-1 teams, the team left out each round plays team n-1.
  const m = n - 1;
  return Array.from({ length: m }, (_, k) => ({
    pairs: [[k, m] as [number, number], ...oddRound(m, k)],
    bye: null,
  }));
}

/** In the odd circle of n teams, the round in which teams i and j meet. */
export function meetingRound(n: number, i: number, j: number): number {
  return ((i + j) * ((n + 1) / 2)) % n;
}
