import { resolveRules } from '@texas42/engine';
import { simulate } from '../simulate.js';
import { progressBar } from '../progress.js';
import { UsageError, print, printJson, type Io } from '../io.js';

export const SIMULATE_HELP = `Usage: texas42 simulate --hands N --seed S --rules ID [--json]

Plays N complete hands of random legal play (every bid, contract and play chosen at random from
the engine's legal actions), matches following one another, and prints how fast that ran.
A progress bar shows on a terminal.

  --hands N   hands to play (default 20000)
  --seed S    seed for the deals and the choices (default 1)
  --rules ID  rule profile (default straight-42)
  --json      print {"hands", "seconds", "handsPerSecond"}`;

export function simulateCommand(
  io: Io,
  hands: number,
  seed: number,
  rules: string,
  json: boolean,
): number {
  const resolved = resolveRules(rules);
  if (!resolved.ok) throw new UsageError(resolved.error.message);
  const bar = progressBar(io, hands, 'simulate');
  const result = simulate(rules, hands, seed, (done) => bar.update(done));
  bar.finish();
  const handsPerSecond = Math.round(result.hands / result.seconds);
  if (json) {
    printJson(io, {
      hands: result.hands,
      seconds: Number(result.seconds.toFixed(3)),
      handsPerSecond,
    });
  } else {
    print(
      io.stdout,
      `${result.hands} hands (${result.actions} actions) in ${result.seconds.toFixed(2)} s: ${handsPerSecond} hands per second`,
    );
  }
  return 0;
}
