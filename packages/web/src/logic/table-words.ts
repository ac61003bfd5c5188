import type { MatchView, Seat, SeatInfo, TableSummary } from '../protocol.js';
import { contractLabel } from './contracts.js';
import { SEAT_NAMES, teamOf } from './seats.js';
import { TEAM_NAMES } from './outcome.js';

/** The seat's entry in a table summary. */
export function seatInfo(table: TableSummary | null | undefined, seat: Seat): SeatInfo | null {
  return (table?.seats ?? []).find((s) => s.seat === seat) ?? null;
}

/**
 * What to call the player in a seat: their name, "West (empty)" for an empty seat. A seat held
 * at a rematch's new table (`TableState.held`) is called by the name of the player asked back.
 */
export function seatName(
  table: TableSummary | null | undefined,
  seat: Seat,
  held: readonly { readonly seat: Seat; readonly name: string }[] = [],
): string {
  const info = seatInfo(table, seat);
  if (info === null || info.kind === 'empty')
    return held.find((h) => h.seat === seat)?.name ?? `${SEAT_NAMES[seat]} (empty)`;
  return info.name ?? SEAT_NAMES[seat];
}

/** The line over the board saying what happens now ("Your bid", "West to play"). */
export function statusText(
  view: MatchView | null,
  you: Seat | null,
  names: (seat: Seat) => string,
  waiting: boolean,
): string {
  if (view === null) return 'Connecting to the table…';
  if (view.winner !== null && view.winner !== undefined)
    return `${you !== null && teamOf(you) === view.winner ? 'You win' : `${TEAM_NAMES[view.winner]} win`} the match.`;
  if (waiting) return 'Waiting for players: the game starts when all four seats are filled.';
  const turn = view.toAct;
  const who = (seat: Seat): string => (seat === you ? 'You' : names(seat));
  switch (view.phase) {
    case 'shake':
      return `${who(view.shaker)} ${view.shaker === you ? 'shake' : 'shakes'} the dominoes…`;
    case 'bid':
      if (turn === null) return 'Bidding…';
      return turn === you ? 'Your bid.' : `${names(turn)} to bid.`;
    case 'declare':
      if (turn === null) return 'Naming trump…';
      if (turn !== you) return `${names(turn)} names the contract.`;
      return (view.legal ?? []).some((a) => a.type === 'play')
        ? 'You won the bid: name the contract, or lead a domino to make its high end trump.'
        : 'You won the bid: name the contract.';
    case 'play': {
      const contract = view.hand?.contract;
      const trump =
        contract === null || contract === undefined ? '' : ` (${contractLabel(contract)})`;
      if (turn === null) return `Playing${trump}…`;
      return turn === you ? `Your play${trump}.` : `${names(turn)} to play${trump}.`;
    }
  }
}
