import { LEVELS, botByName, heuristicBot, type Bot } from '@texas42/bots';
import { apply, newMatch, resolveRules, seedRng, toAct, viewFor } from '@texas42/engine';
import { UsageError, print, printJson, type Io } from '../io.js';
import { progressBar } from '../progress.js';
import { figures, machine, timed } from '../stats.js';

/**
 * Decision time of each level: the level plays N-S against the rules-of-thumb bot in E-W, and
 * every decision with a real choice (more than one legal action: bids, contracts, plays,
 * opening leads included) is timed until there are enough.
 */
function timeLevel(bot: Bot, rules: string, decisions: number, onDecision: () => void): number[] {
  const resolved = resolveRules(rules);
  if (!resolved.ok) throw new UsageError(resolved.error.message);
  const times: number[] = [];
  let rng = seedRng(`bench/${bot.name}`);
  for (let game = 0; times.length < decisions; game++) {
    const started = newMatch({ rules: resolved.value, seed: game });
    if (!started.ok) throw new UsageError(started.error.message);
    let state = started.value;
    while (state.phase !== 'done' && times.length < decisions) {
      const seat = toAct(state);
      const view = viewFor(state, seat);
      const player = seat === 'N' || seat === 'S' ? bot : heuristicBot;
      const [decision, ms] = timed(() => player.decide(view, rng));
      if (player === bot && view.legal.length > 1) {
        times.push(ms);
        onDecision();
      }
      rng = decision.rng;
      const next = apply(state, decision.action);
      if (!next.ok) throw new UsageError(`${player.name}: ${next.error.message}`, 1);
      state = next.value;
    }
  }
  return times;
}

export function benchBots(
  io: Io,
  levels: readonly string[],
  decisions: number,
  rules: string,
  json: boolean,
): number {
  const bots = levels.map((name) => {
    const bot = botByName(name);
    if (bot === undefined)
      throw new UsageError(`unknown level "${name}"; levels: ${LEVELS.join(', ')}`);
    return bot;
  });
  const bar = progressBar(io, decisions * bots.length, 'bench bots');
  let done = 0;
  const report: Record<
    string,
    { p50: number; p95: number; mean: number; max: number; decisions: number }
  > = {};
  for (const bot of bots) {
    const f = figures(timeLevel(bot, rules, decisions, () => bar.update(++done)));
    report[bot.name] = { p50: f.p50, p95: f.p95, mean: f.mean, max: f.max, decisions };
  }
  bar.finish();
  if (json) printJson(io, { ...report, machine: machine() });
  else {
    print(
      io.stdout,
      `bots: ms per decision with a real choice (bids, contracts, plays, opening leads included), ${rules}`,
    );
    for (const [name, r] of Object.entries(report))
      print(
        io.stdout,
        `${name.padEnd(8)} p50 ${r.p50}  p95 ${r.p95}  mean ${r.mean}  max ${r.max}  (${r.decisions} decisions)`,
      );
    const m = machine();
    print(
      io.stdout,
      `target: hard p50 <= 100 ms, p95 <= 400 ms. machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}`,
    );
  }
  return 0;
}
