import { PoolError, WorkerPool, type Analysis, type PoolStats } from '@texas42/bots';
import type { HandRecord, Result, Rules } from '@texas42/engine';
import type { AnalysisTask } from './analysis-worker.js';
import type { AnalysisLimits } from './config.js';
import { ServerError } from './errors.js';

/** How long a failed or abandoned analysis is answered from memory before it is tried again. */
const FAILURE_MS = 60_000;
/** A guess at an analysis's time before the pool has timed one. */
const FIRST_GUESS_MS = 3_000;

interface Entry {
  readonly answer: Promise<Result<Analysis>>;
  /** When the entry is forgotten (never, for an analysis: a finished hand never changes). */
  expires: number;
}

/**
 * Hand analyses in one bounded pool of threads (ANALYSIS_THREADS), whoever asks and however
 * many: a waiting line with a length limit (503 ANALYSIS_BUSY), a few at a time per client
 * address (429 TOO_MANY_ANALYSES, and the clients' lanes are served in turn), a time limit per
 * hand (503 ANALYSIS_TIMEOUT: the thread is ended and replaced). Each hand is analysed once
 * however many ask at once (the answer in progress is shared) and kept, the most recently asked
 * `cacheSize` hands; a failure is kept only a minute.
 */
export class HandAnalyses {
  private readonly pool: WorkerPool<AnalysisTask, Result<Analysis>>;
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly limits: AnalysisLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.pool = new WorkerPool({
      script: new URL('./analysis-worker.js', import.meta.url),
      size: limits.threads,
      timeoutMs: limits.timeoutMs,
      maxQueue: limits.queue,
      maxPerLane: limits.perClient > 0 ? limits.perClient : Infinity,
      name: 'the analysis pool',
    });
  }

  /** The analysis of the finished hand `key`, asked for by the client at `client` (an address). */
  analyze(
    key: string,
    rules: Rules,
    record: HandRecord,
    client: string,
  ): Promise<Result<Analysis>> {
    const found = this.cache.get(key);
    if (found !== undefined && found.expires > this.now()) {
      // Most recently asked last: the oldest is the first to go.
      this.cache.delete(key);
      this.cache.set(key, found);
      return found.answer;
    }
    const entry: Entry = {
      answer: this.pool.run({ rules, record }, client).catch((e: unknown) => {
        throw this.refusal(key, entry, e);
      }),
      expires: Infinity,
    };
    this.cache.delete(key);
    this.cache.set(key, entry);
    while (this.cache.size > Math.max(1, this.limits.cacheSize))
      this.cache.delete(this.cache.keys().next().value as string);
    return entry.answer;
  }

  stats(): PoolStats & { readonly cached: number } {
    return { ...this.pool.stats(), cached: this.cache.size };
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** The pool's error as the answer to send; a refusal is forgotten, a failure kept a minute. */
  private refusal(key: string, entry: Entry, e: unknown): ServerError {
    const refused = e instanceof PoolError && (e.code === 'QUEUE_FULL' || e.code === 'LANE_FULL');
    if (refused && this.cache.get(key) === entry) this.cache.delete(key);
    else entry.expires = this.now() + FAILURE_MS;
    if (!(e instanceof PoolError))
      return new ServerError(500, 'ANALYSIS_FAILED', `the analysis failed: ${String(e)}`);
    const wait = { retryAfter: this.waitSeconds() };
    switch (e.code) {
      case 'QUEUE_FULL':
      case 'CLOSED':
        return new ServerError(
          503,
          'ANALYSIS_BUSY',
          `the server is analysing as many hands as it can: try again in ${wait.retryAfter} s`,
          undefined,
          wait,
        );
      case 'LANE_FULL':
        return new ServerError(
          429,
          'TOO_MANY_ANALYSES',
          `you already have ${this.limits.perClient} analyses under way: try again in ${wait.retryAfter} s, when one is done`,
          undefined,
          wait,
        );
      case 'TIMEOUT':
        return new ServerError(
          503,
          'ANALYSIS_TIMEOUT',
          `this hand's analysis took longer than ${this.limits.timeoutMs} ms and was stopped`,
          undefined,
          { retryAfter: FAILURE_MS / 1000 },
        );
      default:
        return new ServerError(500, 'ANALYSIS_FAILED', `the analysis failed: ${e.message}`);
    }
  }

  /** Seconds until the line ahead has likely cleared, from the recent analyses' mean time. */
  private waitSeconds(): number {
    const s = this.pool.stats();
    const mean = s.meanTaskMs > 0 ? s.meanTaskMs : FIRST_GUESS_MS;
    return Math.max(1, Math.ceil((((s.queued + s.busy) / this.limits.threads) * mean) / 1000));
  }
}
