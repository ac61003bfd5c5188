import { botByName, calibrateBidding, type CalibrationBucket } from '@texas42/bots';
import { UsageError, print, printJson, type Io } from '../io.js';
import { progressBar } from '../progress.js';
import { machine } from '../stats.js';

/**
 * How the make rates that bidding by simulation reads off solved deals compare with the hands
 * made at the table by the hard bot: the measurement behind the bots' table of chances
 * (packages/bots/src/simulated-bidding.ts).
 */
export function benchBidding(
  io: Io,
  hands: number,
  samples: number,
  seed: number,
  rules: string,
  json: boolean,
): number {
  const player = botByName('hard');
  if (player === undefined) throw new UsageError('the hard bot is missing', 1);
  const bar = progressBar(io, hands, 'bench bidding');
  const result = calibrateBidding({
    hands,
    samples,
    seed,
    rules,
    player,
    onHand: (n) => bar.update(n),
  });
  bar.finish();
  if (!result.ok) throw new UsageError(result.error.message, 1);
  const c = result.value;
  if (json) {
    printJson(io, { ...c, rules, seed, machine: machine() });
    return 0;
  }
  const row = (b: CalibrationBucket) =>
    `${b.from === 1 ? 'all    ' : `${b.from.toFixed(1)}-${b.to.toFixed(1)}`}  ${String(b.hands).padStart(5)}  ${b.solved.toFixed(2)}  ${b.hands === 0 ? '  -' : (b.made / b.hands).toFixed(2)}`;
  print(
    io.stdout,
    `bidding: ${c.hands} hands bid at 30 and played out by the hard bot, ${c.samples} solved deals a hand (${rules})`,
  );
  for (const [title, list] of [
    ['take 30 (a point bid)', c.points],
    ['take 42 (a marks bid)', c.marks],
  ] as const) {
    print(io.stdout, `${title}\nsolved    hands  mean  made at the table`);
    for (const b of list) print(io.stdout, row(b));
  }
  return 0;
}
