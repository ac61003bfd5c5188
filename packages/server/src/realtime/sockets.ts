// Over 300 lines: the socket server in one place: the connection's session and limits, then each
// event's handler (parsed by the protocol's schema, a few lines each) sharing them.
import { SEATS, type Seat, type Viewer } from '@texas42/engine';
import {
  ClientEvents,
  describeIssues,
  issuePath,
  type ClientEventName,
  type ClientToServerEvents,
  type ErrorEvent,
  type ServerToClientEvents,
  type SocketAck,
  type Me,
  type ServerErrorCode,
  type LiveTopic,
  LIVE_TOPICS_PER_SOCKET,
} from '@texas42/protocol';
import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import type { Accounts } from '../auth/accounts.js';
import type { Logger } from '../observe/logger.js';
import { busyRefusal } from '../db/busy.js';
import { ServerError } from '../errors.js';
import { SESSION_COOKIE } from '../http/session.js';
import type { TableRoom } from '../tables/room.js';
import type { TableService } from '../tables/service.js';
import { clientAddressOf } from '../http/client-address.js';
import { originAllowed } from '../http/origin.js';
import type { ChatLines } from './chat-lines.js';
import { isLiveRoom, liveRoom } from './live-rooms.js';
import { personRoom, tableRoom, viewerRoom, type SocketPresence } from './presence.js';
import { RateLimit } from './rate-limit.js';
import { tableStateFor } from './table-state.js';

