// Over 300 lines: replaying a hand record walks it once, checking each recorded field (bids,
// plays, claims, penalties, the procedure) against the engine's own replay at that point and
// saying where it differs; the checks share that walk.
import { apply, stopDecidedHand, type ApplyContext } from '../apply.js';
import type { Bid } from '../bid.js';
import type { ContractName } from '../contract.js';
import type { Domino } from '../domino.js';
import { newMatch, recordedMarks } from '../match.js';
import { err, locate, ok, type Result } from '../result.js';
import type { Rules } from '../rules/resolve.js';
import { clockwise, type Seat, type Team, type TeamScore } from '../seat.js';
import type { HandResult, MatchState, Outcome, Penalty } from '../state.js';
import { toAct } from '../turn.js';
import { ordersToTry } from './conduct-order.js';
import type { AnyRecord, HandRecord } from './types.js';
import { conductRecordOf } from './write.js';

/** A scored hand as `texas42 replay --json` prints it. */
export interface HandSummary {
  readonly declarer: Seat | null;
  readonly bid: Bid | null;
  readonly contract: ContractName | null;
  readonly tricks: readonly {
    leader: Seat;
    plays: readonly Domino[];
    winner: Seat;
    points: number;
  }[];
  readonly points: TeamScore;
  readonly outcome: Outcome;
  readonly marks: TeamScore;
  /** The penalty that ended the hand, and what it cost (absent when none did). */
  readonly penalty?: Penalty;
  /** The table's procedure in the hand, as the record writes it (each only when it happened). */
  readonly outOfTurn?: HandRecord['outOfTurn'];
  readonly exposed?: HandRecord['exposed'];
  readonly wrongShaker?: HandRecord['wrongShaker'];
}

export interface GameSummary {
  readonly hands: readonly HandSummary[];
  readonly marks: TeamScore;
  readonly winner: Team | null;
}

export type Replay =
  | { readonly kind: 'hand'; readonly result: HandResult; readonly summary: HandSummary }
  | {
      readonly kind: 'game';
      readonly results: readonly HandResult[];
      readonly summary: GameSummary;
    };

export function summarizeHand(result: HandResult): HandSummary {
  return {
    declarer: result.bidder,
    bid: result.bid,
    contract: result.contract,
    tricks: result.tricks.map((t) => ({
      leader: t.leader,
      plays: t.plays.map((p) => p.domino),
      winner: t.winner,
      points: t.points,
    })),
    points: result.points,
    outcome: result.outcome,
    marks: result.marks,
    ...(result.penalty === null ? {} : { penalty: result.penalty }),
    ...conductRecordOf(result),
  };
}

/**
 * Replays play decided hands out so that a record that goes on after the outcome is decided is
 * still checked move by move; a record that stops there is stopped as the rules allow.
 */
function replayRules(rules: Rules, renegeCalled: boolean): Rules {
  const o = rules.options;
  // A record that calls a renege on a trick holds the renege itself: a domino that did not
  // follow suit, played as at a real table (play.reneges playable), found by the call.
  const reneges = renegeCalled ? 'playable' : o.play.reneges;
  return {
    ref: rules.ref,
    options: {
      ...o,
      play: { ...o.play, endWhenDecided: false, reneges },
      match: { ...o.match, bestOf: 1 },
    },
  };
}

function step(
  state: MatchState,
  action: unknown,
  at: string,
  context: ApplyContext,
): Result<MatchState> {
  const next = apply(state, action, context);
  return next.ok ? next : locate(next, at);
}

function incomplete(message: string, at: string): Result<never> {
  return err('INCOMPLETE_RECORD', message, at);
}

function lastHand(state: MatchState): HandResult {
  return state.game.hands[state.game.hands.length - 1] as HandResult;
}

/**
 * The recorded penalty ended the hand at the cost the record says (`applied`, if given): a
 * penalty the rules make a warning belongs in `warnings`.
 */
function checkApplied(
  state: MatchState,
  penalty: NonNullable<HandRecord['penalty']>,
): Result<MatchState> {
  const done = state.phase === 'shake' || state.phase === 'done' ? lastHand(state).penalty : null;
  if (done === null)
    return err(
      'BAD_RECORD',
      `under these rules this ${penalty.kind} costs a warning, and the hand goes on: record it in warnings`,
      'penalty',
    );
  if (penalty.applied !== undefined && penalty.applied !== done.applied)
    return err(
      'BAD_RECORD',
      `under these rules this ${penalty.kind} costs ${done.applied === 'bid' ? "the hand's bid" : 'one mark'}, not ${penalty.applied === 'bid' ? "the hand's bid" : 'one mark'}`,
      'penalty.applied',
    );
  return ok(state);
}

