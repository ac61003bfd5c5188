import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MatchView, RngState } from '@texas42/engine';
import type { Decision } from './bot.js';

/**
 * Bot decisions on worker threads, so a server's event loop never waits on a search. Each thread
 * takes one decision at a time; requests queue in order and go to the first idle thread.
 */
interface Pending {
  readonly id: number;
  readonly message: { id: number; bot: string; view: MatchView; rng: RngState };
  resolve(d: Decision): void;
  reject(e: Error): void;
}

interface Reply {
  readonly id: number;
  readonly decision?: Decision;
  readonly error?: string;
}

export class BotPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<Worker, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, availableParallelism() - 1)) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./pool-worker.js', import.meta.url));
      worker.on('message', (reply: Reply) => this.finish(worker, reply));
      worker.on('error', (e) => this.fail(worker, e));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** The named bot's decision for this view, computed on a pool thread. */
  decide(bot: string, view: MatchView, rng: RngState): Promise<Decision> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, message: { id, bot, view, rng }, resolve, reject });
      this.pump();
    });
  }

  /** Stops the threads; decisions still queued are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('the bot pool is closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const task = this.queue.shift() as Pending;
      this.running.set(worker, task);
      worker.postMessage(task.message);
    }
  }

  private finish(worker: Worker, reply: Reply): void {
    const task = this.running.get(worker);
    this.running.delete(worker);
    this.idle.push(worker);
    if (task !== undefined && task.id === reply.id) {
      if (reply.decision !== undefined) task.resolve(reply.decision);
      else task.reject(new Error(reply.error ?? 'no decision'));
    }
    this.pump();
  }

  private fail(worker: Worker, e: Error): void {
    const task = this.running.get(worker);
    this.running.delete(worker);
    task?.reject(e);
  }
}
