// Over 300 lines: judging a lay-down claim is one exhaustive search with its own bit tables and
// move generation; the pieces are used nowhere else.
import { DOMINOES, info } from './domino.js';
import { bidderTeam, requirementOf } from './outcome.js';
import type { RuleOptions } from './rules/options.js';
import { SEATS, otherTeam, seatIndex, teamOf, type Seat, type Team } from './seat.js';
import { suitTable, type SuitTable } from './suits.js';
import type { ClaimKind, PlayingHand } from './state.js';
import { leaderOf } from './turn.js';

/**
 * Lay-down claims. "if the opposing team challenges and can demonstrate any possible way the
 * bidder may be set, or the bid would have been made, the declarer must forfeit the hand" (000);
 * "ONLY the actual dominoes held by the players may be used in the challenge" (001).
 *
 * A claim stands only if no legal continuation of play, by anyone, with the actual hands,
 * defeats it. Every way of defeating a claim is one team reaching a number of points or tricks,
 * so the check is a search for a refuting line: all four players pick their dominoes to reach
 * that target. It is exhaustive and exact; what keeps it fast:
 * - a table at trick boundaries (dominoes still out + leader) holding proven bounds;
 * - a cut as soon as the target is reached, and when it cannot be (too few points left);
 * - equivalent dominoes tried once: two of one hand with the same count, the same suits, and no
 *   domino outside that hand ranking between them lead to the same futures.
 */
const COUNT = DOMINOES.map((d) => d.count);
const DISTANCE = DOMINOES.map((d) => Math.abs(d.pips - 7));

interface Bounds {
  /** The target is reachable for any need ≤ lower. */
  lower: number;
  /** The target is unreachable for any need > upper. */
  upper: number;
}

class RefutationSearch {
  private readonly memo = new Map<number, Bounds>();
  /** Dominoes of each seat (28-bit sets). */
  private readonly hands: Int32Array;
  /** Plays of the tricks on the search path: seats and domino ids, four slots a trick. */
  private readonly trickSeats = new Int32Array(32);
  private readonly trickIds = new Int32Array(32);

  constructor(
    private readonly table: SuitTable,
    hands: readonly number[],
    private readonly sittingOut: number,
    /** Seat parity (0 = NS, 1 = EW) of the team trying to reach the target. */
    private readonly team: number,
    /** Count points (true) or tricks (false). */
    private readonly points: boolean,
    /** Seat parity of the bidding side, for ties in sevens. */
    private readonly bidParity: number,
  ) {
    this.hands = Int32Array.from(hands);
  }

  private players(): number {
    return this.sittingOut < 0 ? 4 : 3;
  }

