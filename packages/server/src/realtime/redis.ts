import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/**
 * With REDIS_URL set, broadcasts go through Redis so that every server process reaches its own
 * sockets; the database still serializes each table's actions.
 */
export async function attachRedis(
  io: Server,
  url: string,
  /** The deployment's REDIS_PREFIX: its broadcasts' channels start with it. */
  prefix: string,
): Promise<{ readonly client: ReturnType<typeof createClient>; close(): Promise<void> }> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io` }));
  return {
    // The publishing connection also answers plain commands (shared-presence.ts).
    client: pub,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
