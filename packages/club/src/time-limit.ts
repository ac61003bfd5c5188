import { isWhole } from './check.js';
import { err, ok, type Result } from './result.js';

/**
 * Time limits of NPA tournament matches (001 I): 25 minutes for a single game, 75 for best two
 * out of three, unless the director says otherwise; at time the hand in progress is completed,
 * a tie plays one more hand, and the actual marks are recorded.
 */
export type TimedMatchKind = 'single-game' | 'best-of-three';

export const NPA_TIME_LIMITS: Readonly<Record<TimedMatchKind, number>> = {
  'single-game': 25,
  'best-of-three': 75,
};

/** The match's time limit in minutes: the director's if given, else the rule's. */
export function timeLimitMinutes(kind: TimedMatchKind, directorMinutes?: unknown): Result<number> {
  if (directorMinutes === undefined) return ok(NPA_TIME_LIMITS[kind]);
  if (!isWhole(directorMinutes, 1))
    return err('BAD_INPUT', 'must be a whole number of minutes', 'directorMinutes');
  return ok(directorMinutes);
}

export type AtTime =
  /** The team ahead wins; the marks are recorded as they stand. */
  | {
      readonly kind: 'winner';
      readonly winner: 0 | 1;
      readonly recorded: readonly [number, number];
    }
  /** Tied: the director is notified and one more hand is played. */
  | { readonly kind: 'one-more-hand' };

/** What happens once time has expired and the hand in progress is complete. */
export function atTime(marks: readonly [number, number]): Result<AtTime> {
  if (!isWhole(marks[0]) || !isWhole(marks[1]))
    return err('BAD_INPUT', 'must be two whole numbers', 'marks');
  if (marks[0] === marks[1]) return ok({ kind: 'one-more-hand' });
  return ok({
    kind: 'winner',
    winner: marks[0] > marks[1] ? 0 : 1,
    recorded: [marks[0], marks[1]],
  });
}
