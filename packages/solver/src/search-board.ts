import { lowestId, popcount } from './bits.js';
import type { Position } from './position.js';
import { BY_DISTANCE, COUNT, searchTables } from './tables.js';

let FIVES = 0;
let TENS = 0;
for (let id = 0; id < 28; id++) {
  if (COUNT[id] === 5) FIVES |= 1 << id;
  if (COUNT[id] === 10) TENS |= 1 << id;
}

/**
 * The position a search moves through, as typed arrays and bit sets (the hands, the plays of each
 * trick on the search path, the contract's per-domino tables, who maximizes), and what follows
 * from the position alone: whose turn is next, the legal plays, which dominoes play alike, the
 * last trick, and bounds on what is still to take. `TrickSearch` searches it.
 */
export class SearchBoard {
  protected readonly hands = new Int32Array(4);
  /** Plays of each trick on the search path: four slots a trick. */
  protected readonly ids = new Int32Array(32);
  /** Each trick's dominoes still out when it was led (the hands and that trick's plays). */
  protected readonly trickUnion = new Int32Array(8);

  protected pos!: Position;
  protected players = 4;
  // Hot fields of the position, read on every node.
  protected power16: Int16Array = new Int16Array(0);
  protected leadPower: Int16Array = new Int16Array(0);
  protected ledSuit: Int8Array = new Int8Array(0);
  protected follow: Int32Array = new Int32Array(0);
  protected equiv: Int32Array = new Int32Array(0);
  protected beats: Int32Array = new Int32Array(0);
  /** The contract's trumps (none in follow-me and sevens). */
  protected trumps = 0;
  /** Sevens ties go to the bidding side: 1 for its seats (in sevens), added to doubled strength. */
  protected readonly tieBreak = new Int32Array(4);
  protected sevens = false;
  protected sittingOut = -1;
  protected maximizers = 0;
  protected scoreTeam = 0;
  protected countPoints = true;
  /** The remaining-or-not trumps of the contract, strongest first (empty: no trumps, or sevens). */
  protected trumpOrder: Int8Array = new Int8Array(0);
  /** Count of the dominoes on the table when the position was loaded mid-trick. */
  protected rootTrickCount = 0;
  protected rootTricksLeft = 7;
  /** Who is winning the trick on the table when the position was loaded, as `play` carries it. */
  protected rootWinKey = -1;
  protected rootWinSeat = -1;

  /** Sets up a position: the hands, the trick on the table and the contract's tables. */
  load(pos: Position): void {
    this.pos = pos;
    this.hands.set(pos.hands);
    this.players = pos.sittingOut < 0 ? 4 : 3;
    const tables = searchTables(pos.table);
    this.power16 = tables.power;
    this.leadPower = tables.leadPower;
    this.ledSuit = pos.table.ledSuit;
    this.follow = tables.follow;
    this.equiv = tables.equiv;
    this.beats = tables.beats;
    this.trumps = pos.table.trump < 0 ? 0 : (pos.table.members[pos.table.trump] as number);
    this.sevens = pos.table.sevens;
    // "A tie does not set the bidder": in sevens a tie goes to the bidding side.
    for (let s = 0; s < 4; s++)
      this.tieBreak[s] = pos.table.sevens && (s & 1) === pos.bidTeam ? 1 : 0;
    this.sittingOut = pos.sittingOut;
    this.maximizers = pos.maximizers;
    this.scoreTeam = pos.scoreTeam;
    this.countPoints = pos.countPoints;
    this.rootTricksLeft = pos.tricksLeft;
    this.trumpOrder = trumpOrderOf(pos);
    this.rootTrickCount = pos.trickIds.reduce((n, id) => n + (COUNT[id] as number), 0);
    const base = (7 - pos.tricksLeft) * 4;
    const h = this.hands;
    let union = (h[0] as number) | (h[1] as number) | (h[2] as number) | (h[3] as number);
    this.rootWinKey = -1;
    this.rootWinSeat = -1;
    pos.trickIds.forEach((id, k) => {
      this.ids[base + k] = id;
      union |= 1 << id;
      const seat = pos.trickSeats[k] as number;
      const row = (this.ledSuit[pos.trickIds[0] as number] as number) * 28;
      const key = (this.power16[row + id] as number) * 2 + (this.tieBreak[seat] as number);
      if (key > this.rootWinKey) {
        this.rootWinKey = key;
        this.rootWinSeat = seat;
      }
    });
    this.trickUnion[7 - pos.tricksLeft] = union;
  }

  /** The most the scoreTeam can still take: tricks left and the count still out. */
  remaining(tricksLeft: number): number {
    if (!this.countPoints) return tricksLeft;
    const h = this.hands;
    const out = (h[0] as number) | (h[1] as number) | (h[2] as number) | (h[3] as number);
    const onTable = tricksLeft === this.rootTricksLeft ? this.rootTrickCount : 0;
    return tricksLeft + onTable + 5 * popcount(out & FIVES) + 10 * popcount(out & TENS);
  }

