import type { EventScoreEntry, EventScoresheet, Seat } from '../protocol.js';

/** Pure helpers of the scorekeeper page: choices for the big buttons and the hand lines. */

/** Seats in the order the page lists them: the first team's two, then the second team's. */
export const SEAT_ORDER: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** The team sitting at a seat: 0 the first team (North-South), 1 the second (East-West). */
export function sideOfSeat(seat: Seat): 0 | 1 {
  return seat === 'N' || seat === 'S' ? 0 : 1;
}

/** "Ann (N)", or the seat alone when its place is open. */
export function seatLabel(sheet: Pick<EventScoresheet, 'seats'>, seat: Seat): string {
  const p = sheet.seats[seat];
  return p === null ? seat : `${p.name} (${seat})`;
}

export type EnteredBid = number | { readonly marks: number };

/** The kinds of a called infraction, in the sheet's words. */
export const INFRACTION_WORDS = {
  renege: 'renege',
  violation: 'infraction',
  time: 'out of time',
} as const;

export function bidText(bid: EnteredBid): string {
  if (typeof bid === 'number') return bid === 84 ? '84 (2 marks)' : String(bid);
  return bid.marks === 1 ? '1 mark' : `${bid.marks} marks`;
}

/** One line of the sheet: "Ann (N) bid 30, made: +1 NS". */
export function entryText(sheet: Pick<EventScoresheet, 'seats'>, entry: EventScoreEntry): string {
  if (entry.type === 'time') return 'Time called';
  if (entry.type === 'warning')
    return `Warning: ${seatLabel(sheet, entry.by)}, ${INFRACTION_WORDS[entry.kind]}`;
  if (entry.type === 'penalty')
    return `${seatLabel(sheet, entry.by)}: ${INFRACTION_WORDS[entry.kind]}, ${entry.marks === 1 ? '1 mark' : `${entry.marks} marks`} to ${entry.to}`;
  if (entry.type === 'all-pass') return `All passed (${seatLabel(sheet, entry.shaker)} shook)`;
  if (entry.type === 'out-of-turn')
    return `${seatLabel(sheet, entry.by)} bid out of turn: ${
      entry.to !== null ? 'hand forfeited' : entry.choice === 'reshake' ? 'reshaken' : 'bid stands'
    }`;
  if (entry.type === 'wrong-shaker')
    return `${seatLabel(sheet, entry.by)} shook instead of ${seatLabel(sheet, entry.shaker)} (${WRONG_SHAKE_WORDS[entry.found]})`;
  const result = entry.made ? 'made' : 'set';
  return `${seatLabel(sheet, entry.bidder)} bid ${bidText(entry.bid)}, ${result}`;
}

/** When a wrong shaker was found, and what 001 II.5 then does, in the sheet's words. */
export const WRONG_SHAKE_WORDS = {
  'before-bid': 'found before the bid: the hand stands',
  'after-bid': 'found after a bid: reshaken',
  'after-trump': 'found after trump: rotation corrected',
} as const;

/** Tally marks as a paper scorekeeper chalks them: groups of five ("卌" style), as text. */
export function chalk(marks: number): string {
  const fives = Math.floor(marks / 5);
  return `${'||||/ '.repeat(fives)}${'|'.repeat(marks % 5)}`.trim();
}

/** How many games a team must win to win the match. */
export function gamesToWin(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

/** Rows of a printed blank sheet for one game: enough hands for a long game. */
export const SHEET_ROWS = 16;