  private next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.sittingOut ? (n + 1) & 3 : n;
  }

  private legal(seat: number, leadId: number): number {
    const hand = this.hands[seat] as number;
    if (this.table.sevens) {
      let best = 99;
      for (let m = hand; m !== 0; m &= m - 1)
        best = Math.min(best, DISTANCE[31 - Math.clz32(m & -m)] as number);
      let out = 0;
      for (let m = hand; m !== 0; m &= m - 1) {
        const bit = m & -m;
        if (DISTANCE[31 - Math.clz32(bit)] === best) out |= bit;
      }
      return out;
    }
    if (leadId < 0) return hand;
    const follow = hand & (this.table.members[this.table.ledSuit[leadId] as number] as number);
    return follow !== 0 ? follow : hand;
  }

  /** Whether `b` plays exactly like `a` (already tried) from `seat`'s hand. */
  private equivalent(seat: number, a: number, b: number, played: number): boolean {
    if (COUNT[a] !== COUNT[b]) return false;
    const t = this.table;
    if (t.sevens) return DISTANCE[a] === DISTANCE[b];
    let outside = played;
    for (let s = 0; s < 4; s++) if (s !== seat) outside |= this.hands[s] as number;
    for (let suit = 0; suit < 8; suit++) {
      const members = t.members[suit] as number;
      const inA = (members >>> a) & 1;
      if (inA !== ((members >>> b) & 1)) return false;
      if (inA === 0) continue;
      const pa = t.power[suit * 28 + a] as number;
      const pb = t.power[suit * 28 + b] as number;
      const lo = Math.min(pa, pb);
      const hi = Math.max(pa, pb);
      for (let m = outside & members; m !== 0; m &= m - 1) {
        const p = t.power[suit * 28 + (31 - Math.clz32(m & -m))] as number;
        if (p > lo && p < hi) return false;
      }
    }
    return true;
  }

  private winner(base: number, n: number): number {
    const t = this.table;
    let best = 0;
    if (t.sevens) {
      let bestKey = -1;
      for (let i = 0; i < n; i++) {
        const seat = this.trickSeats[base + i] as number;
        const key =
          (10 - (DISTANCE[this.trickIds[base + i] as number] as number)) * 2 +
          ((seat & 1) === this.bidParity ? 1 : 0);
        if (key > bestKey) {
          bestKey = key;
          best = i;
        }
      }
      return this.trickSeats[base + best] as number;
    }
    const suitBase = (t.ledSuit[this.trickIds[base] as number] as number) * 28;
    let bestPower = -1;
    for (let i = 0; i < n; i++) {
      const p = t.power[suitBase + (this.trickIds[base + i] as number)] as number;
      if (p > bestPower) {
        bestPower = p;
        best = i;
      }
    }
    return this.trickSeats[base + best] as number;
  }

  private remainingValue(tricksLeft: number): number {
    if (!this.points) return tricksLeft;
    let v = tricksLeft;
    for (let s = 0; s < 4; s++)
      for (let m = this.hands[s] as number; m !== 0; m &= m - 1)
        v += COUNT[31 - Math.clz32(m & -m)] as number;
    return v;
  }

  /** Whether domino `d` could beat `lead` in a trick `lead` leads (ignoring who else plays). */
  private beats(d: number, lead: number): boolean {
    const t = this.table;
    if (t.sevens) return (DISTANCE[d] as number) <= (DISTANCE[lead] as number);
    const base = (t.ledSuit[lead] as number) * 28;
    return (t.power[base + d] as number) > (t.power[base + lead] as number);
  }

  /**
   * A sound bound: the team can win a trick only if one of its seats can come to lead. Seats
   * that can lead grow from the leader by "holds a domino that beats a domino this leader
   * holds"; if that never reaches the team, it wins nothing more.
   */
  private teamCanWin(leader: number): boolean {
    let leaders = 1 << leader;
    for (let grew = true; grew;) {
      grew = false;
      for (let q = 0; q < 4; q++) {
        if (leaders & (1 << q) || q === this.sittingOut) continue;
        let canWin = false;
        for (let p = 0; p < 4 && !canWin; p++) {
          if (!(leaders & (1 << p))) continue;
          for (let ls = this.hands[p] as number; ls !== 0 && !canWin; ls &= ls - 1) {
            const lead = 31 - Math.clz32(ls & -ls);
            for (let ds = this.hands[q] as number; ds !== 0; ds &= ds - 1)
              if (this.beats(31 - Math.clz32(ds & -ds), lead)) {
                canWin = true;
                break;
              }
          }
        }
        if (canWin) {
          leaders |= 1 << q;
          grew = true;
        }
      }
    }
    const mine = this.team === 0 ? 0b0101 : 0b1010;
    return (leaders & mine) !== 0;
  }

  /** Can the team gain at least `need` from a trick boundary with `leader` to lead? */
  reachFromBoundary(leader: number, tricksLeft: number, need: number): boolean {
    if (need <= 0) return true;
    if (tricksLeft === 0) return false;
    const union =
      (this.hands[0] as number) |
      (this.hands[1] as number) |
      (this.hands[2] as number) |
      (this.hands[3] as number);
    const key = union * 4 + leader;
    let bounds = this.memo.get(key);
    if (bounds === undefined) {
      bounds = { lower: 0, upper: this.teamCanWin(leader) ? this.remainingValue(tricksLeft) : 0 };
      this.memo.set(key, bounds);
    }
    if (need <= bounds.lower) return true;
    if (need > bounds.upper) return false;
    const found = this.reachInTrick(0, leader, tricksLeft, need, 0);
    if (found) bounds.lower = need;
    else bounds.upper = need - 1;
    return found;
  }

  /** Plays the `i`-th domino of the trick (by `seat`), then the rest, then the tricks after. */
  reachInTrick(i: number, seat: number, tricksLeft: number, need: number, played: number): boolean {
    const n = this.players();
    const base = (7 - tricksLeft) * 4;
    if (i === n) {
      const winner = this.winner(base, n);
      let gain = 0;
      if ((winner & 1) === this.team) {
        gain = 1;
        if (this.points)
          for (let k = 0; k < n; k++) gain += COUNT[this.trickIds[base + k] as number] as number;
      }
      return this.reachFromBoundary(winner, tricksLeft - 1, need - gain);
    }
    const legal = this.legal(seat, i === 0 ? -1 : (this.trickIds[base] as number));
    let tried = 0;
    for (let m = legal; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const id = 31 - Math.clz32(bit);
      let skip = false;
      for (let t = tried; t !== 0; t &= t - 1) {
        if (this.equivalent(seat, 31 - Math.clz32(t & -t), id, played)) {
          skip = true;
          break;
        }
      }
      if (skip) continue;
      tried |= bit;
      this.trickSeats[base + i] = seat;
      this.trickIds[base + i] = id;
      this.hands[seat] = (this.hands[seat] as number) & ~bit;
      const found = this.reachInTrick(i + 1, this.next(seat), tricksLeft, need, played | bit);
      this.hands[seat] = this.hands[seat] | bit;
      if (found) return true;
    }
    return false;
  }

  /** Continue a trick already begun: plays on the table are out of the hands. */
  reachFromTrick(
    trick: readonly { seat: number; id: number }[],
    tricksLeft: number,
    need: number,
  ): boolean {
    let played = 0;
    const base = (7 - tricksLeft) * 4;
    trick.forEach((p, k) => {
      this.trickSeats[base + k] = p.seat;
      this.trickIds[base + k] = p.id;
      played |= 1 << p.id;
    });
    const last = trick[trick.length - 1] as { seat: number };
    return this.reachInTrick(trick.length, this.next(last.seat), tricksLeft, need, played);
  }
}

