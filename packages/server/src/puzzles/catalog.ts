import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HandRecord } from '@texas42/engine';
import { PuzzleId, PuzzleView, SeatName } from '@texas42/protocol';
import { z } from 'zod';

/**
 * The puzzles the server poses: the file `texas42 puzzles make` writes, shipped in
 * packages/server/puzzles/puzzles.json. Read and checked once; a file that does not fit is a
 * broken install, said at start, not a request's error.
 */
const PuzzleEntry = z.object({
  id: PuzzleId,
  source: z.string(),
  rules: z.unknown(),
  record: z.custom<HandRecord>((v) => typeof v === 'object' && v !== null),
  seat: SeatName,
  goal: z.enum(['make', 'set']),
  measure: z.enum(['points', 'tricks']),
  view: PuzzleView,
  answer: z.string(),
  values: z.array(z.object({ domino: z.string(), total: z.number() })),
  margin: z.number(),
  line: z.array(z.object({ seat: SeatName, domino: z.string() })),
});
export type PuzzleEntry = z.infer<typeof PuzzleEntry>;

const PuzzleFile = z.object({
  version: z.literal(1),
  margin: z.number(),
  puzzles: z.array(PuzzleEntry),
});

export interface Catalog {
  readonly all: readonly PuzzleEntry[];
  readonly byId: ReadonlyMap<string, PuzzleEntry>;
}

export function defaultPuzzleFile(): string {
  return fileURLToPath(new URL('../../../puzzles/puzzles.json', import.meta.url));
}

export function loadCatalog(file: string = defaultPuzzleFile()): Catalog {
  const parsed = PuzzleFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`the puzzle file ${file} does not fit: ${parsed.error.message}`);
  const all = parsed.data.puzzles;
  return { all, byId: new Map(all.map((p) => [p.id, p])) };
}
