import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { StartupError } from './startup-error.js';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** postgres://... for PostgreSQL; unset for the embedded SQLite database. */
  readonly databaseUrl: string | undefined;
  readonly sqlitePath: string;
  /**
   * SQLite: milliseconds a write waits (asleep: the server keeps answering) for a lock another
   * connection holds before it fails with 503 DATABASE_BUSY, nothing written.
   */
  readonly dbBusyTimeoutMs: number;
  /** redis://... to share tables between several server processes. */
  readonly redisUrl: string | undefined;
  /**
   * What this deployment's Redis keys and channels start with: deployments sharing one Redis
   * (a staging site beside the live one) keep apart by choosing different ones.
   */
  readonly redisPrefix: string;
  /** The built web app, served at /. */
  readonly webRoot: string | undefined;
  /**
   * The site's public address (PUBLIC_URL, e.g. https://42.example.org): the absolute links in
   * shared links' previews. Unset: the address each request came to (Host, or X-Forwarded-Host
   * behind a trusted proxy).
   */
  readonly publicUrl?: string | undefined;
  readonly botThreads: number | undefined;
  readonly botDelayMs: number;
  readonly handPauseMs: number;
  /** Milliseconds in a minute of a match time limit (60000; tests shorten it). */
  readonly minuteMs: number;
  /** Seconds a disconnected person may hold up their turn before a bot plays it (0: never). */
  readonly absentSeconds: number;
  /** Socket messages a client may send at once, and per second after that. */
  readonly rateLimit: { readonly burst: number; readonly perSecond: number };
  /** The logger's level (LOG_LEVEL): trace, debug, info, warn, error, fatal or silent. */
  readonly logLevel: LogLevel;
  /**
   * How log lines are written (LOG_FORMAT): `json`, one JSON object a line for a log collector,
   * or `pretty`, readable lines for a person at a terminal.
   */
  readonly logFormat: LogFormat;
  /**
   * A bearer token that opens GET /metrics to any address (METRICS_TOKEN); without it only a
   * client on this machine, reaching the server directly rather than through a proxy, may read it.
   */
  readonly metricsToken: string | undefined;
  /**
   * Seconds a SIGTERM or SIGINT may take to finish the commits in flight and close
   * (SHUTDOWN_SECONDS); past it the process exits with status 1 anyway.
   */
  readonly shutdownSeconds: number;
  /** Days a session lives unused (sliding: each use renews it). */
  readonly sessionDays: number;
  /** Wrong passwords for one username before each try must wait (1 s, 2, 4, ... up to the max). */
  readonly signInFreeFailures: number;
  readonly signInMaxWaitSeconds: number;
  /**
   * Behind a reverse proxy: whom to believe about the client's address and scheme (Fastify's
   * trustProxy: true, a hop count, or addresses). The session cookie is Secure over HTTPS.
   */
  readonly trustProxy: boolean | number | string;
  /** Origins whose pages may change things and open sockets; empty: the site's own. */
  readonly allowedOrigins: readonly string[];
  /** What one person or one address may use at once or per period (0: no limit). */
  readonly limits: Limits;
  /** Seconds a table nobody watches and nothing waits on stays in memory (rebuilt from its log). */
  readonly roomIdleSeconds: number;
  /**
   * Milliseconds a client has to send a request's headers (HEADERS_TIMEOUT_MS), and its whole
   * request (twice that, and at least 30 s): a connection that dribbles its headers is closed
   * then, so slow clients cannot hold hundreds of connections open for Node's default minute.
   */
  readonly headersTimeoutMs?: number;
  /** Milliseconds a bot's decision may take before the rules of thumb play instead (BOT_TIMEOUT_MS). */
  readonly botTimeoutMs: number;
  /** Hand analyses: their one pool of threads and what it accepts (analysis.ts). */
  readonly analysis: AnalysisLimits;
  /**
   * The server's one clock in milliseconds (Date.now if not given): every time it stores or
   * decides by (events, sessions, accounts, tables, chat, the leaderboard); tests move it on
   * instead of waiting. Real waits and timings (database locks, rate limits) use the wall clock.
   */
  readonly now?: () => number;
  /** Notices: how many a person keeps, and the club's mail server if it sends e-mail. */
  readonly notices?: NoticeConfig;
  /** The puzzles to pose (`texas42 puzzles make`'s file); the shipped puzzles/puzzles.json if not given. */
  readonly puzzleFile?: string;
}

