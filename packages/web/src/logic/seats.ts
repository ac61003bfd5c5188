import type { Seat, Team } from '../protocol.js';

/**
 * Where each seat sits on the screen. Seats go clockwise N, E, S, W; the seat one step clockwise
 * is the player on your left. You sit at the bottom, your partner at the top; a spectator sees
 * the table from South.
 */
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

export type Position = 'bottom' | 'left' | 'top' | 'right';
export const POSITIONS: readonly Position[] = ['bottom', 'left', 'top', 'right'];

const INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

export function isSeat(value: unknown): value is Seat {
  return value === 'N' || value === 'E' || value === 'S' || value === 'W';
}

/** The seat `steps` places clockwise of `seat` (1 = the player on the left). */
export function clockwiseOf(seat: Seat, steps = 1): Seat {
  return SEATS[(((INDEX[seat] + steps) % 4) + 4) % 4] as Seat;
}

export function partnerOf(seat: Seat): Seat {
  return clockwiseOf(seat, 2);
}

export function teamOf(seat: Seat): Team {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function otherTeam(team: Team): Team {
  return team === 'NS' ? 'EW' : 'NS';
}

/** Where `seat` is drawn for a viewer in `viewer` (null: a spectator, drawn from South). */
export function positionOf(seat: Seat, viewer: Seat | null): Position {
  const offset = (INDEX[seat] - INDEX[viewer ?? 'S'] + 4) % 4;
  return POSITIONS[offset] as Position;
}

/** The seat drawn at `position` for a viewer. */
export function seatAt(position: Position, viewer: Seat | null): Seat {
  return clockwiseOf(viewer ?? 'S', POSITIONS.indexOf(position));
}

/** The seats in bidding order: from the seat left of the shaker round to the shaker. */
export function biddingOrder(shaker: Seat): Seat[] {
  return [1, 2, 3, 4].map((steps) => clockwiseOf(shaker, steps));
}

/** "Your team" first: the viewer's team, or North–South for a spectator. */
export function teamsFor(viewer: Seat | null): [Team, Team] {
  const ours = teamOf(viewer ?? 'S');
  return [ours, otherTeam(ours)];
}

export const SEAT_NAMES: Readonly<Record<Seat, string>> = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
};
