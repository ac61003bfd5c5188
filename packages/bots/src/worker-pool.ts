import { Worker } from 'node:worker_threads';
import { FairQueue, laneOf, type Lane, type LaneLike } from './fair-queue.js';
import type { ReplyMessage, TaskMessage } from './worker-task.js';

/**
 * A fixed number of worker threads running one script (its side is serveTasks), for work too
 * heavy for an event loop: bots' searches, hands' analyses. Bounded in every direction an
 * attacker could push: the threads never grow past `size`, the waiting line has a length limit,
 * each lane (a table, a person) may hold only so many tasks, and a task that runs too long is
 * abandoned by ending its thread. A thread that dies or is ended is replaced, so the pool keeps
 * its size. Waiting tasks are served by the thread time each address and person has used lately,
 * tasks people wait on first (FairQueue), so one lane's many tasks cannot starve another's.
 */
export interface WorkerPoolOptions {
  /** The worker script (compiled .js) that calls serveTasks. */
  readonly script: URL;
  readonly size: number;
  /**
   * Milliseconds a task may run on its thread (0: no limit), counted from when it is posted or,
   * on a thread still loading its script, from when the script is loaded.
   */
  readonly timeoutMs?: number;
  /** Tasks that may wait for a thread; one more is refused with QUEUE_FULL. */
  readonly maxQueue?: number;
  /** Tasks one lane may have waiting or running; one more is refused with LANE_FULL. */
  readonly maxPerLane?: number;
  readonly workerData?: unknown;
  /** What the pool is, in error messages ("the bot pool"). */
  readonly name?: string;
}

export type PoolErrorCode =
  'QUEUE_FULL' | 'LANE_FULL' | 'TIMEOUT' | 'WORKER_EXIT' | 'TASK_FAILED' | 'CLOSED';

/** Why a task did not get its answer: a stable code callers may act on, and what happened. */
export class PoolError extends Error {
  constructor(
    readonly code: PoolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PoolError';
  }
}

export interface PoolStats {
  /** Threads alive now (never above size). */
  readonly threads: number;
  /** The most threads alive at once since the pool started. */
  readonly peakThreads: number;
  /** Threads started, replacements included. */
  readonly threadsStarted: number;
  readonly busy: number;
  readonly queued: number;
  /** Lanes with a task waiting. */
  readonly lanes: number;
  /** Tasks handed to a thread. */
  readonly started: number;
  readonly timedOut: number;
  /** Threads that died on their own (a crash, an exit), idle or at work. */
  readonly crashed: number;
  /** A running mean of recent tasks' milliseconds (0 before the first answer). */
  readonly meanTaskMs: number;
}

interface Task {
  readonly id: number;
  readonly lane: Lane;
  readonly payload: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

interface Thread {
  readonly worker: Worker;
  task: Task | null;
  /** The uncaught error the thread died of, if it said. */
  died: Error | null;
  /** The script has loaded (serveTasks said so). */
  ready: boolean;
}

/** How long to wait before replacing a thread that died with nothing to do (a broken script). */
const IDLE_DEATH_PAUSE_MS = 1000;

export class WorkerPool<In, Out> {
  private readonly threads = new Set<Thread>();
  private readonly idle: Thread[] = [];
  private readonly queue = new FairQueue<Task>();
  /** Tasks waiting or running, by lane. */
  private readonly perLane = new Map<string, number>();
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly name: string;
  private nextId = 1;
  private closed = false;
  private counts = { peakThreads: 0, threadsStarted: 0, started: 0, timedOut: 0, crashed: 0 };
  private meanTaskMs = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new Error(`a worker pool needs at least one thread, not ${options.size}`);
    this.name = options.name ?? 'the worker pool';
    for (let i = 0; i < options.size; i++) this.spawn();
  }

  get size(): number {
    return this.options.size;
  }

