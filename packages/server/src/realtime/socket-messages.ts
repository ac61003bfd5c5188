import {
  ClientEvents,
  describeIssues,
  issuePath,
  type ClientEventName,
  type ErrorEvent,
  type SocketAck,
} from '@texas42/protocol';
import { busyRefusal } from '../db/busy.js';
import { ServerError } from '../errors.js';
import type { Logger } from '../observe/logger.js';
import type { TableSocket } from './socket-types.js';

/** Listens for one kind of message with its handler, given the payload as its schema parsed it. */
export type On = <K extends ClientEventName>(
  name: K,
  handle: (payload: ReturnType<(typeof ClientEvents)[K]['parse']>) => Promise<void>,
) => void;

/**
 * A socket's messages: each one counted against the socket's rate limit and parsed by its zod
 * schema (the protocol's ClientEvents), never trusted as typed; its handler's refusal answered
 * as the ServerError it is, any other failure logged and answered INTERNAL.
 */
export function messages(socket: TableSocket, log: Logger): On {
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
          log.error({ err: e, socket: socket.id, event: name }, 'a socket message failed');
          fail({
            code: 'INTERNAL',
            message: 'something went wrong on the server; the table is unchanged',
          });
        },
      );
    });
  };
  return on;
}
