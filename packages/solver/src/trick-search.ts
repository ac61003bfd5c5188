// Over 300 lines: the alpha-beta is one hot recursion over typed arrays (ordering, the table,
// the plain last tricks) whose methods call each other on every node.
import { lowestId } from './bits.js';
import type { Position } from './position.js';
import { SearchBoard } from './search-board.js';
import { COUNT } from './tables.js';

/**
 * 32K entries of 8 bytes (256 KB): small enough to stay in the core's cache, large enough for
 * hard deals. Measured against 64K in one process on the benchmark deals (a shared machine):
 * about 5% less time for exact values, make/set and moveValues at the first lead, same values.
 */
const TABLE_BITS = 15;
const TABLE_SIZE = 1 << TABLE_BITS;
const TABLE_MASK = TABLE_SIZE - 1;
/** Stamps live in the top bits of an entry's data word; the table is cleared when they run out. */
const STAMP_SHIFT = 19;
/** Loads 1 to STAMPS - 1 of a Search each have their own stamp, then the round starts again. */
export const STAMPS = 1 << (30 - STAMP_SHIFT);
/** History stays below this, so a lead's key (history * 64 + ...) stays a small integer. */
const HISTORY_MAX = 1 << 22;
/** The key of the table's best lead: above every other. */
const HINT_KEY = 1 << 30;
/** No value is this big: marks an empty bound. */
const NONE = 127;

/**
 * A search given up because its caller's `stopWhen` said so: no answer. The table keeps only
 * what finished searches proved, and the next `load` starts afresh.
 */
export class SearchStopped extends Error {
  constructor() {
    super('the search was stopped before it finished');
    this.name = 'SearchStopped';
  }
}

/**
 * The alpha-beta over the plays of a loaded position (the search's method is described in
 * search.ts): the transposition table at trick boundaries, the ordering of the moves, and the
 * recursion trick by trick, fail-soft. `Search` asks it for values.
 */
export class TrickSearch extends SearchBoard {
  /**
   * The table: two words an entry, the key, then lower | upper << 7 | (best lead + 1) << 14 |
   * stamp << 19, the stamp being that of the search that wrote it. An entry and its neighbour
   * (the two slots a position may use) share a cache line.
   */
  private readonly table = new Int32Array(TABLE_SIZE * 2);
  private stamp = 0;

  /** Ordered candidate moves, eight slots a ply. */
  private readonly moves = new Int32Array(8 * 32);
  private readonly keysBuf = new Int32Array(8 * 32);
  /**
   * Cutoffs each (seat, domino) has caused as a lead, weighted 4^tricksLeft so that a refutation
   * high in the tree, where it saves most, counts for more: leads that refuted before are tried
   * early.
   */
  private readonly history = new Int32Array(4 * 28);
  /** The play that last caused a cutoff at each ply: tried next after the table's lead. */
  private readonly killers = new Int32Array(32);

  /** The best lead found by the last trick search at ply 0 of a trick. */
  private lastLead = -1;
  /** Positions searched (trick boundaries entered), for benchmarks. */
  nodes = 0;
  /**
   * Asked every 256 positions: true stops the search (SearchStopped is thrown). A caller held to
   * a time budget on a slow device gives up a solve rather than overrun (bots/budget.ts).
   */
  stopWhen: (() => boolean) | null = null;

  /** Sets up a position; the table is emptied (by a new stamp). */
  override load(pos: Position): void {
    super.load(pos);
    this.stamp++;
    if (this.stamp === STAMPS) {
      this.table.fill(0);
      this.stamp = 1;
    }
    this.nodes = 0;
    this.history.fill(0);
    this.killers.fill(-1);
  }