  /**
   * The task's answer from a pool thread, after the tasks ahead of it in turn. `lane` says whose
   * it is (a string: one lane; or the client's address, the person, and whether people wait).
   */
  run(payload: In, laneLike: LaneLike = ''): Promise<Out> {
    if (this.closed) return Promise.reject(new PoolError('CLOSED', `${this.name} is closed`));
    const { maxQueue = Infinity, maxPerLane = Infinity } = this.options;
    const lane = laneOf(laneLike);
    const inLane = this.perLane.get(lane.person) ?? 0;
    if (inLane >= maxPerLane)
      return Promise.reject(
        new PoolError('LANE_FULL', `${this.name} already has ${inLane} tasks of this lane`),
      );
    if (this.idle.length === 0 && this.queue.length >= maxQueue)
      return Promise.reject(
        new PoolError('QUEUE_FULL', `${this.name} has ${this.queue.length} tasks waiting already`),
      );
    return new Promise<Out>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        lane,
        payload,
        resolve: resolve as (value: unknown) => void,
        reject,
        startedAt: 0,
        timer: undefined,
      };
      this.perLane.set(lane.person, inLane + 1);
      this.queue.push(lane, task);
      this.pump();
    });
  }

  stats(): PoolStats {
    return {
      threads: this.threads.size,
      busy: this.threads.size - this.idle.length,
      queued: this.queue.length,
      lanes: this.queue.laneCount,
      meanTaskMs: Math.round(this.meanTaskMs),
      ...this.counts,
    };
  }

  /** Ends the threads; tasks waiting or running are rejected with CLOSED. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.pending) clearTimeout(timer);
    const error = (): PoolError => new PoolError('CLOSED', `${this.name} is closed`);
    for (const task of this.queue.drain()) this.settle(task, error());
    const threads = [...this.threads];
    this.threads.clear();
    this.idle.length = 0;
    for (const t of threads) if (t.task !== null) this.settle(t.task, error());
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private spawn(): void {
    const worker = new Worker(this.options.script, { workerData: this.options.workerData });
    const thread: Thread = { worker, task: null, died: null, ready: false };
    worker.on('message', (reply: ReplyMessage<Out>) => this.answer(thread, reply));
    worker.on('error', (e) => (thread.died = e));
    worker.on('exit', (code) => this.exited(thread, code));
    this.threads.add(thread);
    this.idle.push(thread);
    this.counts.threadsStarted++;
    this.counts.peakThreads = Math.max(this.counts.peakThreads, this.threads.size);
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const thread = this.idle.shift() as Thread;
      const task = this.queue.shift() as Task;
      thread.task = task;
      if (thread.ready) this.startClock(thread, task);
      this.counts.started++;
      const message: TaskMessage<unknown> = { id: task.id, task: task.payload };
      thread.worker.postMessage(message);
    }
  }

  /** The task's time limit starts, on a thread whose script has loaded. */
  private startClock(thread: Thread, task: Task): void {
    const { timeoutMs = 0 } = this.options;
    task.startedAt = Date.now();
    if (timeoutMs > 0) task.timer = setTimeout(() => this.timeUp(thread, task), timeoutMs);
  }

  private answer(thread: Thread, reply: ReplyMessage<Out>): void {
    if ('ready' in reply) {
      thread.ready = true;
      if (thread.task !== null && thread.task.startedAt === 0) this.startClock(thread, thread.task);
      return;
    }
    const task = thread.task;
    if (task === null || task.id !== reply.id || !this.threads.has(thread)) return;
    thread.task = null;
    this.idle.push(thread);
    const ms = Date.now() - task.startedAt;
    this.meanTaskMs = this.meanTaskMs === 0 ? ms : this.meanTaskMs * 0.8 + ms * 0.2;
    if ('value' in reply) this.settle(task, null, reply.value);
    else this.settle(task, new PoolError('TASK_FAILED', reply.error));
    this.pump();
  }

  /** A task past its time limit: its thread is ended (the only way to stop a search) and replaced. */
  private timeUp(thread: Thread, task: Task): void {
    if (thread.task !== task || !this.threads.has(thread)) return;
    this.counts.timedOut++;
    this.retire(thread);
    this.settle(
      task,
      new PoolError('TIMEOUT', `${this.name} gave up on a task after ${this.options.timeoutMs} ms`),
    );
    this.spawn();
    this.pump();
  }

  /** A thread that ended without being asked to: its task fails, and a new thread takes its place. */
  private exited(thread: Thread, code: number): void {
    if (!this.threads.has(thread)) return; // retired by the pool, already replaced
    this.retire(thread);
    this.counts.crashed++;
    const task = thread.task;
    if (task !== null) {
      const why = thread.died?.message ?? `it exited with code ${code}`;
      this.settle(task, new PoolError('WORKER_EXIT', `${this.name}'s thread died: ${why}`));
    }
    if (this.closed) return;
    if (task !== null) {
      this.spawn();
      this.pump();
      return;
    }
    // A thread that dies idle may have a script that cannot start: do not spin replacing it.
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (this.closed) return;
      this.spawn();
      this.pump();
    }, IDLE_DEATH_PAUSE_MS);
    this.pending.add(timer);
  }

  private retire(thread: Thread): void {
    this.threads.delete(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    void thread.worker.terminate();
  }

  private settle(task: Task, error: Error | null, value?: unknown): void {
    clearTimeout(task.timer);
    // The thread time it took, answered, abandoned or crashed: its lane's turns come later.
    if (task.startedAt > 0) this.queue.charge(task.lane, Date.now() - task.startedAt);
    const left = (this.perLane.get(task.lane.person) ?? 1) - 1;
    if (left > 0) this.perLane.set(task.lane.person, left);
    else this.perLane.delete(task.lane.person);
    if (error === null) task.resolve(value);
    else task.reject(error);
  }
}
