/**
 * The small seeded generator behind every random draw of the club (schedules, table draws,
 * domino draws): mulberry32, whose whole state is one 32-bit number, so a draw is a pure function
 * of its seed and replays exactly.
 */
export type Rng = number;

/** A generator state from any integer or string seed. */
export function seedRng(seed: number | string): Rng {
  let n = 0x811c9dc5;
  const text = typeof seed === 'number' ? `n${Math.trunc(seed)}` : `s${seed}`;
  for (let i = 0; i < text.length; i++) n = Math.imul(n ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return n;
}

/** The next 32-bit value and the next state. */
export function nextUint32(state: Rng): [number, Rng] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, s];
}

/** A uniform integer in [0, n) without modulo bias. */
export function nextInt(state: Rng, n: number): [number, Rng] {
  const limit = Math.floor(0x100000000 / n) * n;
  let s = state;
  for (;;) {
    const [v, next] = nextUint32(s);
    s = next;
    if (v < limit) return [v % n, s];
  }
}

/** A Fisher-Yates shuffle of a copy of `items`. */
export function shuffle<T>(state: Rng, items: readonly T[]): [T[], Rng] {
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
