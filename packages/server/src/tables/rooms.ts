import { readStored } from '../db/stored-json.js';
import { ServerError } from '../errors.js';
import type { TableLog } from './log.js';
import type { Presence } from './presence.js';
import type { TableRepository } from './repository.js';
import { RulesRefSchema, TableRoom, rulesOf, startingState } from './room.js';
import type { TableTimers } from './timers.js';

/**
 * The rooms in memory: each table's room is loaded from its log on first use and kept while it
 * is used. A room left idle (nobody watching, nothing queued or waiting) is dropped, to be
 * rebuilt from the log when next asked for: memory holds the tables in play, not every table.
 */
export class RoomCache {
  private readonly rooms = new Map<string, Promise<TableRoom>>();
  /** The rooms of `rooms` that have finished loading. */
  private readonly loaded = new Map<string, TableRoom>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly repository: TableRepository,
    private readonly log: TableLog,
    private readonly timers: TableTimers,
    private readonly presence: Presence,
    private readonly now: () => number,
    /** Seconds an idle room stays in memory before it is dropped. */
    private readonly idleSeconds: number,
    /**
     * A table being played comes back as it was left: its clocks run again and the server or a
     * bot acts if it is their turn. Called once a loaded room is in memory.
     */
    private readonly revive: (room: TableRoom) => void,
  ) {
    const everyS = Math.min(60, Math.max(1, idleSeconds / 2));
    this.sweeper = setInterval(() => this.evictIdle(), everyS * 1000);
    this.sweeper.unref();
  }

  /** The room of a table, from memory or rebuilt from the database (NOT_FOUND if none). */
  room(id: string): Promise<TableRoom> {
    let room = this.rooms.get(id);
    if (room === undefined) {
      room = this.load(id);
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

  /** A table just made: its room is the one in memory from the start. */
  add(room: TableRoom): void {
    this.rooms.set(room.row.id, Promise.resolve(room));
    this.loaded.set(room.row.id, room);
  }

  /** A table that no longer exists leaves memory. */
  forget(id: string): void {
    this.rooms.delete(id);
    this.loaded.delete(id);
  }

  /** The rooms loaded in memory now. */
  inMemory(): IterableIterator<TableRoom> {
    return this.loaded.values();
  }

  /** Rooms in memory. */
  get size(): number {
    return this.rooms.size;
  }

  /**
   * Drops from memory the rooms idle for `idleSeconds`: nobody watching, nothing queued, no
   * clock or bot waiting. They come back from the log when next asked for (`room`).
   */
  evictIdle(now = this.now()): number {
    const idleMs = this.idleSeconds * 1000;
    let dropped = 0;
    for (const [id, room] of this.loaded) {
      if (now - room.touchedAt < idleMs || this.presence.isWatched(id) || !this.quiet(room))
        continue;
      this.forget(id);
      dropped++;
    }
    return dropped;
  }

  private quiet(room: TableRoom): boolean {
    if (room.driving || !room.idle()) return false;
    if (this.timers.waiting(room.clockTimer) || this.timers.waiting(room.matchTimer)) return false;
    // The match clock's start is being read from the log: its timer is about to be set.
    return !(room.matchClockArmed && room.matchDeadline === null);
  }

  private async load(id: string): Promise<TableRoom> {
    const row = await this.repository.table(id);
    if (row === undefined)
      throw new ServerError(404, 'NOT_FOUND', `there is no table "${id}"`, 'tableId');
    const rules = rulesOf(readStored(RulesRefSchema, row.rules, `tables ${id} rules`));
    const start = rules.ok ? startingState(rules.value, row.seed) : rules;
    if (!rules.ok || !start.ok) throw new Error(`table ${id}: its stored rules no longer resolve`);
    const seats = await this.repository.seats(id);
    const room = new TableRoom(row, seats, start.value, rules.value, this.now());
    if (row.status === 'done') room.rematch = await this.repository.rematchOf(id);
    else if (row.status === 'waiting') room.held = await this.repository.heldSeats(id);
    await this.log.replay(room);
    return room;
  }

  /** Brings back every table that was being played: bots carry on where the log stops. */
  async resumeAll(): Promise<number> {
    const ids = await this.repository.playingTableIds();
    // Each room's clocks and bots start as it loads (`room`).
    for (const id of ids) await this.room(id);
    return ids.length;
  }

  /** Stops sweeping; lets the work in flight on every room finish (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const rooms = await Promise.allSettled([...this.rooms.values()]);
    await Promise.all(
      rooms.map((r) =>
        r.status === 'fulfilled' ? r.value.exclusive(() => Promise.resolve()) : Promise.resolve(),
      ),
    );
  }
}
