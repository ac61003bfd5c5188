import type { Result, RulesRef } from '@texas42/engine';
import {
  arenaReport,
  arenaRules,
  type ArenaReport,
  type GameRecord,
  type PairResult,
} from './arena.js';
import type { PairTask } from './arena-worker.js';
import { WorkerPool } from './worker-pool.js';

export interface PooledArenaOptions {
  /** The bots by name (the threads look them up: a bot object cannot cross to a thread). */
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly seed: number;
  readonly rules: RulesRef;
  /** Threads playing pairs at once. */
  readonly jobs: number;
  /** Told of each game as its pair ends, with the games played so far. */
  readonly onGame?: (played: number, result: GameRecord) => void;
}

/**
 * The arena on `jobs` worker threads, one duplicate pair a task: every pair is dealt from its
 * own seed and its bots from their own, so the games, and the report (but for the milliseconds),
 * are the same as `runArena`'s on one thread, only sooner on a machine with more cores. An
 * unknown bot's name rejects (the caller checks names first).
 */
export async function runArenaInPool(o: PooledArenaOptions): Promise<Result<ArenaReport>> {
  const rules = arenaRules(o.rules);
  if (!rules.ok) return rules;
  const pool = new WorkerPool<PairTask, Result<PairResult>>({
    script: new URL('./arena-worker.js', import.meta.url),
    size: Math.max(1, o.jobs),
    name: 'the arena',
  });
  let played = 0;
  try {
    const pairs = Array.from({ length: Math.ceil(o.games / 2) }, (_, pair) =>
      pool.run({ a: o.a, b: o.b, seed: o.seed, rules: rules.value, pair }).then((result) => {
        if (result.ok) for (const game of result.value.games) o.onGame?.(++played, game);
        return result;
      }),
    );
    const results = await Promise.all(pairs);
    const done: PairResult[] = [];
    for (const r of results) {
      if (!r.ok) return r;
      done.push(r.value);
    }
    return { ok: true, value: arenaReport(o, done) };
  } finally {
    await pool.close();
  }
}