/** Notices (notices/): the bell's cap per person, and SMTP (unset: no e-mail is sent). */
export interface NoticeConfig {
  /** Notices a person keeps, the oldest pruned (NOTICES_PER_PERSON). */
  readonly perPerson: number;
  readonly mail: MailConfig | undefined;
}

/** The club's mail server (SMTP_* settings) and the site's address for the links. */
export interface MailConfig {
  readonly host: string;
  readonly port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly user: string | undefined;
  readonly password: string | undefined;
  /** The From: header, `Texas 42 <noreply@example.org>`. */
  readonly from: string;
  /** Mails one address may get an hour (MAILS_PER_HOUR); more are dropped and logged. */
  readonly perHour: number;
  /** The site's public origin (PUBLIC_URL): links in a mail are absolute. */
  readonly publicUrl: string;
}

/** The analysis pool's bounds: threads, waiting line, time per hand, per client, cache. */
export interface AnalysisLimits {
  /** Threads that analyse hands (ANALYSIS_THREADS). */
  readonly threads: number;
  /** Analyses that may wait for a thread; one more is 503 ANALYSIS_BUSY (ANALYSIS_QUEUE). */
  readonly queue: number;
  /** Milliseconds one analysis may run; past it 503 ANALYSIS_TIMEOUT (ANALYSIS_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** Analyses one client address may have waiting or running; one more is 429 TOO_MANY_ANALYSES. */
  readonly perClient: number;
  /** Finished hands whose analyses are kept in memory (ANALYSIS_CACHE). */
  readonly cacheSize: number;
}

/**
 * Per-person and per-address limits, each refused with its own stable code (http/limits.ts,
 * realtime/sockets.ts, tables and events). 0 turns a limit off (a load test from one address).
 */
export interface Limits {
  /** Tables a person has created that are waiting or being played (TOO_MANY_TABLES). */
  readonly tablesPerPerson: number;
  /** Events a person may create in 24 hours (TOO_MANY_EVENTS). */
  readonly eventsPerDay: number;
  /** Teams one event may hold (TOO_MANY_TEAMS). */
  readonly teamsPerEvent: number;
  /** Matches one schedule or bracket may have when it is made (SCHEDULE_TOO_BIG). */
  readonly matchesPerSchedule: number;
  /** Tables made from one address waiting or being played (TOO_MANY_TABLES). */
  readonly tablesPerAddress: number;
  /** Of those, tables with an expert bot (TOO_MANY_EXPERT_TABLES). */
  readonly expertTablesPerAddress: number;
  /** Events one address may make in 24 hours (TOO_MANY_EVENTS). */
  readonly eventsPerAddress: number;
  /** Guests one address may make in 24 hours (TOO_MANY_GUESTS). */
  readonly guestsPerAddress: number;
  /** Sockets one session may hold open, across tabs (TOO_MANY_SOCKETS). */
  readonly socketsPerSession: number;
  /** Sockets one address may hold open, signed in or not (TOO_MANY_SOCKETS). */
  readonly socketsPerAddress: number;
  /** Guests one address may create a minute (RATE_LIMITED). */
  readonly guestsPerMinute: number;
  /** Accounts one address may sign up a minute (RATE_LIMITED). */
  readonly signUpsPerMinute: number;
  /** Sign-in tries one address may make a minute, whatever the usernames (RATE_LIMITED). */
  readonly signInsPerMinute: number;
  /** HTTP requests one address may make a minute, pages and files included (RATE_LIMITED). */
  readonly requestsPerMinute: number;
}

/** pino's levels, and `silent` for no log at all (the tests). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw))
    throw new StartupError('BAD_SETTING', `${name} must be a whole number, not "${raw}"`);
  if (name === 'PORT' && Number(raw) > 65_535)
    throw new StartupError('BAD_SETTING', `PORT must be a port number (0 to 65535), not "${raw}"`);
  return Number(raw);
}

/** REDIS_PREFIX: letters, digits, `-`, `_`, `.` and `:`, 1 to 64 of them (default texas42). */
function redisPrefixOf(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'texas42';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(raw))
    throw new StartupError(
      'BAD_SETTING',
      `REDIS_PREFIX must be 1 to 64 letters, digits, "-", "_", "." or ":", not "${raw}"`,
    );
  return raw;
}

