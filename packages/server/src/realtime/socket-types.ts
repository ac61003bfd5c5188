import type { Viewer } from '@texas42/engine';
import type { ClientToServerEvents, LiveTopic, Me, ServerToClientEvents } from '@texas42/protocol';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Logger } from '../observe/logger.js';
import type { ChatLines } from './chat-lines.js';
import type { RateLimit } from './rate-limit.js';

/**
 * The socket server's types, options and room names, shared by its handshake
 * (socket-admission.ts), its messages' parsing (socket-messages.ts) and their handlers
 * (sockets.ts).
 */

export interface SocketData {
  me: Me | null;
  /** The session's stored key: its sockets share a room, so ending the session ends them. */
  sessionKey: string | null;
  limit: RateLimit;
  /** Tables this socket watches, and as which viewer. */
  watching: Map<string, Viewer>;
  /** Invites this socket showed, so chat at a private table it was invited to works too. */
  invites: Map<string, string>;
  /** The client's address, counted against SOCKETS_PER_ADDRESS while the socket is open. */
  address: string;
}

/** The Socket.IO server, typed by the protocol's event maps (sockets.ts). */
export type TableServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;
export type TableSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;

/** Room names (a table's and its viewers' are presence.ts's): every socket of one session. */
export const sessionRoom = (key: string): string => `s:${key}`;
/** A user's sockets watching a table: moved between viewer rooms when the user's seat changes. */
export const userRoom = (id: string, userId: string): string => `w:${id}:${userId}`;

/**
 * Socket.IO: sessions from the signed cookie, every message through its zod schema and a rate
 * limit, and a broadcast after every change in which each viewer room gets its own view.
 */
export interface SocketOptions {
  /** Messages a socket may send at once, and per second after that. */
  readonly rateLimit: { readonly burst: number; readonly perSecond: number };
  /** Origins whose pages may open a socket (none given: the site's own). */
  readonly allowedOrigins: readonly string[];
  /** Sockets open at once per session and per address (0: no limit). */
  readonly socketsPerSession: number;
  readonly socketsPerAddress: number;
  /** Whom to believe about a client's address (TRUST_PROXY), as for HTTP. */
  readonly trustProxy: boolean | number | string;
  /** Where a failure while handling a message is logged (the server's logger). */
  readonly log: Logger;
  /**
   * Told, for each action taken, the seconds from its message arriving to the table's new state
   * being sent: the broadcast is emitted inside the commit, before the action is acknowledged.
   */
  readonly acted?: (seconds: number) => void;
  /**
   * The server is shutting down: no new connection is taken (a page would reconnect to the
   * process that is going away, lose its "restarting" notice and be cut off again).
   */
  readonly stopping?: () => boolean;
  /** Refuses a topic the socket may not follow (live.ts `followable`). */
  readonly followable: (topic: LiveTopic) => Promise<void>;
  /**
   * Counts a person's chat messages (across their sockets, and across processes with Redis):
   * resolves whether one more may be sent now (app.ts, with the rate limits' SharedCounts).
   */
  readonly chatAllowed?: (userId: string) => Promise<boolean>;
  /** The chat lines kept (chat-lines.ts): a muted person is refused there. */
  readonly chat: ChatLines;
}

/** Chat messages one person may send in a window, however many sockets they open. */
export const CHAT_PER_WINDOW = 8;
export const CHAT_WINDOW_MS = 10_000;
