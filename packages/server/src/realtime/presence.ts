import type { Seat, Viewer } from '@texas42/engine';
import type { Server } from 'socket.io';
import type { Presence } from '../tables/presence.js';

/** Room names: everyone at a table (chat), one viewer of a table (states). */
export const tableRoom = (id: string): string => `t:${id}`;
export const viewerRoom = (id: string, viewer: Viewer | 'spectator'): string => `t:${id}:${viewer}`;
/** Every socket of one person, whatever their session: their notices (notices/notifier.ts). */
export const personRoom = (userId: string): string => `u:${userId}`;

/**
 * Presence as the sockets know it: a seat is connected while a socket of its person is in the
 * seat's viewer room, a table is watched while any socket is in its room. Made before the table
 * service (which asks it) and served by the socket server once that exists (`serve`), as the
 * socket server needs the table service to be built; until then nobody is there.
 */
export class SocketPresence implements Presence {
  private io: Server | null = null;

  /** The socket server whose rooms answer from now on (attachSockets). */
  serve(io: Server): void {
    this.io = io;
  }

  isConnected(tableId: string, seat: Seat): boolean {
    return this.occupied(viewerRoom(tableId, seat));
  }

  isWatched(tableId: string): boolean {
    return this.occupied(tableRoom(tableId));
  }

  private occupied(room: string): boolean {
    return (this.io?.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  }
}
