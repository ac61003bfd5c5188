// Over 300 lines: a facade over the table's repository, log, seating, clocks, bot turns, rooms and
// views; each method is a few lines passing the work on.
import type { HandRecord, HandResult, Seat } from '@texas42/engine';
import type { Kysely } from 'kysely';
import type {
  Me,
  PlayerAction,
  RequestBody,
  TableLog as PublicTableLog,
  TableSummary,
} from '@texas42/protocol';
import type { Database } from '../db/schema.js';
import type { Logger } from '../observe/logger.js';
import { ServerError } from '../errors.js';
import type { BotDriver } from './bot-driver.js';
import { BotTurns } from './bot-turns.js';
import { waiveInspection } from './inspection.js';
import { TableClocks } from './clocks.js';
import { TableLog, type CommittedAction, type TableListener } from './log.js';
import type { Presence } from './presence.js';
import { TableRepository } from './repository.js';
import type { TableRoom } from './room.js';
import { Rematches } from './rematches.js';
import { RoomCache } from './rooms.js';
import { Seating, type SeatCheck } from './seating.js';
import { TableTimers } from './timers.js';
import { TableViews } from './views.js';

export type { SeatCheck } from './seating.js';
export type { CommittedAction } from './log.js';

export interface TableServiceOptions {
  /** Pause before a bot acts or the server shakes, so people can follow (0 in tests). */
  readonly botDelayMs: number;
  /** Pause after a hand ends before the next shake, to look at the hands revealed. */
  readonly handPauseMs: number;
  /** Other server processes share the database (REDIS_URL): re-read seats as well as events. */
  readonly shared: boolean;
  /** Milliseconds in a minute of the rules' match limits (shorter only in tests). */
  readonly minuteMs?: number;
  /**
   * Seconds a person who is not connected may keep the table waiting on their turn (where the
   * rules keep no clock) before a bot plays for them; 0 never. Their seat stays theirs.
   */
  readonly absentSeconds?: number;
  /** Tables one person may have created that wait for players or are played (0: no limit). */
  readonly tablesPerPerson?: number;
  /** Seconds an idle room stays in memory before it is dropped, to be rebuilt from its log. */
  readonly roomIdleSeconds?: number;
  /** The clock of the tables (epoch ms): decision and match clocks, times written, idleness. */
  readonly now?: () => number;
  /** Where what goes wrong at a table without anyone to answer is logged (a bot, a clock). */
  readonly logger: Logger;
  /** Told of every action appended to a table's log (the server's debug log and metrics). */
  readonly committed?: (action: CommittedAction) => void;
}

/**
 * Tables: creating them, seats, and every action, each one a transaction on the table's event
 * log with a version check. Rooms are loaded from the log on first use and kept in memory.
 *
 * The routes' and sockets' one entry: the work is done by the parts it wires together, each with
 * one job: the SQL (repository.ts), the log and its commits (log.ts), the rooms in memory
 * (rooms.ts), seats (seating.ts), clocks and absent players (clocks.ts), the server's and bots'
 * turns (bot-turns.ts), and what a table shows (views.ts). `presence` is the realtime layer's
 * answer to who is connected and who watches.
 */
export class TableService {
  private readonly timers = new TableTimers();
  private readonly log: TableLog;
  private readonly rooms: RoomCache;
  private readonly views: TableViews;
  private readonly seating: Seating;
  private readonly clocks: TableClocks;
  private readonly turns: BotTurns;
  private readonly rematches: Rematches;
  private readonly repository: TableRepository;
  /** The server is stopping (`stopActions`): people's actions are refused from then on. */
  private stopping = false;

  constructor(
    db: Kysely<Database>,
    bots: BotDriver,
    presence: Presence,
    options: TableServiceOptions,
  ) {
    const now = options.now ?? Date.now;
    const repository = new TableRepository(db, now);
    this.repository = repository;
    // After every change: clocks first, so the listeners show the new deadline; then the
    // listeners; then the server or a bot is scheduled to act.
    this.log = new TableLog(
      repository,
      options.shared,
      now,
      (room) => {
        this.clocks.restart(room);
        this.log.notify(room);
        this.turns.schedule(room);
      },
      options.logger,
      options.committed,
    );
    this.turns = new BotTurns(this.log, bots, this.timers, options, presence);
    this.clocks = new TableClocks(this.log, repository, this.turns, this.timers, presence, now, {
      minuteMs: options.minuteMs ?? 60_000,
      absentSeconds: options.absentSeconds ?? 0,
      logger: options.logger,
    });
    this.rooms = new RoomCache(
      repository,
      this.log,
      this.timers,
      presence,
      now,
      options.roomIdleSeconds ?? 600,
      (room) => {
        if (this.timers.closed || room.row.status !== 'playing') return;
        this.clocks.restart(room);
        this.turns.schedule(room);
      },
    );
    this.views = new TableViews(repository, this.rooms, presence);
    this.seating = new Seating(
      repository,
      this.rooms,
      this.views,
      this.log,
      now,
      options.tablesPerPerson ?? 0,
    );
    this.rematches = new Rematches(db, repository, this.rooms, this.views, this.seating, this.log);
    this.seating.addSeatCheck(this.rematches.seatCheck);
  }

