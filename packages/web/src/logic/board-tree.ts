import type { Domino } from '@texas42/engine';

/**
 * The analysis board's lines: the plays tried from the first lead, each line a list of plays. A
 * play that leaves the line the board stands on starts a new line (a branch) sharing the plays
 * before it, unless a line already goes that way; the old line stays beside the new one.
 */
export interface Lines {
  readonly lines: readonly (readonly Domino[])[];
  /** The line the board stands on. */
  readonly current: number;
  /** How many of its plays the board stands after. */
  readonly at: number;
}

export function startLines(plays: readonly Domino[] = [], at = plays.length): Lines {
  return { lines: [plays], current: 0, at: Math.max(0, Math.min(at, plays.length)) };
}

export function currentLine(t: Lines): readonly Domino[] {
  return t.lines[t.current] ?? [];
}

/** The plays up to where the board stands. */
export function playsSoFar(t: Lines): readonly Domino[] {
  return currentLine(t).slice(0, t.at);
}

function samePrefix(a: readonly Domino[], b: readonly Domino[], n: number): boolean {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `domino` played where the board stands: along the line, onto a line that has it, or a new line. */
export function playOn(t: Lines, domino: Domino): Lines {
  const line = currentLine(t);
  if (line[t.at] === domino) return { ...t, at: t.at + 1 };
  const here = line.slice(0, t.at);
  const other = t.lines.findIndex((l) => l[t.at] === domino && samePrefix(l, here, t.at));
  if (other >= 0) return { ...t, current: other, at: t.at + 1 };
  // A line that ends here grows; otherwise a branch is made.
  if (line.length === t.at) {
    const lines = t.lines.map((l, i) => (i === t.current ? [...l, domino] : l));
    return { ...t, lines, at: t.at + 1 };
  }
  return { lines: [...t.lines, [...here, domino]], current: t.lines.length, at: t.at + 1 };
}

/** Several plays in a row from where the board stands (the solver's best line). */
export function playAll(t: Lines, plays: readonly Domino[]): Lines {
  return plays.reduce(playOn, t);
}

/** The board moved to `at` plays of its line (clamped to the line). */
export function stepTo(t: Lines, at: number): Lines {
  return { ...t, at: Math.max(0, Math.min(at, currentLine(t).length)) };
}

/** Another line, at the same play if it reaches that far. */
export function switchLine(t: Lines, index: number): Lines {
  const line = t.lines[index];
  if (line === undefined) return t;
  return { ...t, current: index, at: Math.min(t.at, line.length) };
}

/** Where a line leaves the first line it branched from (the plays it shares with it). */
export function branchPoint(t: Lines, index: number): number {
  const line = t.lines[index] ?? [];
  let shared = 0;
  for (let i = 0; i < index; i++) {
    const other = t.lines[i] ?? [];
    let n = 0;
    while (n < line.length && n < other.length && line[n] === other[n]) n++;
    shared = Math.max(shared, n);
  }
  return shared;
}
