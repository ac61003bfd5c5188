import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import type { ServerConfig } from '../config.js';
import type { EventService } from '../events/service.js';
import type { SharedCounts } from '../http/shared-counts.js';
import type { Logger } from '../observe/logger.js';
import type { ServerMetrics } from '../observe/metrics.js';
import type { ChatLines } from '../realtime/chat-lines.js';
import { attachLive, followable } from '../realtime/live.js';
import type { SocketPresence } from '../realtime/presence.js';
import { joinDeployment } from '../realtime/process-versions.js';
import { attachRedis, type RedisLink } from '../realtime/redis.js';
import { dropEndedSessions } from '../realtime/session-check.js';
import { SharedPresence } from '../realtime/shared-presence.js';
import {
  attachSockets,
  CHAT_PER_WINDOW,
  CHAT_WINDOW_MS,
  type TableServer,
} from '../realtime/sockets.js';
import type { TableService } from '../tables/service.js';
import { serverVersion } from '../version.js';

/** What the sockets are built over. */
export interface SocketParts {
  readonly http: FastifyInstance;
  readonly config: ServerConfig;
  readonly log: Logger;
  readonly accounts: Accounts;
  readonly tables: TableService;
  readonly events: EventService;
  readonly presence: SocketPresence;
  readonly metrics: ServerMetrics;
  readonly counts: SharedCounts;
  readonly chat: ChatLines;
  readonly stopping: () => boolean;
}

/** The socket server for tables, chat and live pages, on the HTTP server. */
export function attachTableSockets(parts: SocketParts): TableServer {
  const { config, metrics, counts } = parts;
  return attachSockets(parts.http, parts.accounts, parts.tables, parts.presence, {
    rateLimit: config.rateLimit,
    allowedOrigins: config.allowedOrigins,
    socketsPerSession: config.limits.socketsPerSession,
    socketsPerAddress: config.limits.socketsPerAddress,
    trustProxy: config.trustProxy,
    log: parts.log,
    acted: (seconds) => metrics.actionToBroadcast.observe(seconds),
    followable: (topic) => followable(parts.events, topic),
    // A person's chat, counted per person (a socket's own budget let twelve sockets send 253
    // messages to a spectator in 3 s), in Redis once it is attached.
    chatAllowed: (userId) =>
      counts.increment(`chat:${userId}`, CHAT_WINDOW_MS).then(
        ({ current }) => current <= CHAT_PER_WINDOW,
        () => true,
      ),
    chat: parts.chat,
    stopping: parts.stopping,
  });
}

/** This process among the others: Redis, the deployment's versions, live pages, presence. */
export interface Joined {
  readonly stopSessionCheck: () => void;
  readonly redis: RedisLink | null;
  readonly deployment: Awaited<ReturnType<typeof joinDeployment>> | null;
  readonly live: ReturnType<typeof attachLive>;
}

export async function joinProcesses(parts: SocketParts, io: TableServer): Promise<Joined> {
  const { config, log, presence } = parts;
  // Sessions ended from outside this process (the command line) close their sockets here too.
  const stopSessionCheck = dropEndedSessions(io, parts.accounts.sessions, 30_000, log);
  const redis =
    config.redisUrl === undefined
      ? null
      : await attachRedis(io, config.redisUrl, config.redisPrefix, log);
  if (redis !== null) parts.counts.share(redis.client, config.redisPrefix);
  // One id for this process among the deployment's; a version that cannot serve beside the ones
  // already running refuses to start (VERSION_MISMATCH) before it takes part in anything.
  const processId = randomUUID();
  const deployment =
    redis === null
      ? null
      : await joinDeployment(redis.client, config.redisPrefix, processId, serverVersion());
  // Live pages: told of every change (live.ts); across processes through Redis.
  const live = attachLive(io, {
    events: parts.events,
    tables: parts.tables,
    presence,
    shared: redis !== null,
    now: config.now ?? Date.now,
  });
  if (redis !== null)
    await presence.share(
      new SharedPresence(
        redis.client,
        processId,
        (err: unknown) => log.warn({ err }, 'sharing who is connected through Redis failed'),
        config.redisPrefix,
      ),
    );
  return { stopSessionCheck, redis, deployment, live };
}
