import { z } from 'zod';
import { EventMatchClock, EventPlayer } from '../event-day.js';
import { SeatName } from '../messages.js';
import { Instant, list, obj, pair } from '../wire.js';
import { Marks } from './parts.js';
import { EventTeam } from './teams.js';
import { EventMatchStatus } from './matches.js';

const Tally = Marks;
const Bidding = z.union([z.number(), obj({ marks: z.number() })]);

/** One entry of a scoresheet, with the marks of the game after it. */
export const EventScoreEntry = z.union([
  obj({
    type: z.literal('hand'),
    shaker: SeatName,
    bidder: SeatName,
    /** Points (30-42, 84) or {marks}. */
    bid: Bidding,
    made: z.boolean(),
    to: z.enum(['NS', 'EW']),
    marks: z.number(),
    tally: Tally,
  }),
  obj({ type: z.literal('all-pass'), shaker: SeatName, tally: Tally }),
  obj({ type: z.literal('time'), tally: Tally }),
  /** A called infraction that cost a warning: the hand went on. */
  obj({
    type: z.literal('warning'),
    by: SeatName,
    kind: z.enum(['renege', 'violation', 'time']),
    tally: Tally,
  }),
  /** A called infraction that ended the hand: `marks` to `to`, the bid or one mark (`applied`). */
  obj({
    type: z.literal('penalty'),
    shaker: SeatName,
    by: SeatName,
    kind: z.enum(['renege', 'violation', 'time']),
    applied: z.enum(['bid', 'mark']),
    to: z.enum(['NS', 'EW']),
    marks: z.number(),
    tally: Tally,
  }),
  obj({
    type: z.literal('out-of-turn'),
    shaker: SeatName,
    by: SeatName,
    choice: z.enum(['continue', 'reshake']),
    /** The hand forfeited for a repeated offence: `marks` to `to`; else null and 0. */
    to: z.enum(['NS', 'EW']).nullable(),
    marks: z.number(),
    tally: Tally,
  }),
  obj({
    type: z.literal('wrong-shaker'),
    shaker: SeatName,
    by: SeatName,
    found: z.enum(['before-bid', 'after-bid', 'after-trump']),
    tally: Tally,
  }),
]);
export type EventScoreEntry = z.infer<typeof EventScoreEntry>;

export const EventScoreGame = obj({
  entries: list(EventScoreEntry),
  /** Marks as earned, and as recorded for the game (capped where the rules cap them). */
  marks: Marks,
  recorded: Marks,
  winner: z.enum(['NS', 'EW']).nullable(),
  timeCalled: z.boolean(),
  /** Warnings each side has had in the game: the next infraction of a warned side costs marks. */
  warnings: Marks,
});
export type EventScoreGame = z.infer<typeof EventScoreGame>;

/**
 * A match's scoresheet, kept hand by hand at a physical table (GET .../matches/:m/score). The
 * first team sits North-South (N is its first player, S its second), the second East-West.
 */
export const EventScoresheet = obj({
  eventId: z.string(),
  eventName: z.string(),
  matchId: z.string(),
  bestOf: z.number(),
  status: EventMatchStatus,
  teams: pair(EventTeam, EventTeam),
  /** Who sits where: the first team's players at N and S, the second's at E and W. */
  seats: z.record(SeatName, EventPlayer.nullable()).readonly(),
  /** The table the draw gave the first team, if tables were drawn. */
  table: z.number().nullable(),
  game: obj({
    marksToWin: z.number(),
    winBy: z.number(),
    maxRecordedMarks: z.number().nullable(),
  }),
  /** Most marks a bid may be (null: no limit). */
  maxBidMarks: z.number().nullable(),
  minimumBid: z.number(),
  /**
   * The bids the sheet offers, as the rule profile has them (the club's sheetBids): the point
   * bids, the minimum to 42, and the marks bids an auction can reach. The page lists them as given.
   */
  bids: obj({ points: list(z.number()), marks: list(z.number()) }),
  forcedBid: z.boolean(),
  /**
   * Seconds a player has once the other side calls time on them (clock.timeCallSeconds); null
   * where the rules have no time calls. The phone counts them down.
   */
  timeCallSeconds: z.number().nullable(),
  /** The rules' procedure for a bid out of turn, and whether a wrong shaker is corrected. */
  outOfTurnBid: z.enum(['none', 'stands', 'opponents-choose']),
  wrongShakerCorrected: z.boolean(),
  /** Every game begun, the one in progress last. */
  games: list(EventScoreGame),
  /** Who shakes the next hand. */
  shaker: SeatName,
  /** Games won: [first team, second team]. */
  won: pair(z.number(), z.number()),
  /** A team has won the match: its games were filed as the match's report. */
  over: z.boolean(),
  /** Who kept score (names, in order of first entry). */
  keepers: list(z.string()),
  /** Whether the session may keep score here. */
  canKeep: z.boolean(),
  /** The match's clock once the organizer started it, and the server's time when it answered. */
  clock: EventMatchClock.nullable().optional(),
  serverTime: Instant.optional(),
});
export type EventScoresheet = z.infer<typeof EventScoresheet>;
