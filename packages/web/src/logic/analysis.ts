import type { HandAnalysis } from '../protocol.js';

/**
 * The solver's analysis of a finished hand as the panel shows it: a list of mistakes and a row
 * per play with its value against the best. The server's answer (protocol's HandAnalysis) is
 * read by readAnalysis, field for field.
 */
export interface AnalysisPlay {
  readonly trick: number | null;
  readonly seat: string;
  readonly domino: string;
  readonly value: number | null;
  readonly bestValue: number | null;
  readonly best: readonly string[];
  readonly loss: number;
}

export interface AnalysisBid {
  readonly seat: string;
  readonly bid: string;
  readonly bestContract: string | null;
  readonly bestPoints: number | null;
}

export interface Analysis {
  readonly mistakes: readonly string[];
  readonly plays: readonly AnalysisPlay[];
  readonly bids: readonly AnalysisBid[];
  readonly par: number | null;
}

/** The server's answer (GET /api/tables/:id/hands/:n/analysis), as the panel shows it. */
export function readAnalysis(answer: HandAnalysis): Analysis {
  return {
    mistakes: answer.mistakes,
    plays: answer.plays.map((p) => ({
      trick: p.trick,
      seat: p.seat,
      domino: p.domino,
      value: p.value,
      bestValue: p.bestValue,
      best: p.best,
      loss: Math.abs(p.loss),
    })),
    bids: answer.bids.map((b) => ({
      seat: b.seat,
      bid: String(b.bid),
      bestContract: b.bestContract,
      bestPoints: b.bestPoints,
    })),
    par: answer.par,
  };
}