  /**
   * Orders the legal moves of `seat` at position `i` of the trick into the move buffer and
   * returns how many there are. `winKey` and `winSeat` say who is winning the trick so far.
   */
  private order(
    ply: number,
    seat: number,
    i: number,
    legal: number,
    maximizing: boolean,
    hint: number,
    row: number,
    winKey: number,
    winSeat: number,
  ): number {
    const slot = ply * 8;
    let n = 0;
    // A player wants the trick if that raises its side's result: the scoring side when
    // maximizing, its opponents when minimizing (in nello both want to duck).
    const onScoreTeam = (seat & 1) === this.scoreTeam;
    const wantsTrick = onScoreTeam === maximizing;
    const partnerWinning = winSeat >= 0 && (winSeat & 1) === (seat & 1);
    const tie = this.tieBreak[seat] as number;
    const moves = this.moves;
    const keys = this.keysBuf;
    for (let m = legal; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      const count = COUNT[id] as number;
      let key: number;
      if (id === hint) key = HINT_KEY;
      else if (i === 0 && id === this.killers[ply]) key = HINT_KEY - 1;
      else if (i === 0)
        key =
          (this.history[seat * 28 + id] as number) * 64 +
          (this.leadPower[id] as number) * 16 +
          count;
      else {
        const p = this.power16[row + id] as number;
        const wins = p * 2 + tie > winKey;
        if (wantsTrick) {
          if (partnerWinning) key = 5000 + count * 16 - p;
          else if (wins) key = 8000 - p + count * 4;
          else key = 1000 - count * 16 - p;
        } else if (partnerWinning || !wins) key = 8000 + p - count * 16;
        else key = 1000 - p - count * 16;
      }
      // Insertion by key, highest first.
      let j = n++;
      while (j > 0 && (keys[slot + j - 1] as number) < key) {
        moves[slot + j] = moves[slot + j - 1] as number;
        keys[slot + j] = keys[slot + j - 1] as number;
        j--;
      }
      moves[slot + j] = id;
      keys[slot + j] = key;
    }
    return n;
  }

  /**
   * A trick with two or three left, searched in plain id order: no ordering keys, equivalences,
   * killers or history. A seat holds three dominoes at most, so the trick is a few lines, and
   * most positions of a search are here (make/set 30 on 150 deals: 204K boundaries with two
   * tricks left, 130K with three, 70K above): ordering so few plays cost more than it saved.
   * Measured in one process on the benchmark deals, interleaved: with two tricks left 8-15% less
   * time, with three as well about 5% less for exact values and the same for make/set. The
   * table still answers for these positions first (without it: 5% slower). Fail-soft, like
   * `inTrick`.
   */
  private plainTrick(
    i: number,
    seat: number,
    tricksLeft: number,
    alpha: number,
    beta: number,
    winKey: number,
    winSeat: number,
    count: number,
  ): number {
    const h = this.hands;
    const hand = h[seat] as number;
    const base = (7 - tricksLeft) * 4;
    const lead = i === 0 ? -1 : (this.ids[base] as number);
    const maximizing = ((this.maximizers >> seat) & 1) === 1;
    let best = maximizing ? -1 : NONE;
    let bestMove = -1;
    for (let m = this.legal(hand, lead); m !== 0; m &= m - 1) {
      const id = lowestId(m);
      const row = (this.ledSuit[i === 0 ? id : lead] as number) * 28;
      const key = (this.power16[row + id] as number) * 2 + (this.tieBreak[seat] as number);
      let wk = winKey;
      let ws = winSeat;
      if (key > wk) {
        wk = key;
        ws = seat;
      }
      const c = count + (COUNT[id] as number);
      this.ids[base + i] = id;
      const bit = 1 << id;
      h[seat] = hand ^ bit;
      let v: number;
      if (i + 1 < this.players)
        v = this.plainTrick(i + 1, this.next(seat), tricksLeft, alpha, beta, wk, ws, c);
      else {
        const gain = (ws & 1) !== this.scoreTeam ? 0 : this.countPoints ? 1 + c : 1;
        v =
          gain +
          (tricksLeft === 2
            ? this.lastTrick(ws)
            : this.boundary(ws, tricksLeft - 1, alpha - gain, beta - gain));
      }
      h[seat] = hand;
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
      if (alpha >= beta) break;
    }
    if (i === 0) this.lastLead = bestMove;
    return best;
  }

  /**
   * The table slot for a position: its own if stored (in either of its two slots), else a free
   * one of the two, else the first (to be replaced).
   */
  private slotFor(key: number): number {
    const t = this.table;
    const stamp = this.stamp;
    const first = ((Math.imul(key, 0x9e3779b1) >>> (32 - TABLE_BITS)) & TABLE_MASK) << 1;
    if ((t[first + 1] as number) >>> STAMP_SHIFT !== stamp || t[first] === key) return first;
    const second = first ^ 2;
    if ((t[second + 1] as number) >>> STAMP_SHIFT !== stamp || t[second] === key) return second;
    return first;
  }

