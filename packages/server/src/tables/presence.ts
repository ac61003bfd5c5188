import type { Seat } from '@texas42/engine';

/**
 * Who is at a table right now, as the realtime layer knows it (open sockets). The table service
 * asks it to show who is connected, to let a bot play the turn of a person who has gone, and to
 * keep watched rooms in memory; the socket layer answers (realtime/presence.ts).
 */
export interface Presence {
  /** Whether the seat's person has a socket open on the table. */
  isConnected(tableId: string, seat: Seat): boolean;
  /** Whether any socket watches the table. */
  isWatched(tableId: string): boolean;
  /**
   * Brings what other server processes said about their people up to date (REDIS_URL), so that
   * `isConnected` is as true as it can be right now: the lobby asks before it lists tables.
   */
  settle(): Promise<void>;
}
