import {
  SEATS,
  info,
  isNello,
  leaderOf,
  seatIndex,
  suitTable,
  teamOf,
  type PlayingHand,
  type RuleOptions,
  type SuitTable,
} from '@texas42/engine';

/**
 * What the solver reads of a hand in play: the engine's PlayingHand, or a trial deal that names a
 * contract without an auction behind it (a bot trying each trump).
 */
export type HandInPlay = Pick<
  PlayingHand,
  'hands' | 'bidder' | 'declarer' | 'contract' | 'sittingOut' | 'trick' | 'tricks'
>;

/**
 * A hand in play in the solver's own form: each seat's dominoes as a 28-bit set, the suit
 * tables of the contract, and what the search counts. Built from the engine's hand in play at
 * the boundary; nothing in the search allocates.
 *
 * Seats are 0..3 (N, E, S, W); a seat's team is its parity (0 = NS, 1 = EW).
 */
export interface Position {
  readonly table: SuitTable;
  /** Dominoes each seat holds. */
  readonly hands: Int32Array;
  /** The seat who leads the current trick. */
  readonly leader: number;
  /** Plays already on the table in the current trick. */
  readonly trickSeats: readonly number[];
  readonly trickIds: readonly number[];
  readonly tricksLeft: number;
  /** The nello partner who sits out, or -1. */
  readonly sittingOut: number;
  /**
   * The seats that play to make the scoreTeam's take as large as they can (a bit per seat); the
   * others play to make it small. In a contested hand that is one team: the declarer's, or in
   * nello the defenders. Judging a lay-down claim, everyone helps the challenge (all four bits).
   */
  readonly maximizers: number;
  /** The team (parity) whose take is counted. */
  readonly scoreTeam: number;
  /** Count points and tricks (42 a hand), or tricks only (nello: the bidder's tricks). */
  readonly countPoints: boolean;
  /** Team (parity) of the bidder: sevens ties go to it. */
  readonly bidTeam: number;
}

export function positionOf(hand: HandInPlay, options: RuleOptions): Position {
  const contract = hand.contract;
  const nello = isNello(contract);
  const bidTeam = teamOf(hand.bidder) === 'NS' ? 0 : 1;
  return {
    table: suitTable(contract, options),
    hands: Int32Array.from(
      SEATS.map((s) => hand.hands[s].reduce((m, d) => m | (1 << info(d).id), 0)),
    ),
    leader: seatIndex(hand.trick[0]?.seat ?? leaderOf(hand)),
    trickSeats: hand.trick.map((p) => seatIndex(p.seat)),
    trickIds: hand.trick.map((p) => info(p.domino).id),
    tricksLeft: 7 - hand.tricks.length,
    sittingOut: hand.sittingOut === null ? -1 : seatIndex(hand.sittingOut),
    maximizers: teamSeats(nello ? 1 - bidTeam : bidTeam),
    scoreTeam: bidTeam,
    countPoints: !nello,
    bidTeam,
  };
}

/** The seats of a team (parity) as a bit per seat. */
export function teamSeats(parity: number): number {
  return parity === 0 ? 0b0101 : 0b1010;
}
