import type { MatchView, Seat } from '../protocol.js';
import { finishedCount } from './finished-hands.js';

/** Moments the board marks with a sound: a domino laid, your turn, a trick won, the hand over. */
export type BoardCue = 'play' | 'turn' | 'trick' | 'hand';

/** True when the viewer must act now: their seat is to act and the view offers them an action. */
export function isYourTurn(view: MatchView | null | undefined, you: Seat | null): boolean {
  return (
    view !== null &&
    view !== undefined &&
    you !== null &&
    view.toAct === you &&
    (view.legal ?? []).length > 0
  );
}

function dominoesHeld(view: MatchView | null | undefined): number {
  const sizes = view?.hand?.handSizes;
  if (sizes === undefined) return 0;
  return sizes.N + sizes.E + sizes.S + sizes.W;
}

function tricksTaken(view: MatchView | null | undefined): number {
  return view?.hand?.tricks?.length ?? 0;
}

/**
 * What happened between two views of the same table, in the order a player hears it. The first
 * view seen (before: null) is a reload or a first look: it says nothing but "your turn".
 */
export function cuesBetween(
  before: MatchView | null,
  after: MatchView,
  you: Seat | null,
): BoardCue[] {
  const cues: BoardCue[] = [];
  const sameHand = before?.hand !== null && before?.hand !== undefined && after.hand !== null;
  if (before !== null && finishedCount(after) > finishedCount(before)) cues.push('hand');
  else if (sameHand) {
    if (dominoesHeld(after) < dominoesHeld(before)) cues.push('play');
    if (tricksTaken(after) > tricksTaken(before)) cues.push('trick');
  }
  if (isYourTurn(after, you) && !isYourTurn(before, you)) cues.push('turn');
  return cues;
}
