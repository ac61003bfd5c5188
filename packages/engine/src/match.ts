import { isRngState, seedRng, type RngState } from './rng.js';
import { err, ok, type Result } from './result.js';
import { resolveRules, type Rules, type RulesRef } from './rules/resolve.js';
import {
  SEATS,
  TEAMS,
  ZERO_SCORE,
  addToTeam,
  otherTeam,
  partnerOf,
  teamOf,
  type Seat,
  type Team,
  type TeamScore,
} from './seat.js';
import { nextShaker } from './shake-rotation.js';
import { drawForShaker } from './shaking.js';
import type {
  FinishedMatch,
  GameProgress,
  HandPhase,
  HandResult,
  HandState,
  MatchAt,
  MatchState,
  Outcome,
  PlayingHand,
  ShakingMatch,
} from './state.js';
import type { RuleOptions } from './rules/options.js';

export interface NewMatchOptions {
  /** A profile id, `{base, ...overrides}`, or rules already resolved. */
  readonly rules: RulesRef | Rules;
  /**
   * Seeds every shake and draw; the same seed replays the same match. A number or a string goes
   * through `seedRng`; four 32-bit words are the generator's state itself (a server's key).
   */
  readonly seed: number | string | RngState;
  /** Skip the draw for first shake (a record, or a table that drew by hand). */
  readonly firstShaker?: Seat;
}

function isResolved(rules: RulesRef | Rules): rules is Rules {
  return typeof rules === 'object' && 'options' in rules && 'ref' in rules;
}

/** A new match at the first shake: the first shaker drawn from the seed unless given. */
export function newMatch(options: NewMatchOptions): Result<MatchState> {
  let rules: Rules;
  if (isResolved(options.rules)) rules = options.rules;
  else {
    const resolved = resolveRules(options.rules);
    if (!resolved.ok) return resolved;
    rules = resolved.value;
  }
  const seed: unknown = options.seed;
  let rng: RngState;
  if (typeof seed === 'number' || typeof seed === 'string') rng = seedRng(seed);
  else if (isRngState(seed)) rng = seed;
  else return err('BAD_ACTION', 'seed must be a number, a string or four 32-bit words', 'seed');
  let game: GameProgress;
  if (options.firstShaker !== undefined) {
    if (!SEATS.includes(options.firstShaker))
      return err('BAD_ACTION', 'firstShaker must be N, E, S or W', 'firstShaker');
    game = {
      firstShaker: options.firstShaker,
      draws: [],
      hands: [],
      marks: ZERO_SCORE,
      warnings: [],
    };
  } else {
    const drawn = drawForShaker(rng, SEATS);
    rng = drawn.rng;
    game = {
      firstShaker: drawn.shaker,
      draws: drawn.draws,
      hands: [],
      marks: ZERO_SCORE,
      warnings: [],
    };
  }
  return ok({
    rules,
    rng,
    version: 0,
    phase: 'shake',
    timeCalled: false,
    timeCall: null,
    shaker: game.firstShaker,
    hand: null,
    game,
    games: [],
    gamesWon: ZERO_SCORE,
    winner: null,
  });
}

/**
 * The team that has won the game, if any: "each round decided by the first to seven marks,
 * winning by two" (000); elsewhere "The first team to reach 7 marks, wins." (003)
 */
export function gameWinner(options: RuleOptions, marks: TeamScore): Team | null {
  for (const team of TEAMS) {
    const lead = marks[team] - marks[otherTeam(team)];
    if (marks[team] >= options.game.marksToWin && lead >= options.game.winBy) return team;
  }
  return null;
}

/** "Seven marks shall be the maximum recorded marks" (001) where the rules cap them. */
export function recordedMarks(options: RuleOptions, marks: TeamScore): TeamScore {
  const cap = options.game.maxRecordedMarks;
  return cap === null ? marks : { NS: Math.min(cap, marks.NS), EW: Math.min(cap, marks.EW) };
}

/** Marks a hand played out (or claimed) gives: its stake to the bidding team if made, else to the other. */
export function marksFor(hand: PlayingHand, outcome: 'made' | 'set'): TeamScore {
  const bidTeam = teamOf(hand.bidder);
  return addToTeam(ZERO_SCORE, outcome === 'made' ? bidTeam : otherTeam(bidTeam), hand.high.marks);
}

