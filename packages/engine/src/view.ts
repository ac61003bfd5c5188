import type { Action } from './action.js';
import type { Bid } from './bid.js';
import type { HandConduct } from './conduct.js';
import { exposedInHand } from './conduct-rules.js';
import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import { openClaims } from './claims-open.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules/resolve.js';
import { SEATS, type Seat, type Team, type TeamScore } from './seat.js';
import { toAct } from './turn.js';
import type {
  ClaimKind,
  GameProgress,
  GameResult,
  HandState,
  MatchState,
  Play,
  SeatMap,
  TimeCall,
} from './state.js';

/**
 * What one seat, or a spectator, may see. This is the one redaction function: everything that
 * leaves the server and everything a bot receives is a view. A view never holds the generator,
 * another seat's dominoes, the nello partner's face-down hand, or the earlier tricks of a stacked
 * marks bid.
 */
export type Viewer = Seat | 'spectator';

export interface TrickView {
  readonly leader: Seat;
  readonly winner: Seat;
  readonly points: number;
  /** null when the trick is stacked face down and may not be reviewed. */
  readonly plays: readonly Play[] | null;
}

/** What every hand view holds, whatever the phase. */
interface HandViewCommon {
  readonly shaker: Seat;
  /** The viewer's own dominoes; null for a spectator or a nello partner whose hand is face down. */
  readonly hand: readonly Domino[] | null;
  readonly handSizes: SeatMap<number>;
  readonly bids: readonly Bid[];
  readonly bidMarks: number;
  readonly forced: boolean;
  /** True when the tricks of this hand are stacked and cannot be reviewed. */
  readonly stacked: boolean;
  readonly trick: readonly Play[];
  readonly tricks: readonly TrickView[];
  readonly points: TeamScore;
  readonly tricksWon: TeamScore;
  /**
   * Bids out of turn, exposed dominoes, a wrong shaker: all done in the open at the table, so
   * every viewer sees them (an exposed domino is face up for all).
   */
  readonly conduct: HandConduct;
  /** Each seat's exposed dominoes still in its hand: face up for everyone until played. */
  readonly faceUp: SeatMap<readonly Domino[]>;
}

/** The hand at the bidding: the high bid and its bidder once someone has bid. */
export interface BiddingHandView extends HandViewCommon {
  readonly bidder: Seat | null;
  readonly bid: Bid | null;
  readonly declarer: null;
  readonly contract: null;
  readonly trumpByLead: false;
  readonly sittingOut: null;
}

/** The bid won: the declarer is to name the contract. */
export interface DeclaringHandView extends HandViewCommon {
  readonly bidder: Seat;
  readonly bid: Bid;
  readonly declarer: Seat;
  readonly contract: null;
  readonly trumpByLead: false;
  readonly sittingOut: null;
}

/** The hand being played, under its contract. */
export interface PlayingHandView extends HandViewCommon {
  readonly bidder: Seat;
  readonly bid: Bid;
  readonly declarer: Seat;
  readonly contract: ContractName;
  readonly trumpByLead: boolean;
  readonly sittingOut: Seat | null;
}

export type HandView = BiddingHandView | DeclaringHandView | PlayingHandView;

/** What every view holds, whatever the phase. */
interface ViewCommon<V extends Viewer> {
  readonly viewer: V;
  readonly rules: Rules;
  readonly version: number;
  readonly shaker: Seat;
  /** The game in progress; its finished hands are shown whole, every hand face up. */
  readonly game: GameProgress;
  readonly games: readonly GameResult[];
  readonly gamesWon: TeamScore;
  readonly timeCalled: boolean;
  /** Time called on the seat to act, which must act in time or forfeit (everyone sees it). */
  readonly timeCall: TimeCall | null;
  /** What the viewer may do now (empty unless it is the viewer's turn). */
  readonly legal: readonly Action[];
  /** The lay-downs the viewer may claim now, on their turn or not (`openClaims`). */
  readonly claims: readonly ClaimKind[];
}

/** Between hands: the shaker is to shake. */
export interface ShakingView<V extends Viewer = Viewer> extends ViewCommon<V> {
  readonly phase: 'shake';
  readonly toAct: Seat;
  readonly hand: null;
  readonly winner: null;
}

export interface BiddingView<V extends Viewer = Viewer> extends ViewCommon<V> {
  readonly phase: 'bid';
  readonly toAct: Seat;
  readonly hand: BiddingHandView;
  readonly winner: null;
}

export interface DeclaringView<V extends Viewer = Viewer> extends ViewCommon<V> {
  readonly phase: 'declare';
  readonly toAct: Seat;
  readonly hand: DeclaringHandView;
  readonly winner: null;
}

export interface PlayingView<V extends Viewer = Viewer> extends ViewCommon<V> {
  readonly phase: 'play';
  readonly toAct: Seat;
  readonly hand: PlayingHandView;
  readonly winner: null;
}

/** The match is over: nobody is to act. */
export interface FinishedView<V extends Viewer = Viewer> extends ViewCommon<V> {
  readonly phase: 'done';
  readonly toAct: null;
  readonly hand: null;
  readonly winner: Team;
}

/** A view by one viewer, at any phase. */
type ViewBy<V extends Viewer> =
  ShakingView<V> | BiddingView<V> | DeclaringView<V> | PlayingView<V> | FinishedView<V>;

