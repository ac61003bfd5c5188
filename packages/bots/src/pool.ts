import { availableParallelism } from 'node:os';
import type { RngState, SeatView } from '@texas42/engine';
import type { Decision } from './bot.js';
import type { LaneLike } from './fair-queue.js';
import { WorkerPool } from './worker-pool.js';
import type { DecisionRequest } from './pool-worker.js';

export interface BotPoolOptions {
  /** Milliseconds a decision may take before it is abandoned (its thread ended and replaced). */
  readonly timeoutMs?: number;
}

/**
 * Bot decisions on worker threads, so a server's event loop never waits on a search. Each thread
 * takes one decision at a time. Decisions wait in lanes served by the time each has used (a
 * server passes the address and the person whose table it is, and whether people are at it), so
 * one person's or one address's many tables of slow bots cannot starve another's table. A decision past the time limit, or on a thread that dies, is rejected with a PoolError
 * (TIMEOUT, WORKER_EXIT) and the pool keeps its size.
 */
export class BotPool {
  private readonly pool: WorkerPool<DecisionRequest, Decision>;

  constructor(size = Math.max(1, availableParallelism() - 1), options: BotPoolOptions = {}) {
    this.pool = new WorkerPool({
      script: new URL('./pool-worker.js', import.meta.url),
      size,
      name: 'the bot pool',
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
  }

  get size(): number {
    return this.pool.size;
  }

  /** The named bot's decision for this view, computed on a pool thread, in its lane's turn. */
  decide(bot: string, view: SeatView, rng: RngState, lane: LaneLike = ''): Promise<Decision> {
    return this.pool.run({ bot, view, rng }, lane);
  }

  stats(): ReturnType<WorkerPool<DecisionRequest, Decision>['stats']> {
    return this.pool.stats();
  }

  /** Stops the threads; decisions still queued or running are rejected. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
