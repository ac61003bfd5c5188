import { DOMINOES, type SuitTable } from '@texas42/engine';

/**
 * What the search reads on every play, derived once per contract from the engine's suit tables
 * so that following suit, ranking a play and telling two dominoes apart are each a lookup and a
 * mask instead of a loop over suits.
 */
export interface SearchTables {
  /** follow[lead]: the dominoes that follow a lead of that domino (unused in sevens). */
  readonly follow: Int32Array;
  /** power[suit * 28 + id]: strength in a trick led in that suit (sevens: nearness to seven). */
  readonly power: Int16Array;
  /** leadPower[id]: strength of a domino in the trick it leads. */
  readonly leadPower: Int16Array;
  /**
   * equiv[a * 28 + b]: -1 if `b` can never play like `a` from one hand; otherwise the dominoes
   * that tell them apart if any is outside that hand: those of a suit only one of them is in,
   * of either suit they call for when led (if those differ), and those ranking between them in
   * a suit they share. See Search's `equivalent`.
   */
  readonly equiv: Int32Array;
  /**
   * beats[lead]: the dominoes that would take a trick led with that domino from it (higher in
   * the suit it calls, and trumps). A lead nobody on the other side could beat wins its trick.
   * Unused in sevens.
   */
  readonly beats: Int32Array;
}

const N = 28;
export const COUNT = Int32Array.from(DOMINOES.map((d) => d.count));
export const DISTANCE = Int32Array.from(DOMINOES.map((d) => Math.abs(d.pips - 7)));
/** byDistance[d]: the dominoes d pips from seven (sevens: the nearest must be played). */
export const BY_DISTANCE = new Int32Array(8);
for (let id = 0; id < N; id++)
  BY_DISTANCE[DISTANCE[id] as number] = (BY_DISTANCE[DISTANCE[id] as number] as number) | (1 << id);

const cache = new WeakMap<SuitTable, SearchTables>();

/** The search tables of a contract's suit tables (cached: the engine caches those). */
export function searchTables(table: SuitTable): SearchTables {
  let t = cache.get(table);
  if (t === undefined) {
    t = build(table);
    cache.set(table, t);
  }
  return t;
}

function build(table: SuitTable): SearchTables {
  const { members, ledSuit, sevens } = table;
  const power = sevens ? new Int16Array(8 * N) : table.power;
  if (sevens)
    for (let s = 0; s < 8; s++)
      for (let id = 0; id < N; id++) power[s * N + id] = 20 - (DISTANCE[id] as number) * 2;
  const follow = new Int32Array(N);
  const leadPower = new Int16Array(N);
  const beats = new Int32Array(N);
  for (let id = 0; id < N; id++) {
    const row = (ledSuit[id] as number) * N;
    follow[id] = members[ledSuit[id] as number] as number;
    leadPower[id] = power[row + id] as number;
    for (let x = 0; x < N; x++)
      if ((power[row + x] as number) > (power[row + id] as number))
        beats[id] = (beats[id] as number) | (1 << x);
  }
  const equiv = new Int32Array(N * N);
  for (let a = 0; a < N; a++)
    for (let b = 0; b < N; b++)
      equiv[a * N + b] = sevens
        ? COUNT[a] === COUNT[b] && DISTANCE[a] === DISTANCE[b]
          ? 0
          : -1
        : apart(table, a, b);
  return { follow, power, leadPower, equiv, beats };
}

/**
 * The dominoes whose presence outside a hand makes `a` and `b` play differently from it, or -1
 * if they always do (different count or trump status). A suit nobody else holds ("dead") can
 * never be led to this hand nor followed by another, so membership and rank in it do not
 * matter; in every live suit both must belong or not, with nothing outside ranking between
 * them, and a lead of either must call the same suit or a dead one.
 */
function apart(table: SuitTable, a: number, b: number): number {
  const { members, ledSuit, power, trump } = table;
  if (COUNT[a] !== COUNT[b]) return -1;
  let mask = 0;
  const leadA = ledSuit[a] as number;
  const leadB = ledSuit[b] as number;
  if (leadA !== leadB) mask |= (members[leadA] as number) | (members[leadB] as number);
  for (let suit = 0; suit < 8; suit++) {
    const inSuit = members[suit] as number;
    const inA = (inSuit >>> a) & 1;
    if (inA !== ((inSuit >>> b) & 1)) {
      // The trump suit is always live: a trump never plays like a non-trump.
      if (suit === trump) return -1;
      mask |= inSuit;
      continue;
    }
    if (inA === 0) continue;
    const pa = power[suit * N + a] as number;
    const pb = power[suit * N + b] as number;
    const lo = Math.min(pa, pb);
    const hi = Math.max(pa, pb);
    for (let m = inSuit; m !== 0; m &= m - 1) {
      const id = 31 - Math.clz32(m & -m);
      const p = power[suit * N + id] as number;
      if (p > lo && p < hi) mask |= 1 << id;
    }
  }
  return mask;
}
