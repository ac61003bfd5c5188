import { toAct, type Seat } from '@texas42/engine';
import { ServerError } from '../errors.js';
import type { Logger } from '../observe/logger.js';
import type { BotTurns } from './bot-turns.js';
import { followInspection } from './inspection.js';
import type { TableLog } from './log.js';
import type { Presence } from './presence.js';
import type { TableRepository } from './repository.js';
import type { TableRoom } from './room.js';
import type { TableTimers } from './timers.js';

export interface ClockOptions {
  /** Milliseconds in a minute of the rules' match limits (shorter only in tests). */
  readonly minuteMs: number;
  /**
   * Seconds a person who is not connected may keep the table waiting on their turn (where the
   * rules keep no clock) before a bot plays for them; 0 never. Their seat stays theirs.
   */
  readonly absentSeconds: number;
  /** Where a clock that could not act is logged (the server's logger). */
  readonly logger: Logger;
}

/**
 * Time at a table: the decision clock of the person to act, the wait for a person who is gone,
 * and the match's time limit. Each runs out into an action committed like any other (a penalty,
 * a bot's move for the seat, time called), from the version it was started at.
 */
export class TableClocks {
  constructor(
    private readonly log: TableLog,
    private readonly repository: TableRepository,
    private readonly turns: BotTurns,
    private readonly timers: TableTimers,
    private readonly presence: Presence,
    private readonly now: () => number,
    private readonly options: ClockOptions,
  ) {}

  /** After a change: the clock of whoever is to act now, and the match's if not yet running. */
  restart(room: TableRoom): void {
    followInspection(room, this.now());
    this.startClock(room);
    this.armMatchClock(room);
  }

  /** Seconds the seat to act has under the rules' clock, or null when no clock runs. */
  private secondsFor(room: TableRoom, seat: Seat): number | null {
    if (room.row.status !== 'playing' || room.seats.get(seat)?.kind !== 'human') return null;
    const clock = room.rules.options.clock;
    if (room.state.phase === 'bid' || room.state.phase === 'declare') return clock.bidSeconds;
    if (room.state.phase === 'play') return clock.playSeconds;
    return null;
  }

  /**
   * Starts the clock for the person to act, if the rules keep time ("Players should not take more
   * than twenty seconds to bid, and ten seconds to play a domino", 001). When it runs out, the
   * rules' clock.onTimeout says what happens: a bot plays for them, or their side forfeits.
   */
  private startClock(room: TableRoom): void {
    if (room.clockTimer !== null) {
      this.timers.cancel(room.clockTimer);
      room.clockTimer = null;
    }
    room.deadline = null;
    const seat = toAct(room.state);
    if (this.timers.closed || seat === null) return;
    const called = room.state.timeCall;
    const callSeconds = room.rules.options.clock.timeCallSeconds;
    if (called !== null && called.on === seat && callSeconds !== null) {
      this.startTimeCall(room, seat, callSeconds);
      return;
    }
    const seconds = this.secondsFor(room, seat);
    if (seconds === null) {
      this.waitForAbsent(room, seat);
      return;
    }
    const version = room.state.version;
    room.deadline = { seat, at: this.now() + seconds * 1000, version };
    room.clockTimer = this.timers.after(seconds * 1000, () => {
      void this.timeUp(room, seat, version);
    });
  }

  /**
   * Time called on the seat to act by the other side: "the player has one minute to bid or play,
   * else they forfeit the mark" (000). The server keeps that minute; when it runs out with the
   * seat still to act, their side forfeits the hand (a `time` penalty), whatever the rules'
   * own clock would have done.
   */
  private startTimeCall(room: TableRoom, seat: Seat, seconds: number): void {
    const version = room.state.version;
    room.deadline = { seat, at: this.now() + seconds * 1000, version };
    room.clockTimer = this.timers.after(seconds * 1000, () => {
      void this.penalize(room, seat, version, 'time');
    });
  }

  /**
   * A person gone from the table (tab closed, connection lost) does not stall it for good: after
   * `absentSeconds` on their turn with no socket open, a bot plays that turn for them. Coming back
   * ends it; the seat never stops being theirs.
   */
  private waitForAbsent(room: TableRoom, seat: Seat): void {
    const absent = this.options.absentSeconds;
    if (absent <= 0 || room.row.status !== 'playing' || room.state.phase === 'shake') return;
    // At an event's table the seat is held for its person: no bot plays for them unasked.
    if (room.row.held === 1) return;
    if (room.seats.get(seat)?.kind !== 'human') return;
    const version = room.state.version;
    const timer = this.timers.after(absent * 1000, () => {
      if (room.clockTimer === timer) room.clockTimer = null;
      if (this.presence.isConnected(room.row.id, seat)) return;
      void this.turns.playFor(room, seat, version);
    });
    room.clockTimer = timer;
  }

  private async timeUp(room: TableRoom, seat: Seat, version: number): Promise<void> {
    if (room.rules.options.clock.onTimeout === 'auto-play')
      return this.turns.playFor(room, seat, version);
    return this.penalize(room, seat, version, 'violation');
  }

  /** The seat's side forfeits the hand, unless the table moved on since `version`. */
  private async penalize(
    room: TableRoom,
    seat: Seat,
    version: number,
    kind: 'violation' | 'time',
  ): Promise<void> {
    if (this.timers.closed || room.state.version !== version) return;
    try {
      await room.exclusive(async () => {
        await this.log.catchUp(room);
        if (room.state.version !== version) return; // the player made it in time after all
        await this.log.commit(room, { type: 'penalty', seat, kind }, version);
      });
    } catch (e) {
      if (this.timers.closed || (e instanceof ServerError && e.code === 'STALE_VERSION')) return;
      this.options.logger.error(
        { err: e, table: room.row.id, seat },
        'time ran out and the penalty failed',
      );
    }
  }

  /**
   * The match's time limit, counted from its first shake: "Single game matches shall have a
   * twenty-five minute time limit", "Best two out of three matches shall have a time limit of
   * seventy-five minutes" (001). When it is reached the server calls time; the engine finishes
   * the hand in process and settles the game and the match.
   */
  private armMatchClock(room: TableRoom): void {
    if (room.matchClockArmed || this.timers.closed || room.row.status !== 'playing') return;
    if (room.state.timeCalled || room.state.phase === 'done') return;
    const clock = room.rules.options.clock;
    const minutes = room.rules.options.match.bestOf === 1 ? clock.gameMinutes : clock.matchMinutes;
    if (minutes === null) return;
    room.matchClockArmed = true;
    void this.repository.firstEventAt(room.row.id).then((first) => {
      const start = first === undefined ? this.now() : Date.parse(first);
      room.matchDeadline = start + minutes * this.options.minuteMs;
      room.matchTimer = this.timers.after(Math.max(0, room.matchDeadline - this.now()), () => {
        void this.callTime(room);
      });
      // A new deadline to show.
      this.log.notify(room);
    });
  }

  private async callTime(room: TableRoom): Promise<void> {
    try {
      await room.exclusive(async () => {
        await this.log.catchUp(room);
        if (room.state.timeCalled || room.state.phase === 'done') return;
        await this.log.commit(room, { type: 'time', seat: room.state.shaker }, room.state.version);
      });
    } catch (e) {
      if (this.timers.closed) return;
      this.options.logger.error({ err: e, table: room.row.id }, 'time could not be called');
    }
  }
}
