import { finishHand, handResultOf, settleGame } from './match.js';
import { penaltyCost, penaltyMarks, type PenaltyCost } from './penalties.js';
import { ok, type Result } from './result.js';
import { clockwise, type Seat } from './seat.js';
import type { Inspected } from './inspect.js';
import type {
  FinishedMatch,
  GameProgress,
  GameResult,
  HandPhase,
  HandResult,
  HandState,
  MatchAt,
  MatchState,
  PenaltyKind,
  ShakingMatch,
  Warning,
} from './state.js';

/** Plays made in a hand so far (tricks and the unfinished trick). */
export function playsIn(hand: Pick<HandState, 'tricks' | 'trick'>): number {
  return hand.tricks.reduce((n, t) => n + t.plays.length, 0) + hand.trick.length;
}

/**
 * A penalty called during a hand, at its size (`penalties.<kind>`): a warning, and the hand goes
 * on; or the hand is forfeited, its stake or one mark to the other side.
 */
export function penalizeHand(
  state: MatchAt<HandPhase>,
  offender: Seat,
  kind: PenaltyKind,
  trick?: number,
): Result<MatchState> {
  const hand = state.hand;
  const after = playsIn(hand);
  const cost = penaltyCost(state.rules.options, state.game, offender, kind);
  if (cost.warning) {
    const warning: Warning = { hand: state.game.hands.length, after, by: offender, kind };
    const game = { ...state.game, warnings: [...state.game.warnings, warning] };
    return ok({ ...state, version: state.version + 1, game });
  }
  const marks = penaltyMarks(hand.high?.marks ?? 1, offender, cost.applied);
  const penalty = {
    after,
    by: offender,
    kind,
    applied: cost.applied,
    ...(trick === undefined ? {} : { trick }),
  };
  return ok(finishHand(state, handResultOf(hand, 'forfeit', marks, { claim: null, penalty })));
}

/**
 * A penalty called on the hand under inspection (a renege found in its record after it ended):
 * a warning in its game, or its result replaced by the forfeit and the match rescored from it.
 * When that hand ended its game (or the match), the game is taken back and settled again.
 */
export function penalizeInspected(
  state: ShakingMatch | FinishedMatch,
  inspected: Inspected,
  offender: Seat,
  kind: PenaltyKind,
  trick: number,
): MatchState {
  const cost = penaltyCost(state.rules.options, inspected.game, offender, kind);
  const { game, next } = penalizedGame(inspected, cost, offender, kind, trick);
  const progress = progressOf(game);
  const version = state.version + 1;
  if (!inspected.settled)
    return settleGame({
      ...state,
      phase: 'shake',
      hand: null,
      winner: null,
      version,
      game: progress,
    });
  const undone = state.games[state.games.length - 1];
  if (undone === undefined) return state;
  if (cost.warning) {
    // A warning changes no score: the game stays settled, only its warnings grow.
    const kept = { ...undone, warnings: game.warnings };
    const games = [...state.games.slice(0, -1), kept];
    return state.phase === 'done'
      ? { ...state, version, games, game: kept }
      : { ...state, version, games };
  }
  return settleAgain(state, undone, next, progress, version);
}

/**
 * The inspected hand's game with the penalty in it: a warning added, or the hand's result
 * replaced by the forfeit (`next`) and the game's marks rescored from it.
 */
function penalizedGame(
  inspected: Inspected,
  cost: PenaltyCost,
  offender: Seat,
  kind: PenaltyKind,
  trick: number,
): { game: GameProgress; next: HandResult } {
  const { result } = inspected;
  if (cost.warning) {
    const warning: Warning = {
      hand: inspected.game.hands.length - 1,
      after: playsIn(result),
      by: offender,
      kind,
    };
    return {
      game: { ...inspected.game, warnings: [...inspected.game.warnings, warning] },
      next: result,
    };
  }
  const stake = result.bidMarks > 0 ? result.bidMarks : 1;
  const next: HandResult = {
    ...result,
    outcome: 'forfeit',
    marks: penaltyMarks(stake, offender, cost.applied),
    penalty: { after: playsIn(result), by: offender, kind, applied: cost.applied, trick },
  };
  const hands = [...inspected.game.hands.slice(0, -1), next];
  const marks = {
    NS: inspected.game.marks.NS - result.marks.NS + next.marks.NS,
    EW: inspected.game.marks.EW - result.marks.EW + next.marks.EW,
  };
  return { game: { ...inspected.game, hands, marks }, next };
}

/** The game as it stood before it was settled: progress only, no winner yet. */
function progressOf(game: GameProgress): GameProgress {
  return {
    firstShaker: game.firstShaker,
    draws: game.draws,
    hands: game.hands,
    marks: game.marks,
    warnings: game.warnings,
  };
}

/**
 * The settled game taken back (`undone`) and settled again from its rescored progress; the
 * shaker after the penalized hand's shakes next.
 */
function settleAgain(
  state: ShakingMatch | FinishedMatch,
  undone: GameResult,
  next: HandResult,
  progress: GameProgress,
  version: number,
): MatchState {
  const games = state.games.slice(0, -1);
  const gamesWon = { ...state.gamesWon, [undone.winner]: state.gamesWon[undone.winner] - 1 };
  const resettled = settleGame({
    ...state,
    version,
    phase: 'shake',
    shaker: clockwise(next.shaker),
    hand: null,
    winner: null,
    game: progress,
    games,
    gamesWon,
  });
  // The same side still wins that game: keep the next game as it was drawn (only the record of
  // the game and its marks change).
  const again = resettled.games[resettled.games.length - 1];
  if (
    state.phase === 'shake' &&
    again !== undefined &&
    resettled.games.length === state.games.length &&
    again.winner === undone.winner
  )
    return { ...state, version, games: [...games, again] };
  return resettled;
}
