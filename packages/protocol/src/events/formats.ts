import { z } from 'zod';
import { list, obj, pair } from '../wire.js';
import { EventRound, EventStandings } from './matches.js';

/**
 * The view of the two tournament days of the seed documents that are not one schedule nor one
 * bracket: pools feeding brackets (001) and progressive tables (002), as `EventView.pools` and
 * `EventView.progressive`.
 */

/** One pool: its teams (by seed), its round robin and its standings by the NPA rules. */
export const EventPool = obj({
  /** "A", "B", ... */
  name: z.string(),
  teams: list(z.string()),
  rounds: list(EventRound),
  standings: EventStandings.nullable(),
});
export type EventPool = z.infer<typeof EventPool>;

/**
 * A bracket fed by earlier play: the pools' (cross-seeded, "A1": pool A's first) or a league's
 * playoffs ("3": third in the standings). seeds[0] is seed 1.
 */
export const EventPoolBracket = obj({
  seeds: list(obj({ team: z.string(), from: z.string() })),
  rounds: list(EventRound),
  champion: z.string().nullable(),
});
export type EventPoolBracket = z.infer<typeof EventPoolBracket>;

export const EventPools = obj({
  pools: list(EventPool),
  /** The top `advance` of each pool play for the championship, the rest for the consolation. */
  advance: z.number(),
  /** Every pool match is confirmed or ruled: the organizer may make the brackets. */
  poolsDone: z.boolean(),
  /** Ties still level after the NPA tiebreakers, decided by a draw for high domino. */
  drawn: list(obj({ pool: z.string(), order: list(z.string()) })),
  championship: EventPoolBracket.nullable(),
  consolation: EventPoolBracket.nullable(),
});
export type EventPools = z.infer<typeof EventPools>;

/** One table of a progressive round: table 1 is the head table. */
export const EventProgressiveTable = obj({
  table: z.number(),
  teams: pair(z.string(), z.string()),
  /** The marks entered so far (or at the end of a past round), the first team's first. */
  marks: pair(z.number(), z.number()),
  /** The team that won the table (past rounds), else null. */
  winner: z.string().nullable(),
  /** Whether the session may enter this table's marks (the organizer, the two teams). */
  canEnter: z.boolean().optional(),
  /**
   * For one who may enter them: whether one more mark for each side can stand (a game to 7 ends
   * when a side reaches 7, so 13-10 never can); the + of a side that cannot is not offered.
   */
  more: pair(z.boolean(), z.boolean()).optional(),
  /** Tied in marks: the organizer names its winner when ending the round (002: "highest number of marks"). */
  needsWinner: z.boolean().optional(),
});
export type EventProgressiveTable = z.infer<typeof EventProgressiveTable>;

export const EventProgressiveRound = obj({
  round: z.number(),
  final: z.boolean(),
  tables: list(EventProgressiveTable),
});
export type EventProgressiveRound = z.infer<typeof EventProgressiveRound>;

export const EventProgressive = obj({
  /** "rounds", "final" (the top four), "mini-game" (a tie on punches), "done". */
  phase: z.enum(['rounds', 'final', 'mini-game', 'done']),
  /** The round being played (the final round is rounds + 1). */
  round: z.number(),
  rounds: z.number(),
  finalTeams: z.number(),
  miniGameMarks: z.number(),
  /** The round being played; empty in the mini-game and when done. */
  tables: list(EventProgressiveTable),
  /** Every team's punches, most first. */
  punches: list(obj({ team: z.string(), punches: z.number() })),
  history: list(EventProgressiveRound),
  /** Teams tied for the most punches, playing mini-games until one is left. */
  tied: list(z.string()),
  winner: z.string().nullable(),
});
export type EventProgressive = z.infer<typeof EventProgressive>;
