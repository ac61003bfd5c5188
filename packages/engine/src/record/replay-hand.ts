// Over 300 lines: one walk of a hand record, its stages sharing the replay's state (the match so
// far, the procedure's events applied, the warnings given); split, each would pass it back.
import { stopDecidedHand, type ApplyContext } from '../apply.js';
import { err, ok, type Result } from '../result.js';
import type { MatchState } from '../state.js';
import { toAct } from '../turn.js';
import { conductEvents, ordersToTry, type ConductEvent } from './conduct-order.js';
import { lastHand, replayPenalty, step } from './replay-penalty.js';
import type { HandRecord } from './types.js';

/**
 * Replaying a hand record walks it once, checking each recorded field (bids, plays, claims,
 * penalties, the procedure) against the engine's own replay at that point and saying where it
 * differs. Each stage of the walk returns the replay's end (the state or an error) where the
 * hand stops there, or undefined to go on to the next stage.
 */
type Stage = Result<MatchState> | undefined;

function incomplete(message: string, at: string): Result<never> {
  return err('INCOMPLETE_RECORD', message, at);
}

/** Plays one hand record on from `start` (at the shake), checking every bid and play. */
export function replayHand(
  start: MatchState,
  record: HandRecord,
  context: ApplyContext,
): Result<MatchState> {
  const replay = new HandReplay(start, record, context);
  return (
    replay.shake() ??
    replay.bids() ??
    replay.allPassed() ??
    replay.contractAndPlays() ??
    replay.ending()
  );
}

/** One hand record's walk: the match as replayed so far, and the events and warnings given. */
class HandReplay {
  private state: MatchState;
  private readonly handsBefore: number;
  private readonly events: readonly ConductEvent[];
  private readonly applied = new Set<string>();
  private readonly warnings: NonNullable<HandRecord['warnings']>;
  private warned = 0;

  constructor(
    start: MatchState,
    private readonly record: HandRecord,
    private readonly context: ApplyContext,
  ) {
    this.state = start;
    this.handsBefore = start.game.hands.length;
    this.events = conductEvents(record);
    this.warnings = record.warnings ?? [];
  }

  /** Whether the hand has ended (a hand result was added to the game). */
  private finished(): boolean {
    return this.state.game.hands.length > this.handsBefore;
  }

  /** Applies `action` to the replay's state: the state after it, or the error at `at`. */
  private advance(action: unknown, at: string): Result<MatchState> {
    const next = step(this.state, action, at, this.context);
    if (next.ok) this.state = next.value;
    return next;
  }

  shake(): Stage {
    const { record } = this;
    const shaken = this.advance(
      { type: 'shake', seat: record.dealer, hands: record.hands },
      'dealer',
    );
    if (!shaken.ok) return shaken;
    const early = this.warn(0);
    return early.ok ? undefined : early;
  }

  bids(): Stage {
    const { record } = this;
    for (let i = 0; i < record.bids.length; i++) {
      const stop = this.stopAtEvents(i);
      if (stop !== undefined) return stop;
      const bid = this.advance(
        { type: 'bid', seat: toAct(this.state), bid: record.bids[i] },
        `bids[${i}]`,
      );
      if (!bid.ok) return bid;
    }
    return undefined;
  }

  /** Every player passed and the hand is shaken again: the record may hold nothing more. */
  allPassed(): Stage {
    const { record } = this;
    if (!this.finished()) return undefined;
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
    const late = this.events.find((e) => e.step >= record.bids.length);
    if (late !== undefined) return err('BAD_RECORD', 'the hand had already ended', late.at);
    return ok(this.state);
  }

  contractAndPlays(): Stage {
    const { record } = this;
    // Events after the last bid come before the contract where the hand ended there (no contract
    // recorded), else after it: a domino shown then must be played all the same.
    if (record.contract === undefined || this.state.phase === 'bid') {
      const stop = this.stopAtEvents(record.bids.length);
      if (stop !== undefined) return stop;
    }
    if (this.state.phase === 'bid')
      return record.penalty === undefined
        ? incomplete(`only ${record.bids.length} of the four bids are recorded`, 'bids')
        : undefined;
    return this.declare() ?? this.plays();
  }

  private declare(): Stage {
    const { record } = this;
    if (record.contract !== undefined) {
      const seat = toAct(this.state);
      const declared = this.advance(
        record.stack === true
          ? { type: 'declare', seat, contract: record.contract, stack: true }
          : { type: 'declare', seat, contract: record.contract },
        'contract',
      );
      if (!declared.ok) return declared;
      return this.stopAtEvents(record.bids.length);
    }
    if (
      record.plays.length > 0 &&
      this.state.rules.options.contracts.undeclaredTrump === 'must-declare'
    )
      return err(
        'MUST_DECLARE',
        'these rules need the contract named before the first lead',
        'contract',
      );
    return undefined;
  }

  private plays(): Stage {
    const { record } = this;
    const bidsMade = record.bids.length;
    for (let i = 0; i < record.plays.length; i++) {
      if (i > 0) {
        const stop = this.stopAtEvents(bidsMade + i);
        if (stop !== undefined) return stop;
      }
      if (this.finished())
        return err(
          'BAD_RECORD',
          'the hand is over: all seven tricks have been played',
          `plays[${i}]`,
        );
      const warned = this.warn(i);
      if (!warned.ok) return warned;
      const played = this.advance(
        { type: 'play', seat: toAct(this.state), domino: record.plays[i] },
        `plays[${i}]`,
      );
      if (!played.ok) return played;
    }
    if (record.plays.length > 0 && !this.finished())
      return this.stopAtEvents(bidsMade + record.plays.length);
    return undefined;
  }

