import assert from 'node:assert/strict';
import type { Result } from '@texas42/engine';

/** Every rule profile: bots must play them all. */
export const PROFILES = [
  'austin-league',
  'npa-tournament',
  'nello-tournament',
  'straight-42',
  'forced-low',
  'house',
] as const;

export function must<T>(r: Result<T>): T {
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}
