import type { HandView, Play, Seat, Team, TrickView } from '../protocol.js';
import { teamOf } from './seats.js';

/**
 * The trick drawn in the middle: the plays of the trick in progress, or, between the last play
 * of a trick and the next lead, the trick just won (the view keeps it in sight until then).
 */
export interface TrickInSight {
  readonly plays: readonly Play[];
  /** The trick's winner once all have played; null while it is being played. */
  readonly winner: Seat | null;
  readonly points: number | null;
}

export function trickInSight(hand: HandView | null | undefined): TrickInSight {
  if (hand === null || hand === undefined) return { plays: [], winner: null, points: null };
  if (hand.trick.length > 0) return { plays: hand.trick, winner: null, points: null };
  const last = hand.tricks[hand.tricks.length - 1];
  if (last === undefined || last.plays === null) return { plays: [], winner: null, points: null };
  return { plays: last.plays, winner: last.winner, points: last.points };
}

/** A team's pile of won tricks: every trick it won, its count and points. */
export interface TrickPile {
  readonly team: Team;
  readonly tricks: readonly TrickView[];
  readonly count: number;
  readonly points: number;
}

export function trickPile(hand: HandView | null | undefined, team: Team): TrickPile {
  if (hand === null || hand === undefined) return { team, tricks: [], count: 0, points: 0 };
  const tricks = hand.tricks.filter((t) => teamOf(t.winner) === team);
  return {
    team,
    tricks,
    count: hand.tricksWon?.[team] ?? tricks.length,
    points: hand.points?.[team] ?? tricks.reduce((sum, t) => sum + t.points, 0),
  };
}

/** The bid each seat made this hand, in bidding order from the seat left of the shaker. */
export function bidsBySeat<B>(
  order: readonly Seat[],
  bids: readonly B[],
): Partial<Record<Seat, B>> {
  const out: Partial<Record<Seat, B>> = {};
  bids.forEach((bid, i) => {
    const seat = order[i % order.length];
    if (seat !== undefined) out[seat] = bid;
  });
  return out;
}
