import type { Action, Bid, ClaimKind, ContractName, Domino, PlayerAction } from '../protocol.js';

/**
 * What the viewer may do, read from `view.legal`: the server's list is the only source of
 * legality; these functions only sort it for drawing.
 */
type Legal = readonly Action[] | null | undefined;

export function legalBids(legal: Legal): Bid[] {
  return (legal ?? []).flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
}

/** The contracts the viewer may name now, each once (a contract may be offered stacked too). */
export function legalContracts(legal: Legal): ContractName[] {
  return [...new Set((legal ?? []).flatMap((a) => (a.type === 'declare' ? [a.contract] : [])))];
}

/** Whether the bidder may choose to stack the tricks with the contract (the rules leave it to them). */
export function mayStack(legal: Legal): boolean {
  return (legal ?? []).some((a) => a.type === 'declare' && a.stack === true);
}

/** The dominoes the viewer may play now. */
export function playableDominoes(legal: Legal): ReadonlySet<Domino> {
  return new Set((legal ?? []).flatMap((a) => (a.type === 'play' ? [a.domino] : [])));
}

/** Whether a domino (written either way round) may be played now. */
export function isPlayable(domino: string, legal: Legal): boolean {
  const playable = playableDominoes(legal);
  if (playable.has(domino as Domino)) return true;
  const [a, b] = domino.split('-');
  return playable.has(`${b}-${a}` as Domino);
}

/** An action as the player sends it: the seat is never sent (the session holds it). */
export function toPlayerAction(action: Action): PlayerAction | null {
  switch (action.type) {
    case 'bid':
      return { type: 'bid', bid: action.bid };
    case 'declare':
      return action.stack === true
        ? { type: 'declare', contract: action.contract, stack: true }
        : { type: 'declare', contract: action.contract };
    case 'play':
      return { type: 'play', domino: action.domino };
    case 'claim':
      return { type: 'claim', claim: action.claim };
    default:
      return null;
  }
}

export const CLAIM_LABELS: Readonly<Record<ClaimKind, string>> = {
  made: 'Lay down: made',
  set: 'Lay down: set',
  rest: 'Lay down: the rest',
};
