/**
 * The marks on the scoreboard, drawn the way players chalk them: a game to 7 marks spells "ALL"
 * one stroke a mark (the A's two legs and bar, then each L's upright and foot). Other game
 * lengths are tallied in fives: four uprights and a slash.
 */
export interface Stroke {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** True when the mark has been won. */
  readonly on: boolean;
}

export interface Tally {
  readonly strokes: readonly Stroke[];
  /** The size of the drawing, in the strokes' units (the letter height is 1). */
  readonly width: number;
  readonly height: number;
  /** Marks beyond the drawing (a 2-mark hand won at 6). */
  readonly extra: number;
}

type Segment = readonly [number, number, number, number];

/** A, L, L: seven strokes in the order they are chalked. */
export const ALL_STROKES: readonly Segment[] = [
  [0, 1, 0.4, 0],
  [0.4, 0, 0.8, 1],
  [0.17, 0.6, 0.63, 0.6],
  [1.1, 0, 1.1, 1],
  [1.1, 1, 1.65, 1],
  [2.0, 0, 2.0, 1],
  [2.0, 1, 2.55, 1],
];

function fives(target: number): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < target; i++) {
    const group = Math.floor(i / 5);
    const inGroup = i % 5;
    const left = group * 1.3;
    out.push(
      inGroup < 4
        ? [left + inGroup * 0.25, 0, left + inGroup * 0.25, 1]
        : [left - 0.12, 0.8, left + 0.87, 0.2],
    );
  }
  return out;
}

export function tally(marks: number, target = 7): Tally {
  const won = Math.max(0, Math.floor(marks));
  const goal = Math.max(1, Math.floor(target));
  const segments = goal === 7 ? ALL_STROKES : fives(goal);
  const strokes = segments.map(([x1, y1, x2, y2], i) => ({ x1, y1, x2, y2, on: i < won }));
  const right = Math.max(...segments.flatMap(([x1, , x2]) => [x1, x2]));
  return { strokes, width: right, height: 1, extra: Math.max(0, won - goal) };
}
