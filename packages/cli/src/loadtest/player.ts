import { io as connect, type Socket } from 'socket.io-client';
import type { TableState } from '@texas42/protocol';
import type { Seat } from '@texas42/engine';

/** One person at a table over HTTP and a socket, acting on its turns after a think time. */
export class LoadPlayer {
  cookie = '';
  socket: Socket | null = null;
  /** Versions at which this player acted, with when the action left. */
  private readonly sent = new Map<number, number>();
  readonly acknowledged: { seat: Seat; action: unknown }[] = [];
  readonly latencies: number[] = [];
  readonly errors = new Map<string, number>();
  private acting = false;
  private latest: TableState | null = null;
  stopped = false;
  done = false;

  constructor(
    readonly url: string,
    readonly seat: Seat,
    private readonly thinkMs: number,
  ) {}

  /**
   * An HTTP call; while the server cannot be reached (a restart), it is tried again every half
   * second for up to `retryMs`.
   */
  async call<T>(method: string, path: string, body?: unknown, retryMs = 30_000): Promise<T> {
    const until = performance.now() + retryMs;
    for (;;) {
      try {
        return await this.callOnce<T>(method, path, body);
      } catch (e) {
        if (!(e instanceof TypeError) || performance.now() > until) throw e;
        this.count('UNREACHABLE');
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  private async callOnce<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    const json = (await res.json()) as T & { error?: { code: string; message: string } };
    if (!res.ok)
      throw new Error(
        `${method} ${path}: ${json.error?.code ?? res.status} ${json.error?.message ?? ''}`,
      );
    return json;
  }

  /**
   * Connects, watches the table and plays whenever it is this seat's turn. Two thousand sockets
   * opening at once on two cores can see a connection time out or reset, and a server may restart
   * under the load: the socket connects again by itself (counted: CONNECT_ERROR, DISCONNECTED,
   * SERVER_RESTARTING), watches the table again and plays on; an action whose answer was lost
   * with the connection is not counted as acknowledged. Rejects if the first connection is not
   * made within `withinMs`.
   */
  join(tableId: string, invite: string | null, withinMs = 30_000): Promise<void> {
    const socket = connect(this.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookie },
      reconnection: true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
    });
    this.socket = socket;
    socket.on('table:state', (state: TableState) => this.onState(tableId, state));
    socket.on('table:error', (e: { code: string }) => this.count(e.code));
    socket.on('server:restarting', () => this.count('SERVER_RESTARTING'));
    socket.on('connect_error', () => this.count('CONNECT_ERROR'));
    socket.on('disconnect', () => {
      if (this.stopped) return;
      this.count('DISCONNECTED');
      // Answers on their way are lost with the connection: act again once the state comes back.
      this.acting = false;
      this.sent.clear();
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.close();
        reject(new Error(`no connection to ${this.url} within ${withinMs / 1000} s`));
      }, withinMs);
      // On the first connection and every one after it: watch the table (again).
      socket.on('connect', () =>
        socket.emit('table:watch', invite === null ? { tableId } : { tableId, invite }, () => {
          clearTimeout(timer);
          resolve();
        }),
      );
    });
  }

  private count(code: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  private onState(tableId: string, state: TableState): void {
    const now = performance.now();
    for (const [version, at] of this.sent)
      if (state.view.version > version) {
        this.latencies.push(now - at);
        this.sent.delete(version);
      }
    if (state.view.phase === 'done') this.done = true;
    if (this.latest === null || state.view.version >= this.latest.view.version) this.latest = state;
    this.consider(tableId);
  }

  /** Acts on the latest state if it is this seat's turn and nothing is on its way. */
  private consider(tableId: string): void {
    const state = this.latest;
    if (state === null || this.stopped || this.acting || state.view.toAct !== this.seat) return;
    if (this.sent.has(state.view.version)) return;
    const legal = state.view.legal;
    if (legal.length === 0) return;
    this.acting = true;
    const think = this.thinkMs * (0.5 + Math.random());
    setTimeout(() => {
      if (this.stopped || this.latest !== state) {
        this.acting = false;
        this.consider(tableId);
        return;
      }
      const choice = legal[Math.floor(Math.random() * legal.length)] as {
        seat: Seat;
        type: string;
      };
      const { seat: _seat, ...action } = choice;
      const version = state.view.version;
      this.sent.set(version, performance.now());
      this.socket?.emit(
        'table:act',
        { tableId, version, action },
        (r: { ok: boolean; error?: { code: string } }) => {
          this.acting = false;
          if (r.ok) this.acknowledged.push({ seat: this.seat, action: choice });
          else {
            this.sent.delete(version);
            this.count(r.error?.code ?? 'UNKNOWN');
          }
          // The next turn may have come while this action was on its way.
          this.consider(tableId);
        },
      );
    }, think);
  }

  close(): void {
    this.stopped = true;
    this.socket?.disconnect();
  }
}
