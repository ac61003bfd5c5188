import type { Bid, HighBid } from './bid.js';
import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import type { HandConduct } from './conduct.js';
import type { RngState } from './rng.js';
import type { Rules } from './rules/resolve.js';
import type { Seat, Team, TeamScore } from './seat.js';

/** Where a match stands: at the shake, the bidding, naming the contract, the play, or over. */
export type Phase = 'shake' | 'bid' | 'declare' | 'play' | 'done';

/** The phases with a hand on the table: dealt, and not yet scored. */
export type HandPhase = 'bid' | 'declare' | 'play';

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
/**
 * A renege; another violation of the table's rules; or `time`: the player on whom time was
 * called did not bid or play within the time the rules give (`clock.timeCallSeconds`); the
 * hand forfeited by the table's procedure (`conduct`): `outOfTurnBid`, a repeated bid out of
 * turn (001), or `exposed`, a domino exposed that could not be played (004).
 */
export type PenaltyKind = 'renege' | 'violation' | 'time' | 'outOfTurnBid' | 'exposed';

/** Time called on the seat to act by a player of the other side: it must act, or forfeit. */
export interface TimeCall {
  readonly by: Seat;
  readonly on: Seat;
}
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
  /** What it cost (`penalties.<kind>`): the hand's stake (`bid`) or one mark (`mark`). */
  readonly applied: 'bid' | 'mark';
  /** The trick (1 to 7) a renege called from the record was made in (`callRenege`). */
  readonly trick?: number;
}

/**
 * A penalty that cost a warning (`penalties.<kind>` of `warning-then-...`, the side's first in
 * the game): "The first infraction will result in a warning." (003) The hand goes on.
 */
export interface Warning {
  /** The hand of the game it was given in: its index in `GameProgress.hands`. */
  readonly hand: number;
  /** Plays made in that hand before it. */
  readonly after: number;
  /** The offending seat. */
  readonly by: Seat;
  readonly kind: PenaltyKind;
}

/** What every hand in progress holds, whatever its phase. */
interface HandCommon {
  readonly shaker: Seat;
  readonly dealt: Hands;
  readonly hands: Hands;
  /** Bids in order from the seat left of the shaker. */
  readonly bids: readonly Bid[];
  /** True when the high bid was forced on the shaker after three passes. */
  readonly forced: boolean;
  readonly trick: readonly Play[];
  readonly tricks: readonly Trick[];
  readonly points: TeamScore;
  readonly tricksWon: TeamScore;
  /** What the table's procedure recorded: bids out of turn, exposed dominoes, a wrong shaker. */
  readonly conduct: HandConduct;
}

/** Who won the bid, and the bid. */
interface BidWon {
  readonly bidder: Seat;
  readonly high: HighBid;
}

/** Before the contract is named: no trump, nobody sits out. */
interface Undeclared {
  readonly contract: null;
  readonly trumpByLead: false;
  readonly sittingOut: null;
}

/** A hand at the bidding. The declarer is known when the bidding is won. */
export interface BiddingHand extends HandCommon, Undeclared {
  /**
   * Who holds the high bid, and the bid: both null until the first bid that is not a pass, then
   * both set.
   */
  readonly bidder: Seat | null;
  readonly high: HighBid | null;
  readonly declarer: null;
}

/** A hand whose bid is won: the declarer is to name the contract. */
export interface DeclaringHand extends HandCommon, Undeclared, BidWon {
  /** Who names the contract and leads the first trick (the plunger's partner for plunge). */
  readonly declarer: Seat;
}

/** A hand being played: the bid is won and the contract named. */
export interface PlayingHand extends HandCommon, BidWon {
  /** Who named the contract and led the first trick (the plunger's partner for plunge). */
  readonly declarer: Seat;
  readonly contract: ContractName;
  /** True when trump was set by the first domino led instead of being named. */
  readonly trumpByLead: boolean;
  /** The nello bidder's partner, who sits out. */
  readonly sittingOut: Seat | null;
  /**
   * The bidder chose to stack the tricks where the rules leave it to them
   * (`play.stackByChoiceFromMarks`): earlier tricks may not be looked at, as when stacking is imposed.
   */
  readonly stackChosen: boolean;
}

