// Over 300 lines: the phone scorekeeper is one reducer; each entry (a hand, an infraction, a
// time call, a bid out of turn, a wrong shaker) moves the same game, warnings and shaker.
import {
  clockwise,
  gameWinner,
  isSeat,
  mostMarksInAHand,
  otherTeam,
  penaltyCost,
  recordedMarks,
  resolveRules,
  teamOf,
  type OutOfTurnChoice,
  type RuleOptions,
  type Seat,
  type WrongShakeFound,
  type Team,
  type TeamScore,
} from '@texas42/engine';
import { isRecord } from './check.js';
import { err, ok, type Result } from './result.js';

/**
 * The scorekeeper of a physical table, as a pure reducer: for each hand the bidder's seat, the bid
 * (points 30-42, or marks) and whether it was made or set. It keeps the marks of each team, the
 * shaker's rotation ("The player shaking rotates each hand in a clockwise direction", 003: the
 * shake passes to the left) and ends the game by the event's rules (the engine's rule profile:
 * to 7, winning by 2 in the Austin league, at most 7 recorded in NPA tournaments), with undo.
 */
/** A bid as entered: points (30-42, or 84 for two marks), or marks. */
export type EnteredBid = number | { readonly marks: number };

/**
 * The infractions a scorekeeper calls by kind: the procedure's own forfeits (a repeated bid out
 * of turn) are entered as what happened (`out-of-turn`), not as a penalty.
 */
export type CalledInfraction = 'renege' | 'violation' | 'time';

export type ScoreEntry =
  | {
      readonly type: 'hand';
      readonly shaker: Seat;
      readonly bidder: Seat;
      readonly bid: EnteredBid;
      readonly made: boolean;
      /** The team awarded the marks and how many. */
      readonly to: Team;
      readonly marks: number;
    }
  /** Everyone passed where no bid is forced: the next player shakes, no marks. */
  | { readonly type: 'all-pass'; readonly shaker: Seat }
  /** Time expired during the hand in progress (001): it is completed; a tie plays one more. */
  | { readonly type: 'time' }
  /**
   * A called infraction that cost a warning (`penalties.<kind>` of `warning-then-...`, the side's
   * first in the game): "The first infraction will result in a warning." (003) The hand goes on.
   */
  | { readonly type: 'warning'; readonly by: Seat; readonly kind: CalledInfraction }
  /**
   * A called infraction that ended the hand: the marks to the other side, the hand's bid or one
   * mark as the profile says (`applied`); `time` is a time call that ran out (000).
   */
  | {
      readonly type: 'penalty';
      readonly shaker: Seat;
      readonly by: Seat;
      readonly kind: CalledInfraction;
      readonly applied: 'bid' | 'mark';
      readonly to: Team;
      readonly marks: number;
    }
  /**
   * `by` bid out of turn and the other side chose: go on (the bid stands at the turn) or a
   * reshake by the same shaker; a repeated offence in the game may forfeit the hand (001):
   * `marks` to `to` (0 and null otherwise).
   */
  | {
      readonly type: 'out-of-turn';
      readonly shaker: Seat;
      readonly by: Seat;
      readonly choice: OutOfTurnChoice;
      readonly to: Team | null;
      readonly marks: number;
    }
  /** `by` shook though `shaker` was due, found before the first bid, after it, or after trump. */
  | {
      readonly type: 'wrong-shaker';
      readonly shaker: Seat;
      readonly by: Seat;
      readonly found: WrongShakeFound;
    };

export interface Scorekeeper {
  readonly options: RuleOptions;
  readonly firstShaker: Seat;
  readonly entries: readonly ScoreEntry[];
  /** Who shakes the next hand. */
  readonly shaker: Seat;
  /** Marks as earned. */
  readonly marks: TeamScore;
  /** Marks as recorded for the game (capped where the rules cap them). */
  readonly recorded: TeamScore;
  readonly timeCalled: boolean;
  readonly winner: Team | null;
  /** Warnings each side has had in this game (what the next infraction costs depends on it). */
  readonly warnings: TeamScore;
}

