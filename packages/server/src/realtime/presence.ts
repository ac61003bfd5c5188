import { isSeat, type Seat, type Viewer } from '@texas42/engine';
import type { Server } from 'socket.io';
import type { Presence } from '../tables/presence.js';
import { withinBudget } from './redis.js';
import type { SharedPresence } from './shared-presence.js';

/** Milliseconds a request waits for the other processes' seats before using the last read. */
const SETTLE_BUDGET_MS = 300;

/** Room names: everyone at a table (chat), one viewer of a table (states). */
export const tableRoom = (id: string): string => `t:${id}`;
export const viewerRoom = (id: string, viewer: Viewer | 'spectator'): string => `t:${id}:${viewer}`;
/** Every socket of one person, whatever their session: their notices (notices/notifier.ts). */
export const personRoom = (userId: string): string => `u:${userId}`;

/** A seat as the shared lists name it. */
const seatKey = (tableId: string, seat: Seat): string => `${tableId}:${seat}`;
/** A seat's viewer room (`t:<id>:<seat>`), read back; null for any other room. */
const SEAT_ROOM = /^t:([A-Za-z0-9_-]+):([NESW])$/;

/**
 * Presence as the sockets know it: a seat is connected while a socket of its person is in the
 * seat's viewer room, a table is watched while any socket is in its room. Made before the table
 * service (which asks it) and served by the socket server once that exists (`serve`), as the
 * socket server needs the table service to be built; until then nobody is there.
 *
 * With several processes (REDIS_URL, `share`), a seat is also connected while a socket of
 * another process sits in it: each process publishes its seats when they change and reads the
 * others' (shared-presence.ts).
 */
export class SocketPresence implements Presence {
  private io: Server | null = null;
  private shared: SharedPresence | null = null;
  private readonly listeners: (() => void)[] = [];
  private pending = false;
  private readonly heard = new WeakSet<object>();

  /** The socket server whose rooms answer from now on (attachSockets). */
  serve(io: Server): void {
    this.io = io;
    this.listen();
  }

  /**
   * From now on, seats are shared with the other processes through `shared`. Called once the
   * Redis adapter is in place: it replaced the adapter whose rooms `serve` listened to.
   */
  share(shared: SharedPresence): Promise<void> {
    this.shared = shared;
    this.listen();
    return shared.publish(this.seatsHere()).then(() => shared.refresh());
  }

  /** Hears sockets sit down and leave in the socket server's current adapter. */
  private listen(): void {
    const adapter = this.io?.of('/').adapter;
    if (adapter === undefined || this.heard.has(adapter)) return;
    this.heard.add(adapter);
    const moved = (room: string): void => {
      if (SEAT_ROOM.test(room)) this.seatsMoved();
    };
    adapter.on('join-room', moved);
    adapter.on('leave-room', moved);
  }

  /** `listener` is told whenever someone sits down at or leaves a table (once shared). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  isConnected(tableId: string, seat: Seat): boolean {
    return (
      this.occupied(viewerRoom(tableId, seat)) ||
      (this.shared?.has(seatKey(tableId, seat)) ?? false)
    );
  }

  isWatched(tableId: string): boolean {
    return this.occupied(tableRoom(tableId));
  }

  /**
   * Reads the other processes' seats, waiting at most SETTLE_BUDGET_MS: with Redis down or slow,
   * the lists last read stand (Redis's outage is logged and shown by /api/health) rather than
   * every lobby request waiting for it.
   */
  async settle(): Promise<void> {
    if (this.shared === null) return;
    await withinBudget(this.shared.refresh(), SETTLE_BUDGET_MS);
  }

  /** Stops sharing: this process's people are gone for the others at once. */
  async close(): Promise<void> {
    await this.shared?.close();
    this.shared = null;
  }

  private occupied(room: string): boolean {
    return (this.io?.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  /** The seats sockets of this process sit in. */
  private seatsHere(): string[] {
    const seats: string[] = [];
    for (const [room, sockets] of this.io?.sockets.adapter.rooms ?? []) {
      const match = SEAT_ROOM.exec(room);
      if (match !== null && sockets.size > 0 && isSeat(match[2]))
        seats.push(seatKey(match[1] as string, match[2]));
    }
    return seats;
  }

  /**
   * Several joins and leaves of one message are one change: published once they are all done,
   * and the listeners told after the other processes can read it.
   */
  private seatsMoved(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      const tell = (): void => {
        for (const listener of this.listeners) listener();
      };
      if (this.shared === null) return tell();
      this.shared.publish(this.seatsHere()).then(tell, tell);
    });
  }
}
