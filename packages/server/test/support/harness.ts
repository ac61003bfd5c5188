import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectTcp } from 'node:net';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { createServer, inlineDriver, type BotDriver, type Texas42Server } from '../../src/index.js';
import type { Limits, ServerConfig } from '../../src/config.js';

/**
 * A fresh, empty database for one test server: with TEST_DATABASE_URL (a PostgreSQL server the
 * tests may create databases on) a new database there; otherwise none (SQLite in a temp dir).
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin === undefined || admin === '') return undefined;
  const name = `texas42_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server on a free port with a fresh database (SQLite in a temp dir, or PostgreSQL). */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  bots: BotDriver = inlineDriver(),
): Promise<{ server: Texas42Server; url: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'texas42-server-'));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: await freshDatabaseUrl(),
    sqlitePath: join(dataDir, 'test.sqlite'),
    dbBusyTimeoutMs: 10_000,
    redisUrl: undefined,
    redisPrefix: 'texas42',
    webRoot: undefined,
    botThreads: 1,
    botDelayMs: 0,
    handPauseMs: 0,
    minuteMs: 60_000,
    absentSeconds: 0,
    // Test players act as fast as the bots; the rate limit has its own test.
    rateLimit: { burst: 1000, perSecond: 1000 },
    logLevel: 'silent',
    logFormat: 'json',
    metricsToken: undefined,
    shutdownSeconds: 10,
    sessionDays: 30,
    signInFreeFailures: 5,
    signInMaxWaitSeconds: 900,
    trustProxy: false,
    allowedOrigins: [],
    // Every test client comes from 127.0.0.1: the limits have their own tests.
    limits: limitsWith({}),
    roomIdleSeconds: 600,
    botTimeoutMs: 10_000,
    // One analysis thread as in production; tests of one address may ask for many at once.
    analysis: { threads: 1, queue: 16, timeoutMs: 30_000, perClient: 1000, cacheSize: 500 },
    ...overrides,
  };
  const server = await createServer(config, bots);
  const url = await server.listen();
  return { server, url, dataDir };
}

/** A client with its own cookie jar: HTTP calls and sockets as one person. */
export class Client {
  cookie = '';
  private readonly sockets: Socket[] = [];

  /**
   * `from`: the address this client says it is (X-Forwarded-For), for a server that believes a
   * proxy (trustProxy): many clients from one address, or from many, on one machine.
   */
  constructor(
    readonly url: string,
    readonly from?: string,
  ) {}

  private headers(): Record<string, string> {
    return {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.from === undefined ? {} : { 'x-forwarded-for': this.from }),
    };
  }

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const res = await fetch(this.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.headers(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    return { status: res.status, json: (await res.json()) as T };
  }

  async guest(name: string): Promise<{ id: string }> {
    return (await this.call<{ id: string }>('POST', '/api/guest', { name })).json;
  }

  /** A straight-42 table this person creates, sitting South with medium bots in the other seats. */
  async botTable(): Promise<string> {
    const created = await this.call<{ table: { id: string } }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'medium',
    });
    return created.json.table.id;
  }

  /**
   * A socket as this person. `reconnect`: like the web app's, it connects again by itself when
   * the server goes away (quickly: every 200 ms at first, at most every second).
   */
  socket({ reconnect = false }: { readonly reconnect?: boolean } = {}): Socket {
    const s = connectSocket(this.url, {
      transports: ['websocket'],
      extraHeaders: this.headers(),
      reconnection: reconnect,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.sockets.push(s);
    return s;
  }

  close(): void {
    for (const s of this.sockets) s.disconnect();
  }
}

export function waitFor<T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} as expected within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (payload: T): void => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

export function emitAck(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<{ ok: boolean; error?: { code: string; message: string; at?: string } }> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

/** Every limit off (0) but those given: one limit under test at a time. */
export function limitsWith(some: Partial<Limits>): Limits {
  return {
    tablesPerPerson: 0,
    eventsPerDay: 0,
    teamsPerEvent: 0,
    matchesPerSchedule: 0,
    tablesPerAddress: 0,
    expertTablesPerAddress: 0,
    eventsPerAddress: 0,
    guestsPerAddress: 0,
    socketsPerSession: 0,
    socketsPerAddress: 0,
    guestsPerMinute: 0,
    signUpsPerMinute: 0,
    signInsPerMinute: 0,
    requestsPerMinute: 0,
    ...some,
  };
}

/** Writes raw bytes to the server's port and collects what comes back until it closes. */
export function rawBytes(url: string, bytes: Buffer | string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connectTcp(Number(port), hostname);
    let answer = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (b) => (answer += b.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.on('connect', () => socket.end(bytes));
  });
}
