import { useCallback, useEffect, useState } from 'react';
import { noticesApi } from '../api/notices.js';
import { connectSocket } from '../api/socket.js';
import type { Notice } from '../protocol.js';

export interface NoticesState {
  readonly unread: number;
  /** The notices loaded so far, newest first (null until the list is first opened). */
  readonly notices: readonly Notice[] | null;
  /** The key of the next older page; null: none. */
  readonly next: string | null;
  readonly problem: string | null;
}

/**
 * The person's notices: the unread count from the start, the list once asked for, and new ones
 * live over a socket of their own (the server sends them to this person's sockets only). Read
 * elsewhere (another tab), the count follows.
 */
export function useNotices() {
  const [state, setState] = useState<NoticesState>({
    unread: 0,
    notices: null,
    next: null,
    problem: null,
  });

  const load = useCallback((before: string | null) => {
    noticesApi.page(before).then(
      (page) =>
        setState((s) => ({
          unread: page.unread,
          notices: before === null ? page.notices : [...(s.notices ?? []), ...page.notices],
          next: page.next,
          problem: null,
        })),
      (e: unknown) => setState((s) => ({ ...s, problem: (e as Error).message })),
    );
  }, []);

  useEffect(() => {
    const socket = connectSocket();
    // On connecting (and again after a lost connection) the count is read afresh: a notice may
    // have come while the socket was away.
    const refresh = (): void => {
      noticesApi.page(null).then(
        (page) =>
          setState((s) => ({
            ...s,
            unread: page.unread,
            ...(s.notices !== null ? { notices: page.notices, next: page.next } : {}),
          })),
        () => undefined,
      );
    };
    socket.on('connect', refresh);
    socket.on('notice:new', ({ notice, unread }) =>
      setState((s) => ({
        ...s,
        unread,
        notices:
          s.notices === null ? null : [notice, ...s.notices.filter((n) => n.id !== notice.id)],
      })),
    );
    socket.on('notice:unread', ({ unread }) => setState((s) => ({ ...s, unread })));
    return () => {
      socket.disconnect();
    };
  }, []);

  const markRead = useCallback((ids: readonly string[]) => {
    if (ids.length === 0) return;
    setState((s) => ({
      ...s,
      notices: s.notices?.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)) ?? null,
    }));
    noticesApi.read(ids).then(
      ({ unread }) => setState((s) => ({ ...s, unread })),
      () => undefined,
    );
  }, []);

  const markAllRead = useCallback(() => {
    noticesApi.readAll().then(
      ({ unread }) =>
        setState((s) => ({
          ...s,
          unread,
          notices: s.notices?.map((n) => ({ ...n, read: true })) ?? null,
        })),
      (e: unknown) => setState((s) => ({ ...s, problem: (e as Error).message })),
    );
  }, []);

  return { ...state, load, markRead, markAllRead };
}
