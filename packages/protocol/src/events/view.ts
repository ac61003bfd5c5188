import { z } from 'zod';
import { EventLogEntry } from '../event-day.js';
import { Instant, list, obj, pair } from '../wire.js';
import { EventSummaryShape } from './parts.js';
import { EventTeam } from './teams.js';
import { EventCheckIn, EventMatch, EventRound, EventStandings } from './matches.js';
import { EventPoolBracket, EventPools, EventProgressive } from './formats.js';

/**
 * Present on an event whose schedule is too big to send whole (GET /api/events/:id): the rounds
 * whose matches are left out say so (`EventRound.omitted`); these are the figures for asking.
 */
export const EventPaging = obj({
  /** Matches of the whole event. */
  matches: z.number(),
  pageSize: z.number(),
  /** The round whose matches are in the view: the first with a match still open, else the last. */
  current: z.number().nullable(),
  /** Matches outside the current round whose result waits for an answer or a ruling, first ones. */
  attention: list(EventMatch),
  /** How many such matches there are in all. */
  attentionTotal: z.number(),
});
export type EventPaging = z.infer<typeof EventPaging>;

/** What the session may do at an event (EventView.you). */
/**
 * What a session may do with a match: the result events the club accepts from it ("report",
 * "correct", "confirm", "dispute", "rule" a dispute, "amend" any result (the organizer, with a
 * reason), "forfeit" before any report), "report-timed"
 * (a report may say time was called, 001 I), "play" it at its online table, "keep-score" at a
 * physical table, "start" its clock (the organizer, on the day), "reschedule" it off league night.
 */
export const EventMatchAction = z.enum([
  'report',
  'report-timed',
  'correct',
  'confirm',
  'dispute',
  'rule',
  'amend',
  'forfeit',
  'play',
  'keep-score',
  'start',
  'reschedule',
]);
export type EventMatchAction = z.infer<typeof EventMatchAction>;

/**
 * A match that needs the organizer: a dispute to rule on, a team to eliminate as a no-show, a
 * match past its last day or its night with no result, a report the other team has not answered.
 */
export const EventAttention = obj({
  match: z.string(),
  /** The match's two teams (the page may not hold the match: a big schedule's other rounds). */
  teams: pair(z.string().nullable(), z.string().nullable()),
  why: z.enum(['disputed', 'no-show', 'overdue', 'unanswered', 'unplayed']),
  /** Since when (an instant, or the date that passed); null where there is none. */
  since: z.string().nullable(),
});
export type EventAttention = z.infer<typeof EventAttention>;

export const EventYou = obj({
  organizer: z.boolean(),
  team: z.string().nullable(),
  /**
   * What the session may do with each match now, by match id (a match it may do nothing with
   * is left out; absent: nothing anywhere): the server's word, like `legal` at a table.
   */
  may: z.record(z.string(), list(EventMatchAction)).readonly().optional(),
  /** The rounds the session may start now (the organizer: a match still to play, not started). */
  mayStartRounds: list(z.number()).optional(),
  /**
   * For each round in `mayStartRounds`: the minutes of the time limit its matches get when it is
   * started without the director's own (its format and rule profile; null: none).
   */
  roundMinutes: z.record(z.string(), z.number().nullable()).optional(),
  /** Whether the session may start a league's playoffs now (the organizer, once scheduled). */
  mayStartPlayoffs: z.boolean().optional(),
  /** Teams whose open place the session may join, with the link the team shares. */
  mayJoin: list(z.string()).optional(),
  /** Teams that invited the session to their open place: it may accept or decline. */
  invitedBy: list(z.string()).optional(),
  /** Whether the session may add, drop or re-man teams now (a league's organizer, its season). */
  mayChangeRoster: z.boolean().optional(),
  /** Players the session may mark new or returning (the organizer; a player while registering). */
  mayMarkReturning: list(z.string()).optional(),
  /** Whether the session may record dues paid (the organizer of a league with dues). */
  mayPayDues: z.boolean().optional(),
  /** Teams the session may check in now (the organizer any; a player their own). */
  mayCheckIn: list(z.string()).optional(),
  /**
   * The session's team's matches that want it now, most pressing first: a result waiting for its
   * answer, a dispute of its match, then its next match to play. The page shows them first, a
   * phone's "my match" without scrolling a schedule (issue 27).
   */
  matches: list(EventMatch).optional(),
  /** The organizer's: what needs them, most pressing first (at most 50). */
  attention: list(EventAttention).optional(),
});
export type EventYou = z.infer<typeof EventYou>;

