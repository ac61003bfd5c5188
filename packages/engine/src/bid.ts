/**
 * Bids as written in records and actions: "pass", a point bid 30..41, marks "1m", "2m", ...
 * (42 may be written for "1m" and 84 for "2m"), "plunge", "splash".
 * "Acceptable bids are: pass, 30 through 42, one-mark, 84, two-marks, three-marks, four-marks,
 * five-marks." (001)
 */
export type MarksBid = `${number}m`;
export type Bid = 'pass' | number | MarksBid | 'plunge' | 'splash';

/** A bid that won or leads the auction, with what it is worth. */
export interface HighBid {
  readonly bid: Bid;
  /** Marks the hand is worth: 1 for a point bid. */
  readonly marks: number;
  /** For ordering bids: points, or 42 per mark. */
  readonly value: number;
}

export function marksBid(marks: number): MarksBid {
  return `${marks}m`;
}

/** The canonical form of a bid token, or undefined if it is not a bid at all. */
export function parseBid(token: unknown): Bid | undefined {
  if (token === 'pass' || token === 'plunge' || token === 'splash') return token;
  if (typeof token === 'number' && Number.isInteger(token)) {
    if (token === 42) return '1m';
    if (token === 84) return '2m';
    if (token >= 0 && token < 42) return token;
    return undefined;
  }
  if (typeof token === 'string') {
    const m = /^([1-9][0-9]?)m$/.exec(token);
    if (m !== null) return marksBid(Number(m[1]));
    if (/^[0-9]{1,2}$/.test(token)) return parseBid(Number(token));
  }
  return undefined;
}

/** Marks named by a marks bid ("3m" → 3), or 0 for anything else. */
export function marksOf(bid: Bid): number {
  return typeof bid === 'string' && bid.endsWith('m') ? Number(bid.slice(0, -1)) : 0;
}

export function describeBid(bid: Bid): string {
  if (bid === 'pass' || bid === 'plunge' || bid === 'splash') return bid;
  if (typeof bid === 'number') return String(bid);
  const m = marksOf(bid);
  return m === 1 ? '1 mark (42)' : m === 2 ? '2 marks (84)' : `${m} marks`;
}