export type ScoreInput =
  | { readonly type: 'hand'; readonly bidder: Seat; readonly bid: unknown; readonly made: boolean }
  | { readonly type: 'all-pass' }
  | { readonly type: 'time' }
  | {
      readonly type: 'penalty';
      readonly offender: Seat;
      readonly kind: CalledInfraction;
      /** The hand's bid, if one was made (the stake a `bid`-sized penalty gives). */
      readonly bid?: unknown;
    }
  | {
      readonly type: 'out-of-turn';
      readonly by: Seat;
      readonly choice: OutOfTurnChoice;
    }
  | { readonly type: 'wrong-shaker'; readonly by: Seat; readonly found: WrongShakeFound }
  | { readonly type: 'undo' };

function fold(
  options: RuleOptions,
  firstShaker: Seat,
  entries: readonly ScoreEntry[],
): Scorekeeper {
  let marks: TeamScore = { NS: 0, EW: 0 };
  let shaker = firstShaker;
  let timeCalled = false;
  let winner: Team | null = null;
  let warnings: TeamScore = { NS: 0, EW: 0 };
  // 001 II.5.c: after a hand shaken by the wrong seat, the seat due shakes; then the rotation
  // continues from the seat that shook in error.
  let correcting: Seat | null = null;
  let resumeFrom: Seat | null = null;
  for (const e of entries) {
    if (e.type === 'time') {
      timeCalled = true;
      continue;
    }
    if (e.type === 'warning') {
      warnings = { ...warnings, [teamOf(e.by)]: warnings[teamOf(e.by)] + 1 };
      continue;
    }
    if (e.type === 'wrong-shaker') {
      if (e.found === 'after-trump') correcting = e.by;
      continue; // before the bid the hand stands; after it the shaker due shakes again
    }
    if (e.type === 'out-of-turn' && (e.to === null || e.marks === 0)) continue; // hand goes on, or reshaken
    if (correcting !== null) {
      resumeFrom = correcting;
      correcting = null;
    } else if (resumeFrom !== null) {
      shaker = clockwise(resumeFrom);
      resumeFrom = null;
    } else shaker = clockwise(shaker);
    if (e.type === 'all-pass' || e.to === null) continue;
    marks = { ...marks, [e.to]: marks[e.to] + e.marks };
    winner = gameWinner(options, marks);
    if (winner === null && timeCalled && marks.NS !== marks.EW)
      winner = marks.NS > marks.EW ? 'NS' : 'EW';
  }
  return {
    options,
    firstShaker,
    entries,
    shaker,
    marks,
    recorded: recordedMarks(options, marks),
    timeCalled,
    winner,
    warnings,
  };
}

/** A new game's scorekeeper under a rule profile (or a profile with overrides). */
export function newScorekeeper(rules: unknown, firstShaker: unknown): Result<Scorekeeper> {
  const resolved = resolveRules(rules);
  if (!resolved.ok) return err('UNKNOWN_RULES', resolved.error.message, 'rules');
  if (!isSeat(firstShaker)) return err('BAD_SEAT', 'must be a seat: N, E, S or W', 'firstShaker');
  return ok(fold(resolved.value.options, firstShaker, []));
}

/** The marks a bid is worth: 30-41 is one mark, 42 one mark, 84 two, or {"marks": n}. */
function bidMarks(options: RuleOptions, bid: unknown): Result<{ bid: EnteredBid; marks: number }> {
  const max = options.bidding.maxBidMarks;
  if (typeof bid === 'number' && Number.isInteger(bid)) {
    if (bid === 84) return ok({ bid, marks: 2 });
    if (bid >= options.bidding.minimumBid && bid <= 42) return ok({ bid, marks: 1 });
    return err(
      'BAD_BID',
      `a point bid is ${options.bidding.minimumBid} to 42 (or 84 for two marks)`,
      'bid',
    );
  }
  if (
    isRecord(bid) &&
    typeof bid['marks'] === 'number' &&
    Number.isInteger(bid['marks']) &&
    bid['marks'] >= 1
  ) {
    const marks = bid['marks'];
    if (max !== null && marks > max)
      return err('BAD_BID', `at most ${max} marks may be bid`, 'bid.marks');
    return ok({ bid: { marks }, marks });
  }
  return err('BAD_BID', 'must be points (30 to 42, or 84) or {"marks": n}', 'bid');
}

