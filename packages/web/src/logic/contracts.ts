const SUITS: Readonly<Record<string, string>> = {
  blanks: 'Blanks',
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
};

const SPECIAL: Readonly<Record<string, string>> = {
  doubles: 'Doubles',
  'follow-me': 'Follow me (no trump)',
  'nello:doubles-own-suit': 'Nello (doubles a suit)',
  'nello:doubles-high': 'Nello (doubles high)',
  'nello:doubles-low': 'Nello (doubles low)',
  sevens: 'Sevens',
};

/** A contract as a player names it: "Sixes", "Doubles", "Follow me (no trump)", "Nello (doubles high)". */
export function contractLabel(name: string | null | undefined): string {
  if (name === null || name === undefined) return '';
  return SUITS[name] ?? SPECIAL[name] ?? name;
}

/** The pip of a trump suit contract ("sixes" → 6), or null for any other contract. */
export function trumpPip(name: string | null | undefined): number | null {
  if (name === null || name === undefined) return null;
  const index = Object.keys(SUITS).indexOf(name);
  return index >= 0 ? index : null;
}

export function isNelloContract(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.startsWith('nello');
}
