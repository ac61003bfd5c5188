/** Bit tricks over a set of dominoes, one bit a domino id (0 to 27). */

/** How many dominoes the set holds. */
export function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The lowest id in a set that is not empty. */
export function lowestId(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}
