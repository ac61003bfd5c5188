import assert from 'node:assert/strict';
import {
  toAct,
  viewFor,
  type BiddingView,
  type MatchState,
  type Result,
  type Seat,
} from '@texas42/engine';

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

/** The seat to act (the match is not over). */
export function seatToAct(s: MatchState): Seat {
  const seat = toAct(s);
  assert.ok(seat !== null, 'a seat is to act');
  return seat;
}

/** `seat`'s view of a hand at the bidding. */
export function biddingView(s: MatchState, seat: Seat): BiddingView<Seat> {
  const view = viewFor(s, seat);
  assert.equal(view.phase, 'bid', 'the hand is at the bidding');
  return view;
}
