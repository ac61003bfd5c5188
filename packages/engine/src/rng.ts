/**
 * The seeded generator behind every shake. Its whole state is four 32-bit numbers kept in the
 * game state on the server (never in a view), so any deal and any game replays exactly.
 * sfc32 (Chris Doty-Humphrey's small fast counting generator), seeded through splitmix32.
 */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A generator state from any integer or string seed. */
export function seedRng(seed: number | string): RngState {
  let n: number;
  if (typeof seed === 'number') {
    n = Math.floor(seed) >>> 0;
    // Seeds above 2^32 still differ from each other.
    n = (n ^ Math.floor(seed / 0x100000000)) >>> 0;
  } else {
    n = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) n = Math.imul(n ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  const next = splitmix32(n);
  let state: RngState = [next(), next(), next(), next()];
  // Warm up so that nearby seeds give unrelated streams.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/**
 * Whether `value` is a generator state given whole: four 32-bit words. A server keys the
 * generator this way with 128 bits from a cryptographically secure source, where `seedRng`'s
 * 32-bit seeds could be searched through by anyone who sees a few draws.
 */
export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/** The next 32-bit value and the generator's next state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

/** A uniform integer in [0, n) without modulo bias. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  // Nothing to pick from (or a count no draw can meet) would loop forever below.
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000)
    throw new RangeError(`nextInt needs a whole count from 1 to 2^32, not ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let s = state;
  for (;;) {
    const [v, next] = nextUint32(s);
    s = next;
    if (v < limit) return [v % n, s];
  }
}

/** A Fisher-Yates shuffle of a copy of `items`. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(s, i + 1);
    s = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}
