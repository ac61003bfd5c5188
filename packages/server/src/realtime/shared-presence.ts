import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/** Where the processes of one deployment list themselves (under its REDIS_PREFIX). */
const processesKey = (prefix: string): string => `${prefix}:presence:processes`;
/** Where one process lists its connected seats. */
const seatsKey = (prefix: string, processId: string): string => `${prefix}:presence:${processId}`;

/** A process's list is trusted this long without a heartbeat: a dead process's seats vanish. */
export const PRESENCE_TTL_MS = 15_000;

/**
 * Who is connected to the other processes of a deployment (REDIS_URL): each process keeps, under
 * a key that expires unless renewed, the seats ("table:seat") its sockets sit in, and reads the
 * others' lists when asked (`refresh`) and on every heartbeat. A process that dies stops renewing
 * its key, so its people count as gone within PRESENCE_TTL_MS.
 */
export class SharedPresence {
  private others: ReadonlySet<string> = new Set();
  private mine: readonly string[] = [];
  private readonly heartbeat: NodeJS.Timeout;
  /**
   * Closed: its sockets still disconnecting after `close` must not write its list again. A list
   * written then would outlive the process's version (process-versions.ts) for PRESENCE_TTL_MS,
   * and a process starting in that time was refused as beside a process "older than 0.2".
   */
  private closed = false;

  constructor(
    private readonly client: RedisClient,
    private readonly processId: string,
    private readonly onError: (e: unknown) => void,
    /** The deployment's REDIS_PREFIX. */
    private readonly prefix = 'texas42',
  ) {
    // A third of the time to live: two heartbeats may be late before the list expires.
    this.heartbeat = setInterval(() => {
      void this.publish(this.mine)
        .then(() => this.refresh())
        .catch(onError);
    }, PRESENCE_TTL_MS / 3);
    this.heartbeat.unref();
  }

  /** Whether a socket on another process sits in the seat (as of the last refresh). */
  has(seatKey: string): boolean {
    return this.others.has(seatKey);
  }

  /** This process's connected seats, now: the list the others read. */
  async publish(seats: readonly string[]): Promise<void> {
    if (this.closed) return;
    this.mine = seats;
    await this.client
      .multi()
      .set(seatsKey(this.prefix, this.processId), JSON.stringify(seats), { PX: PRESENCE_TTL_MS })
      .sAdd(processesKey(this.prefix), this.processId)
      .exec();
  }

  /** Reads the other processes' lists; a process whose list expired is struck off. */
  async refresh(): Promise<void> {
    const ids = (await this.client.sMembers(processesKey(this.prefix))).filter(
      (id) => id !== this.processId,
    );
    if (ids.length === 0) {
      this.others = new Set();
      return;
    }
    const lists = await this.client.mGet(ids.map((id) => seatsKey(this.prefix, id)));
    const gone = ids.filter((_, i) => lists[i] == null);
    if (gone.length > 0) await this.client.sRem(processesKey(this.prefix), gone);
    this.others = new Set(lists.flatMap((list) => (list == null ? [] : seatsIn(list))));
  }

  /** This process stops: its people are gone at once, not when its list expires. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.client
      .multi()
      .del(seatsKey(this.prefix, this.processId))
      .sRem(processesKey(this.prefix), this.processId)
      .exec()
      .catch(this.onError);
  }
}

/** The seats of a stored list (written by publish above; anything else counts as none). */
function seatsIn(list: string): string[] {
  try {
    const parsed: unknown = JSON.parse(list);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
