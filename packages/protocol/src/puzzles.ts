import type { Bid, Play, TrickView } from '@texas42/engine';
import { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import { SeatName } from './messages.js';
import { list, obj, opaque } from './wire.js';

/**
 * Puzzles from real hands (`texas42 puzzles make`): a position where exactly one domino keeps
 * the bid made (or set). The server holds the puzzles and sends one without its answer; the
 * answer, every domino's value and the solver's line come back once a domino is chosen. A
 * person with a session (a guest account too) has a puzzle rating and a streak kept by the
 * server; puzzles have ratings too, moved by people's first tries, by the same OpenSkill model
 * as the game ratings.
 */

const TeamScore = obj({ NS: z.number(), EW: z.number() });
const DominoName = z.string().regex(/^[0-6]-[0-6]$/);

/** What the seat to play can see: the bids, the plays so far and its own dominoes. */
export const PuzzleView = obj({
  shaker: SeatName,
  bids: list(obj({ seat: SeatName, bid: opaque<Bid>("the engine's Bid") })),
  bidder: SeatName,
  bid: opaque<Bid>("the engine's Bid"),
  declarer: SeatName,
  contract: z.string(),
  sittingOut: SeatName.nullable(),
  hand: list(z.string()),
  handSizes: obj({ N: z.number(), E: z.number(), S: z.number(), W: z.number() }),
  tricks: list(opaque<TrickView>("the engine's TrickView")),
  trick: list(opaque<Play>("the engine's Play")),
  points: TeamScore,
  tricksWon: TeamScore,
  legal: list(z.string()),
});
export type PuzzleView = z.infer<typeof PuzzleView>;

/** A rating as the model keeps it: the mean and its deviation. */
export const PuzzleRating = obj({ rating: z.number(), deviation: z.number() });
export type PuzzleRating = z.infer<typeof PuzzleRating>;

/** A person's puzzle record. */
export const PuzzlePlayer = obj({
  rating: z.number(),
  deviation: z.number(),
  /** Puzzles tried (first tries: those are rated). */
  tried: z.number(),
  solved: z.number(),
  /** Right answers in a row, and the most ever. */
  streak: z.number(),
  bestStreak: z.number(),
});
export type PuzzlePlayer = z.infer<typeof PuzzlePlayer>;

/** A puzzle as it is posed: no answer, no other seat's dominoes. */
export const PuzzleQuestion = obj({
  id: z.string(),
  seat: SeatName,
  goal: z.enum(['make', 'set']),
  measure: z.enum(['points', 'tricks']),
  rules: opaque<unknown>('a rules reference: a profile id or {base, ...overrides}'),
  view: PuzzleView,
  puzzle: PuzzleRating,
  /** Whether the session has tried it before (a second try is not rated). */
  tried: z.boolean(),
});
export type PuzzleQuestion = z.infer<typeof PuzzleQuestion>;

/** GET /api/puzzles/next and /api/puzzles/:id: a puzzle and the session's record (null: none). */
export const PuzzleNext = obj({
  question: PuzzleQuestion,
  player: PuzzlePlayer.nullable(),
  /** Puzzles the server has. */
  total: z.number(),
});
export type PuzzleNext = z.infer<typeof PuzzleNext>;

/** The answer to a try: right or wrong, the proof, and the ratings after it. */
export const PuzzleVerdict = obj({
  correct: z.boolean(),
  answer: z.string(),
  /** Every legal domino and the total the bidder's side ends with after it, best play after. */
  values: list(obj({ domino: z.string(), total: z.number() })),
  margin: z.number(),
  /** The solver's line from the position to the end of the hand, the answer first. */
  line: list(obj({ seat: SeatName, domino: z.string() })),
  /** Whether this try moved the ratings (a session's first try at this puzzle). */
  rated: z.boolean(),
  puzzle: PuzzleRating,
  player: PuzzlePlayer.nullable(),
});
export type PuzzleVerdict = z.infer<typeof PuzzleVerdict>;

export const PuzzleId = z.string().regex(/^[0-9a-f]{12}$/, 'a puzzle id: 12 hex digits');
export const PuzzleParams = z.object({ id: PuzzleId });
export const PuzzleNextQuery = z.strictObject({
  /** A puzzle not to give again (the one just done). */
  after: PuzzleId.optional(),
});
export const PuzzleAnswerBody = z.strictObject({ domino: DominoName });

const group = 'Puzzles';
const NOT_FOUND: ServerErrorCode = 'NOT_FOUND';

export const PuzzleRoutes = {
  nextPuzzle: {
    method: 'GET',
    path: '/api/puzzles/next',
    group,
    access: 'session',
    query: PuzzleNextQuery,
    response: PuzzleNext,
    description:
      "A puzzle to solve, near the session's puzzle rating among those it has not tried (any puzzle once all are tried; without a session, one at random), without its answer.",
    errors: [NOT_FOUND],
  },
  puzzle: {
    method: 'GET',
    path: '/api/puzzles/:id',
    group,
    access: 'session',
    params: PuzzleParams,
    response: PuzzleNext,
    description: 'One puzzle by its id (a shared link), without its answer.',
    errors: [NOT_FOUND],
  },
  answerPuzzle: {
    method: 'POST',
    path: '/api/puzzles/:id/answer',
    group,
    access: 'session',
    params: PuzzleParams,
    body: PuzzleAnswerBody,
    response: PuzzleVerdict,
    description:
      "Tries a domino: right or wrong, the answer, every legal domino's value and the solver's line. A session's first try at a puzzle moves its puzzle rating and the puzzle's; every try moves the streak. Without a session nothing is kept. A domino the seat does not hold is NOT_IN_HAND, one it holds but may not play MUST_FOLLOW_SUIT.",
    errors: [NOT_FOUND, 'NOT_IN_HAND', 'MUST_FOLLOW_SUIT'],
  },
} as const;
