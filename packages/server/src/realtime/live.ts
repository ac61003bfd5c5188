import type { LiveTopic } from '@texas42/protocol';
import { eventOf } from '../events/repository/index.js';
import type { EventService } from '../events/service.js';
import type { TableService } from '../tables/service.js';
import { liveRoom } from './live-rooms.js';
import type { SocketPresence } from './presence.js';
import type { TableServer } from './sockets.js';

/**
 * A list page (the lobby, the events) changes with every move at any table or every result in
 * any event: its followers are told at most this often (at once, then once more at the end).
 */
const LIST_NOTICE_MS = 1000;

/**
 * Live pages: after every committed change, the followers of what changed are told
 * `live:changed` through the socket server (and so, with the Redis adapter, on every process);
 * they ask for the page again over HTTP, where who may see what is decided as for any request.
 */
export function attachLive(
  io: TableServer,
  sources: {
    readonly events: EventService;
    readonly tables: TableService;
    readonly presence: SocketPresence;
    /** Other processes serve the same events (REDIS_URL): their kept views go stale too. */
    readonly shared: boolean;
    readonly now: () => number;
  },
): { close(): void } {
  const { events, tables, presence, shared, now } = sources;
  let closed = false;
  const tell = (topic: LiveTopic): void => {
    if (closed) return;
    io.to(liveRoom(topic)).emit('live:changed', { topic, at: new Date(now()).toISOString() });
  };
  const lists = new Map<string, { last: number; timer: NodeJS.Timeout | null }>();
  const tellSoon = (topic: LiveTopic): void => {
    const key = liveRoom(topic);
    const list = lists.get(key) ?? { last: -Infinity, timer: null };
    lists.set(key, list);
    if (list.timer !== null) return;
    const wait = list.last + LIST_NOTICE_MS - performance.now();
    const send = (): void => {
      list.timer = null;
      list.last = performance.now();
      tell(topic);
    };
    if (wait <= 0) return send();
    list.timer = setTimeout(send, wait);
    list.timer.unref();
  };

  events.onChange((id) => {
    if (closed) return;
    // Before the pages hear of it: a page that asks another process must not get its old view.
    // Both go through the same Redis connection, in this order.
    if (shared) io.serverSideEmit('event:changed', id);
    tell({ kind: 'event', id });
    tellSoon({ kind: 'events' });
  });
  if (shared)
    io.on('event:changed', (id: unknown) => {
      if (typeof id === 'string') events.changedElsewhere(id);
    });
  // A table's marks, seats or status changed, or someone sat down at or left one.
  tables.addListener(() => tellSoon({ kind: 'lobby' }));
  presence.onChange(() => tellSoon({ kind: 'lobby' }));
  return {
    /**
     * The server closes: nothing more is told. A list's notice still waiting would otherwise
     * go out through a Redis connection already closed, an unhandled rejection.
     */
    close() {
      closed = true;
      for (const list of lists.values()) if (list.timer !== null) clearTimeout(list.timer);
    },
  };
}

/** Whether `topic` may be followed: anyone may read the lobby, the events and every event. */
export async function followable(events: EventService, topic: LiveTopic): Promise<void> {
  // An event that does not exist is NOT_FOUND, as its page would be.
  if (topic.kind === 'event') await eventOf(events.db, topic.id);
}
