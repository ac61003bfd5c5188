import type { Bid } from '../bid.js';
import type { OutOfTurnChoice } from '../conduct.js';
import type { ContractName } from '../contract.js';
import type { Domino } from '../domino.js';
import type { RulesRef } from '../rules/resolve.js';
import type { Seat } from '../seat.js';
import type { ClaimKind, Hands, PenaltyKind } from '../state.js';

/**
 * The hand record: 42's equivalent of chess PGN. A JSON document:
 * `{ rules, dealer, hands: {N: [...], ...}, bids: [...], contract?, plays: [...], claim?, penalty?,
 * warnings? }`.
 * Parsed records hold canonical forms ("6-4", "1m", "nello:doubles-own-suit").
 */
export interface HandRecord {
  /** A profile id or {base, ...overrides}; absent inside a game record. */
  readonly rules?: RulesRef;
  /** The shaker's seat. */
  readonly dealer: Seat;
  readonly hands: Hands;
  /** In bidding order from the seat left of the dealer. */
  readonly bids: readonly Bid[];
  /** Absent where the rules let the first domino led set trump (or no bid was made). */
  readonly contract?: ContractName;
  /** The bidder stacked the tricks, where the rules leave it to them (with `contract`). */
  readonly stack?: true;
  /** In the order played, from the leader the rules name; the nello partner is skipped. */
  readonly plays: readonly Domino[];
  readonly claim?: { readonly after: number; readonly by: Seat; readonly claim: ClaimKind };
  /**
   * The penalty that ended the hand: `applied` says what it cost (`bid`: the hand's stake;
   * `mark`: one mark), `trick` the trick of a renege called from the record after the plays.
   */
  readonly penalty?: {
    readonly by: Seat;
    readonly kind: PenaltyKind;
    readonly after?: number;
    readonly applied?: 'bid' | 'mark';
    readonly trick?: number;
  };
  /** Penalties in this hand that cost a warning (the side's first in the game), in order. */
  readonly warnings?: readonly {
    readonly by: Seat;
    readonly kind: PenaltyKind;
    readonly after: number;
  }[];
  /** Bids out of turn: `after` in-turn bids were made before each; the other side's choice. */
  readonly outOfTurn?: readonly RecordedOutOfTurnBid[];
  /** Dominoes exposed: `after` bids and plays were made before each. */
  readonly exposed?: readonly {
    readonly after: number;
    readonly by: Seat;
    readonly domino: Domino;
  }[];
  /** The seat that shook though another was due, found after `after` bids and plays. */
  readonly wrongShaker?: { readonly after: number; readonly by: Seat };
}

export interface RecordedOutOfTurnBid {
  readonly after: number;
  readonly by: Seat;
  readonly bid: Bid;
  readonly choice: OutOfTurnChoice;
}

/** A game: its hands in order, dealers rotating clockwise. */
export interface GameRecord {
  readonly rules: RulesRef;
  readonly hands: readonly HandRecord[];
}

export type AnyRecord =
  | { readonly kind: 'hand'; readonly record: HandRecord }
  | { readonly kind: 'game'; readonly record: GameRecord };
