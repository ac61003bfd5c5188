import type { Action } from './action.js';
import type { Bid } from './bid.js';
import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules/resolve.js';
import { SEATS, type Seat, type Team, type TeamScore } from './seat.js';
import { toAct } from './turn.js';
import type {
  GameProgress,
  GameResult,
  HandState,
  MatchState,
  Phase,
  Play,
  SeatMap,
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

export interface HandView {
  readonly shaker: Seat;
  /** The viewer's own dominoes; null for a spectator or a nello partner whose hand is face down. */
  readonly hand: readonly Domino[] | null;
  readonly handSizes: SeatMap<number>;
  readonly bids: readonly Bid[];
  readonly bidder: Seat | null;
  readonly bid: Bid | null;
  readonly bidMarks: number;
  readonly forced: boolean;
  readonly declarer: Seat | null;
  readonly contract: ContractName | null;
  readonly trumpByLead: boolean;
  readonly sittingOut: Seat | null;
  /** True when the tricks of this hand are stacked and cannot be reviewed. */
  readonly stacked: boolean;
  readonly trick: readonly Play[];
  readonly tricks: readonly TrickView[];
  readonly points: TeamScore;
  readonly tricksWon: TeamScore;
}

export interface MatchView {
  readonly viewer: Viewer;
  readonly rules: Rules;
  readonly version: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly shaker: Seat;
  readonly hand: HandView | null;
  /** The game in progress; its finished hands are shown whole, every hand face up. */
  readonly game: GameProgress;
  readonly games: readonly GameResult[];
  readonly gamesWon: TeamScore;
  readonly winner: Team | null;
  readonly timeCalled: boolean;
  /** What the viewer may do now (empty unless it is the viewer's turn). */
  readonly legal: readonly Action[];
}

/** "IF 2 MARKS (84) IS BID: All players will “stack” the dominoes ... There will be NO un-stacking" (003). */
export function isStacked(state: MatchState, hand: HandState): boolean {
  const from = state.rules.options.play.stackTricksFromMarks;
  return from !== null && hand.high !== null && hand.high.value >= 42 && hand.high.marks >= from;
}

function viewHand(state: MatchState, hand: HandState, viewer: Viewer): HandView {
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
  for (const seat of SEATS) sizes[seat] = hand.hands[seat].length;
  const own = viewer !== 'spectator' && viewer !== hand.sittingOut ? hand.hands[viewer] : null;
  return {
    shaker: hand.shaker,
    hand: own,
    handSizes: sizes,
    bids: hand.bids,
    bidder: hand.bidder,
    bid: hand.high?.bid ?? null,
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
  };
}

export function viewFor(state: MatchState, viewer: Viewer): MatchView {
  const turn = toAct(state);
  return {
    viewer,
    rules: state.rules,
    version: state.version,
    phase: state.phase,
    toAct: turn,
    shaker: state.shaker,
    hand: state.hand === null ? null : viewHand(state, state.hand, viewer),
    game: state.game,
    games: state.games,
    gamesWon: state.gamesWon,
    winner: state.winner,
    timeCalled: state.timeCalled,
    legal: viewer !== 'spectator' && turn === viewer ? legalActions(state) : [],
  };
}
