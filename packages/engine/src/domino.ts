/**
 * The 28 dominoes of a double-six set, written "a-b" with the higher end first.
 * "A standard double-six set of dominoes (blanks through sixes, 28 dominoes) is used" (003).
 *
 * Each domino also has an id 0..27 so hands can be 28-bit sets for fast search.
 */
export type Domino = `${number}-${number}`;

export interface DominoInfo {
  readonly id: number;
  readonly name: Domino;
  readonly high: number;
  readonly low: number;
  readonly isDouble: boolean;
  readonly pips: number;
  /** Count: "the 5/0, 4/1 and 3/2 are each worth five points; the 5/5 and the 6/4 are each worth ten points" (000). */
  readonly count: number;
}

function countOf(high: number, low: number): number {
  const pips = high + low;
  return pips === 10 ? 10 : pips === 5 ? 5 : 0;
}

const infos: DominoInfo[] = [];
for (let high = 0; high <= 6; high++) {
  for (let low = 0; low <= high; low++) {
    const name: Domino = `${high}-${low}`;
    infos.push({
      id: infos.length,
      name,
      high,
      low,
      isDouble: high === low,
      pips: high + low,
      count: countOf(high, low),
    });
  }
}

/** Every domino, ordered by id. */
export const DOMINOES: readonly DominoInfo[] = infos;
export const ALL_DOMINOES: readonly Domino[] = infos.map((d) => d.name);
export const DOMINO_COUNT = 28;
/** A 28-bit set with every domino in it. */
export const FULL_SET = (1 << DOMINO_COUNT) - 1;

const BY_NAME: Readonly<Record<string, DominoInfo>> = Object.fromEntries(
  infos.flatMap((d) => [
    [d.name, d],
    [`${d.low}-${d.high}`, d],
  ]),
);

/** Information about a domino written either way round ("4-6" or "6-4"); undefined if not a domino. */
export function dominoInfo(text: string): DominoInfo | undefined {
  return Object.prototype.hasOwnProperty.call(BY_NAME, text) ? BY_NAME[text] : undefined;
}

/** The canonical name ("6-4") of a domino written either way, or undefined. */
export function parseDomino(text: unknown): Domino | undefined {
  return typeof text === 'string' ? dominoInfo(text)?.name : undefined;
}

/**
 * Info for a canonical domino name ("6-4", high end first); the caller guarantees it is one
 * (parseDomino makes it so). Reads the pips from the characters: this is on every hot path.
 */
export function info(domino: Domino): DominoInfo {
  const high = domino.charCodeAt(0) - 48;
  return infos[(high * (high + 1)) / 2 + domino.charCodeAt(2) - 48] as DominoInfo;
}

export function dominoOfId(id: number): Domino {
  return (infos[id] as DominoInfo).name;
}

export function countOfDomino(domino: Domino): number {
  return info(domino).count;
}

export function isDouble(domino: Domino): boolean {
  return info(domino).isDouble;
}

export function setOf(dominoes: readonly Domino[]): number {
  let set = 0;
  for (const d of dominoes) set |= 1 << info(d).id;
  return set;
}

export function dominoesOfSet(set: number): Domino[] {
  const out: Domino[] = [];
  for (let id = 0; id < DOMINO_COUNT; id++) if (set & (1 << id)) out.push(dominoOfId(id));
  return out;
}

export function bitCount(set: number): number {
  let n = set - ((set >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
