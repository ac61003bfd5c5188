import type { Position } from './position.js';
import { BY_DISTANCE, COUNT, searchTables } from './tables.js';

/**
 * The yardstick the solver is measured against (issue 14): a plain alpha-beta with a
 * transposition table and simple move ordering, on the same bitboards and per-contract lookups
 * as the solver, so that the ratio measures the search and not the representation.
 *
 * - Fail-soft alpha-beta over plays, every seat in turn; exact values from one full-window
 *   search, make/set from one zero-window search.
 * - A transposition table at trick boundaries keyed by the dominoes still out and the leader,
 *   holding bounds and the best lead, large (1M entries) so that nothing is lost to replacement.
 * - Simple ordering: the table's lead first, then the strongest domino in the trick first.
 *
 * None of the solver's refinements: no MTD, no history, no count-out bounds, no sure tricks,
 * no equivalent dominoes. Not used by the product; the benchmark and the tests use it.
 */
const TABLE_BITS = 20;
const TABLE_SIZE = 1 << TABLE_BITS;
const STAMP_SHIFT = 19;
const STAMPS = 1 << (31 - STAMP_SHIFT);

function lowestId(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

export class PlainSearch {
  /** Two words an entry: the key, then lower | upper << 7 | (best lead + 1) << 14 | stamp << 19. */
  private readonly table = new Int32Array(TABLE_SIZE * 2);
  private stamp = 0;
  private readonly hands = new Int32Array(4);
  /** Plays of each trick on the search path: four slots a trick. */
  private readonly ids = new Int32Array(32);
  private readonly moves = new Int32Array(8 * 32);
  private readonly keys = new Int32Array(8 * 32);
  private readonly tieBreak = new Int32Array(4);
  private pos!: Position;
  private power: Int16Array = new Int16Array(0);
  private ledSuit: Int8Array = new Int8Array(0);
  private follow: Int32Array = new Int32Array(0);
  private players = 4;
  private lastLead = -1;
  /** Trick boundaries entered, for benchmarks. */
  nodes = 0;

  load(pos: Position): void {
    if (pos.trickIds.length > 0) throw new Error('the plain search starts at a trick boundary');
    this.pos = pos;
    this.hands.set(pos.hands);
    this.players = pos.sittingOut < 0 ? 4 : 3;
    const tables = searchTables(pos.table);
    this.power = tables.power;
    this.ledSuit = pos.table.ledSuit;
    this.follow = tables.follow;
    for (let s = 0; s < 4; s++)
      this.tieBreak[s] = pos.table.sevens && (s & 1) === pos.bidTeam ? 1 : 0;
    if (++this.stamp === STAMPS) {
      this.table.fill(0);
      this.stamp = 1;
    }
    this.nodes = 0;
  }

  /** The exact value: one full-window search. */
  exact(): number {
    return this.boundary(this.pos.leader, this.pos.tricksLeft, -1, 127);
  }

  /** Whether the scoreTeam can take at least `need` more: one zero-window search. */
  atLeast(need: number): boolean {
    if (need <= 0) return true;
    return this.boundary(this.pos.leader, this.pos.tricksLeft, need - 1, need) >= need;
  }

  private next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.pos.sittingOut ? (n + 1) & 3 : n;
  }

  private legal(hand: number, lead: number): number {
    if (this.pos.table.sevens) {
      for (let d = 0; d < 8; d++) {
        const near = hand & (BY_DISTANCE[d] as number);
        if (near !== 0) return near;
      }
      return 0;
    }
    if (lead < 0) return hand;
    const follow = hand & (this.follow[lead] as number);
    return follow !== 0 ? follow : hand;
  }

  private boundary(leader: number, tricksLeft: number, alpha: number, beta: number): number {
    if (tricksLeft === 0) return 0;
    this.nodes++;
    const h = this.hands;
    const key = ((h[0] as number) | (h[1] as number) | (h[2] as number) | (h[3] as number)) * 4;
    const full = key + leader;
    const slot = ((Math.imul(full, 0x9e3779b1) >>> (32 - TABLE_BITS)) & (TABLE_SIZE - 1)) << 1;
    const t = this.table;
    let hint = -1;
    let lo = 0;
    let hi = 127;
    if (t[slot] === full && (t[slot + 1] as number) >>> STAMP_SHIFT === this.stamp) {
      const packed = t[slot + 1] as number;
      lo = packed & 0x7f;
      hi = (packed >>> 7) & 0x7f;
      if (lo >= beta || lo === hi) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      hint = ((packed >>> 14) & 0x1f) - 1;
    }
    const v = this.node(0, leader, tricksLeft, alpha, beta, hint, -1, -1, 0);
    if (t[slot] !== full || (t[slot + 1] as number) >>> STAMP_SHIFT !== this.stamp) {
      t[slot] = full;
      lo = 0;
      hi = 127;
    }
    if (v <= alpha) hi = Math.min(hi, v);
    else if (v >= beta) lo = Math.max(lo, v);
    else lo = hi = v;
    t[slot + 1] = lo | (hi << 7) | ((this.lastLead + 1) << 14) | (this.stamp << STAMP_SHIFT);
    return v;
  }

  private node(
    i: number,
    seat: number,
    tricksLeft: number,
    alpha: number,
    beta: number,
    hint: number,
    winKey: number,
    winSeat: number,
    count: number,
  ): number {
    const base = (7 - tricksLeft) * 4;
    const lead = i === 0 ? -1 : (this.ids[base] as number);
    const legal = this.legal(this.hands[seat] as number, lead);
    const ply = base + i;
    const slot = ply * 8;
    let n = 0;
    // Simple ordering: the table's lead, then a lead from the top; a follower whose partner is
    // winning throws count, else wins as cheaply as it can, or else throws its least.
    for (let m = legal; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      const row = (this.ledSuit[lead < 0 ? id : lead] as number) * 28;
      const power = this.power[row + id] as number;
      const count = COUNT[id] as number;
      let key: number;
      if (id === hint) key = 1 << 20;
      else if (lead < 0) key = power * 64 + count;
      else if ((winSeat & 1) === (seat & 1)) key = 5000 + count * 64 - power;
      else if (power * 2 + (this.tieBreak[seat] as number) > winKey) key = 10000 - power;
      else key = 5000 - count * 64 - power;
      let j = n++;
      while (j > 0 && (this.keys[slot + j - 1] as number) < key) {
        this.moves[slot + j] = this.moves[slot + j - 1] as number;
        this.keys[slot + j] = this.keys[slot + j - 1] as number;
        j--;
      }
      this.moves[slot + j] = id;
      this.keys[slot + j] = key;
    }
    const maximizing = ((this.pos.maximizers >> seat) & 1) === 1;
    let best = maximizing ? -1 : 127;
    let bestMove = -1;
    for (let k = 0; k < n; k++) {
      const id = this.moves[slot + k] as number;
      const v = this.play(i, seat, id, tricksLeft, alpha, beta, winKey, winSeat, count);
      if (maximizing ? v > best : v < best) {
        best = v;
        bestMove = id;
        if (maximizing) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
      }
      if (alpha >= beta) break;
    }
    if (i === 0) this.lastLead = bestMove;
    return best;
  }

  private play(
    i: number,
    seat: number,
    id: number,
    tricksLeft: number,
    alpha: number,
    beta: number,
    winKey: number,
    winSeat: number,
    count: number,
  ): number {
    const base = (7 - tricksLeft) * 4;
    const row = (this.ledSuit[i === 0 ? id : (this.ids[base] as number)] as number) * 28;
    const key = (this.power[row + id] as number) * 2 + (this.tieBreak[seat] as number);
    if (key > winKey) {
      winKey = key;
      winSeat = seat;
    }
    count += COUNT[id] as number;
    this.ids[base + i] = id;
    const bit = 1 << id;
    this.hands[seat] = (this.hands[seat] as number) ^ bit;
    let v: number;
    if (i + 1 < this.players)
      v = this.node(i + 1, this.next(seat), tricksLeft, alpha, beta, -1, winKey, winSeat, count);
    else {
      const pos = this.pos;
      const gain = (winSeat & 1) !== pos.scoreTeam ? 0 : pos.countPoints ? 1 + count : 1;
      v = gain + this.boundary(winSeat, tricksLeft - 1, alpha - gain, beta - gain);
    }
    this.hands[seat] = this.hands[seat] ^ bit;
    return v;
  }
}