interface ConductEvent {
  readonly step: number;
  readonly action: unknown;
  readonly at: string;
}

/**
 * The procedure's events of a record (bids out of turn, exposed dominoes, a wrong shaker) as
 * actions, each at the count of bids and plays made before it.
 */
function conductEvents(record: HandRecord): ConductEvent[] {
  const events: ConductEvent[] = [];
  (record.outOfTurn ?? []).forEach((o, i) =>
    events.push({
      step: o.after,
      action: { type: 'bidOutOfTurn', seat: o.by, bid: o.bid, choice: o.choice },
      at: `outOfTurn[${i}]`,
    }),
  );
  (record.exposed ?? []).forEach((e, i) =>
    events.push({
      step: e.after,
      action: { type: 'expose', seat: e.by, domino: e.domino },
      at: `exposed[${i}]`,
    }),
  );
  const w = record.wrongShaker;
  if (w !== undefined)
    events.push({ step: w.after, action: { type: 'wrongShaker', seat: w.by }, at: 'wrongShaker' });
  return events;
}

/** Plays one hand record on from `state` (at the shake), checking every bid and play. */
function replayHand(
  start: MatchState,
  record: HandRecord,
  context: ApplyContext,
): Result<MatchState> {
  let state = start;
  const handsBefore = state.game.hands.length;
  const finished = (): boolean => state.game.hands.length > handsBefore;
  const events = conductEvents(record);
  const applied = new Set<string>();
  /** Applies `order` from `from`: the state after it, or the first error. */
  const applyInOrder = (from: MatchState, order: readonly ConductEvent[]): Result<MatchState> => {
    let at = from;
    for (const e of order) {
      if (at.game.hands.length > handsBefore)
        return err('BAD_RECORD', 'the hand had already ended', e.at);
      const next = step(at, e.action, e.at, context);
      if (!next.ok) return next;
      at = next.value;
    }
    return ok(at);
  };
  /** Whether the record has anything after `steps` bids and plays. */
  const goesOn = (steps: number): boolean =>
    record.bids.length + record.plays.length > steps ||
    events.some((e) => e.step > steps) ||
    (record.contract !== undefined && state.phase === 'declare') ||
    record.claim !== undefined ||
    record.penalty !== undefined;
  /**
   * Applies the events recorded at `steps` bids and plays, in the first order (ordersToTry) the
   * record agrees with: one that ends the hand where the record ends, or leaves it going where
   * the record goes on. An error, or whether the hand ended.
   */
  const eventsAt = (steps: number): Result<boolean> => {
    const due = events.filter((e) => e.step === steps && !applied.has(e.at));
    if (due.length === 0) return ok(finished());
    for (const e of due) applied.add(e.at);
    const start = state;
    let firstApplied: MatchState | null = null;
    let firstError: Result<never> | null = null;
    for (const order of ordersToTry(due)) {
      const tried = applyInOrder(start, order);
      if (!tried.ok) {
        firstError ??= tried;
        continue;
      }
      state = tried.value;
      if (finished() ? endedBy(steps).ok : goesOn(steps)) return ok(finished());
      firstApplied ??= tried.value;
    }
    // None applies: the record's own order says what is wrong.
    if (firstApplied === null) return firstError as Result<never>;
    state = firstApplied;
    return ok(finished());
  };
  /** The record goes on past an event that ended the hand. */
  const endedBy = (done: number): Result<MatchState> => {
    const after = events.find((e) => e.step > done);
    if (after !== undefined) return err('BAD_RECORD', 'the hand had already ended', after.at);
    if (record.bids.length + record.plays.length > done)
      return err(
        'BAD_RECORD',
        'the hand ended there (a reshake or a forfeit): no bids or plays follow',
        done < record.bids.length ? `bids[${done}]` : `plays[${done - record.bids.length}]`,
      );
    // A second bid out of turn forfeits the hand at once in a game; the record says so.
    const forfeited = lastHand(state).penalty;
    const recorded = record.penalty;
    const same =
      recorded !== undefined &&
      forfeited !== null &&
      recorded.kind === forfeited.kind &&
      recorded.by === forfeited.by;
    if (record.claim !== undefined || (recorded !== undefined && !same))
      return err(
        'BAD_RECORD',
        'the hand ended before it: no claim or penalty follows',
        record.claim ? 'claim' : 'penalty',
      );
    return ok(state);
  };
  let r = step(
    state,
    { type: 'shake', seat: record.dealer, hands: record.hands },
    'dealer',
    context,
  );
  if (!r.ok) return r;
  state = r.value;
  const warnings = record.warnings ?? [];
  let warned = 0;
  /** Gives the recorded warnings made after `plays` plays: each must cost a warning. */
  const warn = (plays: number): Result<true> => {
    for (; warned < warnings.length && (warnings[warned]?.after ?? 0) <= plays; warned++) {
      const w = warnings[warned] as NonNullable<HandRecord['warnings']>[number];
      const before = state.game.warnings.length;
      const given = step(
        state,
        { type: 'penalty', seat: w.by, kind: w.kind },
        `warnings[${warned}]`,
        context,
      );
      if (!given.ok) return given;
      if (given.value.game.warnings.length !== before + 1)
        return err(
          'BAD_RECORD',
          `under these rules this ${w.kind} costs marks, not a warning: record it as the penalty`,
          `warnings[${warned}]`,
        );
      state = given.value;
    }
    return ok(true);
  };
  const early = warn(0);
  if (!early.ok) return early;
  for (let i = 0; i < record.bids.length; i++) {
    const ended = eventsAt(i);
    if (!ended.ok) return ended;
    if (ended.value) return endedBy(i);
    r = step(
      state,
      { type: 'bid', seat: toAct(state), bid: record.bids[i] },
      `bids[${i}]`,
      context,
    );
    if (!r.ok) return r;
    state = r.value;
  }
  const bidsMade = record.bids.length;
  if (finished()) {
    if (record.contract !== undefined)
      return err('BAD_RECORD', 'every player passed, so there is no contract', 'contract');
    if (record.plays.length > 0)
      return err(
        'BAD_RECORD',
        'every player passed and the hand was shaken again: no plays',
        'plays',
      );
    if (record.claim !== undefined || record.penalty !== undefined)
      return err(
        'BAD_RECORD',
        'every player passed: there is no hand to claim or penalize',
        record.claim ? 'claim' : 'penalty',
      );
    const late = events.find((e) => e.step >= bidsMade);
    if (late !== undefined) return err('BAD_RECORD', 'the hand had already ended', late.at);
    return ok(state);
  }
  const penalty = record.penalty;
  // Events after the last bid come before the contract where the hand ended there (no contract
  // recorded), else after it: a domino shown then must be played all the same.
  if (record.contract === undefined || state.phase === 'bid') {
    const ended = eventsAt(bidsMade);
    if (!ended.ok) return ended;
    if (ended.value) return endedBy(bidsMade);
  }
  if (state.phase === 'bid') {
    if (penalty === undefined)
      return incomplete(`only ${record.bids.length} of the four bids are recorded`, 'bids');
  } else {
    if (record.contract !== undefined) {
      r = step(
        state,
        record.stack === true
          ? { type: 'declare', seat: toAct(state), contract: record.contract, stack: true }
          : { type: 'declare', seat: toAct(state), contract: record.contract },
        'contract',
        context,
      );
      if (!r.ok) return r;
      state = r.value;
      const ended = eventsAt(bidsMade);
      if (!ended.ok) return ended;
      if (ended.value) return endedBy(bidsMade);
    } else if (
      record.plays.length > 0 &&
      state.rules.options.contracts.undeclaredTrump === 'must-declare'
    ) {
      return err(
        'MUST_DECLARE',
        'these rules need the contract named before the first lead',
        'contract',
      );
    }
    for (let i = 0; i < record.plays.length; i++) {
      if (i > 0) {
        const ended = eventsAt(bidsMade + i);
        if (!ended.ok) return ended;
        if (ended.value) return endedBy(bidsMade + i);
      }
      if (finished())
        return err(
          'BAD_RECORD',
          'the hand is over: all seven tricks have been played',
          `plays[${i}]`,
        );
      const warned = warn(i);
      if (!warned.ok) return warned;
      r = step(
        state,
        { type: 'play', seat: toAct(state), domino: record.plays[i] },
        `plays[${i}]`,
        context,
      );
      if (!r.ok) return r;
      state = r.value;
    }
    if (record.plays.length > 0 && !finished()) {
      const ended = eventsAt(bidsMade + record.plays.length);
      if (!ended.ok) return ended;
      if (ended.value) return endedBy(bidsMade + record.plays.length);
    }
  }
  const late = warn(record.plays.length);
  if (!late.ok) return late;
  const missed = events.find((e) => !applied.has(e.at));
  if (missed !== undefined)
    return err('BAD_RECORD', 'after is past the bids and plays recorded', missed.at);
  if (record.claim !== undefined) {
    return step(
      state,
      { type: 'claim', seat: record.claim.by, claim: record.claim.claim },
      'claim',
      context,
    );
  }
  if (penalty?.trick !== undefined) {
    // A renege found in the record: called (by the seat after the offender, of the other side)
    // during the play, or at the inspection after the hand.
    const called = step(
      state,
      {
        type: 'callRenege',
        seat: clockwise(penalty.by, 1),
        trick: penalty.trick,
        offender: penalty.by,
      },
      'penalty',
      context,
    );
    return called.ok ? checkApplied(called.value, penalty) : called;
  }
  if (penalty !== undefined) {
    // A time penalty ends a time called on the seat to act: the record keeps the penalty, and
    // the call is replayed before it, made by the next seat (of the other side; who called it
    // does not change the score).
    let before = state;
    if (penalty.kind === 'time' && state.phase !== 'shake' && state.phase !== 'done') {
      const called = step(
        state,
        { type: 'callTime', seat: clockwise(penalty.by, 1) },
        'penalty',
        context,
      );
      if (!called.ok) return called;
      before = called.value;
    }
    const penalized = step(
      before,
      { type: 'penalty', seat: penalty.by, kind: penalty.kind },
      'penalty',
      context,
    );
    return penalized.ok ? checkApplied(penalized.value, penalty) : penalized;
  }
  if (finished()) return ok(state);
  if (state.phase === 'declare')
    return incomplete('the contract is not recorded and nothing was led', 'contract');
  const stopped = stopDecidedHand(state);
  if (stopped === null) {
    const plays = record.plays.length;
    return incomplete(
      `after ${plays} plays the hand is neither made nor set: record plays until it is decided`,
      'plays',
    );
  }
  return ok(stopped);
}