  protected next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.sittingOut ? (n + 1) & 3 : n;
  }

  /** The plays `hand` may make in a trick led by `leadId` (-1: it leads). */
  protected legal(hand: number, leadId: number): number {
    if (this.sevens) {
      // "Nearest seven": only the dominoes nearest to seven pips may be played.
      for (let d = 0; d < 8; d++) {
        const near = hand & (BY_DISTANCE[d] as number);
        if (near !== 0) return near;
      }
      return 0;
    }
    if (leadId < 0) return hand;
    const follow = hand & (this.follow[leadId] as number);
    return follow !== 0 ? follow : hand;
  }

  /**
   * Whether `b` plays exactly like `a` from one hand, with `outside` the dominoes that could meet
   * a play from it (the other hands and the trick so far). They need the same count and the same
   * trump status. A suit nobody else holds ("dead") can never be led to this hand nor followed
   * by another, so membership and rank in it do not matter; in every live suit both must belong
   * or not, with nothing outside ranking between them, and a lead of either must call the same
   * suit or a dead one. Suits only die as dominoes are played, so this holds for every future.
   * The per-contract table holds, for each pair, the dominoes that would break this.
   */
  protected equivalent(a: number, b: number, outside: number): boolean {
    const apart = this.equiv[a * 28 + b] as number;
    return apart !== -1 && (outside & apart) === 0;
  }

  /** The last trick: every seat has one domino left, so it plays itself. */
  protected lastTrick(leader: number): number {
    const h = this.hands;
    const lead = lowestId(h[leader] as number);
    const row = (this.ledSuit[lead] as number) * 28;
    let winKey = (this.leadPower[lead] as number) * 2 + (this.tieBreak[leader] as number);
    let winSeat = leader;
    let count = COUNT[lead] as number;
    let seat = leader;
    for (let i = 1; i < this.players; i++) {
      seat = this.next(seat);
      const id = lowestId(h[seat] as number);
      const key = (this.power16[row + id] as number) * 2 + (this.tieBreak[seat] as number);
      if (key > winKey) {
        winKey = key;
        winSeat = seat;
      }
      count += COUNT[id] as number;
    }
    if ((winSeat & 1) !== this.scoreTeam) return 0;
    return this.countPoints ? 1 + count : 1;
  }

  /**
   * What the leader's side takes at least by leading, one after another, the dominoes nobody
   * else could beat (each wins its trick, with its own count at least, and keeps the lead); 0 if
   * the leader does not play for tricks (nello) or holds none.
   */
  protected quickTricks(leader: number): number {
    const maximizing = ((this.maximizers >> leader) & 1) === 1;
    if (((leader & 1) === this.scoreTeam) !== maximizing) return 0;
    const h = this.hands;
    // The partner counts too: a partner forced to overtake would take the lead away.
    const other =
      (h[(leader + 1) & 3] as number) |
      (h[(leader + 2) & 3] as number) |
      (h[(leader + 3) & 3] as number);
    let take = 0;
    for (let m = h[leader] as number; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      if (((this.beats[id] as number) & other) === 0)
        take += this.countPoints ? 1 + (COUNT[id] as number) : 1;
    }
    return take;
  }

  /**
   * What one side takes whatever anyone plays: the trumps ranking above every trump of the other
   * side each win the trick they fall in (a partner's higher trump keeps it in the side), one
   * trick per domino of a single player at least, with their own count. Positive for the
   * scoreTeam, negative for its opponents, 0 when neither holds such a trump.
   */
  protected sureTake(union: number): number {
    const order = this.trumpOrder;
    const h = this.hands;
    let team = -1;
    let count = 0;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    for (let k = 0; k < order.length; k++) {
      const id = order[k] as number;
      const bit = 1 << id;
      if ((union & bit) === 0) continue;
      const seat =
        ((h[0] as number) & bit) !== 0
          ? 0
          : ((h[1] as number) & bit) !== 0
            ? 1
            : ((h[2] as number) & bit) !== 0
              ? 2
              : 3;
      if (team < 0) team = seat & 1;
      else if ((seat & 1) !== team) break;
      count += COUNT[id] as number;
      if (seat === 0) n0++;
      else if (seat === 1) n1++;
      else if (seat === 2) n2++;
      else n3++;
    }
    if (team < 0) return 0;
    const tricks = team === 0 ? Math.max(n0, n2) : Math.max(n1, n3);
    const take = this.countPoints ? tricks + count : tricks;
    return team === this.scoreTeam ? take : -take;
  }
}

/** The contract's trumps, strongest first; none where sure trump tricks do not apply. */
function trumpOrderOf(pos: Position): Int8Array {
  const table = pos.table;
  if (table.trump < 0 || table.sevens) return new Int8Array(0);
  const members = table.members[table.trump] as number;
  const ids: number[] = [];
  for (let m = members; m !== 0; m &= m - 1) ids.push(31 - Math.clz32(m & -m));
  const power = (id: number): number => table.power[table.trump * 28 + id] as number;
  return Int8Array.from(ids.sort((a, b) => power(b) - power(a)));
}
