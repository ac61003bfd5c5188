import { lowestId } from './bits.js';
import { TrickSearch } from './trick-search.js';

export { SearchStopped, STAMPS } from './trick-search.js';

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
 *
 * Three layers, one class each: SearchBoard (search-board.ts) is the position and what follows
 * from it alone, TrickSearch (trick-search.ts) the alpha-beta with its table and move ordering,
 * and Search here the MTD that asks it for exact values.
 */

/** Tests stepping from a first guess before MTD bisects. */
const GUESS_PROBES = 2;

/** Exact values of a loaded position: MTD over the trick search's zero-window tests. */
export class Search extends TrickSearch {
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
