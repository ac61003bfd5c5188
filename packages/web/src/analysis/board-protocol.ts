import type { ContractName, Domino, HandRecord, RulesRef, Seat } from '@texas42/engine';

/**
 * What the analysis board and its Web Worker (solo/analysis.worker.ts) say to each other. The
 * page holds the board (the record and where it stands); the worker solves. Each question carries
 * an id, and the page shows an answer only if it is to its latest question.
 */
export type ToBoardWorker =
  /** Every legal play at the end of `record` valued exactly, and the best line to the end. */
  | {
      readonly kind: 'solve';
      readonly id: number;
      readonly rules: RulesRef;
      readonly record: HandRecord;
    }
  /** The hard bot's sampled view of the same position, from the seat to play. */
  | {
      readonly kind: 'seat-view';
      readonly id: number;
      readonly rules: RulesRef;
      readonly record: HandRecord;
      readonly samples: number;
    }
  /** Bidding help for `seat`'s seven dominoes, first to bid. */
  | {
      readonly kind: 'bidding';
      readonly id: number;
      readonly rules: RulesRef;
      readonly seat: Seat;
      readonly hand: readonly Domino[];
      readonly samples: number;
    };

export interface PlayValue {
  readonly domino: Domino;
  /** What the counted side ends the hand with after this play and best play on (tricks in nello). */
  readonly endsWith: number;
  /** Points (tricks) this play gives away against the best, from the player's side. */
  readonly lost: number;
  /** The bid is made with best play after this domino. */
  readonly makes: boolean;
}

export interface Solved {
  readonly kind: 'solved';
  readonly id: number;
  readonly seat: Seat;
  /** Points, or tricks in nello. */
  readonly measure: 'points' | 'tricks';
  /** The counted side (the bidder's). */
  readonly team: 'NS' | 'EW';
  /** Best first. */
  readonly values: readonly PlayValue[];
  /**
   * The best play, then the best reply, and so on to the last trick; null in the first answer,
   * sent as soon as the plays are valued, the line following in a second answer to the same id.
   */
  readonly line: readonly Domino[] | null;
  /** Milliseconds of the position's solve (every legal play valued). */
  readonly ms: number;
  /** Milliseconds of the whole line (null until it is worked out). */
  readonly lineMs: number | null;
}

export interface SeatViewAnswer {
  readonly kind: 'seat-view';
  readonly id: number;
  readonly seat: Seat;
  /** What the hard bot plays from this seat's view. */
  readonly bot: Domino | null;
  /** Deals sampled (consistent with what the seat has seen) and solved. */
  readonly samples: number;
  /** Per legal domino: in how many sampled deals it was best, and its average end value. */
  readonly plays: readonly { domino: Domino; best: number; average: number }[];
}

export interface BiddingRow {
  readonly contract: ContractName;
  /** 'plunge' or 'splash' when the row is the partner naming trump for that bid. */
  readonly bid: 'plunge' | 'splash' | null;
  /** Average points taken over the sampled deals (42 made, 0 not, for nello and sevens). */
  readonly average: number;
  /** Per column of the table, the share of sampled deals the bid is made; null: not open. */
  readonly chances: readonly (number | null)[];
}

export interface BiddingAnswer {
  readonly kind: 'bidding';
  readonly id: number;
  readonly seat: Seat;
  readonly samples: number;
  /** The bids the columns stand for. */
  readonly bids: readonly string[];
  readonly rows: readonly BiddingRow[];
  readonly ms: number;
}

export type FromBoardWorker =
  | Solved
  | SeatViewAnswer
  | BiddingAnswer
  | { readonly kind: 'error'; readonly id: number; readonly message: string };
