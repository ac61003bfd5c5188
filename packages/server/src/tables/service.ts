import {
  SEATS,
  apply,
  finishedHands,
  handRecordOf,
  parseAction,
  toAct,
  viewFor,
  type Action,
  type HandRecord,
  type HandResult,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import type { Kysely } from 'kysely';
import type { Me, PlayerAction, RequestBody, SeatInfo, TableSummary } from '@texas42/protocol';
import type { Database, SeatsTable, TablesTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import { decideForTable, type BotDriver } from './bot-driver.js';
import { freshKey, keyOf, shakeHands, storedKey } from './dealing.js';
import { checkRatedTable, refuseRatedBot, refuseRatedGuest } from '../ratings/rated-tables.js';
import type { Presence } from './presence.js';
import { TableRepository } from './repository.js';
import { APPLY_CONTEXT, TableRoom, rulesOf, startingState } from './room.js';

/** A check before a seat is taken: throws a ServerError to refuse. */
export type SeatCheck = (
  room: TableRoom,
  me: Me,
  seat: Seat,
  kind: 'human' | 'bot',
) => void | Promise<void>;

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
}

/**
 * Tables: creating them, seats, and every action, each one a transaction on the table's event
 * log with a version check. Rooms are loaded from the log on first use and kept in memory.
 */
export class TableService {
  private readonly rooms = new Map<string, Promise<TableRoom>>();
  /** The rooms of `rooms` that have finished loading. */
  private readonly loaded = new Map<string, TableRoom>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  /** Called after every change of a table: the realtime layer's broadcast, events' results. */
  private readonly listeners: ((room: TableRoom) => void)[] = [];
  /** Asked before anyone (or a bot) takes a seat: may refuse with a ServerError. */
  private readonly seatChecks: SeatCheck[] = [];

  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;

  private readonly repository: TableRepository;

  constructor(
    db: Kysely<Database>,
    private readonly bots: BotDriver,
    /** The realtime layer's answer to who is connected and who watches. */
    private readonly presence: Presence,
    private readonly options: TableServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.repository = new TableRepository(db, this.now);
    const idle = options.roomIdleSeconds ?? 600;
    this.sweeper = setInterval(() => this.evictIdle(), Math.min(60, Math.max(1, idle / 2)) * 1000);
    this.sweeper.unref();
  }

  /** Adds a listener called after every change of a table; returns its removal. */
  addListener(listener: (room: TableRoom) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Adds a check run before a seat is taken (an event's table seats only its teams). */
  addSeatCheck(check: SeatCheck): void {
    this.seatChecks.push(check);
  }

  private async checkSeat(
    room: TableRoom,
    me: Me,
    seat: Seat,
    kind: 'human' | 'bot',
  ): Promise<void> {
    for (const check of this.seatChecks) await check(room, me, seat, kind);
  }

  /**
   * A new table. `held`: an event's table, where a seat a person leaves during the match stays
   * theirs (`leave`) and no bot stands in for an absent person unless the organizer seats one.
   */
  async create(
    me: Me,
    body: RequestBody<'createTable'>,
    { held = false }: { readonly held?: boolean } = {},
  ): Promise<{ room: TableRoom; invite: string | null }> {
    const ref = body.rules as RulesRef;
    const rules = rulesOf(ref);
    if (!rules.ok)
      throw new ServerError(
        400,
        rules.error.code,
        rules.error.message,
        `rules${rules.error.at ? `.${rules.error.at}` : ''}`,
      );
    if (!held) await this.checkTableLimit(me);
    if (body.rated) checkRatedTable(ref, body.bots, held);
    if (body.rated && !held) refuseRatedGuest(me, 'rated');
    const id = newId();
    // The first-shake draw is made with a fresh key from node:crypto (tables/dealing.ts).
    const seed = storedKey(freshKey());
    const start = startingState(rules.value, seed);
    if (!start.ok) throw new ServerError(400, start.error.code, start.error.message, 'rules');
    const invite = body.visibility === 'private' ? newId() : null;
    const row: TablesTable = {
      id,
      name: body.name ?? `${me.name}'s table`,
      rules: JSON.stringify(ref),
      visibility: body.visibility,
      invite,
      seed,
      created_by: me.id,
      rated: body.rated ? 1 : 0,
      hints: body.hints && !body.rated ? 1 : 0,
      chat: body.chat ? 1 : 0,
      status: 'waiting',
      marks_ns: 0,
      marks_ew: 0,
      created_at: this.repository.stamp(),
      updated_at: this.repository.stamp(),
      held: held ? 1 : 0,
    };
    const seats = new Map<Seat, SeatsTable>();
    if (body.seat !== undefined) seats.set(body.seat, humanSeat(id, body.seat, me));
    if (body.bots !== undefined)
      for (const seat of SEATS) if (!seats.has(seat)) seats.set(seat, botSeat(id, seat, body.bots));
    if (seats.size === 4) row.status = 'playing';
    await this.repository.insertTable(row, seats.values());
    const room = new TableRoom(row, seats, start.value, rules.value, this.now());
    this.rooms.set(id, Promise.resolve(room));
    this.loaded.set(id, room);
    this.changed(room);
    return { room, invite };
  }

  /**
   * TOO_MANY_TABLES when the person already has `tablesPerPerson` tables waiting or being played
   * that they created: each table holds memory and, with bots, threads' time. A waiting table
   * frees its place when its last person leaves; a match frees it when it ends.
   */
  private async checkTableLimit(me: Me): Promise<void> {
    const limit = this.options.tablesPerPerson ?? 0;
    if (limit <= 0) return;
    const open = await this.repository.openTablesOf(me.id);
    if (open >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_TABLES',
        `you already have ${open} tables open (at most ${limit}): finish or leave one first`,
      );
  }

  /**
   * The room of a table, from memory or rebuilt from the database. A table being played comes
   * back as it was left: its clocks run again and the server or a bot acts if it is their turn.
   */
  room(id: string): Promise<TableRoom> {
    let room = this.rooms.get(id);
    if (room === undefined) {
      room = this.loadRoom(id);
      this.rooms.set(id, room);
      room.then(
        (r) => {
          this.loaded.set(id, r);
          this.revive(r);
        },
        () => this.rooms.delete(id),
      );
    }
    const loaded = this.loaded.get(id);
    if (loaded !== undefined) loaded.touchedAt = this.now();
    return room;
  }

  private revive(room: TableRoom): void {
    if (this.closed || room.row.status !== 'playing') return;
    this.startClock(room);
    this.armMatchClock(room);
    this.schedule(room);
  }

  /**
   * Drops from memory the rooms idle for `roomIdleSeconds`: nobody watching, nothing queued, no
   * clock or bot waiting. They come back from the log when next asked for (`room`).
   */
  evictIdle(now = this.now()): number {
    const idleMs = (this.options.roomIdleSeconds ?? 600) * 1000;
    let dropped = 0;
    for (const [id, room] of this.loaded) {
      if (now - room.touchedAt < idleMs || this.presence.isWatched(id) || !this.quiet(room))
        continue;
      this.loaded.delete(id);
      this.rooms.delete(id);
      dropped++;
    }
    return dropped;
  }

  /** Rooms in memory. */
  get roomsInMemory(): number {
    return this.rooms.size;
  }

  private quiet(room: TableRoom): boolean {
    const waiting = (t: NodeJS.Timeout | null): boolean => t !== null && this.timers.has(t);
    if (room.driving || !room.idle() || waiting(room.clockTimer) || waiting(room.matchTimer))
      return false;
    // The match clock's start is being read from the log: its timer is about to be set.
    return !(room.matchClockArmed && room.matchDeadline === null);
  }

  private async loadRoom(id: string): Promise<TableRoom> {
    const row = await this.repository.table(id);
    if (row === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no table "${id}"`, 'tableId');
    const rules = rulesOf(JSON.parse(row.rules) as RulesRef);
    const start = rules.ok ? startingState(rules.value, row.seed) : rules;
    if (!rules.ok || !start.ok) throw new Error(`table ${id}: its stored rules no longer resolve`);
    const room = new TableRoom(
      row,
      await this.repository.seats(id),
      start.value,
      rules.value,
      this.now(),
    );
    await this.replayLog(room);
    return room;
  }

  /**
   * Before acting on a room whose table other processes share (REDIS_URL): what they wrote since
   * this room looked (the table, its seats, its events). A lone process writes every change
   * through its rooms, so its rooms are never behind and this reads nothing.
   */
  private async catchUp(room: TableRoom): Promise<void> {
    if (!this.options.shared) return;
    const row = await this.repository.table(room.row.id);
    if (row !== undefined) room.row = row;
    room.seats = await this.repository.seats(room.row.id);
    await this.replayLog(room);
  }

  /** Applies the events of the table's log this room has not applied yet. */
  private async replayLog(room: TableRoom): Promise<void> {
    const events = await this.repository.eventsAfter(room.row.id, room.seq);
    for (const e of events)
      room.replay(JSON.parse(e.action) as Action, e.rng === null ? null : keyOf(e.rng));
  }

  /** Brings back every table that was being played: bots carry on where the log stops. */
  async resumeAll(): Promise<number> {
    const ids = await this.repository.playingTableIds();
    // Each room's clocks and bots start as it loads (`room`).
    for (const id of ids) await this.room(id);
    return ids.length;
  }

  async list(): Promise<TableSummary[]> {
    const ids = await this.repository.lobbyTableIds();
    const rooms = await Promise.all(ids.map((id) => this.room(id)));
    return rooms.map((r) => this.summary(r));
  }

  /** Whether a session may see a table: public, seated there, or holding the invite. */
  canSee(room: TableRoom, me: Me | null, invite?: string): boolean {
    if (room.row.visibility === 'public') return true;
    if (invite !== undefined && invite === room.row.invite) return true;
    return me !== null && (room.seatOf(me.id) !== null || room.row.created_by === me.id);
  }

  async visibleRoom(id: string, me: Me | null, invite?: string): Promise<TableRoom> {
    const room = await this.room(id);
    if (!this.canSee(room, me, invite))
      throw new ServerError(
        403,
        'PRIVATE_TABLE',
        'this table is private: open it with its invite link',
        'invite',
      );
    return room;
  }

  async takeSeat(me: Me, id: string, seat: Seat, invite?: string): Promise<TableRoom> {
    const room = await this.visibleRoom(id, me, invite);
    return room.exclusive(async () => {
      room.seats = await this.repository.seats(id);
      const mine = room.seatOf(me.id);
      if (mine === seat) return room;
      if (mine !== null)
        throw new ServerError(
          409,
          'ALREADY_SEATED',
          `you already sit at ${mine}; leave it first`,
          'seat',
        );
      const taken = room.seats.get(seat);
      if (taken !== undefined)
        throw new ServerError(409, 'SEAT_TAKEN', `${seat} is taken by ${taken.name}`, 'seat');
      if (room.row.rated === 1 && room.row.held !== 1) refuseRatedGuest(me, 'seat');
      await this.checkSeat(room, me, seat, 'human');
      await this.seatAndMaybeStart(room, humanSeat(id, seat, me));
      return room;
    });
  }

  async seatBot(me: Me, id: string, seat: Seat, level: string): Promise<TableRoom> {
    const room = await this.room(id);
    return room.exclusive(async () => {
      room.seats = await this.repository.seats(id);
      if (room.seatOf(me.id) === null && room.row.created_by !== me.id)
        throw new ServerError(
          403,
          'NOT_AT_TABLE',
          'only a player at the table or its creator may seat a bot',
        );
      const taken = room.seats.get(seat);
      if (taken !== undefined)
        throw new ServerError(409, 'SEAT_TAKEN', `${seat} is taken by ${taken.name}`, 'seat');
      await this.checkSeat(room, me, seat, 'bot');
      if (room.row.rated === 1) refuseRatedBot('seat');
      await this.seatAndMaybeStart(room, botSeat(id, seat, level));
      return room;
    });
  }

  /**
   * Frees the session's seat; during a game a bot of level hard takes it over. At an event's
   * table (`held`) the seat stays the person's during the match: they may come back, their
   * clock runs under the event's rules, and only the organizer seats someone else (`replace`).
   */
  async leave(me: Me, id: string): Promise<TableRoom> {
    const room = await this.room(id);
    return room.exclusive(async () => {
      room.seats = await this.repository.seats(id);
      const seat = room.seatOf(me.id);
      if (seat === null) throw new ServerError(409, 'NOT_SEATED', 'you do not sit at this table');
      if (room.row.status === 'playing' && room.row.held === 1) return room;
      if (room.row.status === 'playing') {
        // The game in play stays rated: for the person who left, as a loss; the bot is not rated.
        if (room.row.rated === 1)
          await this.repository.recordLeave(id, room.state.games.length, seat, me.id);
        const bot = botSeat(id, seat, 'hard');
        await this.repository.handOver(bot);
        room.seats.set(seat, bot);
      } else {
        await this.repository.freeSeat(id, seat);
        room.seats.delete(seat);
        if (room.row.held !== 1 && ![...room.seats.values()].some((s) => s.kind === 'human')) {
          // Nobody is left to wait for players: the table closes (it has no log yet), so empty
          // tables do not fill the lobby and its creator may open another.
          await this.repository.deleteTable(id);
          room.seats.clear();
          this.rooms.delete(id);
          this.loaded.delete(id);
        }
      }
      this.changed(room);
      return room;
    });
  }

  /**
   * The organizer's change of a seat at an event's table: a bot of `level` takes it, or (null)
   * it is freed for a substitute of that side to take. The seat's person, if any, loses it.
   */
  async replace(id: string, seat: Seat, level: string | null): Promise<TableRoom> {
    const room = await this.room(id);
    return room.exclusive(async () => {
      room.seats = await this.repository.seats(id);
      await this.repository.freeSeat(id, seat);
      room.seats.delete(seat);
      if (level !== null) {
        const bot = botSeat(id, seat, level);
        await this.repository.insertSeat(bot);
        room.seats.set(seat, bot);
      }
      this.changed(room);
      return room;
    });
  }

  private async seatAndMaybeStart(room: TableRoom, seat: SeatsTable): Promise<void> {
    await this.repository.takeSeat(seat, room.seats.size === 3 && room.row.status === 'waiting');
    room.seats.set(seat.seat, seat);
    if (room.full() && room.row.status === 'waiting') room.row = { ...room.row, status: 'playing' };
    this.changed(room);
  }

  /** A player's action, for the seat the session holds, chosen from view `version`. */
  async act(me: Me, id: string, version: number, action: PlayerAction): Promise<void> {
    const room = await this.room(id);
    await room.exclusive(async () => {
      await this.catchUp(room);
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
      await this.commit(room, { ...action, seat }, version);
    });
  }

  /**
   * Applies an action and appends it to the log in one transaction (with the table's row and
   * any finished game's results). A version that is not the state's is rejected before anything
   * is written; two writers of the same event number cannot both succeed.
   */
  private async commit(room: TableRoom, raw: unknown, version: number): Promise<void> {
    if (version !== room.state.version)
      throw new ServerError(
        409,
        'STALE_VERSION',
        `the table is at version ${room.state.version}, not ${version}: the action was chosen from an old state`,
        'version',
      );
    const parsed = parseAction(raw, room.rules.options);
    if (!parsed.ok)
      throw new ServerError(
        400,
        parsed.error.code,
        parsed.error.message,
        `action${parsed.error.at ? `.${parsed.error.at}` : ''}`,
      );
    // An action that ends a game makes the draw for the next game's first shake: the engine draws
    // with a fresh key from node:crypto, kept with the event so the log replays (tables/dealing.ts).
    const key = freshKey();
    const next = apply({ ...room.state, rng: key }, parsed.value, APPLY_CONTEXT);
    if (!next.ok) throw new ServerError(422, next.error.code, next.error.message, 'action');
    const before = room.state;
    const drew = next.value.rng !== key;
    const after = drew ? next.value : { ...next.value, rng: before.rng };
    const status = after.phase === 'done' ? 'done' : 'playing';
    const appended = await this.repository.append({
      tableId: room.row.id,
      seq: room.seq + 1,
      action: parsed.value,
      rng: drew ? storedKey(key) : null,
      status,
      after,
      firstNewGame: before.games.length,
      rated: room.row.rated === 1,
      seats: room.seats,
    });
    if (!appended) {
      await this.replayLog(room);
      throw new ServerError(
        409,
        'STALE_VERSION',
        'another action reached the table first',
        'version',
      );
    }
    room.state = after;
    room.seq++;
    room.row = {
      ...room.row,
      status,
      marks_ns: after.game.marks.NS,
      marks_ew: after.game.marks.EW,
    };
    this.changed(room);
  }

  private changed(room: TableRoom): void {
    room.touchedAt = this.now();
    this.startClock(room);
    this.armMatchClock(room);
    this.onChangeOnly(room);
    this.schedule(room);
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
      clearTimeout(room.clockTimer);
      this.timers.delete(room.clockTimer);
      room.clockTimer = null;
    }
    room.deadline = null;
    const seat = toAct(room.state);
    if (this.closed || seat === null) return;
    const seconds = this.secondsFor(room, seat);
    if (seconds === null) {
      this.waitForAbsent(room, seat);
      return;
    }
    const version = room.state.version;
    room.deadline = { seat, at: this.now() + seconds * 1000, version };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.timeUp(room, seat, version);
    }, seconds * 1000);
    this.timers.add(timer);
    room.clockTimer = timer;
  }

  /**
   * A person gone from the table (tab closed, connection lost) does not stall it for good: after
   * `absentSeconds` on their turn with no socket open, a bot plays that turn for them. Coming back
   * ends it; the seat never stops being theirs.
   */
  private waitForAbsent(room: TableRoom, seat: Seat): void {
    const absent = this.options.absentSeconds ?? 0;
    if (absent <= 0 || room.row.status !== 'playing' || room.state.phase === 'shake') return;
    // At an event's table the seat is held for its person: no bot plays for them unasked.
    if (room.row.held === 1) return;
    if (room.seats.get(seat)?.kind !== 'human') return;
    const version = room.state.version;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (room.clockTimer === timer) room.clockTimer = null;
      if (this.presence.isConnected(room.row.id, seat)) return;
      void this.playFor(room, seat, version);
    }, absent * 1000);
    this.timers.add(timer);
    room.clockTimer = timer;
  }

  /** A bot's decision for a person's seat, applied if the table has not moved on. */
  private async playFor(room: TableRoom, seat: Seat, version: number): Promise<void> {
    if (this.closed || room.state.version !== version) return;
    try {
      // A failed or abandoned decision is the rules of thumb's (bot-driver.ts): the seat plays.
      const view = viewFor(room.state, seat);
      const decision = await decideForTable(this.bots, room.row, 'medium', view, freshKey());
      await room.exclusive(async () => {
        await this.catchUp(room);
        if (room.state.version !== version) return;
        await this.commit(room, decision.action, version);
      });
    } catch (e) {
      if (this.closed || (e instanceof ServerError && e.code === 'STALE_VERSION')) return;
      console.error(`table ${room.row.id}: nobody could play for the absent ${seat}:`, e);
    }
  }

  /**
   * The match's time limit, counted from its first shake: "Single game matches shall have a
   * twenty-five minute time limit", "Best two out of three matches shall have a time limit of
   * seventy-five minutes" (001). When it is reached the server calls time; the engine finishes
   * the hand in process and settles the game and the match.
   */
  private armMatchClock(room: TableRoom): void {
    if (room.matchClockArmed || this.closed || room.row.status !== 'playing') return;
    if (room.state.timeCalled || room.state.phase === 'done') return;
    const clock = room.rules.options.clock;
    const minutes = room.rules.options.match.bestOf === 1 ? clock.gameMinutes : clock.matchMinutes;
    if (minutes === null) return;
    room.matchClockArmed = true;
    void this.repository.firstEventAt(room.row.id).then((first) => {
      const start = first === undefined ? this.now() : Date.parse(first);
      room.matchDeadline = start + minutes * (this.options.minuteMs ?? 60_000);
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.callTime(room);
        },
        Math.max(0, room.matchDeadline - this.now()),
      );
      this.timers.add(timer);
      room.matchTimer = timer;
      this.onChangeOnly(room);
    });
  }

  private async callTime(room: TableRoom): Promise<void> {
    try {
      await room.exclusive(async () => {
        await this.catchUp(room);
        if (room.state.timeCalled || room.state.phase === 'done') return;
        await this.commit(room, { type: 'time', seat: room.state.shaker }, room.state.version);
      });
    } catch (e) {
      if (this.closed) return;
      console.error(`table ${room.row.id}: time could not be called:`, e);
    }
  }

  /** Tells the listeners (a new deadline to show) without starting anything. */
  private onChangeOnly(room: TableRoom): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(room);
      } catch (e) {
        console.error(`table ${room.row.id}: a listener failed:`, e);
      }
    }
  }

  private async timeUp(room: TableRoom, seat: Seat, version: number): Promise<void> {
    if (room.rules.options.clock.onTimeout === 'auto-play')
      return this.playFor(room, seat, version);
    if (this.closed || room.state.version !== version) return;
    try {
      await room.exclusive(async () => {
        await this.catchUp(room);
        if (room.state.version !== version) return; // the player made it in time after all
        await this.commit(room, { type: 'penalty', seat, kind: 'violation' }, version);
      });
    } catch (e) {
      if (this.closed || (e instanceof ServerError && e.code === 'STALE_VERSION')) return;
      console.error(`table ${room.row.id}: time ran out for ${seat} and the penalty failed:`, e);
    }
  }

  /** If the server or a bot is to act, do it after a pause: shakes, then bots' decisions. */
  private schedule(room: TableRoom): void {
    if (this.closed || room.driving || room.row.status !== 'playing') return;
    const state = room.state;
    const seat = toAct(state);
    if (seat === null) return;
    const bot = room.seats.get(seat);
    if (state.phase !== 'shake' && bot?.kind !== 'bot') return;
    room.driving = true;
    const handJustEnded = state.phase === 'shake' && finishedHands(state).length > 0;
    const delay = handJustEnded ? this.options.handPauseMs : this.options.botDelayMs;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.drive(room, seat, bot).finally(() => {
        room.driving = false;
        this.schedule(room);
      });
    }, delay);
    this.timers.add(timer);
  }

  private async drive(room: TableRoom, seat: Seat, bot: SeatsTable | undefined): Promise<void> {
    const version = room.state.version;
    try {
      let action: Action;
      // The server shakes with node:crypto at the moment of the shake (tables/dealing.ts).
      if (room.state.phase === 'shake') action = { type: 'shake', seat, hands: shakeHands(seat) };
      else {
        const level = bot?.level ?? 'medium';
        const view = viewFor(room.state, seat);
        action = (await decideForTable(this.bots, room.row, level, view, freshKey())).action;
      }
      await room.exclusive(async () => {
        await this.catchUp(room);
        if (room.state.version !== version) return; // someone else moved the table on
        await this.commit(room, action, version);
      });
    } catch (e) {
      if (this.closed) return;
      if (e instanceof ServerError && e.code === 'STALE_VERSION') return;
      console.error(`table ${room.row.id}: the ${seat} seat could not act:`, e);
    }
  }

  summary(room: TableRoom): TableSummary {
    const seats: SeatInfo[] = SEATS.map((seat) => {
      const s = room.seats.get(seat);
      if (s === undefined)
        return { seat, kind: 'empty', name: null, level: null, connected: false };
      return {
        seat,
        kind: s.kind,
        name: s.name,
        level: s.level,
        connected: s.kind === 'bot' || this.presence.isConnected(room.row.id, seat),
      };
    });
    return {
      id: room.row.id,
      name: room.row.name,
      rules: describeRules(room.row.rules),
      visibility: room.row.visibility,
      status: room.row.status,
      rated: room.row.rated === 1,
      seats,
      marks: { NS: room.row.marks_ns, EW: room.row.marks_ew },
      createdAt: room.row.created_at,
    };
  }

  /** Finished hands of a table as hand records with their results. */
  async hands(
    id: string,
    me: Me | null,
    invite?: string,
  ): Promise<{ index: number; result: HandResult; record: HandRecord }[]> {
    const room = await this.visibleRoom(id, me, invite);
    const ref = JSON.parse(room.row.rules) as RulesRef;
    return finishedHands(room.state).map((result, index) => ({
      index,
      result,
      record: handRecordOf(result, ref),
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Let work in flight on the rooms finish before the database closes.
    const rooms = await Promise.allSettled([...this.rooms.values()]);
    await Promise.all(
      rooms.map((r) =>
        r.status === 'fulfilled' ? r.value.exclusive(() => Promise.resolve()) : Promise.resolve(),
      ),
    );
  }
}

function humanSeat(tableId: string, seat: Seat, me: Me): SeatsTable {
  return { table_id: tableId, seat, kind: 'human', user_id: me.id, level: null, name: me.name };
}

function botSeat(tableId: string, seat: Seat, level: string): SeatsTable {
  return { table_id: tableId, seat, kind: 'bot', user_id: null, level, name: `Bot (${level})` };
}

function describeRules(stored: string): string {
  const ref = JSON.parse(stored) as RulesRef;
  return typeof ref === 'string' ? ref : `${ref.base} (house)`;
}
