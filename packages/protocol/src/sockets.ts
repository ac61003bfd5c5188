import { z } from 'zod';
import { AdminEventSchemas } from './admin.js';
import { ChatEvent, ErrorEvent, ServerRestarting, TableState } from './events.js';
import { LiveChanged } from './live.js';
import { type ClientEvent, type ClientEventName } from './messages.js';
import { NoticeEventSchemas } from './notices.js';
import { obj } from './wire.js';

/**
 * The Socket.IO contract: what a client emits (messages.ts `ClientEvents`, each parsed by the
 * server), what the server emits, and the acknowledgement every client event gets. The typed
 * event maps both sides use (`Server<ClientToServerEvents, ServerToClientEvents>`,
 * `Socket<ServerToClientEvents, ClientToServerEvents>`) are derived from these schemas.
 */

/** Socket.IO events the server emits, each with its payload's schema. */
export const ServerEventSchemas = {
  /** The table as this socket's viewer sees it: after `table:watch` and after every change. */
  'table:state': TableState,
  /** A message refused (also the acknowledgement's error), or a failure while handling it. */
  'table:error': ErrorEvent,
  /** A chat line at a table the socket watches. */
  'table:chat': ChatEvent,
  /** Sent to every socket when the server begins to stop (SIGTERM); the socket closes soon after. */
  'server:restarting': ServerRestarting,
  /** A topic the socket follows (`live:watch`) changed: the page asks for itself again. */
  'live:changed': LiveChanged,
  /** A person's notices (notices.ts), to their own sockets only. */
  ...NoticeEventSchemas,
  /** A chat line deleted and a table closed by the site's admin (admin.ts). */
  ...AdminEventSchemas,
} as const;
export type ServerEventName = keyof typeof ServerEventSchemas;

/** The acknowledgement of every client event, when the client asks for one. */
export const SocketAck = z.union([
  obj({ ok: z.literal(true) }),
  obj({ ok: z.literal(false), error: ErrorEvent }),
]);
export type SocketAck = z.infer<typeof SocketAck>;

/** What a client emits: each event's payload, and its acknowledgement. */
export type ClientToServerEvents = {
  [K in ClientEventName]: (payload: ClientEvent<K>, ack?: (answer: SocketAck) => void) => void;
};

/** What the server emits. */
export type ServerToClientEvents = {
  [K in ServerEventName]: (payload: z.infer<(typeof ServerEventSchemas)[K]>) => void;
};

/** The former name of ServerToClientEvents. */
export type ServerEvents = ServerToClientEvents;
