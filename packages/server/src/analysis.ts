import { Worker } from 'node:worker_threads';
import type { Analysis } from '@texas42/bots';
import type { HandRecord, Result, Rules } from '@texas42/engine';

/** Analyses computed once per finished hand (a finished hand never changes). */
const cache = new Map<string, Promise<Result<Analysis>>>();

export function analyze(key: string, rules: Rules, record: HandRecord): Promise<Result<Analysis>> {
  let found = cache.get(key);
  if (found === undefined) {
    found = new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./analysis-worker.js', import.meta.url), {
        workerData: { rules, record },
      });
      worker.once('message', (r: Result<Analysis>) => {
        resolve(r);
        void worker.terminate();
      });
      worker.once('error', reject);
    });
    found.catch(() => cache.delete(key));
    if (cache.size > 500) cache.delete(cache.keys().next().value as string);
    cache.set(key, found);
  }
  return found;
}
