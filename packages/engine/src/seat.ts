/**
 * Seats and partnerships. "The game of 42 is played by four people, divided into two teams,
 * with teammates seated opposite each other" (000). Seats go clockwise N, E, S, W.
 */
export type Seat = 'N' | 'E' | 'S' | 'W';
export type Team = 'NS' | 'EW';

export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
export const TEAMS: readonly Team[] = ['NS', 'EW'];

const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

export function isSeat(value: unknown): value is Seat {
  return value === 'N' || value === 'E' || value === 'S' || value === 'W';
}

export function seatIndex(seat: Seat): number {
  return SEAT_INDEX[seat];
}

/** The seat `steps` places clockwise of `seat` (1 = the player on the left). */
export function clockwise(seat: Seat, steps = 1): Seat {
  // The index is taken mod 4, so it is in range: the cast only drops the undefined of indexing.
  return SEATS[(SEAT_INDEX[seat] + steps) % 4] as Seat;
}

export function partnerOf(seat: Seat): Seat {
  return clockwise(seat, 2);
}

export function teamOf(seat: Seat): Team {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function otherTeam(team: Team): Team {
  return team === 'NS' ? 'EW' : 'NS';
}

export type TeamScore = Readonly<Record<Team, number>>;

export const ZERO_SCORE: TeamScore = { NS: 0, EW: 0 };

export function addToTeam(score: TeamScore, team: Team, amount: number): TeamScore {
  return team === 'NS'
    ? { NS: score.NS + amount, EW: score.EW }
    : { NS: score.NS, EW: score.EW + amount };
}
