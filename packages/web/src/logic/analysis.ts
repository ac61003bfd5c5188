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

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
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

/**
 * An analysis from anywhere but the server's typed answer (JSON of unknown shape), read
 * defensively: bare or wrapped ({analysis: {...}}), a missing loss computed from the values.
 */
export function parseAnalysis(json: unknown): Analysis {
  const root = isObject(json) && isObject(json.analysis) ? json.analysis : json;
  if (!isObject(root)) return { mistakes: [], plays: [], bids: [], par: null };
  const mistakes = Array.isArray(root.mistakes)
    ? root.mistakes.filter((m): m is string => typeof m === 'string')
    : [];
  const plays = (Array.isArray(root.plays) ? root.plays : []).filter(isObject).map((p) => {
    const value = num(p.value);
    const bestValue = num(p.bestValue);
    const loss =
      num(p.loss) ?? num(p.lost) ?? (value !== null && bestValue !== null ? bestValue - value : 0);
    return {
      trick: num(p.trick),
      seat: text(p.seat),
      domino: text(p.domino),
      value,
      bestValue,
      best: Array.isArray(p.best) ? p.best.map(text).filter((b) => b !== '') : [],
      loss: Math.abs(loss),
    };
  });
  const bids = (Array.isArray(root.bids) ? root.bids : []).filter(isObject).map((b) => ({
    seat: text(b.seat),
    bid: text(b.bid),
    bestContract: typeof b.bestContract === 'string' ? b.bestContract : null,
    bestPoints: num(b.bestPoints),
  }));
  return { mistakes, plays, bids, par: num(root.par) };
}