/** Settings from the environment, with the defaults of `npm start`. */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = process.stdout.isTTY,
): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const publicUrl = publicUrlOf(env.PUBLIC_URL);
  return {
    port: integer(env, 'PORT', 4242),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    sqlitePath: resolve(dataDir, 'texas42.sqlite'),
    dbBusyTimeoutMs: integer(env, 'DB_BUSY_TIMEOUT_MS', 10_000),
    redisUrl: redisUrlOf(env.REDIS_URL),
    redisPrefix: redisPrefixOf(env.REDIS_PREFIX),
    webRoot: env.WEB_ROOT,
    publicUrl,
    botThreads: env.BOT_THREADS === undefined ? undefined : integer(env, 'BOT_THREADS', 1),
    botDelayMs: integer(env, 'BOT_DELAY_MS', 500),
    handPauseMs: integer(env, 'HAND_PAUSE_MS', 4000),
    minuteMs: 60_000,
    absentSeconds: integer(env, 'ABSENT_SECONDS', 60),
    rateLimit: {
      burst: integer(env, 'RATE_BURST', 20),
      perSecond: integer(env, 'RATE_PER_SECOND', 10),
    },
    logLevel: logLevelOf(env.LOG_LEVEL),
    logFormat: logFormatOf(env, stdoutIsTerminal),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    shutdownSeconds: Math.max(1, integer(env, 'SHUTDOWN_SECONDS', 10)),
    sessionDays: integer(env, 'SESSION_DAYS', 30),
    signInFreeFailures: integer(env, 'SIGN_IN_FREE_FAILURES', 5),
    signInMaxWaitSeconds: integer(env, 'SIGN_IN_MAX_WAIT', 900),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    limits: {
      tablesPerPerson: integer(env, 'TABLES_PER_PERSON', 8),
      eventsPerDay: integer(env, 'EVENTS_PER_DAY', 10),
      teamsPerEvent: integer(env, 'TEAMS_PER_EVENT', 256),
      // A round robin of 142 teams; 256 teams' would be 32,640 matches.
      matchesPerSchedule: integer(env, 'MATCHES_PER_SCHEDULE', 10_000),
      tablesPerAddress: integer(env, 'TABLES_PER_ADDRESS', 24),
      expertTablesPerAddress: integer(env, 'EXPERT_TABLES_PER_ADDRESS', 4),
      eventsPerAddress: integer(env, 'EVENTS_PER_ADDRESS', 20),
      guestsPerAddress: integer(env, 'GUESTS_PER_ADDRESS', 60),
      socketsPerSession: integer(env, 'SOCKETS_PER_SESSION', 12),
      socketsPerAddress: integer(env, 'SOCKETS_PER_ADDRESS', 200),
      guestsPerMinute: integer(env, 'GUESTS_PER_MINUTE', 20),
      signUpsPerMinute: integer(env, 'SIGN_UPS_PER_MINUTE', 10),
      signInsPerMinute: integer(env, 'SIGN_INS_PER_MINUTE', 30),
      requestsPerMinute: integer(env, 'REQUESTS_PER_MINUTE', 3000),
    },
    roomIdleSeconds: integer(env, 'ROOM_IDLE_SECONDS', 600),
    headersTimeoutMs: Math.max(100, integer(env, 'HEADERS_TIMEOUT_MS', 10_000)),
    botTimeoutMs: integer(env, 'BOT_TIMEOUT_MS', 10_000),
    analysis: {
      threads: Math.max(1, integer(env, 'ANALYSIS_THREADS', 1)),
      queue: integer(env, 'ANALYSIS_QUEUE', 16),
      timeoutMs: integer(env, 'ANALYSIS_TIMEOUT_MS', 30_000),
      perClient: integer(env, 'ANALYSES_PER_CLIENT', 3),
      cacheSize: integer(env, 'ANALYSIS_CACHE', 500),
    },
    notices: {
      perPerson: Math.max(1, integer(env, 'NOTICES_PER_PERSON', 200)),
      mail: mailOf(env, publicUrl),
    },
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
  };
}

/**
 * SMTP_HOST and the rest: the club's mail server. Unset: no e-mail. A mail's links are absolute,
 * so PUBLIC_URL is needed with it, and MAIL_FROM names the sender.
 */
