import type { Sessions } from '../auth/sessions.js';
import type { Logger } from '../observe/logger.js';
import type { TableServer } from './sockets.js';

/**
 * Now and then, the sockets of this process whose session is gone are disconnected. A session
 * ended through this server tells its sockets at once (Sessions.onEnd); one ended from outside
 * it (`texas42 admin disable` on the command line, a restore) is caught here within `everyMs`.
 * Returns the stop.
 */
export function dropEndedSessions(
  io: TableServer,
  sessions: Sessions,
  everyMs: number,
  log: Logger,
): () => void {
  const check = async (): Promise<void> => {
    const sockets = [...io.of('/').sockets.values()];
    const keys = [
      ...new Set(sockets.map((s) => s.data.sessionKey).filter((k): k is string => k != null)),
    ];
    if (keys.length === 0) return;
    const alive = await sessions.alive(keys);
    for (const socket of sockets) {
      const key = socket.data.sessionKey;
      if (key != null && !alive.has(key)) socket.disconnect(true);
    }
  };
  const timer = setInterval(
    () =>
      void check().catch((e: unknown) =>
        log.warn({ err: e }, 'the sockets of ended sessions could not be checked'),
      ),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
