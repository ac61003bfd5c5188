/** "62%" of a part of a whole, or "–" when there is no whole. */
export function percent(part: number, whole: number): string {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return '–';
  return `${Math.round((100 * part) / whole)}%`;
}
