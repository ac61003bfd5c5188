/** "1 point", "2 points": a count with its noun, singular for exactly one. */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
