import {
  SUIT_NAMES,
  apply,
  deal,
  newMatch,
  resolveRules,
  seedRng,
  type MatchState,
  type PlayingHand,
  type Result,
  type Rules,
} from '@texas42/engine';
import { canTake, solve } from '@texas42/solver';
import { UsageError, print, printJson, type Io } from '../io.js';
import { progressBar } from '../progress.js';
import { figures, machine, timed } from '../stats.js';

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new UsageError(r.error.message);
  return r.value;
}

/** Deal `k` of the benchmark: N bids 30 and names trump k mod 7, then leads. */
function benchHand(rules: Rules, seed: number, k: number): PlayingHand {
  const rng = seedRng(`${seed}/${k}`);
  const hands = deal(rng, 'W').hands;
  let s: MatchState = must(newMatch({ rules, seed: 0, firstShaker: 'W' }));
  s = must(apply(s, { type: 'shake', seat: 'W', hands }));
  for (const [seat, bid] of [
    ['N', 30],
    ['E', 'pass'],
    ['S', 'pass'],
    ['W', 'pass'],
  ] as const)
    s = must(apply(s, { type: 'bid', seat, bid }));
  s = must(apply(s, { type: 'declare', seat: 'N', contract: SUIT_NAMES[k % 7] ?? 'sixes' }));
  if (s.phase !== 'play') throw new Error('the benchmark hand is not in play');
  return s.hand;
}

export const TARGETS = { exactMean: 3, exactP99: 30, makeSetMean: 0.7 };

export function benchSolver(
  io: Io,
  deals: number,
  seed: number,
  rulesId: string,
  json: boolean,
): number {
  const rules = must(resolveRules(rulesId));
  // Warm-up so the JIT has compiled the search before timing.
  for (let k = 0; k < 20; k++) solve(benchHand(rules, seed + 1, k), rules.options);
  const exact: number[] = [];
  const makeSet: number[] = [];
  const bar = progressBar(io, deals, 'bench solver');
  for (let k = 0; k < deals; k++) {
    const hand = benchHand(rules, seed, k);
    exact.push(timed(() => solve(hand, rules.options))[1]);
    makeSet.push(timed(() => canTake(hand, rules.options, 30))[1]);
    bar.update(k + 1);
  }
  bar.finish();
  const e = figures(exact);
  const m = figures(makeSet);
  const met = {
    exactMean: e.mean <= TARGETS.exactMean,
    exactP99: e.p99 <= TARGETS.exactP99,
    makeSetMean: m.mean <= TARGETS.makeSetMean,
  };
  const report = {
    deals,
    seed,
    exact: { mean: e.mean, p50: e.p50, p99: e.p99, max: e.max },
    makeSet: { mean: m.mean, p50: m.p50, p99: m.p99, max: m.max },
    targets: TARGETS,
    met,
    machine: machine(),
  };
  if (json) printJson(io, report);
  else {
    const mc = report.machine;
    print(
      io.stdout,
      `solver: ${deals} random deals, trump rotating through the suits, the declarer leading (ms)`,
    );
    print(
      io.stdout,
      `exact value   mean ${e.mean}  p50 ${e.p50}  p99 ${e.p99}  max ${e.max}   target mean <= 3 ${met.exactMean ? 'met' : 'NOT met'}, p99 <= 30 ${met.exactP99 ? 'met' : 'NOT met'}`,
    );
    print(
      io.stdout,
      `make/set 30   mean ${m.mean}  p50 ${m.p50}  p99 ${m.p99}  max ${m.max}   target mean <= 0.7 ${met.makeSetMean ? 'met' : 'NOT met'}`,
    );
    print(io.stdout, `machine: ${mc.cpu}, ${mc.cores} cores, Node ${mc.node}; one core used`);
  }
  return 0;
}
