import { useCallback, useEffect, useRef, useState } from 'react';
import { connectSocket, followBrowserNetwork, type TableSocket } from '../api/socket.js';
import type {
  ChatEvent,
  ErrorEvent,
  PlayerAction,
  ServerErrorCode,
  TableState,
} from '../protocol.js';

export interface TableConnection {
  /** The last state the server sent for this table, or null before the first. */
  readonly state: TableState | null;
  readonly connected: boolean;
  /**
   * The server said it is restarting (`server:restarting`) and this socket has not connected
   * again since: the page says so; the socket reconnects by itself and watches the table again.
   */
  readonly restarting: boolean;
  /**
   * Why the server would not show this table (no such table, a private one without a valid
   * invite, an address that is no table id), or null: set only before any state arrived.
   */
  readonly refused: ErrorEvent | null;
  readonly chat: readonly ChatEvent[];
  /** What the site's admin said on closing the table (`table:closed`); null while it is open. */
  readonly closed: string | null;
  /** True from sending an action until the server answers with a state or an error. */
  readonly pending: boolean;
  readonly act: (action: PlayerAction) => void;
  readonly say: (text: string) => void;
  /** Ask for the state again (after taking or leaving a seat: the view changes with it). */
  readonly rewatch: () => void;
}

const PENDING_TIMEOUT_MS = 8000;

/** Codes of a `table:watch` refused for good (waiting or retrying would not help). */
const WATCH_REFUSALS: ReadonlySet<ServerErrorCode> = new Set([
  'NOT_FOUND',
  'PRIVATE_TABLE',
  'BAD_MESSAGE',
]);

/**
 * One Socket.IO connection for a table page: watches the table on every (re)connect, keeps the
 * latest `table:state`, passes `table:error` on, collects chat (less the lines an admin deleted),
 * and says when the site's admin closed the table. An action carries the version
 * of the view it was chosen from.
 */
export function useTableSocket(
  tableId: string,
  /** A private table's invite: lets an invited person watch before taking a seat. */
  invite: string | null,
  onError: (error: ErrorEvent) => void,
): TableConnection {
  const [state, setState] = useState<TableState | null>(null);
  const [connected, setConnected] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [refused, setRefused] = useState<ErrorEvent | null>(null);
  const [chat, setChat] = useState<ChatEvent[]>([]);
  const [closed, setClosed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const socket = useRef<TableSocket | null>(null);
  const latest = useRef<TableState | null>(null);
  const pendingTimer = useRef<number | undefined>(undefined);
  const errorHandler = useRef(onError);
  useEffect(() => {
    errorHandler.current = onError;
  }, [onError]);

  const settle = useCallback(() => {
    window.clearTimeout(pendingTimer.current);
    setPending(false);
  }, []);

  useEffect(() => {
    const s = connectSocket();
    const unfollow = followBrowserNetwork(s);
    socket.current = s;
    setState(null);
    setRefused(null);
    latest.current = null;
    setChat([]);
    setClosed(null);
    s.on('connect', () => {
      setConnected(true);
      setRestarting(false);
      s.emit('table:watch', invite === null ? { tableId } : { tableId, invite });
    });
    s.on('disconnect', () => setConnected(false));
    s.on('connect_error', () => setConnected(false));
    s.on('table:state', (next) => {
      if (typeof next !== 'object' || next === null) return;
      const id = (next as Partial<TableState>).table?.id;
      if (id !== undefined && id !== tableId) return;
      latest.current = next;
      setState(next);
      settle();
    });
    s.on('table:error', (error) => {
      if (error.tableId !== undefined && error.tableId !== tableId) return;
      settle();
      // Nothing but the watch is sent before the first state: its refusal means no table to show.
      // The page says so in full, so no passing message repeats it.
      if (latest.current === null && WATCH_REFUSALS.has(error.code)) return setRefused(error);
      errorHandler.current(error);
    });
    s.on('server:restarting', () => setRestarting(true));
    s.on('table:chat', (message) => {
      if (message.tableId !== tableId) return;
      setChat((list) => [...list.slice(-199), message]);
    });
    // A line the site's admin deleted goes from every page at the table.
    s.on('table:chat-deleted', ({ tableId: table, id }) => {
      if (table === tableId) setChat((list) => list.filter((m) => m.id !== id));
    });
    s.on('table:closed', ({ tableId: table, message }) => {
      if (table === tableId) setClosed(message);
    });
    return () => {
      unfollow();
      if (s.connected) s.emit('table:unwatch', { tableId });
      s.removeAllListeners();
      s.disconnect();
      socket.current = null;
      window.clearTimeout(pendingTimer.current);
    };
  }, [tableId, invite, settle]);

  const act = useCallback(
    (action: PlayerAction) => {
      const s = socket.current;
      const current = latest.current;
      if (s === null || current === null) return;
      setPending(true);
      window.clearTimeout(pendingTimer.current);
      pendingTimer.current = window.setTimeout(() => setPending(false), PENDING_TIMEOUT_MS);
      s.emit('table:act', { tableId, version: current.view.version, action });
    },
    [tableId],
  );

  const say = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '') return;
      socket.current?.emit('table:chat', { tableId, text: trimmed.slice(0, 300) });
    },
    [tableId],
  );

  const rewatch = useCallback(() => {
    socket.current?.emit('table:watch', invite === null ? { tableId } : { tableId, invite });
  }, [tableId, invite]);

  return { state, connected, restarting, refused, chat, closed, pending, act, say, rewatch };
}
