import type { HandResult, MatchView } from '../protocol.js';

/**
 * The hands finished at a table, across games: the games already won, then the game in
 * progress. When the match is over the game "in progress" is the last game won, already among
 * the games, so it is not counted twice. The count grows by one when a hand is over; that is
 * when the board shows the hand-over panel.
 */
export function finishedHands(view: MatchView | null | undefined): HandResult[] {
  if (view === null || view === undefined) return [];
  const done = (view.games ?? []).flatMap((g) => g.hands ?? []);
  if (view.phase === 'done') return done;
  return [...done, ...(view.game?.hands ?? [])];
}

export function finishedCount(view: MatchView | null | undefined): number {
  return finishedHands(view).length;
}

/**
 * Which finished hand (0-based, across games) to announce after a new state: the last one when
 * the count grew since the last state seen, else null. The first state seen only sets the count.
 */
export function newlyFinished(previous: number | null, view: MatchView | null): number | null {
  const count = finishedCount(view);
  if (previous === null || count <= previous) return null;
  return count - 1;
}
