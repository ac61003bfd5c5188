import { useEffect, useState } from 'react';
import { connectSocket, followBrowserNetwork } from '../api/socket.js';
import type { LiveTopic } from '../protocol.js';
import { usePolling, type Polled } from './usePolling.js';

/** While the socket is down, a live page still asks for itself this often. */
export const FALLBACK_POLL_MS = 60_000;

/** Connecting at first; live while the topic is followed; down while the socket is. */
export type LiveConnection = 'connecting' | 'live' | 'down';

export interface LiveTopicState {
  readonly connection: LiveConnection;
  /**
   * Counts the notices since the page opened, and each time the topic is followed again (a
   * notice may have been missed meanwhile): what is shown is asked for again when it moves.
   */
  readonly changes: number;
}

/**
 * Follows a topic over a socket of its own (`live:watch` on every connect): the page is told the
 * moment something on it changed instead of asking every few seconds. A null topic follows
 * nothing.
 */
export function useLiveTopic(topic: LiveTopic | null): LiveTopicState {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [changes, setChanges] = useState(0);
  const key = topic === null ? '' : JSON.stringify(topic);
  useEffect(() => {
    if (key === '') return;
    const followed = JSON.parse(key) as LiveTopic;
    const socket = connectSocket();
    const unfollow = followBrowserNetwork(socket);
    socket.on('connect', () => {
      socket.emit('live:watch', { topic: followed }, (answer) => {
        if (!answer.ok) return;
        setConnection('live');
        setChanges((n) => n + 1);
      });
    });
    socket.on('disconnect', () => setConnection('down'));
    socket.on('connect_error', () => setConnection('down'));
    socket.on('live:changed', (notice) => {
      if (JSON.stringify(notice.topic) === key) setChanges((n) => n + 1);
    });
    return () => {
      unfollow();
      socket.removeAllListeners();
      socket.disconnect();
      setConnection('connecting');
    };
  }, [key]);
  return { connection, changes };
}

/**
 * `load()`'s answer, asked again whenever the topic changes; every FALLBACK_POLL_MS while the
 * socket is down. `key` names what is loaded, as for usePolling.
 */
export function useLive<T>(
  load: () => Promise<T>,
  topic: LiveTopic | null,
  key = '',
): Polled<T> & { readonly connection: LiveConnection } {
  const { connection, changes } = useLiveTopic(topic);
  const everyMs = connection === 'live' ? 0 : FALLBACK_POLL_MS;
  const polled = usePolling(load, everyMs, `${key}#${changes}`);
  return { ...polled, connection };
}
