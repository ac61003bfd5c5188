import { simulate } from '../simulate.js';
import { machine } from '../stats.js';
import { benchBidding } from './bench-bidding.js';
import { benchBots } from './bench-bots.js';
import { benchSolver } from './bench-solver.js';
import { progressBar } from '../progress.js';
import { UsageError, print, printJson, type Io } from '../io.js';

export const BENCH_HELP = `Usage: texas42 bench engine [--hands N] [--runs R] [--rules ID] [--json]
       texas42 bench solver [--deals N] [--seed S] [--rules ID] [--json]
       texas42 bench bots [--levels easy,medium,hard,expert] [--decisions N] [--rules ID] [--json]
       texas42 bench bidding [--hands N] [--samples K] [--seed S] [--rules ID] [--json]
       texas42 bench events [--teams N] [--runs R] [--json]

engine: complete hands of random legal play through the public API (legalActions and apply),
on one core. After a warm-up run, R timed runs of N hands each; prints the median, the slowest
run (the tail) and the fastest, in hands per second, and the machine.

solver: N random deals, trumps (rotating through the suits), doubles and follow-me in turn, the
declarer leading the first trick; the time to find the exact value and to answer "can the
declarer's side make 30?", as mean, p50, p99 and max milliseconds, against the targets (exact
mean <= 3, p99 <= 30; make/set mean <= 0.7). A plain alpha-beta with a table solves the same
deals in the same process, interleaved, and must agree on every value; how many times faster the
solver is (CPU time) is printed per contract kind (targets: exact 4x, make/set 3.5x).

bots: each level plays N-S against the rules-of-thumb bot; every decision with a real choice
(bids, contracts, plays, opening leads included) is timed: p50, p95, mean, max milliseconds,
keyed by level; target hard p50 <= 100 ms and p95 <= 400 ms.

bidding: N hands bid at 30 and played to the last trick by the hard bot in every seat; for each,
the rate of sampled deals (K solved with all hands known) in which the bidder's best trump takes
30 and 42, against whether the hand took them at the table: the measurement behind the chances
bidding by simulation uses.

events: a fresh server (packages/server/bin) on loopback with its own data directory; a round
robin of N teams of two (default 200: 19,900 matches) with round 1 reported and confirmed; the
event page's requests on opening timed R times one at a time and in bursts of ten at once, as a
browser asks (brotli or gzip accepted): median and p95 milliseconds, bytes on the wire.

  --hands N   engine: hands per run (default 20000); bidding: hands (default 400)
  --samples K bidding: deals solved a hand (default 16)
  --runs R    engine: timed runs (default 7); events: requests timed (default 30)
  --teams N   events: teams in the round robin (default 200)
  --deals N   solver: deals (default 500)
  --decisions N  bots: decisions timed per level (default 500)
  --levels L  bots: comma-separated levels (default easy,medium,hard,expert)
  --seed S    solver: seed of the deals (default 1)
  --rules ID  rule profile (default straight-42)
  --json      print the figures as JSON`;

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export interface BenchOptions {
  readonly hands: number;
  readonly runs: number;
  readonly deals: number;
  readonly decisions: number;
  /** bench bidding: hands, and deals solved a hand. */
  readonly bidHands: number;
  readonly samples: number;
  readonly levels: readonly string[];
  readonly seed: number;
  readonly rules: string;
  readonly json: boolean;
}

export function benchCommand(io: Io, what: string | undefined, o: BenchOptions): number {
  if (what === 'solver') return benchSolver(io, o.deals, o.seed, o.rules, o.json);
  if (what === 'bots') return benchBots(io, o.levels, o.decisions, o.rules, o.json);
  if (what === 'bidding') return benchBidding(io, o.bidHands, o.samples, o.seed, o.rules, o.json);
  if (what !== 'engine')
    throw new UsageError(
      `unknown benchmark "${what ?? ''}"; available: engine, solver, bots, bidding, events`,
    );
  const { hands, runs, rules, json } = o;
  simulate(rules, Math.min(hands, 5000), 999); // warm-up: let the JIT settle
  const bar = progressBar(io, runs, 'bench engine');
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const result = simulate(rules, hands, r + 1);
    rates.push(result.hands / result.seconds);
    bar.update(r + 1);
  }
  bar.finish();
  const figures = {
    median: Math.round(median(rates)),
    min: Math.round(Math.min(...rates)),
    max: Math.round(Math.max(...rates)),
  };
  const report = {
    benchmark: 'engine',
    rules,
    hands,
    runs,
    handsPerSecond: figures,
    machine: machine(),
  };
  if (json) printJson(io, report);
  else {
    const m = report.machine;
    print(
      io.stdout,
      `engine: complete hands of random legal play through legalActions + apply (${rules})`,
    );
    print(
      io.stdout,
      `${runs} runs x ${hands} hands: median ${figures.median} hands/s, slowest ${figures.min}, fastest ${figures.max}`,
    );
    print(io.stdout, `machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}; one core used`);
  }
  return 0;
}
