import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../protocol.js';

/** A socket typed by the protocol's event maps (sockets.ts): what it emits and what it hears. */
export type TableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket to the same origin; the session cookie goes with it. */
export function connectSocket(): TableSocket {
  return io({ withCredentials: true });
}

/**
 * Drops the socket the moment the browser says it is offline and connects it again when the
 * browser is back online. Without this a page learns of a lost network only when a heartbeat
 * goes unanswered, up to 45 s later, and goes on looking live meanwhile. Returns the unfollow.
 */
export function followBrowserNetwork(socket: TableSocket): () => void {
  let droppedOffline = false;
  const offline = () => {
    if (!socket.active) return;
    droppedOffline = true;
    socket.disconnect();
  };
  const online = () => {
    if (!droppedOffline) return;
    droppedOffline = false;
    socket.connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
