import type { DoublesInSuit, RuleOptions } from './rules/options.js';

/**
 * Contracts: "Valid suits are: blanks, ones (aces), twos (deuces), threes (treys), fours, fives,
 * sixes, doubles, or no-trump (aka follow-me)" (002), plus the special contracts nello and
 * sevens where a profile allows them. Plunge and splash are bids whose contract is a trump named
 * by the bidder's partner.
 */
export const SUIT_NAMES = ['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;
export type SuitName = (typeof SUIT_NAMES)[number];
export type NelloName = 'nello:doubles-own-suit' | 'nello:doubles-high' | 'nello:doubles-low';
/** A contract as written in records and actions, in canonical form. */
export type ContractName = SuitName | 'doubles' | 'follow-me' | NelloName | 'sevens';

export type Contract =
  | { readonly kind: 'trump'; readonly suit: number }
  | { readonly kind: 'doubles' }
  | { readonly kind: 'follow-me' }
  | { readonly kind: 'nello'; readonly doubles: DoublesInSuit }
  | { readonly kind: 'sevens' };

export const NELLO_NAMES: Readonly<Record<DoublesInSuit, NelloName>> = {
  'own-suit': 'nello:doubles-own-suit',
  high: 'nello:doubles-high',
  low: 'nello:doubles-low',
};

/** Every contract name, in the order a menu would list them. */
export const CONTRACT_NAMES: readonly ContractName[] = [
  ...SUIT_NAMES,
  'doubles',
  'follow-me',
  'nello:doubles-own-suit',
  'nello:doubles-high',
  'nello:doubles-low',
  'sevens',
];

/**
 * The canonical name of a contract as written in a record ("sixes", "6", "nello",
 * "nello:doubles-high", ...); plain "nello" means the profile's first nello variant.
 * Undefined if the text names no contract.
 */
export function parseContractName(text: unknown, options: RuleOptions): ContractName | undefined {
  if (typeof text !== 'string') return undefined;
  if (/^[0-6]$/.test(text)) return SUIT_NAMES[Number(text)];
  if (text === 'nello') return NELLO_NAMES[options.nello.doubles[0] ?? 'own-suit'];
  return (CONTRACT_NAMES as readonly string[]).includes(text) ? (text as ContractName) : undefined;
}

export function contractOf(name: ContractName): Contract {
  const suit = (SUIT_NAMES as readonly string[]).indexOf(name);
  if (suit >= 0) return { kind: 'trump', suit };
  switch (name) {
    case 'doubles':
      return { kind: 'doubles' };
    case 'follow-me':
      return { kind: 'follow-me' };
    case 'sevens':
      return { kind: 'sevens' };
    case 'nello:doubles-high':
      return { kind: 'nello', doubles: 'high' };
    case 'nello:doubles-low':
      return { kind: 'nello', doubles: 'low' };
    default:
      return { kind: 'nello', doubles: 'own-suit' };
  }
}

export function isNello(name: ContractName | null): boolean {
  return name !== null && name.startsWith('nello');
}

/** The trump suit a lead sets when trump was not named: "the high side of the domino played shall be trump" (001). */
export function suitNameOf(pip: number): SuitName {
  return SUIT_NAMES[pip] as SuitName;
}
