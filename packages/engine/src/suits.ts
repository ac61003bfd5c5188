import { DOMINOES, DOMINO_COUNT, info, type Domino } from './domino.js';
import { contractOf, type ContractName } from './contract.js';
import type { DoublesInSuit, RuleOptions } from './rules/options.js';

/**
 * Suit tables for one contract, precomputed once: which suit a lead calls for, which dominoes
 * follow each suit, and how strong each domino is in a trick of each suit. Both legality
 * (follow suit) and trick-winning read these tables, so the rules of suits live only here.
 *
 * Suits 0..6 are the pip suits, 7 is doubles as a suit of their own (doubles trump, or a
 * variant where doubles are their own suit).
 */
export const DOUBLES_SUIT = 7;
const SUITS = 8;

export interface SuitTable {
  /** The trump suit (0..7), or -1 for none. */
  readonly trump: number;
  /** ledSuit[id]: the suit a lead of that domino calls for. */
  readonly ledSuit: Int8Array;
  /** members[suit]: a 28-bit set of the dominoes that follow that suit. */
  readonly members: Int32Array;
  /** power[suit * 28 + id]: strength in a trick led in that suit; 0 cannot win it. */
  readonly power: Int16Array;
  /** Sevens has no suits: nearest seven wins (see sevens rules in trick.ts / play legality). */
  readonly sevens: boolean;
}

/**
 * Rank of a domino within a pip suit it belongs to: "the win order hierarchy is determined by
 * the highest opposite end played, except for the double which is always highest in its own
 * suit" (002); house variants put the double lowest.
 */
function rankInPipSuit(high: number, low: number, suit: number, doubles: DoublesInSuit): number {
  if (high === low) return doubles === 'low' ? 1 : 9;
  const other = high === suit ? low : high;
  return other + 2;
}

function buildTable(trump: number, doubles: DoublesInSuit, sevens: boolean): SuitTable {
  const doublesOwnSuit = trump === DOUBLES_SUIT || doubles === 'own-suit';
  const suitsOf = (id: number): number[] => {
    const d = DOMINOES[id]!;
    if (d.isDouble) return [doublesOwnSuit ? DOUBLES_SUIT : d.high];
    // "any domino matching Trump is in the trump suit and never in any other matching suit" (002)
    if (trump >= 0 && trump < DOUBLES_SUIT && (d.high === trump || d.low === trump)) return [trump];
    return [d.high, d.low];
  };
  const ledSuit = new Int8Array(DOMINO_COUNT);
  const members = new Int32Array(SUITS);
  const power = new Int16Array(SUITS * DOMINO_COUNT);
  for (let id = 0; id < DOMINO_COUNT; id++) {
    const d = DOMINOES[id]!;
    const suits = suitsOf(id);
    for (const s of suits) members[s] = (members[s] as number) | (1 << id);
    // "unless trump is led, the higher end of the domino led determines the Suit" (002)
    ledSuit[id] = suits.length === 1 ? (suits[0] as number) : d.high;
  }
  for (let id = 0; id < DOMINO_COUNT; id++) {
    const d = DOMINOES[id]!;
    const isTrump = trump >= 0 && ((members[trump] as number) & (1 << id)) !== 0;
    for (let s = 0; s < SUITS; s++) {
      const inSuit = ((members[s] as number) & (1 << id)) !== 0;
      let p = 0;
      const rank = s === DOUBLES_SUIT ? d.high + 1 : rankInPipSuit(d.high, d.low, s, doubles);
      // "Trumps beat all other suits" (002): every trump outranks every domino of the suit led.
      if (isTrump)
        p =
          100 + (trump === DOUBLES_SUIT ? d.high + 1 : rankInPipSuit(d.high, d.low, trump, 'high'));
      else if (inSuit) p = rank;
      power[s * DOMINO_COUNT + id] = p;
    }
  }
  return { trump, ledSuit, members, power, sevens };
}

const cache = new Map<string, SuitTable>();
/** Tables by follow-me doubles rule, then by contract name: the lookup on every play. */
const byName = new Map<DoublesInSuit, Map<ContractName, SuitTable>>();

/** The suit tables of a contract under a profile's options (cached). */
export function suitTable(name: ContractName, options: RuleOptions): SuitTable {
  const followMe = options.contracts.followMeDoubles;
  let named = byName.get(followMe);
  if (named === undefined) {
    named = new Map();
    byName.set(followMe, named);
  }
  let table = named.get(name);
  if (table === undefined) {
    table = buildFor(name, options);
    named.set(name, table);
  }
  return table;
}

function buildFor(name: ContractName, options: RuleOptions): SuitTable {
  const contract = contractOf(name);
  let trump = -1;
  let doubles: DoublesInSuit = 'high';
  let sevens = false;
  switch (contract.kind) {
    case 'trump':
      trump = contract.suit;
      break;
    case 'doubles':
      trump = DOUBLES_SUIT;
      break;
    case 'follow-me':
      // "When bidding follow me, doubles shall be the high domino in their suit." (001)
      doubles = options.contracts.followMeDoubles;
      break;
    case 'nello':
      // "With this bid, Doubles are considered a separate suit." (002)
      doubles = contract.doubles;
      break;
    case 'sevens':
      sevens = true;
      break;
  }
  const key = `${trump}/${doubles}/${sevens ? 7 : 0}`;
  let table = cache.get(key);
  if (table === undefined) {
    table = buildTable(trump, doubles, sevens);
    cache.set(key, table);
  }
  return table;
}

/** The suit a domino led calls for under these tables. */
export function suitLed(table: SuitTable, lead: Domino): number {
  return table.ledSuit[info(lead).id] as number;
}

/** Distance from seven pips, for sevens. */
export function sevensDistance(domino: Domino): number {
  return Math.abs(info(domino).pips - 7);
}
