/**
 * Views kept between changes: an event's view is built once per change, not once per look (a
 * 200-team round robin's takes hundreds of milliseconds to build). Every change of an event runs
 * in EventService.exclusive, which calls `changed` when it ends, so the next look builds afresh.
 *
 * A build that a change overtakes is handed to the requests that waited for it but not kept:
 * each entry remembers the event's change count from before its build began.
 */
export class ViewCache<T> {
  private readonly changes = new Map<string, number>();
  private readonly entries = new Map<string, Entry<T>>();
  private readonly building = new Map<string, { change: number; value: Promise<Built<T>> }>();
  /**
   * Milliseconds an entry is trusted (Infinity: until a change). Where other processes change
   * the same events (REDIS_URL), their changes are seen within this long.
   */
  maxAgeMs = Infinity;

  constructor(
    /** Events kept at most; the least recently looked at goes first. */
    private readonly capacity: number,
    private readonly clock: () => number,
  ) {}

  /** The event changed: its kept view is stale. */
  changed(id: string): void {
    this.changes.set(id, (this.changes.get(id) ?? 0) + 1);
    this.entries.delete(id);
  }

  async get(id: string, build: () => Promise<Built<T>>): Promise<T> {
    const now = this.clock();
    const change = this.changes.get(id) ?? 0;
    const kept = this.entries.get(id);
    if (kept !== undefined && kept.change === change && now < kept.expires) {
      // Looked at now: the last to be dropped.
      this.entries.delete(id);
      this.entries.set(id, kept);
      return kept.value;
    }
    // Requests that come while a view is built share the build.
    const pending = this.building.get(id);
    if (pending !== undefined && pending.change === change) return (await pending.value).value;
    const value = build();
    this.building.set(id, { change, value });
    try {
      const built = await value;
      if ((this.changes.get(id) ?? 0) === change) {
        this.entries.delete(id);
        this.entries.set(id, {
          change,
          value: built.value,
          expires: Math.min(built.validUntil, now + this.maxAgeMs),
        });
        while (this.entries.size > this.capacity) {
          const oldest = this.entries.keys().next().value as string;
          this.entries.delete(oldest);
        }
      }
      return built.value;
    } finally {
      if (this.building.get(id)?.value === value) this.building.delete(id);
    }
  }
}

/** A view as built, and until when (server time, ms) it holds without a change. */
export interface Built<T> {
  readonly value: T;
  readonly validUntil: number;
}

interface Entry<T> {
  readonly change: number;
  readonly value: T;
  readonly expires: number;
}