interface SocketData {
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
type TableSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/** Room names (a table's and its viewers' are presence.ts's): every socket of one session. */
const sessionRoom = (key: string): string => `s:${key}`;
/** A user's sockets watching a table: moved between viewer rooms when the user's seat changes. */
const userRoom = (id: string, userId: string): string => `w:${id}:${userId}`;

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

export function attachSockets(
  app: FastifyInstance,
  accounts: Accounts,
  tables: TableService,
  presence: SocketPresence,
  options: SocketOptions,
): TableServer {
  const io: TableServer = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: 16_384,
    // A handshake from another site's page is refused: its cookie would act for the user.
    allowRequest: (req, callback) =>
      callback(
        null,
        options.stopping?.() !== true &&
          originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins),
      ),
  });
  // A session that ends (sign-out, everywhere, a new password, expiry) takes its sockets with it;
  // through the Redis adapter, on every process.
  accounts.sessions.onEnd((keys) => {
    for (const key of keys) io.in(sessionRoom(key)).disconnectSockets(true);
  });

  const addressOf = clientAddressOf(options.trustProxy);
  /** Sockets open per address in this process. */
  const perAddress = new Map<string, number>();
  const refuse = (code: ServerErrorCode, message: string): Error =>
    Object.assign(new Error(message), { data: { code, message } });

  io.use((socket, next) => {
    const data = socket.data;
    const address = addressOf(socket.request);
    const open = perAddress.get(address) ?? 0;
    if (options.socketsPerAddress > 0 && open >= options.socketsPerAddress)
      return next(
        refuse(
          'TOO_MANY_SOCKETS',
          `too many connections from your address (at most ${options.socketsPerAddress}): close some tabs`,
        ),
      );
    data.limit = new RateLimit(options.rateLimit.burst, options.rateLimit.perSecond);
    data.watching = new Map();
    data.invites = new Map();
    // @fastify/cookie's parser (the `cookie` package), as for HTTP: a malformed header (a stray
    // `%`, no `=`, control bytes) yields fewer cookies, never an exception.
    const header = socket.handshake.headers.cookie;
    const cookie = typeof header === 'string' ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
    const unsigned = cookie === undefined ? null : app.unsignCookie(cookie);
    const session = unsigned?.valid === true ? unsigned.value : null;
    accounts.holderOf(session).then(
      (holder) => {
        data.me = holder?.me ?? null;
        data.sessionKey = holder?.session.key ?? null;
        const mine = data.sessionKey === null ? undefined : sessionRoom(data.sessionKey);
        const sessionSockets =
          mine === undefined ? 0 : (io.sockets.adapter.rooms.get(mine)?.size ?? 0);
        if (options.socketsPerSession > 0 && sessionSockets >= options.socketsPerSession)
          return next(
            refuse(
              'TOO_MANY_SOCKETS',
              `this session has ${sessionSockets} connections open (at most ${options.socketsPerSession}): close some tabs`,
            ),
          );
        // Counted once admitted; the count drops when the socket closes (below).
        perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        data.address = address;
        next();
      },
      (e: unknown) => next(e instanceof Error ? e : new Error(String(e))),
    );
  });

  // The table service asks the rooms of this server who is connected and who watches.
  presence.serve(io);

  const broadcast = (room: TableRoom): void => {
    const summary = tables.summary(room);
    for (const viewer of [...SEATS, 'spectator'] as const)
      io.to(viewerRoom(room.row.id, viewer)).emit(
        'table:state',
        tableStateFor(room, summary, viewer),
      );
  };
  tables.addListener((room) => {
    // Seats may have changed hands: move each watcher of the table to the viewer room it now is.
    for (const [seat, s] of room.seats)
      if (s.kind === 'human' && s.user_id !== null) {
        const theirs = io.in(userRoom(room.row.id, s.user_id));
        theirs.socketsLeave(
          [...SEATS.filter((x) => x !== seat), 'spectator' as const].map((v) =>
            viewerRoom(room.row.id, v),
          ),
        );
        theirs.socketsJoin(viewerRoom(room.row.id, seat));
      }
    broadcast(room);
  });

  io.on('connection', (socket: TableSocket) => {
    if (socket.data.sessionKey !== null) void socket.join(sessionRoom(socket.data.sessionKey));
    // The person's notices come to this room only: no other person's socket is ever in it.
    if (socket.data.me !== null) void socket.join(personRoom(socket.data.me.id));
    const on = <K extends ClientEventName>(
      name: K,
      handle: (payload: ReturnType<(typeof ClientEvents)[K]['parse']>) => Promise<void>,
    ): void => {
      // The payload is whatever the client sent: it is parsed below, never trusted as typed.
      const listen = socket.on.bind(socket) as (
        event: ClientEventName,
        listener: (payload: unknown, ack?: unknown) => void,
      ) => void;
      listen(name, (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: SocketAck) => void) : null;
        const fail = (e: ErrorEvent): void => {
          socket.emit('table:error', e);
          reply?.({ ok: false, error: e });
        };
        if (!socket.data.limit.take())
          return fail({ code: 'RATE_LIMITED', message: 'too many messages: slow down' });
        const parsed = ClientEvents[name].safeParse(payload);
        if (!parsed.success) {
          const first = parsed.error.issues[0];
          return fail({
            code: 'BAD_MESSAGE',
            message: `${name}: ${describeIssues(parsed.error)}`,
            ...(first ? { at: issuePath(first.path) } : {}),
          });
        }
        handle(parsed.data as never).then(
          () => reply?.({ ok: true }),
          (raw: unknown) => {
            const tableId = (parsed.data as { tableId?: string }).tableId;
            const e = busyRefusal(raw) ?? raw;
            if (e instanceof ServerError)
              return fail({ ...e.toJSON(), ...(tableId ? { tableId } : {}) });
            options.log.error(
              { err: e, socket: socket.id, event: name },
              'a socket message failed',
            );
            fail({
              code: 'INTERNAL',
              message: 'something went wrong on the server; the table is unchanged',
            });
          },
        );
      });
    };

    on('table:watch', async ({ tableId, invite }) => {
      const me = socket.data.me;
      const room = await tables.visibleRoom(tableId, me, invite);
      const seat: Seat | null = me === null ? null : room.seatOf(me.id);
      const viewer: Viewer = seat ?? 'spectator';
      for (const v of [...SEATS, 'spectator'] as const)
        if (v !== viewer) await socket.leave(viewerRoom(tableId, v));
      await socket.join([tableRoom(tableId), viewerRoom(tableId, viewer)]);
      if (me !== null) await socket.join(userRoom(tableId, me.id));
      socket.data.watching.set(tableId, viewer);
      if (invite !== undefined) socket.data.invites.set(tableId, invite);
      socket.emit('table:state', tableStateFor(room, tables.summary(room), viewer));
      // The seat's player is now connected: let the others see it.
      if (seat !== null) broadcast(room);
      tables.watched(room);
    });

    on('table:unwatch', async ({ tableId }) => {
      for (const v of [...SEATS, 'spectator'] as const) await socket.leave(viewerRoom(tableId, v));
      await socket.leave(tableRoom(tableId));
      socket.data.watching.delete(tableId);
    });

    on('table:act', async ({ tableId, version, action }) => {
      const arrived = performance.now();
      const me = socket.data.me;
      if (me === null)
        throw new ServerError(401, 'NOT_SIGNED_IN', 'sign in or choose a guest name first');
      await tables.act(me, tableId, version, action);
      options.acted?.((performance.now() - arrived) / 1000);
    });

    on('table:chat', async ({ tableId, text }) => {
      const me = socket.data.me;
      if (me === null)
        throw new ServerError(401, 'NOT_SIGNED_IN', 'sign in or choose a guest name first');
      const room = await tables.visibleRoom(tableId, me, socket.data.invites.get(tableId));
      if (room.row.chat !== 1) throw new ServerError(403, 'CHAT_OFF', 'chat is off at this table');
      if (options.chatAllowed !== undefined && !(await options.chatAllowed(me.id)))
        throw new ServerError(
          429,
          'RATE_LIMITED',
          `you are sending chat messages too fast: at most ${CHAT_PER_WINDOW} every ${CHAT_WINDOW_MS / 1000} s, wherever you send them from`,
        );
      io.to(tableRoom(tableId)).emit('table:chat', await options.chat.say(me, tableId, text));
    });

    on('live:watch', async ({ topic }) => {
      const room = liveRoom(topic);
      if (socket.rooms.has(room)) return;
      if ([...socket.rooms].filter(isLiveRoom).length >= LIVE_TOPICS_PER_SOCKET)
        throw new ServerError(
          429,
          'TOO_MANY_SUBSCRIPTIONS',
          `this connection follows ${LIVE_TOPICS_PER_SOCKET} pages already: stop following one first`,
        );
      await options.followable(topic);
      await socket.join(room);
    });

    on('live:unwatch', async ({ topic }) => {
      await socket.leave(liveRoom(topic));
    });

    socket.on('disconnect', () => {
      const left = (perAddress.get(socket.data.address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(socket.data.address);
      else perAddress.set(socket.data.address, left);
      for (const [tableId, viewer] of socket.data.watching)
        if (viewer !== 'spectator') void tables.room(tableId).then(broadcast, () => undefined);
    });
  });
  return io;
}
