import { parseArgs } from 'node:util';
import { UsageError } from './io.js';

/** A whole number option (at least `min`), or `fallback` when it is not given. */
export function integer(
  value: string | undefined,
  name: string,
  fallback: number,
  min = 0,
): number {
  if (value === undefined) return fallback;
  if (!/^-?[0-9]+$/.test(value) || Number(value) < min)
    throw new UsageError(
      `--${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${value}"`,
    );
  return Number(value);
}

/** Every option of every command (parseArgs is strict: any other is a usage mistake). */
const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  json: { type: 'boolean' },
  seed: { type: 'string' },
  hands: { type: 'string' },
  runs: { type: 'string' },
  deals: { type: 'string' },
  decisions: { type: 'string' },
  levels: { type: 'string' },
  samples: { type: 'string' },
  a: { type: 'string' },
  b: { type: 'string' },
  games: { type: 'string' },
  jobs: { type: 'string' },
  plot: { type: 'string' },
  log: { type: 'string' },
  rules: { type: 'string' },
  teams: { type: 'string' },
  weeks: { type: 'string' },
  'bye-weeks': { type: 'string' },
  format: { type: 'string' },
  'seed-order': { type: 'string' },
  'best-of': { type: 'string' },
  tables: { type: 'string' },
  duration: { type: 'string' },
  url: { type: 'string' },
  think: { type: 'string' },
  db: { type: 'string' },
  out: { type: 'string' },
  from: { type: 'string' },
  margin: { type: 'string' },
  limit: { type: 'string' },
  mail: { type: 'boolean' },
  at: { type: 'string' },
  until: { type: 'string' },
  remove: { type: 'boolean' },
} as const;

export function parseOptions(argv: readonly string[]) {
  return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
}

export type Values = ReturnType<typeof parseOptions>['values'];