/** A hand in progress, at any of its phases; `MatchState` says which by its `phase`. */
export type HandState = BiddingHand | DeclaringHand | PlayingHand;

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
  /** The bidder chose to stack the tricks (where the rules leave it to them). */
  readonly stackChosen: boolean;
  readonly tricks: readonly Trick[];
  /** Plays of a trick left unfinished when the hand stopped (a claim or a penalty). */
  readonly trick: readonly Play[];
  readonly points: TeamScore;
  readonly outcome: Outcome;
  /** Marks this hand gave each team. */
  readonly marks: TeamScore;
  readonly claim: Claim | null;
  readonly penalty: Penalty | null;
  readonly conduct: HandConduct;
}

export interface GameProgress {
  readonly firstShaker: Seat;
  /** The draws that chose the first shaker (empty when the shaker was given). */
  readonly draws: readonly ShakerDraw[];
  readonly hands: readonly HandResult[];
  /** Marks won, before any cap on recorded marks. */
  readonly marks: TeamScore;
  /** Warnings given in this game, in order (public: every view shows them). */
  readonly warnings: readonly Warning[];
}

export interface GameResult extends GameProgress {
  readonly winner: Team;
  /** Marks as recorded under the rules (capped where the rules cap). */
  readonly recorded: TeamScore;
}

/** What the match holds at every phase. */
interface MatchCommon {
  readonly rules: Rules;
  /** The shake generator: server only, never in a view. */
  readonly rng: RngState;
  /** Increases with every accepted action; clients send it back to reject stale actions. */
  readonly version: number;
  /** Who shakes the hand in progress, or the next hand. */
  readonly shaker: Seat;
  readonly game: GameProgress;
  readonly games: readonly GameResult[];
  readonly gamesWon: TeamScore;
  /**
   * Time is up for the match: "When time expires, the hand currently in process shall be
   * completed" (001), and then the game goes to the team with more marks.
   */
  readonly timeCalled: boolean;
  /**
   * Time called on the seat to act (000: "the opposing team may call time limit, after which the
   * player has one minute to bid or play"); cleared by the next action.
   */
  readonly timeCall: TimeCall | null;
}

/** Between hands: the shaker is to shake. */
export interface ShakingMatch extends MatchCommon {
  readonly phase: 'shake';
  readonly hand: null;
  readonly winner: null;
}

/** A hand is being bid. */
export interface BiddingMatch extends MatchCommon {
  readonly phase: 'bid';
  readonly hand: BiddingHand;
  readonly winner: null;
}

/** The bid is won: the declarer names the contract (or, where the rules allow, leads). */
export interface DeclaringMatch extends MatchCommon {
  readonly phase: 'declare';
  readonly hand: DeclaringHand;
  readonly winner: null;
}

/** A hand is being played. */
export interface PlayingMatch extends MatchCommon {
  readonly phase: 'play';
  readonly hand: PlayingHand;
  readonly winner: null;
}

/** The match is over: `winner` won it. */
export interface FinishedMatch extends MatchCommon {
  readonly phase: 'done';
  readonly hand: null;
  readonly winner: Team;
}

/**
 * The whole state of a match as plain, serializable data. Only the server holds it: it contains
 * every hand and the generator that makes future shakes. Clients get `viewFor(state, seat)`.
 * There is one shape a phase: narrowing `state.phase` tells whether a hand is on the table and
 * what of it is settled (in 'declare' the bidder, high bid and declarer; in 'play' the contract).
 */
export type MatchState =
  ShakingMatch | BiddingMatch | DeclaringMatch | PlayingMatch | FinishedMatch;

/** The match at the given phase (or phases), as narrowing `state.phase` gives it. */
export type MatchAt<P extends Phase> = Extract<MatchState, { readonly phase: P }>;
