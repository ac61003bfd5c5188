import type { Action, HandRecord, HandSummary, Seat } from '@texas42/engine';
import { z } from 'zod';
import { SeatName } from '../messages.js';
import { list, obj, opaque } from '../wire.js';

/** Answers of the accounts, tables and players routes (and a match's online table). */
/** GET /api/health: each part the server needs, and whether it answers. */
export const Health = obj({
  ok: z.boolean(),
  database: obj({
    kind: z.enum(['sqlite', 'postgres']),
    status: z.enum(['ok', 'busy', 'error']),
    message: z.string().optional(),
  }),
  /** Present when the server shares its tables through Redis (REDIS_URL). */
  redis: obj({
    status: z.enum(['ok', 'down']),
    message: z.string().optional(),
  }).optional(),
});
export type Health = z.infer<typeof Health>;

/** A rule profile the server knows (GET /api/profiles). */
export const RuleProfileInfo = obj({
  id: z.string(),
  name: z.string(),
  document: z.string().optional(),
});
export type RuleProfileInfo = z.infer<typeof RuleProfileInfo>;

/** One entry of a table's log: a shake without the hands it dealt. */
export const TableLog = obj({
  version: z.number(),
  events: list(
    obj({
      seq: z.number(),
      seat: opaque<Seat | null>('a seat or null'),
      action: opaque<Action>("the engine's Action"),
    }),
  ),
});
export type TableLog = z.infer<typeof TableLog>;

/** A finished hand: its record (the engine's HandRecord) and the engine's summary of it. */
export const FinishedHand = obj({
  index: z.number(),
  record: opaque<HandRecord>("the engine's HandRecord"),
  summary: opaque<HandSummary>("the engine's HandSummary"),
});
export type FinishedHand = z.infer<typeof FinishedHand>;

/** One play judged by the solver (GET .../hands/:n/analysis). */
export const PlayVerdict = obj({
  index: z.number(),
  trick: z.number(),
  seat: SeatName,
  domino: z.string(),
  leading: z.boolean(),
  /** The counted side's take from here after this play, with best play after it. */
  value: z.number(),
  bestValue: z.number(),
  best: list(z.string()),
  /** Points (tricks in nello) this play gave away against the best, from the player's side. */
  loss: z.number(),
  /** True if the best play made (or set) the hand and this one did not. */
  costHand: z.boolean(),
  /** What the bot would have played from this seat's view. */
  bot: z.string().nullable(),
});
export type PlayVerdict = z.infer<typeof PlayVerdict>;

export const BidVerdict = obj({
  seat: SeatName,
  bid: z.union([z.number(), z.string()]),
  /** The bidder's best trump with all hands known, and what declaring it would take. */
  bestContract: z.string(),
  bestPoints: z.number(),
});
export type BidVerdict = z.infer<typeof BidVerdict>;

/** The solver's analysis of a finished hand: every bid and play judged, and the mistakes. */
export const HandAnalysis = obj({
  declarer: SeatName.nullable(),
  contract: z.string().nullable(),
  /** The declaring side's take with best play by everyone from the first lead. */
  par: z.number().nullable(),
  bids: list(BidVerdict),
  plays: list(PlayVerdict),
  mistakes: list(z.string()),
});
export type HandAnalysis = z.infer<typeof HandAnalysis>;

/** POST .../matches/:match/play: the match's online table, and the session's seat at it. */
export const MatchTable = obj({ tableId: z.string(), seat: SeatName.nullable() });
export type MatchTable = z.infer<typeof MatchTable>;