  /** Adds a listener called after every change of a table; returns its removal. */
  addListener(listener: TableListener): () => void {
    return this.log.addListener(listener);
  }

  /** Adds a check run before a seat is taken (an event's table seats only its teams). */
  addSeatCheck(check: SeatCheck): void {
    this.seating.addSeatCheck(check);
  }

  /**
   * A new table. `held`: an event's table, where a seat a person leaves during the match stays
   * theirs (`leave`) and no bot stands in for an absent person unless the organizer seats one.
   */
  create(
    me: Me,
    body: RequestBody<'createTable'>,
    { held = false, madeFrom }: { readonly held?: boolean; readonly madeFrom?: string } = {},
  ): Promise<{ room: TableRoom; invite: string | null }> {
    return this.seating.create(me, body, held, madeFrom === undefined ? {} : { madeFrom });
  }

  /**
   * The room of a table, from memory or rebuilt from the database. A table being played comes
   * back as it was left: its clocks run again and the server or a bot acts if it is their turn.
   */
  /**
   * A socket has started watching the table: a table of bots that waited for someone to look
   * (BotTurns.paused) goes on from where its log stands.
   */
  watched(room: TableRoom): void {
    this.turns.schedule(room);
  }

  room(id: string): Promise<TableRoom> {
    return this.rooms.room(id);
  }

  /**
   * Drops from memory the rooms idle for `roomIdleSeconds`: nobody watching, nothing queued, no
   * clock or bot waiting. They come back from the log when next asked for (`room`).
   */
  evictIdle(now?: number): number {
    return this.rooms.evictIdle(now);
  }

  /** Rooms in memory. */
  get roomsInMemory(): number {
    return this.rooms.size;
  }

  /** Brings back every table that was being played: bots carry on where the log stops. */
  resumeAll(): Promise<number> {
    return this.rooms.resumeAll();
  }

  list(): Promise<{ tables: TableSummary[]; recent: TableSummary[] }> {
    return this.views.list();
  }

  summary(room: TableRoom): TableSummary {
    return this.views.summary(room);
  }

  /** Whether a session may see a table: public, seated there, or holding the invite. */
  canSee(room: TableRoom, me: Me | null, invite?: string): boolean {
    return this.views.canSee(room, me, invite);
  }

  /**
   * A table as someone who may see it is shown it: where processes share tables, with what the
   * others wrote since this one looked (a watcher through one process sees the moves made
   * through another, not the table as this process last read it).
   */
  async visibleRoom(id: string, me: Me | null, invite?: string): Promise<TableRoom> {
    const room = await this.views.visibleRoom(id, me, invite);
    await this.log.catchUpShared(room);
    return room;
  }

  /** The table's log as anyone who may watch it may read it (views.ts). */
  async publicLog(id: string, me: Me | null, invite?: string): Promise<PublicTableLog> {
    await this.visibleRoom(id, me, invite);
    return this.views.publicLog(id, me, invite);
  }

  /** Finished hands of a table as hand records with their results. */
  async hands(
    id: string,
    me: Me | null,
    invite?: string,
  ): Promise<{ index: number; result: HandResult; record: HandRecord }[]> {
    await this.visibleRoom(id, me, invite);
    return this.views.hands(id, me, invite);
  }

  takeSeat(me: Me, id: string, seat: Seat, invite?: string): Promise<TableRoom> {
    return this.seating.takeSeat(me, id, seat, invite);
  }

  seatBot(me: Me, id: string, seat: Seat, level: string): Promise<TableRoom> {
    return this.seating.seatBot(me, id, seat, level);
  }

