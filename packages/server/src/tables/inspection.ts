import { finishedHands, handUnderInspection, type Seat } from '@texas42/engine';
import type { TableRoom } from './room.js';

/**
 * The inspection window after a hand: "all hands shall be turned face up so that any mistakes or
 * reneges can be identified" (000). Where the table's rules let a renege be played
 * (`play.reneges` playable), the next shake waits `clock.inspectionSeconds` for a renege to be
 * called, or until every person at the table is done checking. Where reneges are refused there
 * is nothing to find, and no wait.
 */

/** Opens the window when a hand has just ended (once per hand), closes it with the next shake. */
export function followInspection(room: TableRoom, now: number): void {
  const seconds = room.rules.options.clock.inspectionSeconds;
  const open =
    seconds !== null &&
    room.rules.options.play.reneges === 'playable' &&
    room.row.status === 'playing' &&
    room.state.phase === 'shake' &&
    handUnderInspection(room.state) !== null &&
    [...room.seats.values()].some((s) => s.kind === 'human');
  if (!open) {
    room.inspection = null;
    return;
  }
  const hand = finishedHands(room.state).length;
  if (room.inspection?.hand === hand) return;
  room.inspection = { hand, until: now + seconds * 1000, waived: new Set() };
}

/** Milliseconds the next shake must still wait for the window (0: shake now). */
export function inspectionHold(room: TableRoom, now: number): number {
  const window = room.inspection;
  if (window === null) return 0;
  const people = [...room.seats.values()].filter((s) => s.kind === 'human');
  if (people.every((s) => window.waived.has(s.seat))) return 0;
  return Math.max(0, window.until - now);
}

/** A player is done checking; false when no window is open. */
export function waiveInspection(room: TableRoom, seat: Seat): boolean {
  if (room.inspection === null) return false;
  room.inspection.waived.add(seat);
  return true;
}
