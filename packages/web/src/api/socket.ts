import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../protocol.js';

/** A socket typed by the protocol's event maps (sockets.ts): what it emits and what it hears. */
export type TableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket to the same origin; the session cookie goes with it. */
export function connectSocket(): TableSocket {
  return io({ withCredentials: true });
}
