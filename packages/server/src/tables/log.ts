import { applyAction, parseAction } from '@texas42/engine';
import { ServerError } from '../errors.js';
import type { Logger } from '../observe/logger.js';
import { freshKey, keyOf, storedKey } from './dealing.js';
import type { TableRepository } from './repository.js';
import { APPLY_CONTEXT, type TableRoom } from './room.js';

/** Called after a change of a table: the realtime layer's broadcast, events' results. */
export type TableListener = (room: TableRoom) => void;

/**
 * An action appended to a table's log, as the server's log and metrics may tell it: only what
 * any watcher of the table sees (its number, the seat, the kind of action), never its content
 * (a shake's hands) or the table's key.
 */
export interface CommittedAction {
  readonly tableId: string;
  /** The event's number in the table's log. */
  readonly seq: number;
  readonly seat: string;
  readonly kind: string;
  /** The database's time for the transaction, fsync included. */
  readonly dbSeconds: number;
}

/**
 * A table's event log and the room that caches it. Every action goes through the engine and is
 * appended in one transaction with a version check (`commit`); a room catches up by replaying
 * what it has not applied (`replay`), so the room can always be rebuilt from the log.
 */
export class TableLog {
  private readonly listeners: TableListener[] = [];

  constructor(
    private readonly repository: TableRepository,
    /** Other server processes share the database (REDIS_URL): re-read seats as well as events. */
    private readonly shared: boolean,
    private readonly now: () => number,
    /**
     * What a table does after it changed: its clocks restart, the listeners hear of it (`notify`),
     * the server or a bot is scheduled to act. Wired by the service that owns those.
     */
    private readonly react: (room: TableRoom) => void,
    /** Where a listener's failure is logged (the server's logger). */
    private readonly logger: Logger,
    /** Told of every action appended (the server's debug log and metrics). */
    private readonly committed: (action: CommittedAction) => void = () => undefined,
  ) {}

  /** Adds a listener called after every change of a table; returns its removal. */
  addListener(listener: TableListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** A table changed (an action, a seat): the room is fresh again and everything reacts. */
  changed(room: TableRoom): void {
    room.touchedAt = this.now();
    this.react(room);
  }

  /** Tells the listeners (a new deadline to show) without starting anything. */
  notify(room: TableRoom): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(room);
      } catch (e) {
        this.logger.error({ err: e, table: room.row.id }, 'a table listener failed');
      }
    }
  }

  /** Applies the events of the table's log this room has not applied yet; says how many. */
  async replay(room: TableRoom): Promise<number> {
    const events = await this.repository.eventsAfter(room.row.id, room.seq);
    for (const e of events) room.replay(JSON.parse(e.action), e.rng === null ? null : keyOf(e.rng));
    return events.length;
  }

  /**
   * Before acting on a room whose table other processes share (REDIS_URL): what they wrote since
   * this room looked (the table, its seats, its events). A lone process writes every change
   * through its rooms, so its rooms are never behind and this reads nothing. Says how many
   * events it applied.
   */
  async catchUp(room: TableRoom): Promise<number> {
    if (!this.shared) return 0;
    const row = await this.repository.table(room.row.id);
    if (row !== undefined) room.row = row;
    await this.reseat(room);
    return this.replay(room);
  }

  /**
   * `catchUp` in the room's turn, where processes share tables; alone, nothing (this process
   * wrote every change, and a room's turn may be a bot's long thought).
   */
  async catchUpShared(room: TableRoom): Promise<void> {
    if (this.shared) await room.exclusive(() => this.catchUp(room));
  }

  /**
   * Before a change of a table's seats or a rematch: the table as stored. Shared, everything
   * other processes wrote (`catchUp`: a match another process saw end, a seat another filled);
   * alone, the seats (`reseat`).
   */
  async beforeSeating(room: TableRoom): Promise<void> {
    if (this.shared) await this.catchUp(room);
    else await this.reseat(room);
  }

  /**
   * The room's seats as stored and, at a rematch's new table still waiting, the seats held for
   * players yet to answer: another process may have seated someone, or taken an answer, since
   * this room looked. Read before a change that is broadcast, so no process tells a stale seat.
   */
  private async reseat(room: TableRoom): Promise<void> {
    room.seats = await this.repository.seats(room.row.id);
    room.held = room.row.status === 'waiting' ? await this.repository.heldSeats(room.row.id) : [];
  }

  /**
   * Applies an action and appends it to the log in one transaction (with the table's row and
   * any finished game's results). A version that is not the state's is rejected before anything
   * is written; two writers of the same event number cannot both succeed. Run inside the room's
   * `exclusive`.
   */
  async commit(room: TableRoom, raw: unknown, version: number): Promise<void> {
    if (room.row.closed_at != null)
      throw new ServerError(409, 'NOT_PLAYING', "the site's admin closed this table");
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
    // Parsed once, above: the engine checks the rules, not the shape again.
    const next = applyAction({ ...room.state, rng: key }, parsed.value, APPLY_CONTEXT);
    if (!next.ok) throw new ServerError(422, next.error.code, next.error.message, 'action');
    const before = room.state;
    const drew = next.value.rng !== key;
    const after = drew ? next.value : { ...next.value, rng: before.rng };
    const status = after.phase === 'done' ? 'done' : 'playing';
    const started = performance.now();
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
      await this.replay(room);
      throw new ServerError(
        409,
        'STALE_VERSION',
        'another action reached the table first',
        'version',
      );
    }
    const dbSeconds = (performance.now() - started) / 1000;
    room.state = after;
    room.seq++;
    room.row = {
      ...room.row,
      status,
      marks_ns: after.game.marks.NS,
      marks_ew: after.game.marks.EW,
    };
    const { seat, type: kind } = parsed.value;
    this.committed({ tableId: room.row.id, seq: room.seq, seat, kind, dbSeconds });
    this.changed(room);
  }
}
