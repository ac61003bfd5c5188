import { dominoOfId, type Domino, type RuleOptions, type Team } from '@texas42/engine';
import { positionOf, type HandInPlay } from './position.js';
import type { Search } from './search.js';
import { sharedSearch as search } from './shared.js';

/**
 * The solver's public face: positions come in as the engine's hand in play, answers go out in
 * the game's words. One Search (with its table) is reused by every call on this thread.
 */

export interface Solution {
  /** The team whose take is counted: the declarer's; in nello, the bidder's. */
  readonly team: Team;
  /** "points" (tricks and count) or "tricks" (nello: tricks the bidder takes). */
  readonly measure: 'points' | 'tricks';
  /** What the team takes from here with best play on both sides. */
  readonly value: number;
  /** Trick boundaries searched. */
  readonly nodes: number;
}

function teamName(parity: number): Team {
  return parity === 0 ? 'NS' : 'EW';
}

/** For callers without types: the contract must be named. */
function inPlay(hand: HandInPlay): void {
  if (hand.contract === null)
    throw new Error('the solver needs a hand in play: name the contract first');
}

/**
 * Runs `work` on the shared search with `stop` asked as it searches (SearchStopped if it says
 * so), and no stop after, whatever happens.
 */
function stoppable<T>(s: Search, stop: (() => boolean) | undefined, work: () => T): T {
  s.stopWhen = stop ?? null;
  try {
    return work();
  } finally {
    s.stopWhen = null;
  }
}

/**
 * The exact take of the declaring side (or, in nello, the bidder's tricks) with best play.
 * `stop`, asked as the search goes, may give it up (SearchStopped).
 */
export function solve(hand: HandInPlay, options: RuleOptions, stop?: () => boolean): Solution {
  inPlay(hand);
  const pos = positionOf(hand, options);
  const s = search();
  s.load(pos);
  const value = stoppable(s, stop, () => s.exact());
  return {
    team: teamName(pos.scoreTeam),
    measure: pos.countPoints ? 'points' : 'tricks',
    value,
    nodes: s.nodes,
  };
}

/**
 * "Can the declarer's side make N?": whether the counted team can take at least `need` more
 * (one zero-window search). In nello, whether the defenders can force the bidder to take
 * `need` tricks.
 */
export function canTake(
  hand: HandInPlay,
  options: RuleOptions,
  need: number,
  stop?: () => boolean,
): boolean {
  inPlay(hand);
  const s = search();
  s.load(positionOf(hand, options));
  return stoppable(s, stop, () => s.atLeast(need));
}

export interface MoveValue {
  readonly domino: Domino;
  /** The counted team's take from here if this domino is played, then best play. */
  readonly value: number;
}

/** The value of every legal play of the seat to play, best first (`stop` as for `solve`). */
export function moveValues(
  hand: HandInPlay,
  options: RuleOptions,
  stop?: () => boolean,
): MoveValue[] {
  inPlay(hand);
  const pos = positionOf(hand, options);
  const s = search();
  s.load(pos);
  return stoppable(s, stop, () => s.rootMoves()).map(({ id, value }) => ({
    domino: dominoOfId(id),
    value,
  }));
}
