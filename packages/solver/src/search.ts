// Over 300 lines: the search is one hot loop over typed arrays (make, unmake, ordering, the
// transposition table); split across modules it loses inlining the benchmarks measure.
import type { Position } from './position.js';
import { BY_DISTANCE, COUNT, searchTables } from './tables.js';

/**
 * Exact search of a hand with every domino known.
 *
 * - Fail-soft alpha-beta over plays; inside a trick each seat moves in turn, maximizing if on
 *   the position's maximizers, minimizing otherwise. The value is the scoreTeam's take from here.
 *   The trick's winner so far and its count are carried down the plays, so the end of a trick
 *   costs nothing; following suit, strength and equivalence are lookups in per-contract tables.
 * - A transposition table at trick boundaries, keyed by the dominoes still out and the leader
 *   (the deal is fixed, so that is the whole position), holding bounds and the best lead. It is
 *   an open-addressed typed-array table, small enough to stay in the core's cache: nothing in
 *   the search allocates.
 * - Move ordering: the table's lead first, then the lead that last refuted a position of the
 *   same trick (a killer: a sibling's refutation often refutes here too; killers for followers
 *   cost more than they saved), then leads that refuted before (weighted toward the top of the
 *   tree); followers try what a player would (win cheaply, feed count to a partner
 *   who is winning, else throw the least).
 * - Equivalent dominoes (one hand, same count and suits, nothing outside that hand ranking
 *   between them) are searched once.
 * - With three tricks left or fewer, plays are tried in plain order: too few to be worth
 *   ordering (see `plainTrick`).
 * - Bounds from the points still out, sure trump tricks and quick tricks (leads nobody else
 *   can beat, cashed by the leader) cut before any move is tried.
 * - MTD probes the top value first (a sweep is the likeliest single value of a full deal);
 *   each play's value at the root is the first guess for the next play's.
 */
let FIVES = 0;
let TENS = 0;
for (let id = 0; id < 28; id++) {
  if (COUNT[id] === 5) FIVES |= 1 << id;
  if (COUNT[id] === 10) TENS |= 1 << id;
}

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function lowestId(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

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
/** Tests stepping from a first guess before MTD bisects. */
const GUESS_PROBES = 2;
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

export class Search {
  /**
   * The table: two words an entry, the key, then lower | upper << 7 | (best lead + 1) << 14 |
   * stamp << 19, the stamp being that of the search that wrote it. An entry and its neighbour
   * (the two slots a position may use) share a cache line.
   */
  private readonly table = new Int32Array(TABLE_SIZE * 2);
  private stamp = 0;

  private readonly hands = new Int32Array(4);
  /** Plays of each trick on the search path: four slots a trick. */
  private readonly ids = new Int32Array(32);
  /** Each trick's dominoes still out when it was led (the hands and that trick's plays). */
  private readonly trickUnion = new Int32Array(8);
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

  private pos!: Position;
  private players = 4;
  // Hot fields of the position, read on every node.
  private power16: Int16Array = new Int16Array(0);
  private leadPower: Int16Array = new Int16Array(0);
  private ledSuit: Int8Array = new Int8Array(0);
  private follow: Int32Array = new Int32Array(0);
  private equiv: Int32Array = new Int32Array(0);
  private beats: Int32Array = new Int32Array(0);
  /** The contract's trumps (none in follow-me and sevens). */
  private trumps = 0;
  /** Sevens ties go to the bidding side: 1 for its seats (in sevens), added to doubled strength. */
  private readonly tieBreak = new Int32Array(4);
  private sevens = false;
  private sittingOut = -1;
  private maximizers = 0;
  private scoreTeam = 0;
  private countPoints = true;
  /** The remaining-or-not trumps of the contract, strongest first (empty: no trumps, or sevens). */
  private trumpOrder: Int8Array = new Int8Array(0);
  /** Count of the dominoes on the table when the position was loaded mid-trick. */
  private rootTrickCount = 0;
  private rootTricksLeft = 7;
  /** Who is winning the trick on the table when the position was loaded, as `play` carries it. */
  private rootWinKey = -1;
  private rootWinSeat = -1;
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
    this.stamp++;
    if (this.stamp === STAMPS) {
      this.table.fill(0);
      this.stamp = 1;
    }
    this.nodes = 0;
    this.history.fill(0);
    this.killers.fill(-1);
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

  private next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.sittingOut ? (n + 1) & 3 : n;
  }

  /** The plays `hand` may make in a trick led by `leadId` (-1: it leads). */
  private legal(hand: number, leadId: number): number {
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
  private equivalent(a: number, b: number, outside: number): boolean {
    const apart = this.equiv[a * 28 + b] as number;
    return apart !== -1 && (outside & apart) === 0;
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

  /** The last trick: every seat has one domino left, so it plays itself. */
  private lastTrick(leader: number): number {
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
   * What the leader's side takes at least by leading, one after another, the dominoes nobody
   * else could beat (each wins its trick, with its own count at least, and keeps the lead); 0 if
   * the leader does not play for tricks (nello) or holds none.
   */
  private quickTricks(leader: number): number {
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

  /**
   * Value with `i` plays of the current trick made and `seat` to play: `winKey` is the winning
   * play's doubled strength (plus the sevens tie-break), `winSeat` its seat (-1 before the
   * lead), `count` the trick's count so far.
   */
  private inTrick(
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
      this.rootWinKey,
      this.rootWinSeat,
      this.rootTrickCount,
    );
  }

  /**
   * MTD: zero-window searches of `search` converging on its exact value in [0, most]. A guess is
   * tested on both sides first, as MTD(f) does (a right guess takes two tests); without one the
   * first test is whether the side takes everything (the likeliest single value of a full deal),
   * then [lower, upper] is split two fifths of the way up (measured on the benchmark's deals:
   * 1-3% fewer positions than halves), fail-soft answers tightening it further.
   */
  private mtd(
    most: number,
    search: (alpha: number, beta: number) => number,
    guess?: number,
  ): number {
    let upper = most;
    let lower = 0;
    let beta = Math.min(upper, Math.max(1, guess ?? upper));
    let probes = 0;
    while (lower < upper) {
      const g = search(beta - 1, beta);
      probes++;
      if (g < beta) upper = g;
      else lower = g;
      beta =
        guess !== undefined && probes < GUESS_PROBES
          ? g < beta
            ? upper
            : lower + 1
          : (lower + 1 + ((upper - lower) * 2) / 5) | 0;
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
    const legal = this.legal(
      this.hands[seat] as number,
      played === 0 ? -1 : (this.ids[base] as number),
    );
    const most = this.remaining(pos.tricksLeft);
    const out: { id: number; value: number }[] = [];
    // Plays from one hand are often worth about the same: each guess is the last play's value
    // (a play's value in another sample of the same decision guessed worse: 10% more positions).
    let last: number | undefined;
    for (let m = legal; m !== 0; m &= m - 1) {
      const id = lowestId(m);
      const value = this.mtd(
        most,
        (a, b) =>
          this.play(
            played,
            seat,
            id,
            pos.tricksLeft,
            a,
            b,
            this.rootWinKey,
            this.rootWinSeat,
            this.rootTrickCount,
          ),
        last,
      );
      last = value;
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
