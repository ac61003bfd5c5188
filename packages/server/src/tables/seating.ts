import { SEATS, type RulesRef, type Seat } from '@texas42/engine';
import type { Me, RequestBody } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import type { Database, SeatsTable, TablesTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import { newId } from '../ids.js';
import { checkRatedTable, refuseRatedBot, refuseRatedGuest } from '../ratings/rated-tables.js';
import { freeBotName } from './bot-names.js';
import { freshKey, storedKey } from './dealing.js';
import type { TableLog } from './log.js';
import type { TableRepository } from './repository.js';
import { TableRoom, rulesOf, startingState } from './room.js';
import type { RoomCache } from './rooms.js';
import type { TableViews } from './views.js';

/**
 * What a table made from another one (a rematch) brings along: each bot in its own seat at its
 * own level, and rows written in the same transaction as the table (given the new table's id),
 * so the table exists with all of them or not at all.
 */
export interface CreateExtras {
  readonly bots?: ReadonlyArray<{ readonly seat: Seat; readonly level: string }>;
  /** The keyed hash of the address the table was made from (abuse/address-limits.ts). */
  readonly madeFrom?: string;
  readonly alsoWrite?: (trx: Kysely<Database>, tableId: string) => Promise<void>;
}

/** A check before a seat is taken: throws a ServerError to refuse. */
export type SeatCheck = (
  room: TableRoom,
  me: Me,
  seat: Seat,
  kind: 'human' | 'bot',
) => void | Promise<void>;

/**
 * Who sits where: making a table, taking a seat, seating a bot, leaving, and an organizer's
 * replacement at an event's table. Each reads the seats afresh inside the room's `exclusive`,
 * writes them, then lets the table react (`TableLog.changed`): the fourth seat starts the match.
 */
export class Seating {
  /** Asked before anyone (or a bot) takes a seat: may refuse with a ServerError. */
  private readonly checks: SeatCheck[] = [];

  constructor(
    private readonly repository: TableRepository,
    private readonly rooms: RoomCache,
    private readonly views: TableViews,
    private readonly log: TableLog,
    private readonly now: () => number,
    /** Tables one person may have created that wait for players or are played (0: no limit). */
    private readonly tablesPerPerson: number,
  ) {}

  /** Adds a check run before a seat is taken (an event's table seats only its teams). */
  addSeatCheck(check: SeatCheck): void {
    this.checks.push(check);
  }

  /**
   * A new table. `held`: an event's table, where a seat a person leaves during the match stays
   * theirs (`leave`) and no bot stands in for an absent person unless the organizer seats one.
   */
  async create(
    me: Me,
    body: RequestBody<'createTable'>,
    held: boolean,
    extras: CreateExtras = {},
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
      made_from: extras.madeFrom ?? null,
    };
    const seats = new Map<Seat, SeatsTable>();
    if (body.seat !== undefined) seats.set(body.seat, humanSeat(id, body.seat, me));
    for (const bot of extras.bots ?? [])
      if (!seats.has(bot.seat)) seats.set(bot.seat, botSeat(id, bot.seat, bot.level, seats));
    if (body.bots !== undefined)
      for (const seat of SEATS)
        if (!seats.has(seat)) seats.set(seat, botSeat(id, seat, body.bots, seats));
    if (seats.size === 4) row.status = 'playing';
    const alsoWrite = extras.alsoWrite;
    await this.repository.insertTable(
      row,
      seats.values(),
      alsoWrite === undefined ? undefined : (trx) => alsoWrite(trx, id),
    );
    const room = new TableRoom(row, seats, start.value, rules.value, this.now());
    this.rooms.add(room);
    this.log.changed(room);
    return { room, invite };
  }

  /**
   * TOO_MANY_TABLES when the person already has `tablesPerPerson` tables waiting or being played
   * that they created: each table holds memory and, with bots, threads' time. A waiting table
   * frees its place when its last person leaves; a match frees it when it ends.
   */
  private async checkTableLimit(me: Me): Promise<void> {
    const limit = this.tablesPerPerson;
    if (limit <= 0) return;
    const open = await this.repository.openTablesOf(me.id);
    if (open >= limit)
      throw new ServerError(
        429,
        'TOO_MANY_TABLES',
        `you already have ${open} tables open (at most ${limit}): finish or leave one first`,
      );
  }

  async takeSeat(me: Me, id: string, seat: Seat, invite?: string): Promise<TableRoom> {
    const room = await this.views.visibleRoom(id, me, invite);
    return room.exclusive(async () => {
      await this.log.beforeSeating(room);
      const mine = room.seatOf(me.id);
      if (mine === seat) return room;
      if (mine !== null)
        throw new ServerError(
          409,
          'ALREADY_SEATED',
          `you already sit at ${mine}; leave it first`,
          'seat',
        );
      refuseTaken(room, seat);
      if (room.row.rated === 1 && room.row.held !== 1) refuseRatedGuest(me, 'seat');
      await this.checkSeat(room, me, seat, 'human');
      await this.seatAndMaybeStart(room, humanSeat(id, seat, me));
      return room;
    });
  }

  async seatBot(me: Me, id: string, seat: Seat, level: string): Promise<TableRoom> {
    const room = await this.rooms.room(id);
    return room.exclusive(async () => {
      await this.log.beforeSeating(room);
      if (room.seatOf(me.id) === null && room.row.created_by !== me.id)
        throw new ServerError(
          403,
          'NOT_AT_TABLE',
          'only a player at the table or its creator may seat a bot',
        );
      refuseTaken(room, seat);
      await this.checkSeat(room, me, seat, 'bot');
      if (room.row.rated === 1) refuseRatedBot('seat');
      await this.seatAndMaybeStart(room, botSeat(id, seat, level, room.seats));
      return room;
    });
  }

  /**
   * Frees the session's seat; during a game a bot of level hard takes it over; a finished table
   * is left as it is. At an event's
   * table (`held`) the seat stays the person's during the match: they may come back, their
   * clock runs under the event's rules, and only the organizer seats someone else (`replace`).
   */
  async leave(me: Me, id: string): Promise<TableRoom> {
    const room = await this.rooms.room(id);
    return room.exclusive(async () => {
      await this.log.beforeSeating(room);
      const seat = room.seatOf(me.id);
      if (seat === null) throw new ServerError(409, 'NOT_SEATED', 'you do not sit at this table');
      if (room.row.status === 'playing' && room.row.held === 1) return room;
      // A finished match keeps its seats: they are its record (its hands, its history page).
      if (room.row.status === 'done') return room;
      if (room.row.status === 'playing') {
        // The game in play stays rated: for the person who left, as a loss; the bot is not rated.
        if (room.row.rated === 1)
          await this.repository.recordLeave(id, room.state.games.length, seat, me.id);
        const bot = botSeat(id, seat, 'hard', room.seats);
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
          this.rooms.forget(id);
        }
      }
      this.log.changed(room);
      return room;
    });
  }

  /**
   * The organizer's change of a seat at an event's table: a bot of `level` takes it, or (null)
   * it is freed for a substitute of that side to take. The seat's person, if any, loses it.
   */
  async replace(id: string, seat: Seat, level: string | null): Promise<TableRoom> {
    const room = await this.rooms.room(id);
    return room.exclusive(async () => {
      await this.log.beforeSeating(room);
      await this.repository.freeSeat(id, seat);
      room.seats.delete(seat);
      if (level !== null) {
        const bot = botSeat(id, seat, level, room.seats);
        await this.repository.insertSeat(bot);
        room.seats.set(seat, bot);
      }
      this.log.changed(room);
      return room;
    });
  }

  private async checkSeat(
    room: TableRoom,
    me: Me,
    seat: Seat,
    kind: 'human' | 'bot',
  ): Promise<void> {
    for (const check of this.checks) await check(room, me, seat, kind);
  }

  private async seatAndMaybeStart(room: TableRoom, seat: SeatsTable): Promise<void> {
    await this.repository.takeSeat(seat, room.seats.size === 3 && room.row.status === 'waiting');
    room.seats.set(seat.seat, seat);
    if (room.full() && room.row.status === 'waiting') room.row = { ...room.row, status: 'playing' };
    this.log.changed(room);
  }
}

/** SEAT_TAKEN if someone (or a bot) sits at `seat`. */
function refuseTaken(room: TableRoom, seat: Seat): void {
  const taken = room.seats.get(seat);
  if (taken !== undefined)
    throw new ServerError(409, 'SEAT_TAKEN', `${seat} is taken by ${taken.name}`, 'seat');
}

function humanSeat(tableId: string, seat: Seat, me: Me): SeatsTable {
  return { table_id: tableId, seat, kind: 'human', user_id: me.id, level: null, name: me.name };
}

/** A bot of `level` at `seat`, named apart from everyone else at the table (`seats`). */
function botSeat(
  tableId: string,
  seat: Seat,
  level: string,
  seats: ReadonlyMap<Seat, SeatsTable>,
): SeatsTable {
  const name = freeBotName(seats, seat);
  return { table_id: tableId, seat, kind: 'bot', user_id: null, level, name };
}