function mailOf(env: NodeJS.ProcessEnv, publicUrl: string | undefined): MailConfig | undefined {
  const host = env.SMTP_HOST;
  if (host === undefined || host === '') return undefined;
  const from = env.MAIL_FROM;
  if (from === undefined || from === '')
    throw new StartupError(
      'BAD_SETTING',
      'MAIL_FROM must name the sender (Texas 42 <noreply@example.org>) with SMTP_HOST',
    );
  if (publicUrl === undefined)
    throw new StartupError(
      'BAD_SETTING',
      "PUBLIC_URL must be set with SMTP_HOST: a mail's links need the site's address",
    );
  const secure = env.SMTP_SECURE;
  if (secure !== undefined && secure !== '' && secure !== 'true' && secure !== 'false')
    throw new StartupError('BAD_SETTING', `SMTP_SECURE must be true or false, not "${secure}"`);
  const port = integer(env, 'SMTP_PORT', secure === 'true' ? 465 : 587);
  return {
    host,
    port,
    secure: secure === undefined || secure === '' ? port === 465 : secure === 'true',
    user: env.SMTP_USER === '' ? undefined : env.SMTP_USER,
    password: env.SMTP_PASSWORD === '' ? undefined : env.SMTP_PASSWORD,
    from,
    perHour: Math.max(1, integer(env, 'MAILS_PER_HOUR', 10)),
    publicUrl,
  };
}

/** PUBLIC_URL: an http(s) origin, without a path (a trailing slash is dropped). */
function publicUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(
      'BAD_SETTING',
      `PUBLIC_URL must be an address like https://42.example.org, not "${raw}"`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search !== ''
  )
    throw new StartupError(
      'BAD_SETTING',
      `PUBLIC_URL must be an http or https origin with no path, not "${raw}"`,
    );
  return url.origin;
}

/** TRUST_PROXY's names for ranges of addresses (proxy-addr's). */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or "false" trusts nobody; "true", a hop count, or a comma-separated list of
 * addresses, subnets (10.0.0.0/8) and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
function trustProxyOf(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  for (const part of raw.split(',').map((p) => p.trim())) {
    const [address = '', bits, ...rest] = part.split('/');
    const family = isIP(address);
    const bitsOk =
      bits === undefined ||
      (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (PROXY_RANGES.includes(part) || (family !== 0 && bitsOk && rest.length === 0)) continue;
    throw new StartupError(
      'BAD_SETTING',
      `TRUST_PROXY must be true, false, a hop count, or addresses and subnets of your proxies (127.0.0.1, 10.0.0.0/8, loopback), not "${raw}" ("${part}" is none of these)`,
    );
  }
  return raw;
}

/** DATABASE_URL: unset for SQLite, or a postgres:// (postgresql://) address. */
function databaseUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new StartupError(
      'BAD_SETTING',
      `DATABASE_URL must be a PostgreSQL address (postgres://user:password@host:5432/texas42), or unset for the embedded SQLite database; it starts "${raw.split(':')[0] ?? ''}:"`,
    );
  return raw;
}

/** REDIS_URL: unset, or a redis:// (rediss:// for TLS) address. */
function redisUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^rediss?:\/\//.test(raw))
    throw new StartupError(
      'BAD_SETTING',
      `REDIS_URL must be a Redis address (redis://host:6379, rediss:// for TLS), or unset for one process; it starts "${raw.split(':')[0] ?? ''}:"`,
    );
  return raw;
}

function logLevelOf(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (level === undefined)
    throw new StartupError(
      'BAD_SETTING',
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}"`,
    );
  return level;
}

/**
 * LOG_FORMAT, or by default readable lines on a terminal and JSON lines anywhere else (a file,
 * journald, a container's log) and always in production (NODE_ENV=production).
 */
function logFormatOf(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  const raw = env.LOG_FORMAT;
  if (raw === 'json' || raw === 'pretty') return raw;
  if (raw !== undefined && raw !== '')
    throw new StartupError('BAD_SETTING', `LOG_FORMAT must be json or pretty, not "${raw}"`);
  return stdoutIsTerminal && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** A token short enough to guess is no lock: METRICS_TOKEN needs 16 characters or more. */
function metricsTokenOf(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16)
    throw new StartupError('BAD_SETTING', 'METRICS_TOKEN must be at least 16 characters long');
  return raw;
}
