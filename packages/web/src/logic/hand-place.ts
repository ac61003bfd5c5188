import type { MatchView, Seat } from '../protocol.js';

/** Where a finished hand stands in the match: its game, and whether it ended the game or match. */
export interface HandPlace {
  /** 0-based: the game the hand was played in. */
  readonly game: number;
  /** 0-based: the first hand of that game, across the match (the analysis route's index). */
  readonly firstOfGame: number;
  /** The hand was the last of its game: that game was won with it. */
  readonly wonGame: boolean;
  /** The hand was the last of the match. */
  readonly endedMatch: boolean;
}

/**
 * The place of finished hand `index` (0-based across the match, as finishedHands counts it).
 * Games won come first in the view, then the game in progress (none once the match is over).
 */
export function placeOf(view: MatchView | null, index: number): HandPlace | null {
  if (view === null || index < 0) return null;
  const games = view.games ?? [];
  let first = 0;
  for (let g = 0; g < games.length; g++) {
    const count = games[g]?.hands?.length ?? 0;
    if (index < first + count) {
      const wonGame = index === first + count - 1;
      return {
        game: g,
        firstOfGame: first,
        wonGame,
        endedMatch: wonGame && view.phase === 'done' && g === games.length - 1,
      };
    }
    first += count;
  }
  if (view.phase === 'done' || index >= first + (view.game?.hands?.length ?? 0)) return null;
  return { game: games.length, firstOfGame: first, wonGame: false, endedMatch: false };
}

/**
 * Whether the hand after finished hand `index` is on the table: dealt and being bid, declared
 * or played (the hand-over panel then no longer leads to a "next hand").
 */
export function nextHandDealt(view: MatchView | null, finished: number, index: number): boolean {
  return view !== null && view.hand !== null && finished === index + 1;
}

/**
 * Whether the hand-over panel, opened by itself when hand `index` ended, gets out of the way:
 * the next hand is dealt and it is the viewer's turn in it (the panel would hide the bid
 * buttons), or its bidding is over. It stays a click away ("Last hand").
 */
export function handOverGivesWay(
  view: MatchView | null,
  you: Seat | null,
  finished: number,
  index: number,
): boolean {
  if (view === null || !nextHandDealt(view, finished, index)) return false;
  return (you !== null && view.toAct === you) || view.phase !== 'bid';
}