/** Checks and scores a parsed record, hand or game (claims judged as `context` says). */
export function replayRecord(
  parsed: AnyRecord & { readonly rules: Rules },
  context: ApplyContext = {},
): Result<Replay> {
  const records = parsed.kind === 'hand' ? [parsed.record] : parsed.record.hands;
  const rules = replayRules(
    parsed.rules,
    records.some((h) => h.penalty?.trick !== undefined),
  );
  if (parsed.kind === 'hand') {
    const start = newMatch({ rules, seed: 0, firstShaker: parsed.record.dealer });
    if (!start.ok) return start;
    const end = replayHand(start.value, parsed.record, context);
    if (!end.ok) return end;
    const result = lastHand(end.value);
    return ok({ kind: 'hand', result, summary: summarizeHand(result) });
  }
  const hands = parsed.record.hands;
  const start = newMatch({ rules, seed: 0, firstShaker: (hands[0] as HandRecord).dealer });
  if (!start.ok) return start;
  let state: MatchState = start.value;
  for (let k = 0; k < hands.length; k++) {
    const hand = hands[k] as HandRecord;
    if (state.phase === 'done')
      return err(
        'GAME_OVER',
        `the game was over after hand ${k}: ${state.winner} won`,
        `hands[${k}]`,
      );
    if (hand.dealer !== state.shaker)
      return err(
        'BAD_RECORD',
        `dealers rotate clockwise: hand ${k} is dealt by ${state.shaker}, not ${hand.dealer}`,
        `hands[${k}].dealer`,
      );
    const next = replayHand(state, hand, context);
    if (!next.ok) return locate(next, `hands[${k}]`);
    state = next.value;
  }
  const results = state.game.hands;
  return ok({
    kind: 'game',
    results,
    summary: {
      hands: results.map(summarizeHand),
      marks: recordedMarks(rules.options, state.game.marks),
      winner: state.winner,
    },
  });
}
