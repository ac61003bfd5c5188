import {
  SUIT_NAMES,
  info,
  isDouble,
  suitTable,
  type ContractName,
  type Domino,
  type RuleOptions,
  type SuitTable,
} from '@texas42/engine';
import { isTrump, powerIn } from './table-knowledge.js';

/**
 * How many of the 42 points a hand might take with a given trump, by the rules of thumb a good
 * player bids with: trumps from the top are sure tricks (the double first), long trumps win once
 * the others are drawn, doubles outside trump win their suit, and count kept safe comes home.
 */
export interface Estimate {
  readonly contract: ContractName;
  readonly points: number;
  /** Tricks this hand should take by itself. */
  readonly tricks: number;
}

/** The trump suit's dominoes, strongest first (ids); fixed for a table, so kept with it. */
const TRUMPS_FROM_TOP = new WeakMap<SuitTable, readonly number[]>();

function trumpsFromTop(table: SuitTable): readonly number[] {
  let order = TRUMPS_FROM_TOP.get(table);
  if (order === undefined) {
    order = Array.from({ length: 28 }, (_, id) => id)
      .filter(
        (id) => table.trump >= 0 && ((table.members[table.trump] as number) & (1 << id)) !== 0,
      )
      .sort(
        (a, b) =>
          (table.power[table.trump * 28 + b] as number) -
          (table.power[table.trump * 28 + a] as number),
      );
    TRUMPS_FROM_TOP.set(table, order);
  }
  return order;
}

export function estimate(
  hand: readonly Domino[],
  contract: ContractName,
  options: RuleOptions,
): Estimate {
  const table = suitTable(contract, options);
  const trumps = hand.filter((d) => isTrump(table, d));
  // Trumps from the top of the suit that this hand holds without a gap are sure tricks.
  const allTrumps = trumpsFromTop(table);
  const held = new Set(trumps.map((d) => info(d).id));
  let sure = 0;
  for (const id of allTrumps) {
    if (!held.has(id)) break;
    sure++;
  }
  const long =
    Math.max(0, trumps.length - sure) *
    (trumps.length >= 4 ? 0.7 : trumps.length >= 3 ? 0.4 : 0.15);
  // Doubles off trump win their suit once trumps are out.
  const offDoubles = hand.filter(
    (d) => isDouble(d) && !isTrump(table, d) && powerIn(table, d, d) > 0,
  ).length;
  const offWeight = trumps.length >= 3 ? 0.75 : 0.45;
  const tricks = Math.min(7, sure + long + offDoubles * offWeight);
  // Count in sure winners comes home; count elsewhere is at risk.
  const safeCount = hand
    .filter((d) => isTrump(table, d) || isDouble(d))
    .reduce((n, d) => n + info(d).count, 0);
  const points = Math.min(42, tricks * 5.2 + safeCount * 0.6 + (trumps.length >= 4 ? 3 : 0));
  return { contract, points, tricks };
}

/** The best trump (a suit or doubles) for this hand and what it should take. */
export function bestTrump(hand: readonly Domino[], options: RuleOptions): Estimate {
  const choices: ContractName[] = [...SUIT_NAMES, 'doubles'];
  let best = estimate(hand, 'sixes', options);
  for (const c of choices) {
    const e = estimate(hand, c, options);
    if (e.points > best.points) best = e;
  }
  return best;
}
