import type { Bid } from './bid.js';
import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import type { Seat } from './seat.js';
import type { ClaimKind, Hands, PenaltyKind } from './state.js';

/**
 * Everything that can happen at a table. Seat actions (shake, bid, declare, play, claim) name the
 * seat acting; a penalty is called on the offending seat by the table or a referee.
 */
export type Action =
  /** Shake and draw. `hands` deals given hands instead (replaying a record, a physical table). */
  | { readonly type: 'shake'; readonly seat: Seat; readonly hands?: Hands }
  | { readonly type: 'bid'; readonly seat: Seat; readonly bid: Bid }
  | {
      readonly type: 'declare';
      readonly seat: Seat;
      readonly contract: ContractName;
      /** The bidder stacks the tricks, where the rules leave it to them (only ever true). */
      readonly stack?: true;
    }
  | { readonly type: 'play'; readonly seat: Seat; readonly domino: Domino }
  | { readonly type: 'claim'; readonly seat: Seat; readonly claim: ClaimKind }
  | { readonly type: 'penalty'; readonly seat: Seat; readonly kind: PenaltyKind }
  /** Time is up for the match (called by the table's clock or the director; `seat` calls it). */
  | { readonly type: 'time'; readonly seat: Seat }
  /** `seat` calls time on the opponent to act: they must act within clock.timeCallSeconds. */
  | { readonly type: 'callTime'; readonly seat: Seat }
  /**
   * `seat` calls a renege in trick `trick` (1 to 7) on the other side (on `offender`, if named):
   * during the play, or after the hand until the next shake. The engine checks it in the record.
   */
  | {
      readonly type: 'callRenege';
      readonly seat: Seat;
      readonly trick: number;
      readonly offender?: Seat;
    };

export type ActionType = Action['type'];
