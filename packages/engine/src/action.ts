import type { Bid } from './bid.js';
import type { OutOfTurnChoice } from './conduct.js';
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
  | { readonly type: 'penalty'; readonly seat: Seat; readonly kind: CalledPenaltyKind }
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
    }
  /**
   * `seat` bid out of turn, and the other side chose to go on (the bid stands when the turn
   * comes) or to have the same shaker shake again. Recorded by the table, not chosen by a bot.
   */
  | {
      readonly type: 'bidOutOfTurn';
      readonly seat: Seat;
      readonly bid: Bid;
      readonly choice: OutOfTurnChoice;
    }
  /** `seat` shook the hand in progress though another seat was due (found now). */
  | { readonly type: 'wrongShaker'; readonly seat: Seat }
  /** `seat` exposed `domino` (turned it over, dropped it, showed it): now everyone sees it. */
  | { readonly type: 'expose'; readonly seat: Seat; readonly domino: Domino };

export type ActionType = Action['type'];

/**
 * The penalties a table calls. An exposed domino's renege (004) follows from the `expose` itself;
 * a repeated bid out of turn (001) follows from `bidOutOfTurn`, and is called by a record (which
 * does not hold the earlier offence) on a seat that bid out of turn in the hand.
 */
export type CalledPenaltyKind = Exclude<PenaltyKind, 'exposed'>;
