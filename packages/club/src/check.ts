/** Small checks of untrusted input, shared by every parser of the club. */

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isWhole(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

export function isName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The first name that appears twice, or undefined. */
export function firstDuplicate(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n)) return n;
    seen.add(n);
  }
  return undefined;
}