  /** Value from a trick boundary with `leader` to lead. */
  boundary(leader: number, tricksLeft: number, alpha: number, beta: number): number {
    if (tricksLeft === 0) return 0;
    this.nodes++;
    if ((this.nodes & 255) === 0 && this.stopWhen !== null && this.stopWhen())
      throw new SearchStopped();
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
    if (!this.sevens && (union & ~(h[leader] as number) & this.trumps) === 0) {
      // Quick tricks: the leader cashing leads nobody else can beat. While another hand holds a
      // trump only the leader's top trumps could be such leads, and sure tricks counted those.
      const quick = this.quickTricks(leader);
      if (quick > 0) {
        if ((leader & 1) === this.scoreTeam) {
          if (quick >= beta) return quick;
        } else if (most - quick <= alpha) return most - quick;
      }
    }
    this.trickUnion[7 - tricksLeft] = union;
    const key = union * 4 + leader;
    const slot = this.slotFor(key);
    const t = this.table;
    let hint = -1;
    let lo = 0;
    let hi = most;
    const known = t[slot] === key && (t[slot + 1] as number) >>> STAMP_SHIFT === this.stamp;
    if (known) {
      const packed = t[slot + 1] as number;
      lo = packed & 0x7f;
      hi = (packed >>> 7) & 0x7f;
      // An exact value, or a bound outside the window, answers at once; otherwise it narrows
      // the window (never to nothing: lo < hi here).
      if (lo >= beta || lo === hi) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      hint = ((packed >>> 14) & 0x1f) - 1;
    }
    const v =
      tricksLeft <= 3
        ? this.plainTrick(0, leader, tricksLeft, alpha, beta, -1, -1, 0)
        : this.inTrick(0, leader, tricksLeft, alpha, beta, hint, -1, -1, 0);
    if (t[slot] !== key || (t[slot + 1] as number) >>> STAMP_SHIFT !== this.stamp) {
      // Not stored, or replaced during the search below: start from what is known for sure.
      t[slot] = key;
      lo = 0;
      hi = most;
    }
    if (v <= alpha) hi = v;
    else if (v >= beta) lo = v;
    else lo = hi = v;
    t[slot + 1] = lo | (hi << 7) | ((this.lastLead + 1) << 14) | (this.stamp << STAMP_SHIFT);
    return v;
  }

  /**
   * Value with `i` plays of the current trick made and `seat` to play: `winKey` is the winning
   * play's doubled strength (plus the sevens tie-break), `winSeat` its seat (-1 before the
   * lead), `count` the trick's count so far.
   */
  protected inTrick(
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
    const hand = this.hands[seat] as number;
    const lead = i === 0 ? -1 : (this.ids[base] as number);
    const legal = this.legal(hand, lead);
    const maximizing = ((this.maximizers >> seat) & 1) === 1;
    const ply = base + i;
    const row = lead < 0 ? 0 : (this.ledSuit[lead] as number) * 28;
    let n: number;
    if ((legal & (legal - 1)) === 0) {
      n = 1;
      this.moves[ply * 8] = lowestId(legal);
    } else n = this.order(ply, seat, i, legal, maximizing, hint, row, winKey, winSeat);
    let best = maximizing ? -1 : NONE;
    let bestMove = -1;
    let tried = 0;
    const outside = n > 1 ? (this.trickUnion[base >> 2] as number) & ~hand : 0;
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
      const v = this.play(i, seat, id, tricksLeft, alpha, beta, winKey, winSeat, count);
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
        if (i === 0) this.killers[ply] = id;
        if (i === 0)
          this.history[seat * 28 + id] = Math.min(
            (this.history[seat * 28 + id] as number) + (1 << (2 * tricksLeft)),
            HISTORY_MAX,
          );
        break;
      }
    }
    if (i === 0) this.lastLead = bestMove;
    return best;
  }

  /**
   * Value after `seat` plays `id` as play `i` of the trick: the next seat's turn, or at the end
   * of the trick its points to the winner and the next trick from the winner's lead.
   */
  protected play(
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
    const key = (this.power16[row + id] as number) * 2 + (this.tieBreak[seat] as number);
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
      v = this.inTrick(i + 1, this.next(seat), tricksLeft, alpha, beta, -1, winKey, winSeat, count);
    else {
      const gain = (winSeat & 1) !== this.scoreTeam ? 0 : this.countPoints ? 1 + count : 1;
      v = gain + this.boundary(winSeat, tricksLeft - 1, alpha - gain, beta - gain);
    }
    this.hands[seat] = this.hands[seat] ^ bit;
    return v;
  }
}