/**
 * The bids a scoresheet offers under these options: the point bids bidMarks takes (the minimum to
 * 42, one mark), and the marks bids an auction can reach (the engine's mostMarksInAHand: the
 * opening marks bid, a plunge or splash, then one mark a seat, within maxBidMarks). 84 is entered
 * as two marks.
 */
export function sheetBids(options: RuleOptions): {
  readonly points: readonly number[];
  readonly marks: readonly number[];
} {
  const { minimumBid } = options.bidding;
  const points = Array.from({ length: Math.max(0, 43 - minimumBid) }, (_, i) => minimumBid + i);
  const marks = Array.from({ length: mostMarksInAHand(options) }, (_, i) => i + 1);
  return { points, marks };
}

/** Enters a hand, an all-pass, time, or undoes the last entry. */
export function keepScore(state: Scorekeeper, input: unknown): Result<Scorekeeper> {
  if (!isRecord(input)) return err('BAD_INPUT', 'an entry must be an object with "type"');
  const type = input['type'];
  if (type === 'undo') {
    if (state.entries.length === 0) return err('NOTHING_TO_UNDO', 'no entry to undo');
    return ok(fold(state.options, state.firstShaker, state.entries.slice(0, -1)));
  }
  if (
    type !== 'hand' &&
    type !== 'all-pass' &&
    type !== 'time' &&
    type !== 'penalty' &&
    type !== 'out-of-turn' &&
    type !== 'wrong-shaker'
  )
    return err(
      'BAD_INPUT',
      'must be "hand", "all-pass", "time", "penalty", "out-of-turn", "wrong-shaker" or "undo"',
      'type',
    );
  if (state.winner !== null) return err('GAME_OVER', `the game is over: ${state.winner} won`);
  let entry: ScoreEntry;
  if (type === 'penalty') {
    const called = penaltyEntry(state, input);
    if (!called.ok) return called;
    entry = called.value;
  } else if (type === 'out-of-turn' || type === 'wrong-shaker') {
    const conduct = conductEntry(state, type, input);
    if (!conduct.ok) return conduct;
    entry = conduct.value;
  } else if (type === 'time') {
    if (state.timeCalled) return err('BAD_INPUT', 'time has already been called', 'type');
    entry = { type };
  } else if (type === 'all-pass') {
    if (state.options.bidding.forcedBid)
      return err('BAD_BID', 'everyone cannot pass: the shaker must bid (a forced bid)', 'type');
    entry = { type, shaker: state.shaker };
  } else {
    const bidder = input['bidder'];
    if (!isSeat(bidder)) return err('BAD_SEAT', 'must be a seat: N, E, S or W', 'bidder');
    const made = input['made'];
    if (typeof made !== 'boolean')
      return err('BAD_INPUT', 'must be true (made) or false (set)', 'made');
    const bid = bidMarks(state.options, input['bid']);
    if (!bid.ok) return bid;
    const team = teamOf(bidder);
    entry = {
      type,
      shaker: state.shaker,
      bidder,
      bid: bid.value.bid,
      made,
      to: made ? team : otherTeam(team),
      marks: bid.value.marks,
    };
  }
  return ok(fold(state.options, state.firstShaker, [...state.entries, entry]));
}

/**
 * A called infraction at the table, costed by the profile and the game's warnings
 * (`penaltyCost`, as online): a warning, or the hand's bid or one mark to the other side.
 */
