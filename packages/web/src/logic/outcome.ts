import type { HandResult, Team } from '../protocol.js';
import { formatBid } from './bids.js';
import { contractLabel } from './contracts.js';
import { countOf } from './plural.js';
import { SEAT_NAMES, teamOf } from './seats.js';

/** One line saying how a hand went: "South bid 31 in sixes and made it: 34 points." */
export function describeHand(result: HandResult): string {
  if (result.outcome === 'reshake' || result.bidder === null || result.bid === null)
    return 'Everyone passed: the dominoes are shaken again.';
  const who = SEAT_NAMES[result.bidder];
  const contract = result.contract === null ? '' : ` in ${contractLabel(result.contract)}`;
  const bid = `${who} bid ${formatBid(result.bid)}${contract}`;
  const points = result.points?.[teamOf(result.bidder)];
  const took = points === undefined ? '' : `: ${countOf(points, 'point')}`;
  if (result.penalty !== null && result.penalty !== undefined)
    return `${bid}; the hand went to the other side for a ${result.penalty.kind} by ${SEAT_NAMES[result.penalty.by]}.`;
  switch (result.outcome) {
    case 'made':
      return `${bid} and made it${took}.`;
    case 'set':
      return `${bid} and was set${took}.`;
    case 'forfeit':
      return `${bid}; the hand was forfeited.`;
  }
}

/** The team that took the marks of a hand, or null when no marks changed hands. */
export function markWinner(result: HandResult): Team | null {
  const ns = result.marks?.NS ?? 0;
  const ew = result.marks?.EW ?? 0;
  if (ns > ew) return 'NS';
  if (ew > ns) return 'EW';
  return null;
}

export function marksText(marks: number): string {
  return marks === 1 ? '1 mark' : `${marks} marks`;
}

export const TEAM_NAMES: Readonly<Record<Team, string>> = {
  NS: 'North–South',
  EW: 'East–West',
};
