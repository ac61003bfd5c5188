/**
 * A queue with lanes served in turn: each take comes from the next lane that has something
 * waiting, so a lane with a hundred entries cannot hold back a lane with one. Within a lane,
 * first come, first served.
 */
export class LaneQueue<T> {
  private readonly lanes = new Map<string, T[]>();
  /** Lanes with something waiting, in the order they will be served. */
  private readonly turn: string[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Entries waiting in one lane. */
  lengthOf(lane: string): number {
    return this.lanes.get(lane)?.length ?? 0;
  }

  get laneCount(): number {
    return this.lanes.size;
  }

  push(lane: string, item: T): void {
    const waiting = this.lanes.get(lane);
    if (waiting === undefined) {
      this.lanes.set(lane, [item]);
      this.turn.push(lane);
    } else waiting.push(item);
    this.count++;
  }

  /** The first entry of the lane whose turn it is; that lane goes to the back of the line. */
  shift(): T | undefined {
    const lane = this.turn.shift();
    if (lane === undefined) return undefined;
    const waiting = this.lanes.get(lane) as T[];
    const item = waiting.shift() as T;
    if (waiting.length > 0) this.turn.push(lane);
    else this.lanes.delete(lane);
    this.count--;
    return item;
  }

  /** Everything waiting, emptied out (in no particular order). */
  drain(): T[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.turn.length = 0;
    this.count = 0;
    return all;
  }
}
