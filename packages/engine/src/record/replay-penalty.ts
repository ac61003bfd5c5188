import { apply, type ApplyContext } from '../apply.js';
import { err, locate, ok, type Result } from '../result.js';
import { clockwise } from '../seat.js';
import type { HandResult, MatchState } from '../state.js';
import type { HandRecord } from './types.js';

/** Applies one recorded action: the state after it, or the error located at the field `at`. */
export function step(
  state: MatchState,
  action: unknown,
  at: string,
  context: ApplyContext,
): Result<MatchState> {
  const next = apply(state, action, context);
  return next.ok ? next : locate(next, at);
}

/**
 * The penalty that ended a recorded hand, replayed on `state` (after the hand's last play) and
 * checked for what it cost.
 */
export function replayPenalty(
  state: MatchState,
  penalty: NonNullable<HandRecord['penalty']>,
  context: ApplyContext,
): Result<MatchState> {
  if (penalty.trick !== undefined) {
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
  // A time penalty ends a time called on the seat to act: the record keeps the penalty, and
  // the call is replayed before it, made by the next seat (of the other side; who called it
  // does not change the score).
  let before = state;
  if (penalty.kind === 'time' && before.phase !== 'shake' && before.phase !== 'done') {
    const called = step(
      before,
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

/** The result of the hand that ended last. */
export function lastHand(state: MatchState): HandResult {
  return state.game.hands[state.game.hands.length - 1] as HandResult;
}
