import type { HandResult, MatchView, Seat, Team, TeamScore } from '../protocol.js';
import { teamOf } from './seats.js';

/** One hand's line on a game summary: who bid, how it went, the marks and the running score. */
export interface SummaryLine {
  /** 1-based across the match, as the hand-over panel numbers hands. */
  readonly number: number;
  readonly bidder: Seat | null;
  readonly bid: HandResult['bid'];
  readonly contract: HandResult['contract'];
  readonly outcome: HandResult['outcome'];
  readonly marks: TeamScore;
  /** Each team's marks in the game after this hand. */
  readonly total: TeamScore;
}

export interface GameSummary {
  /** 1-based. */
  readonly number: number;
  readonly winner: Team | null;
  readonly lines: readonly SummaryLine[];
  /** Bids each team made and was set on (reshakes and forfeits are neither). */
  readonly made: TeamScore;
  readonly set: TeamScore;
  readonly marks: TeamScore;
}

/** A game's hands as a summary; `firstNumber` is the 1-based number of its first hand. */
export function summarizeGame(
  number: number,
  hands: readonly HandResult[],
  firstNumber: number,
  winner: Team | null,
): GameSummary {
  let total: TeamScore = { NS: 0, EW: 0 };
  const made = { NS: 0, EW: 0 };
  const set = { NS: 0, EW: 0 };
  const lines = hands.map((h, i): SummaryLine => {
    const marks = { NS: h.marks?.NS ?? 0, EW: h.marks?.EW ?? 0 };
    total = { NS: total.NS + marks.NS, EW: total.EW + marks.EW };
    if (h.bidder !== null && h.outcome === 'made') made[teamOf(h.bidder)] += 1;
    if (h.bidder !== null && h.outcome === 'set') set[teamOf(h.bidder)] += 1;
    return {
      number: firstNumber + i,
      bidder: h.bidder,
      bid: h.bid,
      contract: h.contract,
      outcome: h.outcome,
      marks,
      total,
    };
  });
  return { number, winner, lines, made, set, marks: total };
}

/** Every game the view holds as a summary: the games won, in order. */
export function summarizeGames(view: MatchView | null): GameSummary[] {
  let first = 1;
  return (view?.games ?? []).map((g, i) => {
    const hands = g.hands ?? [];
    const summary = summarizeGame(i + 1, hands, first, g.winner ?? null);
    first += hands.length;
    return summary;
  });
}

/** The games each team won, from the summaries. */
export function gamesWon(games: readonly GameSummary[]): TeamScore {
  const won = { NS: 0, EW: 0 };
  for (const g of games) if (g.winner !== null) won[g.winner] += 1;
  return won;
}
