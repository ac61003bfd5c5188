import type { Bid } from '../protocol.js';

/** Marks named by a marks bid ("3m" → 3), or 0 for anything else. */
export function marksOfBid(bid: string | number): number {
  if (typeof bid !== 'string') return 0;
  const m = /^([0-9]+)m$/.exec(bid);
  return m === null ? 0 : Number(m[1]);
}

/** A bid as players say it: "Pass", "30", "1 mark", "2 marks", "Plunge". */
export function formatBid(bid: string | number | null | undefined): string {
  if (bid === null || bid === undefined) return '';
  if (typeof bid === 'number') return String(bid);
  if (bid === 'pass') return 'Pass';
  if (bid === 'plunge') return 'Plunge';
  if (bid === 'splash') return 'Splash';
  const marks = marksOfBid(bid);
  if (marks === 1) return '1 mark';
  if (marks > 1) return `${marks} marks`;
  return String(bid);
}

/** The bid as sent back to the server and written on a button's data-bid: "pass", "30", "2m". */
export function bidKey(bid: Bid): string {
  return String(bid);
}

/**
 * Groups legal bids for the bid bar: pass first, then point bids, then marks, then special bids,
 * each kept in the order the server gave.
 */
export function groupBids(bids: readonly Bid[]): {
  pass: Bid[];
  points: Bid[];
  marks: Bid[];
  special: Bid[];
} {
  const out = { pass: [] as Bid[], points: [] as Bid[], marks: [] as Bid[], special: [] as Bid[] };
  for (const bid of bids) {
    if (bid === 'pass') out.pass.push(bid);
    else if (typeof bid === 'number') out.points.push(bid);
    else if (marksOfBid(bid) > 0) out.marks.push(bid);
    else out.special.push(bid);
  }
  return out;
}
