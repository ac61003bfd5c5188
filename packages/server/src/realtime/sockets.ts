import { SEATS, type Seat, type Viewer } from '@texas42/engine';
import { LIVE_TOPICS_PER_SOCKET } from '@texas42/protocol';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Accounts } from '../auth/accounts.js';
import { ServerError } from '../errors.js';
import type { TableRoom } from '../tables/room.js';
import type { TableService } from '../tables/service.js';
import { originAllowed } from '../http/origin.js';
import { isLiveRoom, liveRoom } from './live-rooms.js';
import { personRoom, tableRoom, viewerRoom, type SocketPresence } from './presence.js';
import { admission } from './socket-admission.js';
import { messages, type On } from './socket-messages.js';
import {
  CHAT_PER_WINDOW,
  CHAT_WINDOW_MS,
  sessionRoom,
  userRoom,
  type SocketOptions,
  type TableServer,
  type TableSocket,
} from './socket-types.js';
import { tableStateFor } from './table-state.js';

export {
  CHAT_PER_WINDOW,
  CHAT_WINDOW_MS,
  type SocketOptions,
  type TableServer,
} from './socket-types.js';

/**
 * The socket server on the HTTP server: each connection admitted by its session and limits
 * (socket-admission.ts), every message parsed and rate-limited (socket-messages.ts), and the
 * tables' changes broadcast, each viewer room its own view.
 */
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
  /** Sockets open per address in this process. */
  const perAddress = new Map<string, number>();
  io.use(admission(io, app, accounts, options, perAddress));
  // The table service asks the rooms of this server who is connected and who watches.
  presence.serve(io);
  const broadcast = broadcastChanges(io, tables);
  const server: SocketServer = { io, tables, options, broadcast };
  io.on('connection', (socket: TableSocket) => {
    if (socket.data.sessionKey !== null) void socket.join(sessionRoom(socket.data.sessionKey));
    // The person's notices come to this room only: no other person's socket is ever in it.
    if (socket.data.me !== null) void socket.join(personRoom(socket.data.me.id));
    const on = messages(socket, options.log);
    tableMessages(server, socket, on);
    liveMessages(server, socket, on);
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

/** What a connection's handlers share. */
interface SocketServer {
  readonly io: TableServer;
  readonly tables: TableService;
  readonly options: SocketOptions;
  /** Sends each viewer room of the table its own view. */
  readonly broadcast: (room: TableRoom) => void;
}

/** After every change of a table, each viewer room gets its own view (answers the broadcast). */
function broadcastChanges(io: TableServer, tables: TableService): (room: TableRoom) => void {
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
  return broadcast;
}

/** Watching a table, acting at it and chatting there. */
function tableMessages(server: SocketServer, socket: TableSocket, on: On): void {
  const { io, tables, options, broadcast } = server;
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
}

/** Following a live page (live.ts): an event, a lobby. */
function liveMessages({ options }: SocketServer, socket: TableSocket, on: On): void {
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
}
