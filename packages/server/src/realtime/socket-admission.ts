import type { ServerErrorCode } from '@texas42/protocol';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import { clientAddressOf } from '../http/client-address.js';
import { SESSION_COOKIE } from '../http/session.js';
import { RateLimit } from './rate-limit.js';
import { sessionRoom, type SocketOptions, type TableServer } from './socket-types.js';

type Middleware = Parameters<TableServer['use']>[0];

/**
 * The handshake: a socket is admitted while its address and its session have fewer sockets open
 * than the limits allow, its session read from the signed cookie as for HTTP. `perAddress`
 * counts the sockets admitted (sockets.ts counts them down as they close).
 */
export function admission(
  io: TableServer,
  app: FastifyInstance,
  accounts: Accounts,
  options: SocketOptions,
  perAddress: Map<string, number>,
): Middleware {
  const addressOf = clientAddressOf(options.trustProxy);
  const refuse = (code: ServerErrorCode, message: string): Error =>
    Object.assign(new Error(message), { data: { code, message } });

  return (socket, next) => {
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
  };
}
