import { io, type Socket } from 'socket.io-client';
import type { ClientEvent, ServerEvents } from '../protocol.js';

/** What this client emits, with the payloads the protocol's schemas accept. */
export interface ClientEmits {
  'table:watch': (payload: ClientEvent<'table:watch'>) => void;
  'table:unwatch': (payload: ClientEvent<'table:unwatch'>) => void;
  'table:act': (payload: ClientEvent<'table:act'>) => void;
  'table:chat': (payload: ClientEvent<'table:chat'>) => void;
}

export type TableSocket = Socket<ServerEvents, ClientEmits>;

/** A socket to the same origin; the session cookie goes with it. */
export function connectSocket(): TableSocket {
  return io({ withCredentials: true });
}
