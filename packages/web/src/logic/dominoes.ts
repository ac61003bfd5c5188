/**
 * Dominoes as drawn: "6-4" is a domino with six pips on one end and four on the other. Pips sit
 * where a real set puts them, on a 3 by 3 grid of each end.
 */
export type Ends = readonly [number, number];

/** The two ends of a domino written "a-b", or null if the text is not a domino of a double-six set. */
export function endsOf(domino: string): Ends | null {
  const m = /^([0-6])-([0-6])$/.exec(domino);
  return m === null ? null : [Number(m[1]), Number(m[2])];
}

/** Grid cells (column, row; each 0..2) of the pips of an end showing `n` (0..6), for an upright domino. */
export function pipCells(n: number): readonly (readonly [number, number])[] {
  switch (n) {
    case 1:
      return [[1, 1]];
    case 2:
      return [
        [0, 0],
        [2, 2],
      ];
    case 3:
      return [
        [0, 0],
        [1, 1],
        [2, 2],
      ];
    case 4:
      return [
        [0, 0],
        [2, 0],
        [0, 2],
        [2, 2],
      ];
    case 5:
      return [
        [0, 0],
        [2, 0],
        [1, 1],
        [0, 2],
        [2, 2],
      ];
    case 6:
      return [
        [0, 0],
        [2, 0],
        [0, 1],
        [2, 1],
        [0, 2],
        [2, 2],
      ];
    default:
      return [];
  }
}

/** A short spoken name: "6-4", "double 5". */
export function dominoLabel(domino: string): string {
  const ends = endsOf(domino);
  if (ends === null) return domino;
  return ends[0] === ends[1] ? `double ${ends[0]}` : `${ends[0]}-${ends[1]}`;
}

/** The same domino written high end first ("4-6" → "6-4"). */
export function canonical(domino: string): string {
  const ends = endsOf(domino);
  if (ends === null) return domino;
  const [a, b] = ends;
  return a >= b ? `${a}-${b}` : `${b}-${a}`;
}