  /** After the last play: the late warnings, then the claim or penalty that ended the hand. */
  ending(): Result<MatchState> {
    const { record } = this;
    const late = this.warn(record.plays.length);
    if (!late.ok) return late;
    const missed = this.events.find((e) => !this.applied.has(e.at));
    if (missed !== undefined)
      return err('BAD_RECORD', 'after is past the bids and plays recorded', missed.at);
    if (record.claim !== undefined)
      return step(
        this.state,
        { type: 'claim', seat: record.claim.by, claim: record.claim.claim },
        'claim',
        this.context,
      );
    if (record.penalty !== undefined)
      return replayPenalty(this.state, record.penalty, this.context);
    return this.unfinished();
  }

  /** No claim or penalty: the hand was played out, or stopped where its outcome is decided. */
  private unfinished(): Result<MatchState> {
    if (this.finished()) return ok(this.state);
    if (this.state.phase === 'declare')
      return incomplete('the contract is not recorded and nothing was led', 'contract');
    const stopped = stopDecidedHand(this.state);
    if (stopped === null) {
      const plays = this.record.plays.length;
      return incomplete(
        `after ${plays} plays the hand is neither made nor set: record plays until it is decided`,
        'plays',
      );
    }
    return ok(stopped);
  }

  /** Gives the recorded warnings made after `plays` plays: each must cost a warning. */
  private warn(plays: number): Result<true> {
    const { warnings } = this;
    for (
      ;
      this.warned < warnings.length && (warnings[this.warned]?.after ?? 0) <= plays;
      this.warned++
    ) {
      const w = warnings[this.warned] as (typeof warnings)[number];
      const before = this.state.game.warnings.length;
      const at = `warnings[${this.warned}]`;
      const given = step(
        this.state,
        { type: 'penalty', seat: w.by, kind: w.kind },
        at,
        this.context,
      );
      if (!given.ok) return given;
      if (given.value.game.warnings.length !== before + 1)
        return err(
          'BAD_RECORD',
          `under these rules this ${w.kind} costs marks, not a warning: record it as the penalty`,
          at,
        );
      this.state = given.value;
    }
    return ok(true);
  }

  /** The events recorded at `steps` bids and plays; the replay's end if the hand ended there. */
  private stopAtEvents(steps: number): Stage {
    const ended = this.eventsAt(steps);
    if (!ended.ok) return ended;
    return ended.value ? this.endedBy(steps) : undefined;
  }

  /**
   * Applies the events recorded at `steps` bids and plays, in the first order (ordersToTry) the
   * record agrees with: one that ends the hand where the record ends, or leaves it going where
   * the record goes on. An error, or whether the hand ended.
   */
  private eventsAt(steps: number): Result<boolean> {
    const due = this.events.filter((e) => e.step === steps && !this.applied.has(e.at));
    if (due.length === 0) return ok(this.finished());
    for (const e of due) this.applied.add(e.at);
    const start = this.state;
    let firstApplied: MatchState | null = null;
    let firstError: Result<never> | null = null;
    for (const order of ordersToTry(due)) {
      const tried = this.applyInOrder(start, order);
      if (!tried.ok) {
        firstError ??= tried;
        continue;
      }
      this.state = tried.value;
      if (this.finished() ? this.endedBy(steps).ok : this.goesOn(steps)) return ok(this.finished());
      firstApplied ??= tried.value;
    }
    // None applies: the record's own order says what is wrong.
    if (firstApplied === null) return firstError as Result<never>;
    this.state = firstApplied;
    return ok(this.finished());
  }

  /** Applies `order` from `from`: the state after it, or the first error. */
  private applyInOrder(from: MatchState, order: readonly ConductEvent[]): Result<MatchState> {
    let at = from;
    for (const e of order) {
      if (at.game.hands.length > this.handsBefore)
        return err('BAD_RECORD', 'the hand had already ended', e.at);
      const next = step(at, e.action, e.at, this.context);
      if (!next.ok) return next;
      at = next.value;
    }
    return ok(at);
  }

  /** Whether the record has anything after `steps` bids and plays. */
  private goesOn(steps: number): boolean {
    const { record } = this;
    return (
      record.bids.length + record.plays.length > steps ||
      this.events.some((e) => e.step > steps) ||
      (record.contract !== undefined && this.state.phase === 'declare') ||
      record.claim !== undefined ||
      record.penalty !== undefined
    );
  }

  /** The record goes on past an event that ended the hand. */
  private endedBy(done: number): Result<MatchState> {
    const { record } = this;
    const after = this.events.find((e) => e.step > done);
    if (after !== undefined) return err('BAD_RECORD', 'the hand had already ended', after.at);
    if (record.bids.length + record.plays.length > done)
      return err(
        'BAD_RECORD',
        'the hand ended there (a reshake or a forfeit): no bids or plays follow',
        done < record.bids.length ? `bids[${done}]` : `plays[${done - record.bids.length}]`,
      );
    // A second bid out of turn forfeits the hand at once in a game; the record says so.
    const forfeited = lastHand(this.state).penalty;
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
    return ok(this.state);
  }
}
