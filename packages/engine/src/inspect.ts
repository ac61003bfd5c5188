import type { ContractName } from './contract.js';
import type { Domino } from './domino.js';
import { checkFollow } from './playing.js';
import type { RuleOptions } from './rules/options.js';
import { SEATS, type Seat } from './seat.js';
import { suitTable } from './suits.js';
import type { GameProgress, HandResult, Hands, MatchState, Play, Trick } from './state.js';

/**
 * Inspection: "If for any reason the round ends before all tricks are played ... all hands shall
 * be turned face up so that any mistakes or reneges can be identified" (000). A renege is "the
 * failure of a player to follow the suit of the current trick when they have a domino of that
 * suit" (000): the engine finds it in the record of the hand, never on anyone's word.
 */

/** What inspecting a hand needs of it: the deal, the contract and the plays in order. */
export interface PlayedHand {
  readonly dealt: Hands;
  readonly contract: ContractName | null;
  readonly tricks: readonly Pick<Trick, 'plays'>[];
  /** The trick left unfinished (in play, or when a claim or penalty stopped the hand). */
  readonly trick: readonly Play[];
}

/** The tricks of a hand, the unfinished one last (if any domino of it was played). */
export function tricksOf(hand: PlayedHand): (readonly Play[])[] {
  const all = hand.tricks.map((t) => t.plays);
  return hand.trick.length > 0 ? [...all, hand.trick] : all;
}

/**
 * The seats that did not follow suit when able in trick `index` (from 0), in the order they
 * played: each play is checked against the dominoes its seat held when the trick began.
 */
export function renegesInTrick(options: RuleOptions, hand: PlayedHand, index: number): Seat[] {
  const tricks = tricksOf(hand);
  const plays = tricks[index];
  if (hand.contract === null || plays === undefined) return [];
  const played = new Set<Domino>();
  for (let t = 0; t < index; t++)
    for (const p of tricks[t] as readonly Play[]) played.add(p.domino);
  const holding: Record<Seat, Domino[]> = { N: [], E: [], S: [], W: [] };
  for (const seat of SEATS) holding[seat] = hand.dealt[seat].filter((d) => !played.has(d));
  const table = suitTable(hand.contract, options);
  const out: Seat[] = [];
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i] as Play;
    if (!checkFollow(table, plays.slice(0, i), holding[p.seat], p.domino).ok) out.push(p.seat);
  }
  return out;
}

/** The game the last finished hand belongs to, and that hand: what inspection looks at. */
export interface Inspected {
  readonly game: GameProgress;
  readonly result: HandResult;
  /** True when that hand ended its game (the game is already among `games`). */
  readonly settled: boolean;
}

/**
 * The hand open to inspection: the last one finished, while the next has not been shaken (the
 * match between hands, or over). Null when there is none (no hand yet, or a hand in progress).
 */
export function handUnderInspection(state: MatchState): Inspected | null {
  if (state.phase !== 'shake' && state.phase !== 'done') return null;
  const inGame = state.phase === 'shake' ? state.game : null;
  if (inGame !== null && inGame.hands.length > 0)
    return {
      game: inGame,
      result: inGame.hands[inGame.hands.length - 1] as HandResult,
      settled: false,
    };
  const last = state.games[state.games.length - 1];
  const result = last?.hands[last.hands.length - 1];
  // Only right after the game ended: once a hand of the next game is shaken, it is closed.
  if (last === undefined || result === undefined || (inGame !== null && inGame.hands.length > 0))
    return null;
  return { game: last, result, settled: true };
}