/** Marks a forfeited hand gives: its stake (one mark before any bid) to the offender's opponents. */
export function forfeitMarks(hand: HandState, offender: Seat): TeamScore {
  return addToTeam(ZERO_SCORE, otherTeam(teamOf(offender)), hand.high?.marks ?? 1);
}

export function handResultOf(
  hand: HandState,
  outcome: Outcome,
  marks: TeamScore,
  extra: Pick<HandResult, 'claim' | 'penalty'>,
): HandResult {
  return {
    shaker: hand.shaker,
    dealt: hand.dealt,
    bids: hand.bids,
    bidder: hand.bidder,
    bid: hand.high?.bid ?? null,
    bidMarks: hand.high?.marks ?? 0,
    declarer: hand.declarer,
    contract: hand.contract,
    trumpByLead: hand.trumpByLead,
    stackChosen: hand.contract !== null && hand.stackChosen,
    tricks: hand.tricks,
    trick: hand.trick,
    points: hand.points,
    outcome,
    marks,
    claim: extra.claim,
    penalty: extra.penalty,
    conduct: hand.conduct,
  };
}

/**
 * Records a finished hand and moves on: the next shaker clockwise ("The player shaking rotates
 * each hand in a clockwise direction" (003)), or the next game, or the end of the match.
 */
export function finishHand(state: MatchAt<HandPhase>, result: HandResult): MatchState {
  const marks = {
    NS: state.game.marks.NS + result.marks.NS,
    EW: state.game.marks.EW + result.marks.EW,
  };
  const game: GameProgress = { ...state.game, hands: [...state.game.hands, result], marks };
  return settleGame({
    ...state,
    version: state.version + 1,
    phase: 'shake',
    shaker: nextShaker(state.game.hands, result),
    hand: null,
    game,
  });
}

/** The team ahead in marks, or null when level. */
function aheadInMarks(marks: TeamScore): Team | null {
  return marks.NS === marks.EW ? null : marks.NS > marks.EW ? 'NS' : 'EW';
}

/**
 * Between hands: ends the game in progress if it is won, or if time has been called and a team
 * is ahead ("If time expires on a game, teams shall record their actual marks earned. The
 * winning team does not automatically get seven marks." (001)); then ends the match if it is
 * won, or if time has been called and a team has won more games. Level on time: "a one more
 * hand shall be played" (001), and again until one team is ahead.
 */
export function settleGame(state: ShakingMatch): ShakingMatch | FinishedMatch {
  const options = state.rules.options;
  const { game, version } = state;
  const marks = game.marks;
  const winner = gameWinner(options, marks) ?? (state.timeCalled ? aheadInMarks(marks) : null);
  if (winner === null) return state;
  const games = [...state.games, { ...game, winner, recorded: recordedMarks(options, marks) }];
  const gamesWon = addToTeam(state.gamesWon, winner, 1);
  const ahead = aheadInMarks(gamesWon);
  if (gamesWon[winner] > options.match.bestOf / 2 || (state.timeCalled && ahead !== null)) {
    return {
      ...state,
      version,
      phase: 'done',
      hand: null,
      game,
      games,
      gamesWon,
      winner: ahead ?? winner,
    };
  }
  // "The members of the team that lose a round shall draw for initial shake of the next round." (000)
  const loserSeat: Seat = otherTeam(winner) === 'NS' ? 'N' : 'E';
  const contenders =
    options.match.nextGameShaker === 'losers-draw' ? [loserSeat, partnerOf(loserSeat)] : SEATS;
  const drawn = drawForShaker(state.rng, contenders);
  return {
    ...state,
    rng: drawn.rng,
    version,
    phase: 'shake',
    shaker: drawn.shaker,
    hand: null,
    game: {
      firstShaker: drawn.shaker,
      draws: drawn.draws,
      hands: [],
      marks: ZERO_SCORE,
      warnings: [],
    },
    games,
    gamesWon,
  };
}

/**
 * Every finished hand of the match, in order. (When the match is over, `game` is the last game,
 * which is also the last of `games`; this counts it once.)
 */
export function finishedHands(state: MatchState): HandResult[] {
  const hands = state.games.flatMap((g) => g.hands);
  return state.phase === 'done' ? hands : hands.concat(state.game.hands);
}
