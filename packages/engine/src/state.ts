import type { Bid, HighBid } from './bid.js';
import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import type { RngState } from './rng.js';
import type { Rules } from './rules/resolve.js';
import type { Seat, Team, TeamScore } from './seat.js';

/**
 * The whole state of a match as plain, serializable data. Only the server holds it: it contains
 * every hand and the generator that makes future shakes. Clients get `viewFor(state, seat)`.
 */
export type Phase = 'shake' | 'bid' | 'declare' | 'play' | 'done';

export type SeatMap<T> = Readonly<Record<Seat, T>>;
export type Hands = SeatMap<readonly Domino[]>;

export interface Play {
  readonly seat: Seat;
  readonly domino: Domino;
}

export interface Trick {
  readonly leader: Seat;
  readonly plays: readonly Play[];
  readonly winner: Seat;
  /** One for the trick plus the count in it. */
  readonly points: number;
}

/** One round of the draw for first shake: the domino each drawing player pulled. */
export type ShakerDraw = Partial<Record<Seat, Domino>>;

export type ClaimKind = 'made' | 'set' | 'rest';
export type PenaltyKind = 'renege' | 'violation';
export type Outcome = 'made' | 'set' | 'reshake' | 'forfeit';

export interface Claim {
  /** Plays made in the hand before the claim. */
  readonly after: number;
  readonly by: Seat;
  readonly claim: ClaimKind;
  /** True if no legal continuation defeats the claim. */
  readonly stands: boolean;
}

export interface Penalty {
  readonly after: number;
  /** The offending seat. */
  readonly by: Seat;
  readonly kind: PenaltyKind;
}

/** A hand in progress. */
export interface HandState {
  readonly shaker: Seat;
  readonly dealt: Hands;
  readonly hands: Hands;
  /** Bids in order from the seat left of the shaker. */
  readonly bids: readonly Bid[];
  readonly bidder: Seat | null;
  readonly high: HighBid | null;
  /** True when the high bid was forced on the shaker after three passes. */
  readonly forced: boolean;
  /** Who names the contract and leads the first trick (the plunger's partner for plunge). */
  readonly declarer: Seat | null;
  readonly contract: ContractName | null;
  /** True when trump was set by the first domino led instead of being named. */
  readonly trumpByLead: boolean;
  /** The nello bidder's partner, who sits out. */
  readonly sittingOut: Seat | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly Trick[];
  readonly points: TeamScore;
  readonly tricksWon: TeamScore;
}

/** A finished hand. */
export interface HandResult {
  readonly shaker: Seat;
  readonly dealt: Hands;
  readonly bids: readonly Bid[];
  readonly bidder: Seat | null;
  readonly bid: Bid | null;
  readonly bidMarks: number;
  readonly declarer: Seat | null;
  readonly contract: ContractName | null;
  readonly trumpByLead: boolean;
  readonly tricks: readonly Trick[];
  /** Plays of a trick left unfinished when the hand stopped (a claim or a penalty). */
  readonly trick: readonly Play[];
  readonly points: TeamScore;
  readonly outcome: Outcome;
  /** Marks this hand gave each team. */
  readonly marks: TeamScore;
  readonly claim: Claim | null;
  readonly penalty: Penalty | null;
}

export interface GameProgress {
  readonly firstShaker: Seat;
  /** The draws that chose the first shaker (empty when the shaker was given). */
  readonly draws: readonly ShakerDraw[];
  readonly hands: readonly HandResult[];
  /** Marks won, before any cap on recorded marks. */
  readonly marks: TeamScore;
}

export interface GameResult extends GameProgress {
  readonly winner: Team;
  /** Marks as recorded under the rules (capped where the rules cap). */
  readonly recorded: TeamScore;
}

export interface MatchState {
  readonly rules: Rules;
  /** The shake generator: server only, never in a view. */
  readonly rng: RngState;
  /** Increases with every accepted action; clients send it back to reject stale actions. */
  readonly version: number;
  readonly phase: Phase;
  /** Who shakes the hand in progress, or the next hand. */
  readonly shaker: Seat;
  readonly hand: HandState | null;
  readonly game: GameProgress;
  readonly games: readonly GameResult[];
  readonly gamesWon: TeamScore;
  readonly winner: Team | null;
  /**
   * Time is up for the match: "When time expires, the hand currently in process shall be
   * completed" (001), and then the game goes to the team with more marks.
   */
  readonly timeCalled: boolean;
}
