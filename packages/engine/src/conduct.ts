import type { Bid } from './bid.js';
import type { Domino } from './domino.js';
import type { Seat } from './seat.js';

/**
 * The table's procedure when a player errs, as the documents rule on it: a bid out of turn (000,
 * 001 III.8, 002, 003), a shake by the wrong player (001 II.5), a domino exposed (000, 001 IV.8,
 * 004). A hand keeps what happened so the record can say it and replay it.
 */

/** What the other side chose after a bid out of turn. */
export type OutOfTurnChoice = 'continue' | 'reshake';

export interface OutOfTurnBid {
  /** In-turn bids made before it. */
  readonly after: number;
  readonly by: Seat;
  readonly bid: Bid;
  /** Go on (the bid stands when the turn comes), or the same shaker shakes again. */
  readonly choice: OutOfTurnChoice;
}

export interface Exposure {
  /** Bids and plays made before it in the hand. */
  readonly after: number;
  readonly by: Seat;
  readonly domino: Domino;
}

/** When the wrong shaker was found: before the first bid, after it, or once trump was named. */
export type WrongShakeFound = 'before-bid' | 'after-bid' | 'after-trump';

export interface WrongShake {
  /** Bids and plays made in the hand before it was found. */
  readonly after: number;
  /** The seat that shook though another was due. */
  readonly by: Seat;
  readonly found: WrongShakeFound;
}

export interface HandConduct {
  readonly outOfTurnBids: readonly OutOfTurnBid[];
  readonly exposed: readonly Exposure[];
  readonly wrongShaker: WrongShake | null;
}

/** A hand where nothing went wrong. */
export const NO_CONDUCT: HandConduct = { outOfTurnBids: [], exposed: [], wrongShaker: null };
