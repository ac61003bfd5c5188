/**
 * Whose a task is, for taking turns: the client address it came from, the person, and whether
 * people are waiting on it (a table with someone seated or watching) or nobody is (bots playing
 * bots with nobody looking). A plain string is one lane that is its own address and person.
 */
export interface Lane {
  readonly address: string;
  readonly person: string;
  readonly people: boolean;
}

export type LaneLike = string | Lane;

export function laneOf(lane: LaneLike): Lane {
  return typeof lane === 'string' ? { address: lane, person: lane, people: true } : lane;
}

/** How fast the time a lane used is forgotten: it halves every USAGE_HALF_LIFE_MS. */
export const USAGE_HALF_LIFE_MS = 60_000;

/** Usage counters kept at most; past it, the ones that have faded to nothing are dropped. */
const USAGE_KEPT = 10_000;

interface Waiting<T> {
  readonly item: T;
  readonly lane: Lane;
  readonly seq: number;
}

/**
 * A queue served by the time each has used, not by the number of tasks: whatever waits for people
 * goes before what nobody watches; among those, the address that has used the least thread time
 * lately goes first, and within the address the person who has used the least; a person's own
 * tasks go first come, first served. Four guests from one address with 32 tables of slow bots
 * between them so share one address's turn with a person at one table of fast bots, who is never
 * left waiting behind them. Usage fades (USAGE_HALF_LIFE_MS), so turns follow recent use.
 */
export class FairQueue<T> {
  private readonly waiting: Waiting<T>[] = [];
  private readonly usage = new Map<string, { ms: number; at: number }>();
  private seq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get length(): number {
    return this.waiting.length;
  }

  /** People with something waiting. */
  get laneCount(): number {
    return new Set(this.waiting.map((w) => w.lane.person)).size;
  }

  /** Entries waiting for one person. */
  lengthOf(person: string): number {
    return this.waiting.filter((w) => w.lane.person === person).length;
  }

  push(lane: LaneLike, item: T): void {
    this.waiting.push({ item, lane: laneOf(lane), seq: this.seq++ });
  }

  /** The entry whose turn it is (see the class), or undefined if nothing waits. */
  shift(): T | undefined {
    if (this.waiting.length === 0) return undefined;
    const people = this.waiting.some((w) => w.lane.people);
    const now = this.now();
    let best: Waiting<T> | null = null;
    let bestAt = 0;
    let bestKey: readonly [number, number, number] = [Infinity, Infinity, Infinity];
    for (const [i, w] of this.waiting.entries()) {
      if (w.lane.people !== people) continue;
      const key = [
        this.used(addressKey(w.lane), now),
        this.used(personKey(w.lane), now),
        w.seq,
      ] as const;
      if (best === null || before(key, bestKey)) {
        best = w;
        bestAt = i;
        bestKey = key;
      }
    }
    if (best === null) return undefined;
    this.waiting.splice(bestAt, 1);
    return best.item;
  }

  /** `ms` of thread time used by the lane's task: counted to its address and its person. */
  charge(lane: LaneLike, ms: number): void {
    const l = laneOf(lane);
    const now = this.now();
    for (const key of [addressKey(l), personKey(l)])
      this.usage.set(key, { ms: this.used(key, now) + Math.max(0, ms), at: now });
    if (this.usage.size > USAGE_KEPT)
      for (const key of [...this.usage.keys()]) if (this.used(key, now) < 1) this.usage.delete(key);
  }

  /** The time `key` has used, faded to now. */
  private used(key: string, now: number): number {
    const u = this.usage.get(key);
    if (u === undefined) return 0;
    return u.ms * 2 ** (-(now - u.at) / USAGE_HALF_LIFE_MS);
  }

  /** Everything waiting, emptied out (in no particular order). */
  drain(): T[] {
    const all = this.waiting.map((w) => w.item);
    this.waiting.length = 0;
    return all;
  }
}

const addressKey = (l: Lane): string => `a:${l.address}`;
const personKey = (l: Lane): string => `p:${l.person}`;

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x < y;
  }
  return false;
}
