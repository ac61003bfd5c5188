import type { PuzzleQuestion, PuzzleVerdict, Seat } from '../protocol.js';
import { formatBid } from './bids.js';
import { contractLabel } from './contracts.js';
import { clockwiseOf, partnerOf, teamOf } from './seats.js';

/**
 * The Puzzles page's words and groupings, as pure functions: who each seat is to the solver of
 * the puzzle, what they are asked, and the solver's proof split into tricks.
 */

type Play = PuzzleVerdict['line'][number];

/** A seat as the puzzle's player sees it: "you", "your partner", "left", "right". */
export function seatRole(seat: Seat, me: Seat): string {
  if (seat === me) return 'You';
  if (seat === partnerOf(me)) return 'Partner';
  return seat === clockwiseOf(me) ? 'Left' : 'Right';
}

/** "W (you)" or "N (partner)": a seat with who it is. */
export function seatWithRole(seat: Seat, me: Seat): string {
  return `${seat} (${seatRole(seat, me).toLowerCase()})`;
}

/** The task in one line: what the seat's side wants and what the bid is. */
export function puzzleTask(q: PuzzleQuestion): string {
  const v = q.view;
  const bid = formatBid(v.bid);
  const contract = contractLabel(v.contract);
  const bidder = v.bidder === q.seat ? 'you' : seatWithRole(v.bidder, q.seat).toLowerCase();
  const aim = q.goal === 'make' ? 'makes the bid' : 'sets the bid';
  return `${bidder === 'you' ? 'You' : bidder.charAt(0).toUpperCase() + bidder.slice(1)} bid ${bid} in ${contract}. Find the one domino that ${aim}.`;
}

/** What each side has taken so far, from the puzzle player's side. */
export function takenSoFar(q: PuzzleQuestion): string {
  const mine = teamOf(q.seat);
  const theirs = mine === 'NS' ? 'EW' : 'NS';
  const unit = q.measure === 'tricks' ? 'tricksWon' : 'points';
  const word = q.measure === 'tricks' ? 'tricks' : 'points';
  return `Your side has ${q.view[unit][mine]} ${word}, theirs ${q.view[unit][theirs]}.`;
}

/**
 * The solver's line split into tricks: the first group finishes the trick on the table (after
 * the plays already in it), each next group is a whole trick (three plays in nello).
 */
export function lineByTrick(q: PuzzleQuestion, line: readonly Play[]): Play[][] {
  const size = q.view.sittingOut === null ? 4 : 3;
  const groups: Play[][] = [];
  let current: Play[] = [];
  let room = size - q.view.trick.length;
  for (const play of line) {
    current.push(play);
    if (--room === 0) {
      groups.push(current);
      current = [];
      room = size;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Each legal domino's total for the bidder's side, best for the puzzle player's side first. */
export function valueRows(
  q: PuzzleQuestion,
  verdict: PuzzleVerdict,
): { domino: string; total: number; answer: boolean }[] {
  const sign = q.goal === 'make' ? -1 : 1;
  return [...verdict.values]
    .sort((a, b) => sign * (a.total - b.total))
    .map((v) => ({ ...v, answer: v.domino === verdict.answer }));
}

/** The verdict in words: right or not, and what the chosen domino would have cost. */
export function verdictText(q: PuzzleQuestion, verdict: PuzzleVerdict, chosen: string): string {
  const unit = q.measure === 'tricks' ? 'tricks' : 'points';
  const answer = verdict.values.find((v) => v.domino === verdict.answer)?.total;
  const mine = verdict.values.find((v) => v.domino === chosen)?.total;
  const side = q.goal === 'make' ? 'your side ends with' : 'the bidders end with';
  if (verdict.correct)
    return `Right: ${verdict.answer} is the only domino that ${q.goal === 'make' ? 'makes' : 'sets'} it (${side} ${String(answer)} ${unit} with best play).`;
  return `Not this time: after ${chosen} ${side} ${String(mine)} ${unit} with best play; ${verdict.answer} ${q.goal === 'make' ? 'makes' : 'sets'} it (${String(answer)}).`;
}
