import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import type { TableState } from '@texas42/protocol';

const BIN = fileURLToPath(new URL('../../bin/texas42.js', import.meta.url));

/** The environment of a test server or command: fast bots, quiet, on loopback. */
export function testEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    BOT_DELAY_MS: '0',
    HAND_PAUSE_MS: '0',
    BOT_THREADS: '1',
    LOG: '0',
    DATABASE_URL: '',
    ...env,
  };
}

/** `texas42 serve` in its own process; resolves once it serves. */
export function startServe(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: testEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /served at (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}

/** kill -9, and wait for the process to be gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The texas42 command in its own process, as a user runs it. */
export function texas42(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { env: testEnv(env) });
  let out = '';
  let err = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code: code ?? -1, out, err })),
  );
}

/** The same, waiting for it (for a quick command between other steps). */
export function texas42Sync(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [BIN, ...args], { env: testEnv(env), encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** One person's cookie jar against a served site: JSON calls as that person. */
export class HttpPerson {
  cookie = '';

  constructor(readonly url: string) {}

  async call<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
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
    return { status: res.status, json: (await res.json()) as T };
  }
}

/**
 * A guest playing tables of medium bots from the South seat, the first legal action whenever it
 * is South's turn, a new table whenever a match ends: a server that keeps writing. `acknowledged`
 * holds, per table, the last version of its log the server confirmed to this guest.
 */
export class Guest extends HttpPerson {
  readonly acknowledged = new Map<string, number>();
  private socket: Socket | null = null;
  private stopped = false;

  /** Signs in as a guest and starts playing; resolves once the first table is watched. */
  async play(name: string): Promise<void> {
    await this.call('POST', '/api/guest', { name });
    this.socket = connect(this.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookie },
      reconnection: false,
    });
    this.socket.on('table:state', (state: TableState) => this.onState(state));
    await this.nextTable();
  }

  /** Actions acknowledged so far, over every table. */
  get total(): number {
    let n = 0;
    for (const v of this.acknowledged.values()) n += v;
    return n;
  }

  private async nextTable(): Promise<void> {
    const created = await this.call<{ table: { id: string } }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'medium',
    });
    const tableId = created.json.table.id;
    this.acknowledged.set(tableId, 0);
    await new Promise((resolve) => this.socket?.emit('table:watch', { tableId }, resolve));
  }

  private onState(state: TableState): void {
    const tableId = state.table.id;
    if (this.stopped) return;
    if (state.view.phase === 'done') {
      void this.nextTable().catch(() => undefined);
      return;
    }
    if (state.view.toAct !== 'S' || state.view.legal.length === 0) return;
    const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
    const version = state.view.version;
    this.socket?.emit('table:act', { tableId, version, action }, (r: { ok: boolean }) => {
      if (r.ok)
        this.acknowledged.set(tableId, Math.max(this.acknowledged.get(tableId) ?? 0, version + 1));
    });
  }

  close(): void {
    this.stopped = true;
    this.socket?.disconnect();
  }
}