/** How the event's games are won, as its results are checked (the club's GameRules). */
export const EventGameRules = obj({
  marksToWin: z.number(),
  winBy: z.number(),
  maxRecordedMarks: z.number().nullable(),
  /** The most marks one hand can be worth under the event's rule profile. */
  mostMarksInAHand: z.number().optional(),
});
export type EventGameRules = z.infer<typeof EventGameRules>;

const Rounds = obj({ first: z.number(), later: z.number(), final: z.number() });
const SeasonView = obj({
  name: z.string(),
  leagueNight: obj({ weekday: z.string(), time: z.string(), place: z.string() }),
  firstNight: z.string(),
  lastNight: z.string(),
  byeNights: list(z.string()),
  registrationOpens: z.string(),
  dues: obj({ perPlayer: z.number(), returningPlayersOnly: z.boolean() }),
  playoffs: obj({ teams: z.number(), start: z.string() }),
  forfeitAfterMinutes: z.number(),
  decideWithinDays: z.number(),
  reportWithinHours: z.number(),
});
/** The draw's seed is the organizer's only: with it a draw still to come is known. */
const Seed = z.union([z.number(), z.string()]).optional();

/**
 * An event's settings as its kind has them (the club's formats' settings), most particular
 * first: pools, a single elimination, a league, a round robin, progressive tables.
 */
export const EventSettings = z.union([
  obj({
    pools: z.number(),
    advance: z.number(),
    bestOf: z.number(),
    rounds: Rounds,
    game: EventGameRules,
    reportWithinHours: z.number(),
    earlyResults: z.boolean().optional(),
  }),
  obj({
    seedOrder: z.enum(['standard', 'random']),
    seed: Seed,
    rounds: Rounds,
    game: EventGameRules,
    reportWithinHours: z.number(),
  }),
  obj({
    bestOf: z.number(),
    weeks: z.number().optional(),
    byeWeeks: list(z.number()),
    seed: Seed,
    reportWithinHours: z.number(),
    season: SeasonView.optional(),
    earlyResults: z.boolean().optional(),
  }),
  obj({
    bestOf: z.number(),
    reportWithinHours: z.number(),
    earlyResults: z.boolean().optional(),
  }),
  obj({ rounds: z.number(), seed: Seed }),
]);
export type EventSettings = z.infer<typeof EventSettings>;

export const EventView = obj({
  ...EventSummaryShape,
  /** How its games are won: a reported score is checked against these (the club's checkMatchScore). */
  game: EventGameRules,
  settings: EventSettings,
  /** The files it offers (its format's): standings.csv, results.csv, nights.ics. */
  exports: list(z.enum(['standings.csv', 'results.csv', 'nights.ics'])).optional(),
  /** What its embedded widget can show: a single elimination only its bracket, a round robin its standings. */
  embeds: list(z.enum(['standings', 'bracket', 'both'])).optional(),
  /** A team's bye as its standings rules score it: a game won by this score (001: 7-4), or nothing. */
  byeScore: pair(z.number(), z.number()).nullable().optional(),
  teams: list(EventTeam),
  /** Weeks of a league, rounds of a bracket or round robin; empty before the schedule or bracket is made. */
  rounds: list(EventRound),
  /** League standings from the confirmed and ruled results; null for a bracket. */
  standings: EventStandings.nullable(),
  champion: z.string().nullable(),
  /** Check-in and the tables drawn; null until the organizer opens check-in. */
  checkIn: EventCheckIn.nullable(),
  /** What the session may do here. */
  you: EventYou,
  /** The organizer's changes, in order: roster changes, starts, no-shows. */
  log: list(EventLogEntry).optional(),
  /** The server's time when it answered: clocks count down from it, not from the device's. */
  serverTime: Instant.optional(),
  /** Pools and their brackets (kind "pools"), progressive tables (kind "progressive"). */
  pools: EventPools.nullable().optional(),
  progressive: EventProgressive.nullable().optional(),
  /**
   * A league's playoffs once the organizer starts them (000: the top 16 of the standings in a
   * seeded single-elimination bracket); each seed's `from` is its place in the standings ("1").
   */
  playoffs: EventPoolBracket.nullable().optional(),
  /**
   * A league or round robin with more matches than one view carries (over 200): only the current
   * round's matches are here; the others come a round or a team at a time.
   */
  paging: EventPaging.optional(),
});
export type EventView = z.infer<typeof EventView>;
