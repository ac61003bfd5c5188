import { finishedHands, toAct, viewFor, type Action, type Seat } from '@texas42/engine';
import type { SeatsTable } from '../db/schema.js';
import type { Logger } from '../observe/logger.js';
import { ServerError } from '../errors.js';
import { decideForTable, type BotDriver } from './bot-driver.js';
import { freshKey, shakeHands } from './dealing.js';
import { inspectionHold } from './inspection.js';
import type { TableLog } from './log.js';
import type { Presence } from './presence.js';
import type { TableRoom } from './room.js';
import type { TableTimers } from './timers.js';

/** The pauses before the server or a bot acts, so people can follow the table. */
export interface TurnPauses {
  /** Before a bot acts or the server shakes (0 in tests). */
  readonly botDelayMs: number;
  /** After a hand ends before the next shake, to look at the hands revealed. */
  readonly handPauseMs: number;
  /** Where a move that could not be made is logged (the server's logger). */
  readonly logger: Logger;
  /** The clock (epoch ms); Date.now unless a test sets it. */
  readonly now?: () => number;
}

/** How often a shake held for the inspection window looks again (someone may be done). */
const INSPECTION_POLL_MS = 250;

/**
 * The turns nobody at the table takes by hand: the server shakes, bots decide (bot-driver.ts), and
 * a bot plays a person's turn when their clock or their absence says so (clocks.ts). Each move is
 * committed like a person's, from the version it was decided on: a table that moved on meanwhile
 * keeps its own move.
 */
export class BotTurns {
  constructor(
    private readonly log: TableLog,
    private readonly bots: BotDriver,
    private readonly timers: TableTimers,
    private readonly pauses: TurnPauses,
    private readonly presence: Pick<Presence, 'isWatched'>,
  ) {}

  /**
   * Bots playing bots with nobody watching wait: their threads' time goes to tables people are
   * at. The table stays as its log left it, and goes on when someone opens it (`schedule` is
   * called again when a socket starts watching: TableService.watched).
   */
  paused(room: TableRoom): boolean {
    return !this.people(room);
  }

  /** Someone is seated at the table (a person, not a bot) or watching it. */
  private people(room: TableRoom): boolean {
    for (const s of room.seats.values()) if (s.kind === 'human') return true;
    return this.presence.isWatched(room.row.id);
  }

  private get logger(): Logger {
    return this.pauses.logger;
  }

  /** If the server or a bot is to act, do it after a pause: shakes, then bots' decisions. */
  schedule(room: TableRoom): void {
    if (this.timers.closed || room.driving || room.row.status !== 'playing') return;
    if (this.paused(room)) return;
    const state = room.state;
    const seat = toAct(state);
    if (seat === null) return;
    const bot = room.seats.get(seat);
    if (state.phase !== 'shake' && bot?.kind !== 'bot') return;
    room.driving = true;
    const handJustEnded = state.phase === 'shake' && finishedHands(state).length > 0;
    // An inspection window stands for the pause after the hand: the shake waits for it to end
    // (or for everyone to be done checking), looking again every INSPECTION_POLL_MS.
    const hold = inspectionHold(room, this.now());
    const delay =
      room.inspection !== null && handJustEnded
        ? Math.min(hold, INSPECTION_POLL_MS)
        : handJustEnded
          ? this.pauses.handPauseMs
          : this.pauses.botDelayMs;
    this.timers.after(delay, () => {
      void this.drive(room, seat, bot).finally(() => {
        room.driving = false;
        this.schedule(room);
      });
    });
  }

  private now(): number {
    return (this.pauses.now ?? Date.now)();
  }

  private async drive(room: TableRoom, seat: Seat, bot: SeatsTable | undefined): Promise<void> {
    const version = room.state.version;
    // Still inspecting: the next look is scheduled when this one returns.
    if (room.state.phase === 'shake' && inspectionHold(room, this.now()) > 0) return;
    try {
      let action: Action;
      // The server shakes with node:crypto at the moment of the shake (tables/dealing.ts).
      if (room.state.phase === 'shake') action = { type: 'shake', seat, hands: shakeHands(seat) };
      else {
        const level = bot?.level ?? 'medium';
        const view = viewFor(room.state, seat);
        const decision = decideForTable(
          this.bots,
          room.row,
          level,
          view,
          freshKey(),
          this.logger,
          this.people(room),
        );
        action = (await decision).action;
      }
      await this.commitAt(room, version, action);
    } catch (e) {
      if (this.timers.closed) return;
      // Another move came first, or an admin closed the table meanwhile.
      if (e instanceof ServerError && (e.code === 'STALE_VERSION' || e.code === 'NOT_PLAYING'))
        return;
      this.logger.error({ err: e, table: room.row.id, seat }, 'a seat could not act');
    }
  }

  /** A bot's decision for a person's seat, applied if the table has not moved on. */
  async playFor(room: TableRoom, seat: Seat, version: number): Promise<void> {
    if (this.timers.closed || room.state.version !== version) return;
    try {
      // A failed or abandoned decision is the rules of thumb's (bot-driver.ts): the seat plays.
      const view = viewFor(room.state, seat);
      const decision = await decideForTable(
        this.bots,
        room.row,
        'medium',
        view,
        freshKey(),
        this.logger,
        true,
      );
      await this.commitAt(room, version, decision.action);
    } catch (e) {
      if (this.timers.closed || (e instanceof ServerError && e.code === 'STALE_VERSION')) return;
      this.logger.error(
        { err: e, table: room.row.id, seat },
        'nobody could play for an absent seat',
      );
    }
  }

  /** Commits `action` decided at `version`, unless someone else moved the table on since. */
  private commitAt(room: TableRoom, version: number, action: unknown): Promise<void> {
    return room.exclusive(async () => {
      await this.log.catchUp(room);
      if (room.state.version !== version) return;
      await this.log.commit(room, action, version);
    });
  }
}
