import { formatBid } from './bids.js';
import { contractLabel } from './contracts.js';
import { dominoLabel } from './dominoes.js';

/**
 * A hint's suggested action in words ("play 6-4", "bid 30"), read defensively: the server sends
 * the action as `unknown`.
 */
export function describeAction(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return null;
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case 'bid':
      return typeof a.bid === 'number' || typeof a.bid === 'string'
        ? a.bid === 'pass'
          ? 'pass'
          : `bid ${formatBid(a.bid)}`
        : null;
    case 'declare':
      return typeof a.contract === 'string' ? `call ${contractLabel(a.contract)}` : null;
    case 'play':
      return typeof a.domino === 'string' ? `play ${dominoLabel(a.domino)}` : null;
    case 'claim':
      return typeof a.claim === 'string' ? `lay down (${a.claim})` : null;
    default:
      return null;
  }
}

/** The domino a hint suggests playing, if it suggests a play. */
export function hintedDomino(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return null;
  const a = action as Record<string, unknown>;
  return a.type === 'play' && typeof a.domino === 'string' ? a.domino : null;
}

/** The bid a hint suggests, as its data-bid key ("30", "pass", "1m"). */
export function hintedBid(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return null;
  const a = action as Record<string, unknown>;
  return a.type === 'bid' && (typeof a.bid === 'number' || typeof a.bid === 'string')
    ? String(a.bid)
    : null;
}
