import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  BOT_NAMES,
  botByName,
  gameNumber,
  runArena,
  runArenaInPool,
  wilson,
  type ArenaReport,
  type GameRecord,
} from '@texas42/bots';
import { handRecordOf, writeGameRecord } from '@texas42/engine';
import { UsageError, print, printJson, type Io } from '../io.js';
import { lineSvg } from '../plot.js';
import { progressBar } from '../progress.js';

export const ARENA_HELP = `Usage: texas42 arena --a BOT --b BOT [--games N] [--seed S] [--rules ID] [--jobs N] [--json] [--plot FILE.svg] [--out DIR] [--log FILE]

Plays N complete games to 7 marks, with bidding, between two bots in the duplicate format:
games come in pairs dealt from the same seed with the teams' seats swapped, so the luck of the
deal cancels. Reports games won with a 95% confidence interval, marks per game, points per hand,
make rate by bid level and by contract, and time per decision. A progress bar shows on a
terminal.

  --a BOT, --b BOT   the bots: ${BOT_NAMES.join(', ')}
  --games N          games (default 200; an odd N is rounded up to whole pairs)
  --seed S           seed of the deals (default 1)
  --rules ID         rule profile (default straight-42)
  --jobs N           duplicate pairs played at once, each on a worker thread (default: the
                     machine's cores, ${availableParallelism()} here); the games are the same for any N
  --json             print {"games", "a": {"bot", "wins", ...}, "b": {...}, "winRateA", "ci95", ...}
  --plot FILE.svg    draw A's wins minus B's, game by game
  --out DIR          write each game's record to DIR/game-0001.json... (texas42 replay and
                     texas42 puzzles make read them), numbered pair by pair

  --log FILE         append a line of JSON to FILE after each game: the games so far, the wins
                     and the 95% interval, so a long run can be read as it goes (with several
                     jobs, games end out of order: a line counts the games ended so far)

The bots sample a fixed number of deals per decision (no time budget), so a loaded machine
makes a run slower, not the bots weaker.`;

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function text(r: ArenaReport): string[] {
  const lines = [
    `${r.games} games (${r.games / 2} duplicate pairs), rules ${JSON.stringify(r.rules)}, seed ${r.seed}`,
    `${r.a.bot} (A) won ${r.a.wins}, ${r.b.bot} (B) won ${r.b.wins}: A ${pct(r.winRateA)}, 95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}`,
  ];
  for (const [label, s] of [
    ['A', r.a],
    ['B', r.b],
  ] as const)
    lines.push(
      `${label} ${s.bot}: ${s.marksPerGame} marks a game, ${s.pointsPerHand} points a hand, ${s.decisions} decisions, ${s.decisionMs.mean} ms mean (p50 ${s.decisionMs.p50}, p95 ${s.decisionMs.p95}, max ${s.decisionMs.max})`,
    );
  for (const [label, m] of [
    ['A', r.makeRate.a],
    ['B', r.makeRate.b],
  ] as const) {
    const show = (t: Record<string, { bids: number; made: number; rate: number }>) =>
      Object.entries(t)
        .map(([k, v]) => `${k} ${v.made}/${v.bids}`)
        .join(', ');
    lines.push(`${label} made by bid: ${show(m.byBid) || 'no bids'}`);
    lines.push(`${label} made by contract: ${show(m.byContract) || 'no bids'}`);
  }
  return lines;
}

export interface ArenaArgs {
  readonly a: string | undefined;
  readonly b: string | undefined;
  readonly games: number;
  readonly seed: number;
  readonly rules: string;
  readonly json: boolean;
  readonly plot: string | undefined;
  readonly out?: string | undefined;
  readonly log?: string | undefined;
  /** Pairs played at once on worker threads; 1 plays them on this thread. */
  readonly jobs?: number;
}

/** Makes the records' folder up front, so a bad --out fails before the games are played. */
function recordsFolder(dir: string | undefined): string | undefined {
  if (dir === undefined) return undefined;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new UsageError(`cannot make the records' folder ${dir}: ${(e as Error).message}`);
  }
  return dir;
}

export async function arenaCommand(io: Io, args: ArenaArgs): Promise<number> {
  const a = botByName(args.a ?? '');
  const b = botByName(args.b ?? '');
  if (a === undefined || b === undefined)
    throw new UsageError(
      `arena needs --a and --b, each one of: ${BOT_NAMES.join(', ')}\n\n${ARENA_HELP}`,
    );
  const games = args.games + (args.games % 2);
  const out = recordsFolder(args.out);
  const bar = progressBar(io, games, `${a.name} v ${b.name}`);
  let aWins = 0;
  const logGame = (n: number, record: GameRecord) => {
    if (args.log === undefined) return;
    if (record.winner === 'a') aWins++;
    const [lo, hi] = wilson(aWins, n);
    const line = { games: n, a: a.name, aWins, b: b.name, bWins: n - aWins, ci95: [lo, hi] };
    try {
      appendFileSync(args.log, `${JSON.stringify(line)}\n`);
    } catch (e) {
      throw new UsageError(`cannot write the log to ${args.log}: ${(e as Error).message}`);
    }
  };
  const onGame = (n: number, game: GameRecord) => {
    if (out !== undefined)
      writeFileSync(
        join(out, `game-${String(gameNumber(game)).padStart(4, '0')}.json`),
        writeGameRecord({ rules: args.rules, hands: game.hands.map((h) => handRecordOf(h)) }) +
          '\n',
      );
    bar.update(n);
    logGame(n, game);
  };
  const jobs = args.jobs ?? availableParallelism();
  const options = { games, seed: args.seed, rules: args.rules, onGame };
  const result =
    jobs <= 1
      ? runArena({ ...options, a, b })
      : await runArenaInPool({ ...options, a: a.name, b: b.name, jobs });
  bar.finish();
  if (!result.ok) throw new UsageError(`${result.error.code}: ${result.error.message}`, 1);
  const report = result.value;
  if (args.plot !== undefined) {
    const svg = lineSvg({
      title: `${a.name} (A) v ${b.name} (B): A's wins minus B's`,
      xLabel: 'game',
      yLabel: 'wins A - B',
      values: report.running,
    });
    try {
      writeFileSync(args.plot, svg);
    } catch (e) {
      throw new UsageError(`cannot write the plot to ${args.plot}: ${(e as Error).message}`);
    }
  }
  // The running difference is for the plot; the summary leaves it out.
  const { running, ...summary } = report;
  if (args.json) printJson(io, summary);
  else print(io.stdout, text(report).join('\n'));
  return 0;
}
