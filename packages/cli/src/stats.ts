import { cpus } from 'node:os';

/** Summary figures of a list of timings: mean, median, 99th percentile, max (and p95). */
export interface Figures {
  readonly mean: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The value below which `q` of the sorted values fall (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export function figures(values: readonly number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return {
    mean: round(mean),
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

export function machine(): { cpu: string; cores: number; node: string } {
  const list = cpus();
  return { cpu: list[0]?.model.trim() ?? 'unknown', cores: list.length, node: process.version };
}

/** Milliseconds taken by `f`. */
export function timed<T>(f: () => T): [T, number] {
  const start = process.hrtime.bigint();
  const value = f();
  return [value, Number(process.hrtime.bigint() - start) / 1e6];
}