/** What a seat sees: its own dominoes, and what it may do when it is its turn. Bots get these. */
export type SeatView = ViewBy<Seat>;
export type SpectatorView = ViewBy<'spectator'>;

/**
 * A view, by a seat or a spectator, at any phase: narrowing `view.phase` says what of the hand
 * is settled, and narrowing `view.viewer` whether it is a seat's.
 */
export type MatchView = SeatView | SpectatorView;

/** "IF 2 MARKS (84) IS BID: All players will “stack” the dominoes ... There will be NO un-stacking" (003). */
export function isStacked(state: MatchState, hand: HandState): boolean {
  // The bidder chose to stack where the rules let them (000, 001, 002).
  if (hand.contract !== null && hand.stackChosen) return true;
  const from = state.rules.options.play.stackTricksFromMarks;
  return from !== null && hand.high !== null && hand.high.value >= 42 && hand.high.marks >= from;
}

/** The fields a hand view copies from the hand, each typed as the hand's phase has it. */
type PhaseFields = 'bidder' | 'declarer' | 'contract' | 'trumpByLead' | 'sittingOut';

/** `hand` as `viewer` sees it; `bid` is its high bid (null before anyone bids). */
function viewHand<H extends HandState, B extends Bid | null>(
  state: MatchState,
  hand: H,
  viewer: Viewer,
  bid: B,
): HandViewCommon & Pick<H, PhaseFields> & { readonly bid: B } {
  const stacked = isStacked(state, hand);
  const last = hand.tricks.length - 1;
  const tricks = hand.tricks.map((t, i) => ({
    leader: t.leader,
    winner: t.winner,
    points: t.points,
    // The trick just completed is still in sight until the next lead; earlier ones are stacked.
    plays: stacked && !(i === last && hand.trick.length === 0) ? null : t.plays,
  }));
  const sizes = {} as Record<Seat, number>;
  const faceUp = {} as Record<Seat, readonly Domino[]>;
  for (const seat of SEATS) {
    sizes[seat] = hand.hands[seat].length;
    faceUp[seat] = exposedInHand(hand, seat);
  }
  const own = viewer !== 'spectator' && viewer !== hand.sittingOut ? hand.hands[viewer] : null;
  return {
    shaker: hand.shaker,
    hand: own,
    handSizes: sizes,
    bids: hand.bids,
    bidder: hand.bidder,
    bid,
    bidMarks: hand.high?.marks ?? 0,
    forced: hand.forced,
    declarer: hand.declarer,
    contract: hand.contract,
    trumpByLead: hand.trumpByLead,
    sittingOut: hand.sittingOut,
    stacked,
    trick: hand.trick,
    tricks,
    points: hand.points,
    tricksWon: hand.tricksWon,
    conduct: hand.conduct,
    faceUp,
  };
}

/** `state` as `viewer` sees it: its phase and winner, who is to act, and the hand in view. */
function assemble<S extends MatchState, V extends Viewer, T extends Seat | null, H>(
  state: S,
  viewer: V,
  turn: T,
  hand: H,
): ViewCommon<V> & {
  readonly phase: S['phase'];
  readonly toAct: T;
  readonly hand: H;
  readonly winner: S['winner'];
} {
  const acting: Seat | null = turn;
  return {
    viewer,
    rules: state.rules,
    version: state.version,
    phase: state.phase,
    toAct: turn,
    shaker: state.shaker,
    hand,
    game: state.game,
    games: state.games,
    gamesWon: state.gamesWon,
    winner: state.winner,
    timeCalled: state.timeCalled,
    timeCall: state.timeCall,
    legal: viewer !== 'spectator' && acting === viewer ? legalActions(state) : [],
    claims: viewer === 'spectator' ? [] : openClaims(state, viewer),
  };
}

function viewBy<V extends Viewer>(state: MatchState, viewer: V): ViewBy<V> {
  switch (state.phase) {
    case 'shake':
      return assemble(state, viewer, toAct(state), null);
    case 'bid': {
      const hand = viewHand(state, state.hand, viewer, state.hand.high?.bid ?? null);
      return assemble(state, viewer, toAct(state), hand);
    }
    case 'declare':
      return assemble(
        state,
        viewer,
        toAct(state),
        viewHand(state, state.hand, viewer, state.hand.high.bid),
      );
    case 'play':
      return assemble(
        state,
        viewer,
        toAct(state),
        viewHand(state, state.hand, viewer, state.hand.high.bid),
      );
    case 'done':
      return assemble(state, viewer, null, null);
  }
}

/**
 * What `viewer` may see of `state`: a seat's view for a seat, at the phase of the state (a
 * DeclaringMatch gives a DeclaringView).
 */
export function viewFor<S extends MatchState>(
  state: S,
  viewer: Seat,
): Extract<SeatView, { readonly phase: S['phase'] }>;
export function viewFor<S extends MatchState>(
  state: S,
  viewer: Viewer,
): Extract<MatchView, { readonly phase: S['phase'] }>;
export function viewFor(state: MatchState, viewer: Viewer): MatchView {
  // Two calls so that each is typed by its viewer: a spectator's view or a seat's.
  return viewer === 'spectator' ? viewBy(state, viewer) : viewBy(state, viewer);
}
