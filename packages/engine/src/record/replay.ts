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
import type { AnyRecord, HandRecord } from './types.js';

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

/** Plays one hand record on from `state` (at the shake), checking every bid and play. */
function replayHand(
  start: MatchState,
  record: HandRecord,
  context: ApplyContext,
): Result<MatchState> {
  let state = start;
  const handsBefore = state.game.hands.length;
  const finished = (): boolean => state.game.hands.length > handsBefore;
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
    r = step(
      state,
      { type: 'bid', seat: toAct(state), bid: record.bids[i] },
      `bids[${i}]`,
      context,
    );
    if (!r.ok) return r;
    state = r.value;
  }
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
    return ok(state);
  }
  const penalty = record.penalty;
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
  }
  const late = warn(record.plays.length);
  if (!late.ok) return late;
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
