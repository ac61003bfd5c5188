import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { EventSnapshot } from '../notices/event-notices.js';
import type { EventLock } from './core.js';
import { closedAtOf, findEvent, matchesForNotices, teamsOf } from './repository/index.js';

/** Told of an event's change: the event before it (null: new) and after. */
export type ChangeWatcher = (before: EventSnapshot | null, after: EventSnapshot) => void;

/**
 * The per-event lock: work on one event runs one piece at a time in this process (the rows'
 * versions guard across processes). Every change of an event runs here, so here it is told: the
 * kept view is dropped (`stale`), the watcher (notices) sees the event before and after, and the
 * listeners (live pages) hear of it once it is committed.
 */
export class EventLocks implements EventLock {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Told the id of every event a change was made to, once it is committed (live pages). */
  private readonly listeners: ((eventId: string) => void)[] = [];
  /** Told of every change of an event, with the event before and after it (notices). */
  private changeWatcher: ChangeWatcher | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    /** The event's kept view is stale (view-cache.ts). */
    private readonly stale: (eventId: string) => void,
  ) {}

  /** `listener` is told each event changed from now on: after the change is committed. */
  onChange(listener: (eventId: string) => void): void {
    this.listeners.push(listener);
  }

  /** `watch` is told, after each change of an event, what it was before and is after. */
  watchChanges(watch: ChangeWatcher): void {
    this.changeWatcher = watch;
  }

  /** The listeners hear the event changed (a new event is made outside the lock). */
  announce(eventId: string): void {
    for (const listener of this.listeners) listener(eventId);
  }

  exclusive<T>(
    eventId: string,
    work: () => Promise<T>,
    { closedToo = false }: { readonly closedToo?: boolean } = {},
  ): Promise<T> {
    const before = this.queues.get(eventId) ?? Promise.resolve();
    // Every change of an event runs here: its kept view (view-cache.ts) is stale after it. The
    // watcher sees the event before and after, read inside the queue so no other change mixes in;
    // then the pages that follow the event are told (live:changed).
    const change = async (): Promise<T> => {
      if (!closedToo) await this.refuseClosed(eventId);
      const watch = this.changeWatcher;
      const was = watch === null ? null : await this.snapshot(eventId);
      let done: T;
      try {
        done = await work();
        const now = watch === null ? null : await this.snapshot(eventId);
        if (watch !== null && was !== undefined && now != null) watch(was, now);
      } finally {
        this.stale(eventId);
      }
      this.announce(eventId);
      return done;
    };
    const run = before.then(change, change);
    const tail = run.catch(() => undefined);
    this.queues.set(eventId, tail);
    void tail.then(() => {
      if (this.queues.get(eventId) === tail) this.queues.delete(eventId);
    });
    return run;
  }

  /** EVENT_CLOSED once the site's admin closed the event: nothing of it changes any more. */
  private async refuseClosed(eventId: string): Promise<void> {
    if ((await closedAtOf(this.db, eventId)) != null)
      throw new ServerError(
        409,
        'EVENT_CLOSED',
        "the site's admin closed this event: it can be read, and nothing of it changes any more",
      );
  }

  /** The event, its teams and matches as stored now; null: no such event; undefined: unreadable. */
  private async snapshot(eventId: string): Promise<EventSnapshot | null | undefined> {
    try {
      const event = await findEvent(this.db, eventId);
      if (event === undefined) return null;
      const [teams, matches] = await Promise.all([
        teamsOf(this.db, eventId),
        matchesForNotices(this.db, eventId),
      ]);
      return { event, teams, matches };
    } catch {
      // A busy database: no notices for this change, which goes on as it would without them.
      return undefined;
    }
  }
}