  /**
   * Frees the session's seat; during a game a bot of level hard takes it over. At an event's
   * table the seat stays the person's during the match (seating.ts).
   */
  leave(me: Me, id: string): Promise<TableRoom> {
    return this.seating.leave(me, id);
  }

  /**
   * The organizer's change of a seat at an event's table: a bot of `level` takes it, or (null)
   * it is freed for a substitute of that side to take. The seat's person, if any, loses it.
   */
  replace(id: string, seat: Seat, level: string | null): Promise<TableRoom> {
    return this.seating.replace(id, seat, level);
  }

  /**
   * Once the match is over, a new table with the same rules and seats (tables/rematches.ts):
   * the caller and the bots sit down again; the other people are offered their seats.
   */
  offerRematch(me: Me, id: string): Promise<{ room: TableRoom; invite: string | null }> {
    return this.rematches.offer(me, id);
  }

  /** Accepts (taking the seat held at the new table) or declines a rematch offered at `id`. */
  answerRematch(
    me: Me,
    id: string,
    accept: boolean,
  ): Promise<{ room: TableRoom; invite: string | null }> {
    return this.rematches.answer(me, id, accept);
  }

  /** A player's action, for the seat the session holds, chosen from view `version`. */
  async act(me: Me, id: string, version: number, action: PlayerAction): Promise<void> {
    if (this.stopping)
      throw new ServerError(
        503,
        'SERVER_RESTARTING',
        'the server is restarting: the action was not taken; play it again once reconnected',
        undefined,
        { retryAfter: 5 },
      );
    const room = await this.rooms.room(id);
    await room.exclusive(async () => {
      const caughtUp = await this.log.catchUp(room);
      // The player chose from a state older than the log's, and the log had events this process
      // had not applied: their writer may have died between its commit and its broadcast (a
      // process killed mid-match), so nobody was told. Tell everyone now, or the table waits
      // forever on a turn that was already played; the stale action is refused below.
      if (caughtUp > 0 && version !== room.state.version) this.log.changed(room);
      const seat = room.seatOf(me.id);
      if (seat === null)
        throw new ServerError(403, 'NOT_SEATED', 'you do not hold a seat at this table');
      if (room.row.status !== 'playing')
        throw new ServerError(
          409,
          'NOT_PLAYING',
          room.row.status === 'done'
            ? 'the match is over'
            : 'the game starts when all four seats are filled',
        );
      if (action.type === 'waiveInspection') {
        // Done checking the hands: not a move of the match, only the table's wait.
        if (!waiveInspection(room, seat))
          throw new ServerError(
            409,
            'NO_INSPECTION',
            'no hand is being checked for reneges now: the window is closed',
          );
        this.log.notify(room);
        return;
      }
      await this.log.commit(room, { ...action, seat }, version);
    });
  }

  /**
   * The site's admin closes the table: its match ends where it stands (the row is 'done' and
   * closed), its clocks stop, no bot plays on, and its watchers are shown it (the listeners).
   */
  async closeTable(id: string): Promise<TableRoom> {
    const room = await this.rooms.room(id);
    await room.exclusive(async () => {
      await this.log.catchUp(room);
      if (room.row.closed_at != null) return;
      const at = this.repository.stamp();
      await this.repository.close(id, at);
      room.row = { ...room.row, status: 'done', closed_at: at, updated_at: at };
      for (const timer of [room.clockTimer, room.matchTimer])
        if (timer !== null) this.timers.cancel(timer);
      room.clockTimer = null;
      room.matchTimer = null;
      room.deadline = null;
      this.log.notify(room);
    });
    return room;
  }

  /**
   * An account's name changed (renamed, deleted): the rooms in memory where it sits show the
   * new name (the seats' rows were changed with the account).
   */
  renamed(userId: string, name: string): void {
    for (const room of this.rooms.inMemory())
      for (const [seat, s] of room.seats)
        if (s.kind === 'human' && s.user_id === userId) {
          room.seats.set(seat, { ...s, name });
          this.log.notify(room);
        }
  }

  /**
   * The first step of a shutdown: no clock, bot or person starts an action from now on (people
   * are answered SERVER_RESTARTING); actions already under way still commit (`close` waits).
   */
  stopActions(): void {
    this.stopping = true;
    this.timers.close();
  }

  /** Stops every clock and bot, then lets work in flight on the rooms finish. */
  async close(): Promise<void> {
    this.timers.close();
    await this.rooms.close();
  }
}