function penaltyEntry(state: Scorekeeper, input: Record<string, unknown>): Result<ScoreEntry> {
  const by = input['offender'];
  if (!isSeat(by)) return err('BAD_SEAT', 'must be a seat: N, E, S or W', 'offender');
  const kind = input['kind'];
  if (kind !== 'renege' && kind !== 'violation' && kind !== 'time')
    return err('BAD_INPUT', 'must be "renege", "violation" or "time"', 'kind');
  if (kind === 'time' && state.options.clock.timeCallSeconds === null)
    return err('BAD_INPUT', 'these rules do not let a player call time on another', 'kind');
  let stake = 1;
  if (input['bid'] !== undefined) {
    const bid = bidMarks(state.options, input['bid']);
    if (!bid.ok) return bid;
    stake = bid.value.marks;
  }
  // The game's warnings, each of the side that had it: all `penaltyCost` reads of them.
  const given = state.entries.flatMap((e) =>
    e.type === 'warning' ? [{ hand: 0, after: 0, by: e.by, kind: e.kind }] : [],
  );
  const cost = penaltyCost(state.options, { warnings: given }, by, kind);
  if (cost.warning) return ok({ type: 'warning', by, kind });
  return ok({
    type: 'penalty',
    shaker: state.shaker,
    by,
    kind,
    applied: cost.applied,
    to: otherTeam(teamOf(by)),
    marks: cost.applied === 'bid' ? stake : 1,
  });
}

/** The number of the out-of-turn bid `by` would now make in this game. */
function offence(state: Scorekeeper, by: Seat): number {
  return state.entries.filter((e) => e.type === 'out-of-turn' && e.by === by).length + 1;
}

/**
 * A bid out of turn or a wrong shaker, as the event's rules (`conduct`) treat it: "If a player
 * bids out of order ... The other team may also elect to have the hand shaken again by the same
 * shaker" (000); "A second offense by the same player in the same game shall result in a
 * forfeited hand (loss of mark)" (001); 001 II.5 for a shake out of turn.
 */
function conductEntry(
  state: Scorekeeper,
  type: 'out-of-turn' | 'wrong-shaker',
  input: Record<string, unknown>,
): Result<ScoreEntry> {
  const conduct = state.options.conduct;
  const by = input['by'];
  if (!isSeat(by)) return err('BAD_SEAT', 'must be a seat: N, E, S or W', 'by');
  if (type === 'wrong-shaker') {
    if (!conduct.wrongShakerCorrected)
      return err('BAD_INPUT', 'these rules have no procedure for a shake out of turn', 'type');
    if (by === state.shaker)
      return err('BAD_INPUT', `${by} was the shaker due: name the seat that shook instead`, 'by');
    const found = input['found'];
    if (found !== 'before-bid' && found !== 'after-bid' && found !== 'after-trump')
      return err('BAD_INPUT', 'must be "before-bid", "after-bid" or "after-trump"', 'found');
    return ok({ type, shaker: state.shaker, by, found });
  }
  if (conduct.outOfTurnBid === 'none')
    return err('BAD_INPUT', 'these rules have no procedure for a bid out of turn', 'type');
  const choice = input['choice'];
  if (choice !== 'continue' && choice !== 'reshake')
    return err('BAD_INPUT', 'must be "continue" or "reshake"', 'choice');
  if (choice === 'reshake' && conduct.outOfTurnBid !== 'opponents-choose')
    return err(
      'BAD_INPUT',
      'under these rules the bid stands when the turn comes: no reshake',
      'choice',
    );
  const forfeitAt = conduct.outOfTurnBidForfeitAt;
  const forfeit = forfeitAt !== null && offence(state, by) >= forfeitAt;
  return ok({
    type,
    shaker: state.shaker,
    by,
    choice,
    to: forfeit ? otherTeam(teamOf(by)) : null,
    marks: forfeit ? 1 : 0,
  });
}
