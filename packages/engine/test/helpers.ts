import assert from 'node:assert/strict';
import {
  apply,
  newMatch,
  parseDomino,
  toAct,
  type Action,
  type Bid,
  type ContractName,
  type Domino,
  type Hands,
  type MatchState,
  type Result,
  type RulesRef,
  type Seat,
} from '../src/index.js';

export function must<T>(result: Result<T>): T {
  if (!result.ok) assert.fail(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function mustFail<T>(result: Result<T>, code: string): string {
  if (result.ok) assert.fail(`expected ${code}, got ok`);
  assert.equal(result.error.code, code, result.error.message);
  return result.error.message;
}

/** "N: 6-6 6-5 ...; E: ...; S: ...; W: ..." → hands (seven dominoes a seat, 28 distinct). */
export function deal(text: string): Hands {
  const hands: Partial<Record<Seat, Domino[]>> = {};
  for (const part of text.split(/[;\n]/)) {
    const m = /^\s*([NESW])\s*:\s*(.*)$/.exec(part);
    if (m === null) continue;
    // The pattern matched one of N, E, S, W.
    hands[m[1] as Seat] = (m[2] as string)
      .trim()
      .split(/\s+/)
      .map((d) => parseDomino(d) ?? assert.fail(`bad domino ${d}`));
  }
  const all = Object.values(hands).flat();
  assert.equal(new Set(all).size, 28, 'a deal has 28 distinct dominoes');
  return hands as Hands;
}

/**
 * A deal where each seat holds whole suits, handy for reasoning:
 * N all sixes; E the fives and 4-4; S 4-3..3-1; W the rest.
 */
export const SUITED = deal(`
  N: 6-6 6-5 6-4 6-3 6-2 6-1 6-0
  E: 5-5 5-4 5-3 5-2 5-1 5-0 4-4
  S: 4-3 4-2 4-1 4-0 3-3 3-2 3-1
  W: 3-0 2-2 2-1 2-0 1-1 1-0 0-0`);

/**
 * With SUITED dealt, sixes trump and N leading: N draws the count from the others, 38 points to
 * NS in three tricks (16, 11, 11).
 */
export const SIXES_RUN = [
  '6-6',
  '5-5',
  '4-1',
  '3-0',
  '6-5',
  '5-0',
  '3-2',
  '2-2',
  '6-4',
  '5-4',
  '4-3',
  '2-1',
] as const;

/** A match at the bidding of a hand with the given deal. */
export function startHand(rules: RulesRef, dealer: Seat, hands: Hands): MatchState {
  const m = must(newMatch({ rules, seed: 1, firstShaker: dealer }));
  return must(apply(m, { type: 'shake', seat: dealer, hands }));
}

/** The seat to act (the match is not over). */
export function seatToAct(state: MatchState): Seat {
  const seat = toAct(state);
  assert.ok(seat !== null, 'a seat is to act');
  return seat;
}

export function act(state: MatchState, action: Action): MatchState {
  return must(apply(state, action));
}

/** Applies bids in turn from the seat to act. */
export function bids(state: MatchState, list: readonly Bid[]): MatchState {
  let s = state;
  for (const bid of list) s = act(s, { type: 'bid', seat: seatToAct(s), bid });
  return s;
}

export function declare(state: MatchState, contract: ContractName | 'nello'): MatchState {
  return must(apply(state, { type: 'declare', seat: seatToAct(state), contract }));
}

/** Plays dominoes in turn from the seat to act. */
export function plays(state: MatchState, list: readonly string[]): MatchState {
  let s = state;
  for (const d of list) s = act(s, { type: 'play', seat: seatToAct(s), domino: d as Domino });
  return s;
}

/** A hand bid and declared: `dealer` shakes, bids are made in turn, the winner declares. */
export function contractHand(
  rules: RulesRef,
  dealer: Seat,
  hands: Hands,
  bidList: readonly Bid[],
  contract: ContractName | 'nello',
): MatchState {
  return declare(bids(startHand(rules, dealer, hands), bidList), contract);
}

/** Deep-freezes a value so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
