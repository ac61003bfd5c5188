import { DOMINOES } from '@texas42/engine';
import type { Position } from './position.js';

/**
 * Exact search of a hand with every domino known.
 *
 * - Fail-soft alpha-beta over plays; inside a trick each seat moves in turn, maximizing if on
 *   the position's maximizers, minimizing otherwise. The value is the scoreTeam's take from here.
 * - A transposition table at trick boundaries, keyed by the dominoes still out and the leader
 *   (the deal is fixed, so that is the whole position), holding bounds and the best lead. It is
 *   an open-addressed typed-array table: nothing in the search allocates.
 * - Move ordering: the table's lead first; followers try what a player would (win cheaply, feed
 *   count to a partner who is winning, else throw the least).
 * - Equivalent dominoes (one hand, same count and suits, nothing outside that hand ranking
 *   between them) are searched once.
 * - Bounds from the points still out cut before any move is tried.
 */
const COUNT = Int32Array.from(DOMINOES.map((d) => d.count));
const DISTANCE = Int32Array.from(DOMINOES.map((d) => Math.abs(d.pips - 7)));
let FIVES = 0;
let TENS = 0;
for (const d of DOMINOES) {
  if (d.count === 5) FIVES |= 1 << d.id;
  if (d.count === 10) TENS |= 1 << d.id;
}

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function lowestId(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

const TABLE_BITS = 18;
const TABLE_SIZE = 1 << TABLE_BITS;
const TABLE_MASK = TABLE_SIZE - 1;
/** No value is this big: marks an empty bound. */
const NONE = 127;

export class Search {
  /**
   * The table: four words an entry, side by side so one probe touches one cache line:
   * the key, the stamp of the search that wrote it, and lower | upper << 8 | (best lead + 1) << 16.
   */
  private readonly table = new Int32Array(TABLE_SIZE * 4);
  private stamp = 0;

  private readonly hands = new Int32Array(4);
  /** Plays of each trick on the search path: four slots a trick. */
  private readonly seats = new Int32Array(32);
  private readonly ids = new Int32Array(32);
  /** Ordered candidate moves, eight slots a ply. */
  private readonly moves = new Int32Array(8 * 32);
  private readonly keysBuf = new Int32Array(8 * 32);
  /** Cutoffs each (seat, domino) has caused: leads that refuted before are tried early. */
  private readonly history = new Int32Array(4 * 28);

  private pos!: Position;
  private players = 4;
  // Hot fields of the position, read on every node.
  private power16: Int16Array = new Int16Array(0);
  private ledSuit: Int8Array = new Int8Array(0);
  private members: Int32Array = new Int32Array(0);
  private sevens = false;
  private trump = -1;
  private sittingOut = -1;
  private maximizers = 0;
  private scoreTeam = 0;
  private countPoints = true;
  private bidTeam = 0;
  /** The remaining-or-not trumps of the contract, strongest first (empty: no trumps, or sevens). */
  private trumpOrder: Int8Array = new Int8Array(0);
  /** Count of the dominoes on the table when the position was loaded mid-trick. */
  private rootTrickCount = 0;
  private rootTricksLeft = 7;
  /** The best lead found by the last trick search at ply 0 of a trick. */
  private lastLead = -1;
  /** Positions searched (trick boundaries entered), for benchmarks. */
  nodes = 0;

  /** Sets up a position; the table is emptied (by a new stamp). */
  load(pos: Position): void {
    this.pos = pos;
    this.hands.set(pos.hands);
    this.players = pos.sittingOut < 0 ? 4 : 3;
    this.power16 = pos.table.power;
    this.ledSuit = pos.table.ledSuit;
    this.members = pos.table.members;
    this.sevens = pos.table.sevens;
    this.trump = pos.table.trump;
    this.sittingOut = pos.sittingOut;
    this.maximizers = pos.maximizers;
    this.scoreTeam = pos.scoreTeam;
    this.countPoints = pos.countPoints;
    this.bidTeam = pos.bidTeam;
    this.rootTricksLeft = pos.tricksLeft;
    this.trumpOrder = trumpOrderOf(pos);
    this.rootTrickCount = pos.trickIds.reduce((n, id) => n + (COUNT[id] as number), 0);
    this.stamp = (this.stamp + 1) | 0;
    this.nodes = 0;
    this.history.fill(0);
    const base = (7 - pos.tricksLeft) * 4;
    pos.trickSeats.forEach((s, k) => {
      this.seats[base + k] = s;
      this.ids[base + k] = pos.trickIds[k] as number;
    });
  }

  /** The most the scoreTeam can still take: tricks left and the count still out. */
  remaining(tricksLeft: number): number {
    if (!this.countPoints) return tricksLeft;
    const h = this.hands;
    const out = (h[0] as number) | (h[1] as number) | (h[2] as number) | (h[3] as number);
    const onTable = tricksLeft === this.rootTricksLeft ? this.rootTrickCount : 0;
    return tricksLeft + onTable + 5 * popcount(out & FIVES) + 10 * popcount(out & TENS);
  }

  private next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.sittingOut ? (n + 1) & 3 : n;
  }

  private legal(seat: number, leadId: number): number {
    const hand = this.hands[seat] as number;
    if (this.sevens) {
      let best = 99;
      for (let m = hand; m !== 0; m &= m - 1)
        best = Math.min(best, DISTANCE[lowestId(m)] as number);
      let out = 0;
      for (let m = hand; m !== 0; m &= m - 1) {
        const bit = m & -m;
        if (DISTANCE[lowestId(bit)] === best) out |= bit;
      }
      return out;
    }
    if (leadId < 0) return hand;
    const follow = hand & (this.members[this.ledSuit[leadId] as number] as number);
    return follow !== 0 ? follow : hand;
  }

  /** Strength of a domino in a trick led by `leadId` (sevens: nearness to seven). */
  private power(id: number, leadId: number): number {
    if (this.sevens) return 20 - (DISTANCE[id] as number) * 2;
    return this.power16[(this.ledSuit[leadId] as number) * 28 + id] as number;
  }

  private winner(base: number): number {
    const n = this.players;
    const lead = this.ids[base] as number;
    let best = 0;
    let bestKey = -1;
    const sevens = this.sevens;
    for (let i = 0; i < n; i++) {
      let key = this.power(this.ids[base + i] as number, lead);
      // "A tie does not set the bidder": in sevens a tie goes to the bidding side.
      if (sevens) key += ((this.seats[base + i] as number) & 1) === this.bidTeam ? 1 : 0;
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return this.seats[base + best] as number;
  }

  /** Dominoes that could meet a play by `seat` now: the other hands and the trick so far. */
  private outside(seat: number, base: number, played: number): number {
    let outside = 0;
    for (let s = 0; s < 4; s++) if (s !== seat) outside |= this.hands[s] as number;
    for (let k = 0; k < played; k++) outside |= 1 << (this.ids[base + k] as number);
    return outside;
  }

  /**
   * Whether `b` plays exactly like `a` from one hand. They need the same count and the same
   * trump status. A suit nobody else holds ("dead") can never be led to this hand nor followed
   * by another, so membership and rank in it do not matter; in every live suit both must belong
   * or not, with nothing outside ranking between them, and a lead of either must call the same
   * suit or a dead one. Suits only die as dominoes are played, so this holds for every future.
   */
  private equivalent(a: number, b: number, outside: number): boolean {
    if (COUNT[a] !== COUNT[b]) return false;
    if (this.sevens) return DISTANCE[a] === DISTANCE[b];
    const trump = this.trump;
    const members = this.members;
    const ledSuit = this.ledSuit;
    const power = this.power16;
    if (trump >= 0) {
      const trumps = members[trump] as number;
      if (((trumps >>> a) & 1) !== ((trumps >>> b) & 1)) return false;
    }
    const leadA = ledSuit[a] as number;
    const leadB = ledSuit[b] as number;
    if (
      leadA !== leadB &&
      ((outside & (members[leadA] as number)) !== 0 || (outside & (members[leadB] as number)) !== 0)
    )
      return false;
    for (let suit = 0; suit < 8; suit++) {
      const inSuit = members[suit] as number;
      const live = outside & inSuit;
      if (live === 0 && suit !== trump) continue;
      const inA = (inSuit >>> a) & 1;
      if (inA !== ((inSuit >>> b) & 1)) return false;
      if (inA === 0) continue;
      const pa = power[suit * 28 + a] as number;
      const pb = power[suit * 28 + b] as number;
      const lo = pa < pb ? pa : pb;
      const hi = pa < pb ? pb : pa;
      for (let m = live; m !== 0; m &= m - 1) {
        const p = power[suit * 28 + lowestId(m)] as number;
        if (p > lo && p < hi) return false;
      }
    }
    return true;
  }

  /**
   * Orders the legal moves of `seat` at position `i` of the trick into the move buffer and
   * returns how many there are.
   */
  private order(
    ply: number,
    seat: number,
    i: number,
    base: number,
    legal: number,
    maximizing: boolean,
    hint: number,
  ): number {
    const slot = ply * 8;
    let n = 0;
    const lead = i === 0 ? -1 : (this.ids[base] as number);
    // Who is winning so far, and with what.
    let bestPower = -1;
    let winningSeat = -1;
    for (let k = 0; k < i; k++) {
      const p = this.power(this.ids[base + k] as number, lead);
      if (p > bestPower) {
        bestPower = p;
        winningSeat = this.seats[base + k] as number;
      }
    }
    // A player wants the trick if that raises its side's result: the scoring side when
    // maximizing, its opponents when minimizing (in nello both want to duck).
    const onScoreTeam = (seat & 1) === this.scoreTeam;
    const wantsTrick = onScoreTeam === maximizing;
    const partnerWinning = winningSeat >= 0 && (winningSeat & 1) === (seat & 1);
    for (let m = legal; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      const count = COUNT[id] as number;
      let key: number;
      if (id === hint) key = 1_000_000;
      else if (i === 0)
        key = (this.history[seat * 28 + id] as number) * 64 + this.power(id, id) * 16 + count;
      else {
        const p = this.power(id, lead);
        const wins = p > bestPower;
        if (wantsTrick) {
          if (partnerWinning) key = 5000 + count * 16 - p;
          else if (wins) key = 8000 - p + count * 4;
          else key = 1000 - count * 16 - p;
        } else if (partnerWinning || !wins) key = 8000 + p - count * 16;
        else key = 1000 - p - count * 16;
      }
      // Insertion by key, highest first.
      let j = n++;
      while (j > 0 && (this.keysBuf[slot + j - 1] as number) < key) {
        this.moves[slot + j] = this.moves[slot + j - 1] as number;
        this.keysBuf[slot + j] = this.keysBuf[slot + j - 1] as number;
        j--;
      }
      this.moves[slot + j] = id;
      this.keysBuf[slot + j] = key;
    }
    return n;
  }

  /** The last trick: every seat has one domino left, so it plays itself. */
  private lastTrick(leader: number): number {
    const base = 24;
    let seat = leader;
    let gain = 1;
    for (let i = 0; i < this.players; i++) {
      const id = lowestId(this.hands[seat] as number);
      this.seats[base + i] = seat;
      this.ids[base + i] = id;
      gain += COUNT[id] as number;
      seat = this.next(seat);
    }
    if ((this.winner(base) & 1) !== this.scoreTeam) return 0;
    return this.countPoints ? gain : 1;
  }

  /**
   * The table slot for a position: its own if stored (in either of its two slots), else a free
   * one of the two, else the first (to be replaced).
   */
  private slotFor(key: number): number {
    const t = this.table;
    const first = ((Math.imul(key, 0x9e3779b1) >>> (32 - TABLE_BITS)) & TABLE_MASK) << 2;
    if (t[first + 1] !== this.stamp || t[first] === key) return first;
    const second = (first + 4) & ((TABLE_SIZE << 2) - 1);
    if (t[second + 1] !== this.stamp || t[second] === key) return second;
    return first;
  }

  /** Value from a trick boundary with `leader` to lead. */
  boundary(leader: number, tricksLeft: number, alpha: number, beta: number): number {
    if (tricksLeft === 0) return 0;
    this.nodes++;
    if (tricksLeft === 1) return this.lastTrick(leader);
    const most = this.remaining(tricksLeft);
    if (alpha >= most) return most;
    if (beta <= 0) return 0;
    const h = this.hands;
    const union = (h[0] as number) | (h[1] as number) | (h[2] as number) | (h[3] as number);
    if (this.trumpOrder.length > 0) {
      // Bounds from trumps nobody can beat: a cut before the table is even probed.
      const sure = this.sureTake(union);
      if (sure > 0 && sure >= beta) return sure;
      if (sure < 0 && most + sure <= alpha) return most + sure;
    }
    const key = union * 4 + leader;
    const slot = this.slotFor(key);
    const t = this.table;
    let hint = -1;
    let lo = 0;
    let hi = most;
    const known = t[slot] === key && t[slot + 1] === this.stamp;
    if (known) {
      const packed = t[slot + 2] as number;
      lo = packed & 0xff;
      hi = (packed >>> 8) & 0xff;
      // An exact value, or a bound outside the window, answers at once; otherwise it narrows
      // the window (never to nothing: lo < hi here).
      if (lo >= beta || lo === hi) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      hint = ((packed >>> 16) & 0xff) - 1;
    }
    const v = this.inTrick(0, leader, tricksLeft, alpha, beta, hint);
    if (t[slot] !== key || t[slot + 1] !== this.stamp) {
      // Not stored, or replaced during the search below: start from what is known for sure.
      t[slot] = key;
      t[slot + 1] = this.stamp;
      lo = 0;
      hi = most;
    }
    if (v <= alpha) hi = v;
    else if (v >= beta) lo = v;
    else lo = hi = v;
    t[slot + 2] = lo | (hi << 8) | ((this.lastLead + 1) << 16);
    return v;
  }

  /**
   * What one side takes whatever anyone plays: the trumps ranking above every trump of the other
   * side each win the trick they fall in (a partner's higher trump keeps it in the side), one
   * trick per domino of a single player at least, with their own count. Positive for the
   * scoreTeam, negative for its opponents, 0 when neither holds such a trump.
   */
  private sureTake(union: number): number {
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

  /** Value with `i` plays of the current trick made and `seat` to play. */
  inTrick(
    i: number,
    seat: number,
    tricksLeft: number,
    alpha: number,
    beta: number,
    hint: number,
  ): number {
    const base = (7 - tricksLeft) * 4;
    if (i === this.players) {
      const winner = this.winner(base);
      let gain = 0;
      if ((winner & 1) === this.scoreTeam) {
        gain = 1;
        if (this.countPoints)
          for (let k = 0; k < i; k++) gain += COUNT[this.ids[base + k] as number] as number;
      }
      return gain + this.boundary(winner, tricksLeft - 1, alpha - gain, beta - gain);
    }
    const maximizing = ((this.maximizers >> seat) & 1) === 1;
    const legal = this.legal(seat, i === 0 ? -1 : (this.ids[base] as number));
    const ply = base + i;
    const n = this.order(ply, seat, i, base, legal, maximizing, hint);
    let best = maximizing ? -1 : NONE;
    let bestMove = -1;
    let tried = 0;
    const next = i + 1 === this.players ? -1 : this.next(seat);
    const outside = n > 1 ? this.outside(seat, base, i) : 0;
    for (let k = 0; k < n; k++) {
      const id = this.moves[ply * 8 + k] as number;
      let same = false;
      for (let t = tried; t !== 0; t &= t - 1)
        if (this.equivalent(lowestId(t), id, outside)) {
          same = true;
          break;
        }
      if (same) continue;
      tried |= 1 << id;
      this.seats[base + i] = seat;
      this.ids[base + i] = id;
      this.hands[seat] = (this.hands[seat] as number) ^ (1 << id);
      const v = this.inTrick(i + 1, next, tricksLeft, alpha, beta, -1);
      this.hands[seat] = this.hands[seat] ^ (1 << id);
      if (maximizing) {
        if (v > best) {
          best = v;
          bestMove = id;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestMove = id;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) {
        if (i === 0)
          this.history[seat * 28 + id] = (this.history[seat * 28 + id] as number) + tricksLeft;
        break;
      }
    }
    if (i === 0) this.lastLead = bestMove;
    return best;
  }

  /** The value of the loaded position within the window (fail-soft). */
  root(alpha: number, beta: number): number {
    const pos = this.pos;
    const played = pos.trickSeats.length;
    if (played === 0) return this.boundary(pos.leader, pos.tricksLeft, alpha, beta);
    return this.inTrick(
      played,
      this.next(pos.trickSeats[played - 1] as number),
      pos.tricksLeft,
      alpha,
      beta,
      -1,
    );
  }

  /** MTD: zero-window searches of `search` converging on its exact value in [0, most]. */
  private mtd(
    most: number,
    search: (alpha: number, beta: number) => number,
    guess?: number,
  ): number {
    let upper = most;
    let lower = 0;
    let beta = Math.min(upper, Math.max(1, guess ?? (upper + 1) >> 1));
    // Bisection of [lower, upper] by zero-window tests; fail-soft answers tighten it further.
    while (lower < upper) {
      const g = search(beta - 1, beta);
      if (g < beta) upper = g;
      else lower = g;
      beta = (lower + upper + 1) >> 1;
    }
    return lower;
  }

  /** The exact value of the loaded position. */
  exact(guess?: number): number {
    return this.mtd(this.remaining(this.pos.tricksLeft), (a, b) => this.root(a, b), guess);
  }

  /** The exact value after each legal play of the seat to play, best for that seat first. */
  rootMoves(): { id: number; value: number }[] {
    const pos = this.pos;
    const played = pos.trickSeats.length;
    const base = (7 - pos.tricksLeft) * 4;
    const seat = played === 0 ? pos.leader : this.next(pos.trickSeats[played - 1] as number);
    const legal = this.legal(seat, played === 0 ? -1 : (this.ids[base] as number));
    const next = played + 1 === this.players ? -1 : this.next(seat);
    const most = this.remaining(pos.tricksLeft);
    const out: { id: number; value: number }[] = [];
    for (let m = legal; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      this.seats[base + played] = seat;
      this.ids[base + played] = id;
      this.hands[seat] = (this.hands[seat] as number) ^ (1 << id);
      const value = this.mtd(most, (a, b) =>
        this.inTrick(played + 1, next, pos.tricksLeft, a, b, -1),
      );
      this.hands[seat] = this.hands[seat] ^ (1 << id);
      out.push({ id, value });
    }
    const maximizing = ((pos.maximizers >> seat) & 1) === 1;
    return out.sort((x, y) => (maximizing ? y.value - x.value : x.value - y.value));
  }

  /** Whether the scoreTeam can take at least `need` more: one zero-window search. */
  atLeast(need: number): boolean {
    if (need <= 0) return true;
    return this.root(need - 1, need) >= need;
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
