// Over 300 lines: the answers about events are one family of schemas (summary, view, match,
// result, standings, bracket, pools, progressive) that refer to each other; split, each part
// would import most of the others.
import type { Bid, MatchView, Seat } from '@texas42/engine';
import { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import {
  EventLogEntry,
  EventMatchClock,
  EventNoShow,
  EventPlayer,
  EventRosterSlot,
} from './event-day.js';
import { SeatName } from './messages.js';
import { Instant, list, obj, opaque, pair } from './wire.js';

/**
 * What the server sends, as zod schemas with their types (`z.infer`, readonly). Every table state
 * is computed from a view, never from the state.
 */

export const SeatKind = z.enum(['human', 'bot', 'empty']);
export type SeatKind = z.infer<typeof SeatKind>;

export const SeatInfo = obj({
  seat: SeatName,
  kind: SeatKind,
  /** The player's display name, or the bot's ("Bot (hard)"). */
  name: z.string().nullable(),
  level: z.string().nullable(),
  /** Whether the seat's player has a socket open to the table (bots: always). */
  connected: z.boolean(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

export const TableStatus = z.enum(['waiting', 'playing', 'done']);
export type TableStatus = z.infer<typeof TableStatus>;

const Marks = obj({ NS: z.number(), EW: z.number() });

export const TableSummary = obj({
  id: z.string(),
  name: z.string(),
  rules: z.string(),
  visibility: z.enum(['public', 'private']),
  status: TableStatus,
  rated: z.boolean(),
  seats: list(SeatInfo),
  marks: Marks,
  createdAt: Instant,
});
export type TableSummary = z.infer<typeof TableSummary>;

/**
 * A rematch offered at a finished table: a new table with the same rules and seats. Each person
 * who sat at the finished table answers; bots keep their seats without being asked.
 */
export const RematchOffer = obj({
  /** The new table. */
  tableId: z.string(),
  /** Who offered it (their seat, at both tables). */
  by: SeatName,
  answers: list(
    obj({ seat: SeatName, answer: z.enum(['offered', 'pending', 'accepted', 'declined']) }),
  ),
});
export type RematchOffer = z.infer<typeof RematchOffer>;

export const TableState = obj({
  table: TableSummary,
  /** The seat this client holds at the table, or null for a spectator. */
  you: SeatName.nullable(),
  hints: z.boolean(),
  chat: z.boolean(),
  /**
   * Whether this viewer may fill an empty seat with a bot: a player seated at the table, except
   * at an event's table, where only the organizer does (from the event's page).
   */
  maySeatBots: z.boolean(),
  /**
   * Whether this viewer may call time on the opponent to act now (the rules allow time calls,
   * and none is running): the table offers it as a button.
   */
  mayCallTime: z.boolean(),
  /** Only the viewer's own view: other hands and the shuffle never leave the server. */
  view: opaque<MatchView>("the engine's MatchView"),
  /** A suggested play or bid for `you`, when hints are on and it is your turn. */
  hint: obj({ action: z.unknown(), why: z.string() }).nullable(),
  /** When time will be (or was) called on the match, when the rules limit its length. */
  timeLimit: obj({ deadline: Instant, called: z.boolean() }).nullable(),
  /** Seconds each seat has for the current decision, when the rules set a clock. */
  clock: obj({ seat: SeatName, deadline: Instant }).nullable(),
  /** A rematch offered once the match is over, with each person's answer; else null. */
  rematch: RematchOffer.nullable(),
  /**
   * At a rematch's new table, the seats held for the last match's players until they answer, with
   * the names they sat under: no one else and no bot may take them meanwhile (`SEAT_HELD`).
   */
  held: list(obj({ seat: SeatName, name: z.string() })),
  /**
   * After a hand, where reneges are playable: every hand is face up until `deadline` for
   * reneges to be called (clock.inspectionSeconds); the next shake waits for it, or for every
   * player in `waived`. Null when no such window is open.
   */
  inspection: obj({ deadline: Instant, waived: list(SeatName) }).nullable(),
});
export type TableState = z.infer<typeof TableState>;

/** An error code on the wire (errors.ts): the server's own, the engine's or the club's. */
export const ErrorCode = opaque<ServerErrorCode>('an error code (errors.ts)');

export const ErrorEvent = obj({
  code: ErrorCode,
  message: z.string(),
  at: z.string().optional(),
  tableId: z.string().optional(),
});
export type ErrorEvent = z.infer<typeof ErrorEvent>;

export const ChatEvent = obj({
  /** The line's id: the site's admin may delete the line (`table:chat-deleted`). */
  id: z.string(),
  tableId: z.string(),
  from: z.string(),
  text: z.string(),
  sentAt: Instant,
});
export type ChatEvent = z.infer<typeof ChatEvent>;

/**
 * The server is stopping (a restart, an upgrade): it takes no more actions and will close every
 * socket; a client reconnects by itself and watches its tables again.
 */
export const ServerRestarting = obj({
  message: z.string(),
  /** Seconds the server gives itself to finish what it was doing and close (SHUTDOWN_SECONDS). */
  withinSeconds: z.number().int().nonnegative(),
});
export type ServerRestarting = z.infer<typeof ServerRestarting>;

export const Me = obj({
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  username: z.string().nullable(),
  /** Present, and true, for an admin of the site (the admin page is theirs). */
  admin: z.literal(true).optional(),
});
export type Me = z.infer<typeof Me>;

export type { Bid, MatchView, Seat };
export { EventPlayer };

/** Leagues and tournaments (GET /api/events, GET /api/events/:id). */
export const EventKind = z.enum([
  'league',
  'single-elimination',
  'round-robin',
  'pools',
  'progressive',
]);
export type EventKind = z.infer<typeof EventKind>;
export const EventStatus = z.enum(['registering', 'scheduled', 'finished']);
export type EventStatus = z.infer<typeof EventStatus>;

/** A partner's invitation to a team, waiting for the invited person to accept or decline. */
export const Invitation = obj({
  eventId: z.string(),
  eventName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  /** Who invited you. */
  from: EventPlayer.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

const EventSummaryShape = {
  id: z.string(),
  kind: EventKind,
  name: z.string(),
  /** The rule profile the matches are played under. */
  rules: z.string(),
  /** The standings rules: "austin-league" or "npa-tournament". */
  standingsRules: z.string(),
  status: EventStatus,
  organizer: EventPlayer,
  teamCount: z.number(),
  createdAt: Instant,
};
export const EventSummary = obj(EventSummaryShape);
export type EventSummary = z.infer<typeof EventSummary>;

/**
 * A team's dues (000 Section 1): "Registration is not considered complete until dues have been
 * remitted"; returning players owe them, a new player's first season is free.
 */
export const EventTeamDues = obj({
  players: list(
    obj({
      player: EventPlayer,
      returning: z.boolean(),
      /** Dollars still owed, and paid so far. */
      owed: z.number(),
      paid: z.number(),
    }),
  ),
  /** Dollars the team still owes. */
  owed: z.number(),
  /** Both places filled and every player's dues paid. */
  complete: z.boolean(),
});
export type EventTeamDues = z.infer<typeof EventTeamDues>;

/** A named player's claim link (POST /api/events/:id/claim-links): shown once, to the organizer. */
export const ClaimLink = obj({
  team: z.string(),
  place: z.union([z.literal(1), z.literal(2)]),
  /** The named player the link is for. */
  player: z.string(),
  /** The secret the link carries: `/e/<event>?claim=<token>`. */
  token: z.string(),
});
export type ClaimLink = z.infer<typeof ClaimLink>;

/** Whose place a claim link is for (POST /api/events/:id/claim/preview): shown before claiming. */
export const ClaimPreview = obj({
  team: z.string(),
  teamName: z.string(),
  place: z.union([z.literal(1), z.literal(2)]),
  /** The named player's name, as the organizer wrote it ("" once the place is claimed). */
  player: z.string(),
  /** Someone took the place with this link already. */
  claimed: z.boolean(),
});
export type ClaimPreview = z.infer<typeof ClaimPreview>;

export const EventTeam = obj({
  id: z.string(),
  name: z.string(),
  /** Registration order, or the seed given when the bracket was made. */
  seed: z.number(),
  /** The two places; null while a place is open for a partner to join. */
  players: pair(EventPlayer.nullable(), EventPlayer.nullable()),
  /** The partner invited to the open place, until they accept or decline. */
  invited: EventPlayer.optional(),
  /** Shown to the team's own players only: the token that lets someone join the open place. */
  invite: z.string().optional(),
  /** A league team's places after a withdrawal (absent: as registered). */
  roster: list(EventRosterSlot).optional(),
  /** The weeks played when the organizer dropped the team (absent: it plays). */
  droppedAfterWeek: z.number().optional(),
  /** A league season's dues (absent: the league has no season settings). */
  dues: EventTeamDues.optional(),
});
export type EventTeam = z.infer<typeof EventTeam>;

/**
 * A match's state: waiting for its teams, a bye, or where its result stands; "no-show": decided
 * by a no-show elimination (003), the other team advanced.
 */
export const EventMatchStatus = z.enum([
  'waiting',
  'bye',
  'awaiting-report',
  'reported',
  'confirmed',
  'disputed',
  'ruled',
  'no-show',
]);
export type EventMatchStatus = z.infer<typeof EventMatchStatus>;

const Games = list(pair(z.number(), z.number()));

export const EventOutcome = z.union([
  obj({
    kind: z.literal('games'),
    games: Games,
    /** Time was called (001 I): a game may end short of its marks, the team ahead winning. */
    timed: z.literal(true).optional(),
  }),
  obj({ kind: z.literal('forfeit'), forfeit: z.string() }),
]);
export type EventOutcome = z.infer<typeof EventOutcome>;

/** One entry of a result's audit log. */
export const EventAuditEntry = obj({
  seq: z.number(),
  /**
   * "forfeit": the organizer recorded a late or absent team's forfeit before any report (000).
   * "played": the match was played at an online table, its games final as played.
   */
  type: z.enum(['report', 'correct', 'confirm', 'dispute', 'rule', 'forfeit', 'played']),
  /** A team id, "coordinator" (the organizer), or "table" (an online table's "played"). */
  by: z.string(),
  /** Who did it: a player's name, or "online table" for a result the table sent. */
  actor: z.string(),
  at: Instant,
  games: Games.optional(),
  forfeit: z.string().optional(),
  comment: z.string().optional(),
  status: z.string(),
});
export type EventAuditEntry = z.infer<typeof EventAuditEntry>;

const EventMatchObject = obj({
  /** "w3-1" (week 3, first match), "w3-x1" (an additional match), "r2-1" (round 2). */
  id: z.string(),
  round: z.number(),
  index: z.number(),
  /** An additional match that makes up byes, played on a date the teams choose. */
  additional: z.boolean(),
  bestOf: z.number(),
  /** Team ids; null while a bracket line is undecided; the first team sits North-South online. */
  teams: pair(z.string().nullable(), z.string().nullable()),
  status: EventMatchStatus,
  reporter: z.string().nullable(),
  outcome: EventOutcome.nullable(),
  winner: z.string().nullable(),
  /** The online table of this match, once someone started it. */
  tableId: z.string().nullable(),
  log: list(EventAuditEntry),
  /** Once the organizer started it: the server's start time and its time limit. */
  clock: EventMatchClock.nullable().optional(),
  /** Its no-show elimination, if it was decided by one. */
  noShow: EventNoShow.nullable().optional(),
  /** Teams the organizer may eliminate now as no-shows: 5 minutes gone, not reported. */
  noShowEligible: list(z.string()).optional(),
  /** A bracket's line: its round in its bracket and its place there ("2-3"), as pages name it. */
  line: z.string().optional(),
  /**
   * A bracket's line: the lines (match ids) whose winners come to its two sides, null for a side
   * no line feeds (round 1's). The page names an undecided side by them.
   */
  feeders: pair(z.string().nullable(), z.string().nullable()).optional(),
  /** A league season's match: its league night, the date it was moved to, and its last day. */
  leagueNight: z.string().optional(),
  rescheduledTo: z.string().nullable().optional(),
  /** "matches must be decided ... within six days of the official league night" (000). */
  decideBy: z.string().optional(),
});
/**
 * The schema's type by a name of its own: the route table's declarations then name it instead of
 * spelling out its fields at every place a match is answered (past TypeScript's limit, TS7056).
 */
type EventMatchObject = typeof EventMatchObject;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name is the point (above)
export interface EventMatchSchema extends EventMatchObject {}
export const EventMatch: EventMatchSchema = EventMatchObject;
export type EventMatch = z.infer<typeof EventMatch>;

export const EventRound = obj({
  round: z.number(),
  /** "Week 3", "Round 1", "Semifinals", "Final". */
  label: z.string(),
  bestOf: z.number(),
  leagueBye: z.boolean(),
  /** A league season's week: its league night ("2011-01-24"). */
  date: z.string().optional(),
  /** Teams without a match this week (leagues) or with this round's BYE (round robins). */
  byes: list(z.string()),
  matches: list(EventMatch),
  /**
   * A big event's round whose matches this view leaves out (`matches` is empty): how many there
   * are. GET /api/events/:id/matches?round=N gives them (see EventView.paging).
   */
  omitted: z.number().optional(),
});
export type EventRound = z.infer<typeof EventRound>;

export const EventStandingRow = obj({
  team: z.string(),
  name: z.string(),
  rank: z.number(),
  points: z.number().nullable(),
  matchWins: z.number(),
  matchLosses: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  marksFor: z.number(),
  marksAgainst: z.number(),
  forfeitWins: z.number(),
  forfeits: z.number(),
  byes: z.number(),
});
export type EventStandingRow = z.infer<typeof EventStandingRow>;

export const EventStandings = obj({
  rules: z.string(),
  rows: list(EventStandingRow),
  undecided: list(
    obj({
      rank: z.number(),
      teams: list(z.string()),
      decidedBy: z.enum(['directors-choice', 'shared-rank']),
    }),
  ),
});
export type EventStandings = z.infer<typeof EventStandings>;

/** Check-in on the day and the draw for tables (GET /api/events/:id: `checkIn`). */
export const EventCheckIn = obj({
  opens: Instant,
  closes: Instant,
  /** Teams in the order they checked in. */
  teams: list(obj({ team: z.string(), at: Instant })),
  /** The drawn tables, table 1 (the head table) first; null before the draw. */
  tables: list(obj({ table: z.number(), teams: pair(z.string(), z.string()) })).nullable(),
});
export type EventCheckIn = z.infer<typeof EventCheckIn>;

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
 * "correct", "confirm", "dispute", "rule" a dispute, "forfeit" before any report), "report-timed"
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
  'forfeit',
  'play',
  'keep-score',
  'start',
  'reschedule',
]);
export type EventMatchAction = z.infer<typeof EventMatchAction>;

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