/** A team reaching at least `need` more points or tricks is what defeats the claim. */
export interface Refutation {
  readonly team: Team;
  readonly points: boolean;
  readonly need: number;
}

/** What defeats a claim: the one definition every judge of claims searches for. */
export function claimRefutation(hand: PlayingHand, by: Seat, claim: ClaimKind): Refutation {
  const bidTeam = bidderTeam(hand);
  const opp = otherTeam(bidTeam);
  const tricksLeft = 7 - hand.tricks.length;
  const req = requirementOf(hand);
  if (claim === 'rest') return { team: otherTeam(teamOf(by)), points: false, need: 1 };
  if (claim === 'made') {
    // Defeated by any line where the bid is not made.
    if (req.kind === 'points')
      return { team: opp, points: true, need: 42 - req.points + 1 - hand.points[opp] };
    if (req.kind === 'all-tricks')
      return { team: opp, points: false, need: 1 - hand.tricksWon[opp] };
    return { team: bidTeam, points: false, need: 1 - hand.tricksWon[bidTeam] };
  }
  // claim === 'set': defeated by any line where the bid is made.
  if (req.kind === 'points')
    return { team: bidTeam, points: true, need: req.points - hand.points[bidTeam] };
  if (req.kind === 'all-tricks')
    return hand.tricksWon[opp] > 0
      ? { team: bidTeam, points: false, need: 99 }
      : { team: bidTeam, points: false, need: tricksLeft };
  return hand.tricksWon[bidTeam] > 0
    ? { team: opp, points: false, need: 99 }
    : { team: opp, points: false, need: tricksLeft };
}

/**
 * Decides whether a claim stands. The engine's own judge is `claimStands`; the solver offers a
 * faster one over the same refutation (`claimRefutation`), which a server passes to `apply`.
 */
export type ClaimJudge = (
  options: RuleOptions,
  hand: PlayingHand,
  by: Seat,
  claim: ClaimKind,
) => boolean;

/** Whether a claim stands: true only if no legal continuation defeats it. */
export function claimStands(
  options: RuleOptions,
  hand: PlayingHand,
  by: Seat,
  claim: ClaimKind,
): boolean {
  const refutation = claimRefutation(hand, by, claim);
  if (refutation.need <= 0) return false;
  const bidParity = bidderTeam(hand) === 'NS' ? 0 : 1;
  const search = new RefutationSearch(
    suitTable(hand.contract, options),
    SEATS.map((seat) => hand.hands[seat].reduce((m, d) => m | (1 << info(d).id), 0)),
    hand.sittingOut === null ? -1 : seatIndex(hand.sittingOut),
    refutation.team === 'NS' ? 0 : 1,
    refutation.points,
    bidParity,
  );
  const tricksLeft = 7 - hand.tricks.length;
  const refuted =
    hand.trick.length === 0
      ? search.reachFromBoundary(seatIndex(leaderOf(hand)), tricksLeft, refutation.need)
      : search.reachFromTrick(
          hand.trick.map((p) => ({ seat: seatIndex(p.seat), id: info(p.domino).id })),
          tricksLeft,
          refutation.need,
        );
  return !refuted;
}
