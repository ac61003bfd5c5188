import type { Result, Rules } from '@texas42/engine';
import { playPair, type PairResult } from './arena.js';
import { botByName } from './registry.js';
import { serveTasks } from './worker-task.js';

/** An arena thread: plays the duplicate pair each task names, between bots named as the CLI names them. */
export interface PairTask {
  readonly a: string;
  readonly b: string;
  readonly seed: number;
  readonly rules: Rules;
  readonly pair: number;
}

serveTasks<PairTask, Result<PairResult>>((task) => {
  const a = botByName(task.a);
  const b = botByName(task.b);
  if (a === undefined || b === undefined) throw new Error(`unknown bot "${task.a}" or "${task.b}"`);
  return playPair({ a, b, seed: task.seed }, task.rules, task.pair);
});
