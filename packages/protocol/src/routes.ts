// Over 300 lines: the route table is one table on purpose. The server registers its routes from
// it, the web takes its bodies and answers from it, and docs/server-api.md is generated from it,
// so every route reads in the same place and order as the document.
import type { Action, HandRecord, HandSummary, Seat } from '@texas42/engine';
import { z } from 'zod';
import type { ServerErrorCode } from './errors.js';
import { EventMatchesPage, EventMatchesQuery } from './event-pages.js';
import {
  ClaimLink,
  ClaimPreview,
  EventRound,
  EventScoresheet,
  EventStandings,
  EventSummary,
  EventView,
  Invitation,
  Me,
  TableSummary,
} from './events.js';
import { EventRequests, Requests, SeatName } from './messages.js';
import { Leaderboard, LeaderboardQuery, ProfileStats } from './profiles.js';
import { AccountMailRoutes } from './account-mail.js';
import { AdminRoutes } from './admin.js';
import { NoticeRoutes } from './notices.js';
import { PuzzleRoutes } from './puzzles.js';
import { list, obj, opaque } from './wire.js';

/**
 * The HTTP API as one table: every route the server registers, with its address, who may call
 * it, the schemas of its params, query, body and answer, what it does, and the error codes it may
 * answer besides those any request may get (BAD_REQUEST for a body, query or address that does
 * not fit its schema; RATE_LIMITED; DATABASE_BUSY; INTERNAL). The server declares its routes from
 * this table; the web's calls and docs/server-api.md (npm run docs:api) are written from it.
 */

/**
 * Who may call a route: anyone, anyone (the session changes the answer), a signed-in session,
 * or an admin of the site's (403 `NOT_ADMIN` for anyone else signed in).
 */
export type RouteAccess = 'anyone' | 'session' | 'signed-in' | 'admin';

export interface RouteDef {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The docs' section. */
  readonly group: string;
  readonly access: RouteAccess;
  /** Who among the signed-in may, when not everyone: "the organizer". */
  readonly who?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /**
   * A route that answers a file, not JSON: the file's content type. Its answer (`response`) is
   * the file's text, sent as an attachment with a file name; a client links to it (a download, a
   * calendar to subscribe to) rather than fetching it.
   */
  readonly download?: string;
  readonly description: string;
  readonly errors: readonly ServerErrorCode[];
}

const Id = z.string().min(1).max(64);
/** `:id` of a table or a user. */
export const IdParams = z.object({ id: Id });
/** `:id/hands/:n`: a finished hand's index, 0-based across the table's games. */
export const HandParams = IdParams.extend({ n: z.coerce.number().int().nonnegative() });
/** `?invite=`: a private table's invite. */
export const InviteQuery = z.object({ invite: z.string().max(64).optional() });

const EventIdPart = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** `:id` of an event. */
export const EventParams = z.object({ id: EventIdPart });
export const TeamParams = EventParams.extend({ team: EventIdPart });
export const MatchParams = EventParams.extend({ match: z.string().regex(/^[a-z0-9-]{1,24}$/) });
export const TableParams = EventParams.extend({ table: z.string().regex(/^[1-9][0-9]{0,2}$/) });

const Ok = obj({ ok: z.literal(true) });

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

const NOT_SIGNED_IN = 'NOT_SIGNED_IN' as const;
const PRIVATE: readonly ServerErrorCode[] = ['NOT_FOUND', 'PRIVATE_TABLE'];
const EVENT: readonly ServerErrorCode[] = [NOT_SIGNED_IN, 'NOT_FOUND', 'STALE_VERSION'];
const ORGANIZER: readonly ServerErrorCode[] = [...EVENT, 'NOT_ORGANIZER'];
/** A result event's refusals: the server's, then the club's reducer's (results.ts). */
const RESULT: readonly ServerErrorCode[] = [
  ...EVENT,
  'NOT_YOUR_MATCH',
  'NOT_ORGANIZER',
  'SEASON_CLOSED',
  'ALREADY_REPORTED',
  'NOT_REPORTED',
  'NOT_DISPUTED',
  'RESULT_FINAL',
  'REPORT_TOO_LATE',
  'CONFIRM_BY_OTHER_TEAM',
  'NOT_A_TEAM_IN_MATCH',
  'BAD_GAME_SCORE',
  'BAD_MATCH_SCORE',
  'BAD_INPUT',
];

/** The text of a file a download route answers (its `download` says which kind). */
const FileText = z.string();

const tables = 'Accounts and tables';
const players = 'Players, ratings and the leaderboard';
const events = 'Events: leagues and tournaments';
const exportsGroup = 'Event exports: files';
const season = 'League seasons: dues, rescheduling, late teams';
const day = 'Running an event day to day';
const formats = 'Pools, league playoffs and progressive tables';

export const Routes = {
  health: {
    method: 'GET',
    path: '/api/health',
    group: tables,
    access: 'anyone',
    response: Health,
    description:
      'Whether the server can serve: 200 `{ok: true, database, redis}` when the database answers and takes writes within 500 ms and, with REDIS_URL set, Redis answers a PING within 500 ms; 503 `{ok: false, ...}` naming the part that is wrong (database `busy`: locked by another connection, or `error`; redis `down`, with what the client last said). `redis` is absent without REDIS_URL. Meant for a load balancer or a monitor.',
    errors: [],
  },
  guest: {
    method: 'POST',
    path: '/api/guest',
    group: tables,
    access: 'anyone',
    body: Requests.guest,
    response: Me,
    description:
      "A guest account with a display name; sets the session cookie. One address makes at most GUESTS_PER_MINUTE a minute and GUESTS_PER_ADDRESS a day. Refused with `SIGN_UPS_CLOSED` while the site's admin has closed sign-ups.",
    errors: ['TOO_MANY_GUESTS', 'SIGN_UPS_CLOSED'],
  },
  signUp: {
    method: 'POST',
    path: '/api/signup',
    group: tables,
    access: 'anyone',
    body: Requests.signUp,
    response: Me,
    description:
      "A new account (the password hashed with argon2; a common or blank one is `WEAK_PASSWORD`); sets the session cookie. The first account ever made is the site's admin (`admin: true`). From a guest's session, the guest becomes the account: the same id, so their games, teams and events stay theirs, and the guest's other sessions end. Refused with `SIGN_UPS_CLOSED` while the site's admin has closed sign-ups (a guest may still make themselves an account).",
    errors: ['USERNAME_TAKEN', 'WEAK_PASSWORD', 'ALREADY_AN_ACCOUNT', 'SIGN_UPS_CLOSED'],
  },
  signIn: {
    method: 'POST',
    path: '/api/signin',
    group: tables,
    access: 'anyone',
    body: Requests.signIn,
    response: Me,
    description:
      "Signs in and sets the session cookie. Repeated failures for one username or address are refused for a while: 429 `TOO_MANY_ATTEMPTS` with `Retry-After`. An account the site's admin disabled is refused with `ACCOUNT_DISABLED` (said only for the right password).",
    errors: ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'ACCOUNT_DISABLED'],
  },
  signOut: {
    method: 'POST',
    path: '/api/signout',
    group: tables,
    access: 'anyone',
    response: Ok,
    description: 'Ends this session (if any) and closes its sockets; clears the cookie.',
    errors: [],
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/api/signout-everywhere',
    group: tables,
    access: 'signed-in',
    response: Ok,
    description: 'Ends every session of the account, this one too, and disconnects their sockets.',
    errors: [NOT_SIGNED_IN],
  },
  changePassword: {
    method: 'POST',
    path: '/api/password',
    group: tables,
    access: 'signed-in',
    body: Requests.changePassword,
    response: Ok,
    description:
      'A new password ends every session of the account; the client that changed it gets a fresh one.',
    errors: [NOT_SIGNED_IN, 'GUEST_ACCOUNT', 'BAD_CREDENTIALS', 'WEAK_PASSWORD'],
  },
  me: {
    method: 'GET',
    path: '/api/me',
    group: tables,
    access: 'signed-in',
    response: Me,
    description:
      'Who the session is; the cookie is set again, so it lives as long as the session it holds.',
    errors: [NOT_SIGNED_IN],
  },
  profiles: {
    method: 'GET',
    path: '/api/profiles',
    group: tables,
    access: 'anyone',
    response: obj({ profiles: list(RuleProfileInfo) }),
    description: 'The rule profiles a table or an event may be played under.',
    errors: [],
  },
  tables: {
    method: 'GET',
    path: '/api/tables',
    group: tables,
    access: 'anyone',
    response: obj({ tables: list(TableSummary), recent: list(TableSummary) }),
    description:
      'The public tables waiting or playing that someone is at (a person seated there has the table open), and recent ones: matches played on with none of their people there, then finished ones (at most 20).',
    errors: [],
  },
  createTable: {
    method: 'POST',
    path: '/api/tables',
    group: tables,
    access: 'signed-in',
    body: Requests.createTable,
    response: obj({ table: TableSummary, invite: z.string().nullable() }),
    description:
      'A new table; a private one answers its invite (the link others join by). A rated table takes accounts only, no bots, no house rules and no hints.',
    errors: [
      NOT_SIGNED_IN,
      'TOO_MANY_TABLES',
      'TOO_MANY_EXPERT_TABLES',
      'RATED_HOUSE_RULES',
      'RATED_NO_BOTS',
      'RATED_ACCOUNTS_ONLY',
    ],
  },
  table: {
    method: 'GET',
    path: '/api/tables/:id',
    group: tables,
    access: 'session',
    params: IdParams,
    query: InviteQuery,
    response: TableSummary,
    description: 'A table; a private one needs its invite or a seat at it.',
    errors: PRIVATE,
  },
  takeSeat: {
    method: 'POST',
    path: '/api/tables/:id/seat',
    group: tables,
    access: 'signed-in',
    params: IdParams,
    body: Requests.takeSeat,
    response: TableSummary,
    description: 'The session takes that seat (a private table needs its invite).',
    errors: [
      NOT_SIGNED_IN,
      ...PRIVATE,
      'SEAT_TAKEN',
      'SEAT_HELD',
      'ALREADY_SEATED',
      'EVENT_TABLE',
      'RATED_ACCOUNTS_ONLY',
    ],
  },
  seatBot: {
    method: 'POST',
    path: '/api/tables/:id/bot',
    group: tables,
    access: 'signed-in',
    who: 'a player seated at the table',
    params: IdParams,
    body: Requests.seatBot,
    response: TableSummary,
    description: 'A bot takes an empty seat.',
    errors: [
      NOT_SIGNED_IN,
      'NOT_FOUND',
      'NOT_SEATED',
      'SEAT_TAKEN',
      'SEAT_HELD',
      'RATED_NO_BOTS',
      'EVENT_TABLE',
      'TOO_MANY_EXPERT_TABLES',
    ],
  },
  offerRematch: {
    method: 'POST',
    path: '/api/tables/:id/rematch',
    group: tables,
    access: 'signed-in',
    who: 'a person seated at the finished table',
    params: IdParams,
    response: obj({ table: TableSummary, invite: z.string().nullable() }),
    description:
      'Once the match is over: a new table with the same rules, name and settings, the caller in the same seat and each bot in its own; every other person at the table is offered their seat there (`rematch` in `table:state`), held for them until they answer. Answers the new table and, if private, its invite.',
    errors: [
      NOT_SIGNED_IN,
      ...PRIVATE,
      'NOT_SEATED',
      'MATCH_NOT_OVER',
      'REMATCH_OFFERED',
      'EVENT_TABLE',
      'TOO_MANY_TABLES',
    ],
  },
  answerRematch: {
    method: 'POST',
    path: '/api/tables/:id/rematch/answer',
    group: tables,
    access: 'signed-in',
    who: 'a person offered a seat by the rematch of this finished table',
    params: IdParams,
    body: Requests.answerRematch,
    response: obj({ table: TableSummary, invite: z.string().nullable() }),
    description:
      'Accepts (the caller takes their seat at the new table; the answer holds its invite if private) or declines (their seat there is free for anyone) the rematch offered at this finished table.',
    errors: [NOT_SIGNED_IN, ...PRIVATE, 'NOT_SEATED', 'NO_REMATCH', 'ALREADY_ANSWERED'],
  },
  leave: {
    method: 'POST',
    path: '/api/tables/:id/leave',
    group: tables,
    access: 'signed-in',
    params: IdParams,
    response: TableSummary,
    description:
      "Frees the session's seat; a bot takes it if the game is on (at a rated table the leaver takes the game as a loss).",
    errors: [NOT_SIGNED_IN, 'NOT_FOUND', 'NOT_SEATED', 'EVENT_TABLE'],
  },
  tableLog: {
    method: 'GET',
    path: '/api/tables/:id/log',
    group: tables,
    access: 'session',
    params: IdParams,
    query: InviteQuery,
    response: TableLog,
    description:
      "The table's log: who did what, in order, for anyone who may watch the table. A shake is shown without the hands it dealt (those are in the hand records once the hand is over) and the generator keys of draws never leave the server.",
    errors: PRIVATE,
  },
  hands: {
    method: 'GET',
    path: '/api/tables/:id/hands',
    group: tables,
    access: 'session',
    params: IdParams,
    query: InviteQuery,
    response: obj({ hands: list(FinishedHand) }),
    description: 'Every finished hand of the table: its record and summary.',
    errors: PRIVATE,
  },
  analysis: {
    method: 'GET',
    path: '/api/tables/:id/hands/:n/analysis',
    group: tables,
    access: 'session',
    params: HandParams,
    query: InviteQuery,
    response: HandAnalysis,
    description:
      "The solver's analysis of finished hand `n` (0-based across the table's games): every play's value against the best, what a bot would have played, every bid against the bidder's best trump, and the mistakes in plain words. Analyses share a bounded pool of threads (see Hand analyses).",
    errors: [
      ...PRIVATE,
      'TOO_MANY_ANALYSES',
      'ANALYSIS_BUSY',
      'ANALYSIS_TIMEOUT',
      'ANALYSIS_FAILED',
    ],
  },
  user: {
    method: 'GET',
    path: '/api/users/:id',
    group: players,
    access: 'anyone',
    params: IdParams,
    response: ProfileStats,
    description:
      "A player's public profile: the display name only (never the username), their record, and their rating with its history (oldest first).",
    errors: ['NOT_FOUND'],
  },
  leaderboard: {
    method: 'GET',
    path: '/api/leaderboard',
    group: players,
    access: 'anyone',
    query: LeaderboardQuery,
    response: Leaderboard,
    description:
      'The active players with proven ratings, highest first: accounts (not guests) with a rated game in the last `days` days and a deviation under `maxDeviation`.',
    errors: [],
  },
  events: {
    method: 'GET',
    path: '/api/events',
    group: events,
    access: 'anyone',
    response: obj({ events: list(EventSummary) }),
    description: 'The events, newest first (100).',
    errors: [],
  },
  createEvent: {
    method: 'POST',
    path: '/api/events',
    group: events,
    access: 'signed-in',
    body: EventRequests.createEvent,
    response: EventView,
    description:
      'A league season, a single-elimination tournament, a round robin, pools or progressive tables; the session is its organizer, and must be an account (a guest is refused with `ACCOUNT_REQUIRED`).',
    errors: [NOT_SIGNED_IN, 'ACCOUNT_REQUIRED', 'TOO_MANY_EVENTS', 'NOT_FOUND'],
  },
  event: {
    method: 'GET',
    path: '/api/events/:id',
    group: events,
    access: 'session',
    params: EventParams,
    response: EventView,
    description:
      "The event: teams, rounds, standings, check-in; `you` says what the session is there. A schedule of over 200 matches carries only the current round's (`paging`).",
    errors: ['NOT_FOUND'],
  },
  eventMatches: {
    method: 'GET',
    path: '/api/events/:id/matches',
    group: events,
    access: 'session',
    params: EventParams,
    query: EventMatchesQuery,
    response: EventMatchesPage,
    description:
      "A big schedule's matches a round, a team or all at a time, 100 a page, with `may`: what the session may do with each (as the event's `you.may` for the matches it shows). A bad number is a 400 whose code names it.",
    errors: ['NOT_FOUND', 'BAD_ROUND', 'BAD_TEAM', 'BAD_PAGE'],
  },
  standings: {
    method: 'GET',
    path: '/api/events/:id/standings',
    group: events,
    access: 'anyone',
    params: EventParams,
    response: obj({ standings: EventStandings.nullable() }),
    description: 'The standings from the confirmed and ruled results; null for a bracket.',
    errors: ['NOT_FOUND'],
  },
  bracket: {
    method: 'GET',
    path: '/api/events/:id/bracket',
    group: events,
    access: 'anyone',
    params: EventParams,
    response: obj({ rounds: list(EventRound), champion: z.string().nullable() }),
    description: 'The rounds and the champion (a team id, or null).',
    errors: ['NOT_FOUND'],
  },
  standingsCsv: {
    method: 'GET',
    path: '/api/events/:id/standings.csv',
    group: exportsGroup,
    access: 'anyone',
    params: EventParams,
    response: FileText,
    download: 'text/csv; charset=utf-8',
    description:
      "The standings as CSV for a spreadsheet: a league's or round robin's, each pool's with a `Pool` column, or progressive tables' punches. A bracket has none: `NO_STANDINGS`, 409.",
    errors: ['NOT_FOUND', 'NO_STANDINGS'],
  },
  resultsCsv: {
    method: 'GET',
    path: '/api/events/:id/results.csv',
    group: exportsGroup,
    access: 'anyone',
    params: EventParams,
    response: FileText,
    download: 'text/csv; charset=utf-8',
    description:
      'Every match as CSV, in schedule order: round, date, match, the two teams, status, games as `7-5 3-7`, games won by each, winner, a note for a forfeit, time called or a bye; for progressive tables every table of every round with its marks and winner.',
    errors: ['NOT_FOUND'],
  },
  nightsIcs: {
    method: 'GET',
    path: '/api/events/:id/nights.ics',
    group: exportsGroup,
    access: 'anyone',
    params: EventParams,
    response: FileText,
    download: 'text/calendar; charset=utf-8',
    description:
      "A league's nights as an iCalendar feed (RFC 5545) a phone subscribes to (`webcal://`): one `VEVENT` per week with play at the season's league-night time as local \"floating\" time and its place, the week's matches in the description, `UID` `<event>-week-<n>@texas42` stable across fetches, `DTSTAMP` the time of the answer. An event without dated league nights: `NO_LEAGUE_NIGHTS`, 409.",
    errors: ['NOT_FOUND', 'NO_LEAGUE_NIGHTS'],
  },
  registerTeam: {
    method: 'POST',
    path: '/api/events/:id/teams',
    group: events,
    access: 'signed-in',
    params: EventParams,
    body: EventRequests.registerTeam,
    response: EventView,
    description:
      "Your team: you and your partner (a user id, invited: they accept), or an open place a partner joins with the team's invite.",
    errors: [
      ...EVENT,
      'REGISTRATION_CLOSED',
      'ALREADY_REGISTERED',
      'TEAM_NAME_TAKEN',
      'TOO_MANY_TEAMS',
      'GUEST_ACCOUNT',
    ],
  },
  joinTeam: {
    method: 'POST',
    path: '/api/events/:id/teams/:team/join',
    group: events,
    access: 'signed-in',
    params: TeamParams,
    body: EventRequests.joinTeam,
    response: EventView,
    description: "You take the team's open place with the invite it shared.",
    errors: [
      ...EVENT,
      'REGISTRATION_CLOSED',
      'ALREADY_REGISTERED',
      'TEAM_FULL',
      'BAD_INVITE',
      'PLACE_INVITED',
    ],
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/events/:id/teams/:team/accept',
    group: events,
    access: 'signed-in',
    who: 'the invited partner',
    params: TeamParams,
    body: EventRequests.acceptInvite,
    response: EventView,
    description: 'The invited partner takes the place.',
    errors: [...EVENT, 'NOT_INVITED', 'REGISTRATION_CLOSED', 'ALREADY_REGISTERED'],
  },
  declineInvite: {
    method: 'POST',
    path: '/api/events/:id/teams/:team/decline',
    group: events,
    access: 'signed-in',
    who: 'the invited partner, or the team',
    params: TeamParams,
    response: EventView,
    description: 'The invited person declines, or the team takes its invitation back.',
    errors: [...EVENT, 'NOT_INVITED'],
  },
  addNamedTeams: {
    method: 'POST',
    path: '/api/events/:id/named-teams',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.addNamedTeams,
    response: EventView,
    description:
      'Teams added by name while registration is open, one or a pasted list: their players need no account (named players) and may claim their place later. All or nothing: a name already used refuses the whole list, naming the team (`at`: `teams[i]`).',
    errors: [
      ...ORGANIZER,
      'REGISTRATION_CLOSED',
      'TEAM_NAME_TAKEN',
      'PLAYER_NAME_TAKEN',
      'TOO_MANY_TEAMS',
    ],
  },
  claimLink: {
    method: 'POST',
    path: '/api/events/:id/claim-links',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.claimLink,
    response: ClaimLink,
    description:
      "A named player's link to claim their place: a new token each time (the last one stops working); the server keeps only its hash.",
    errors: [...ORGANIZER, 'NOT_A_NAMED_PLACE', 'PLACE_CLAIMED'],
  },
  claimPreview: {
    method: 'POST',
    path: '/api/events/:id/claim/preview',
    group: events,
    access: 'anyone',
    params: EventParams,
    body: EventRequests.claimPlace,
    response: ClaimPreview,
    description:
      "Whose place a claim link is for (the team and the named player's name), and whether it was used: the page shows it before you claim. The token goes in the body, never in an address a log keeps.",
    errors: ['NOT_FOUND', 'BAD_CLAIM'],
  },
  claimPlace: {
    method: 'POST',
    path: '/api/events/:id/claim',
    group: events,
    access: 'signed-in',
    params: EventParams,
    body: EventRequests.claimPlace,
    response: EventView,
    description:
      "You take a named player's place with the link the organizer gave them: from then on you act for the team as its other players do.",
    errors: [...EVENT, 'BAD_CLAIM', 'PLACE_CLAIMED', 'ALREADY_REGISTERED'],
  },
  invitations: {
    method: 'GET',
    path: '/api/invitations',
    group: events,
    access: 'signed-in',
    response: obj({ invitations: list(Invitation) }),
    description: "Partners' invitations waiting for you.",
    errors: [NOT_SIGNED_IN],
  },
  generate: {
    method: 'POST',
    path: '/api/events/:id/generate',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.generate,
    response: EventView,
    description:
      'The schedule or the bracket; `seeds` orders the teams for standard seeding (seed 1 first).',
    errors: [
      ...ORGANIZER,
      'ALREADY_GENERATED',
      'TOO_FEW_TEAMS',
      'TEAM_INCOMPLETE',
      'DUES_UNPAID',
      'SCHEDULE_TOO_BIG',
    ],
  },
  report: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/report',
    group: events,
    access: 'signed-in',
    who: 'a member of one of the two teams',
    params: MatchParams,
    body: EventRequests.reportResult,
    response: EventView,
    description:
      "A match's games, the first-named team's marks first; `timed`: time was called (001 I), a game may end short of its marks, the team ahead winning.",
    errors: RESULT,
  },
  correct: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/correct',
    group: events,
    access: 'signed-in',
    who: 'the reporting team, before an answer',
    params: MatchParams,
    body: EventRequests.correctResult,
    response: EventView,
    description: 'The reporting team corrects its report before the other team answers.',
    errors: RESULT,
  },
  confirm: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/confirm',
    group: events,
    access: 'signed-in',
    who: 'a member of the other team',
    params: MatchParams,
    body: EventRequests.confirmResult,
    response: EventView,
    description: 'The other team confirms the reported result: it is final.',
    errors: RESULT,
  },
  dispute: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/dispute',
    group: events,
    access: 'signed-in',
    who: 'a member of the other team',
    params: MatchParams,
    body: EventRequests.disputeResult,
    response: EventView,
    description: 'The other team disputes the reported result; the organizer rules on it.',
    errors: RESULT,
  },
  rule: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/rule',
    group: events,
    access: 'signed-in',
    who: 'the organizer, on a disputed result',
    params: MatchParams,
    body: EventRequests.ruleResult,
    response: EventView,
    description: 'The ruling on a dispute: the games as they stand, or the team that forfeits.',
    errors: RESULT,
  },
  playMatch: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/play',
    group: events,
    access: 'signed-in',
    who: 'a player of the match, or the organizer',
    params: MatchParams,
    response: MatchTable,
    description:
      "The match's online table, made the first time it is asked for; each player's seat is held for them (the first team sits North-South).",
    errors: [
      ...EVENT,
      'NOT_YOUR_MATCH',
      'NOT_ORGANIZER',
      'MATCH_NOT_READY',
      'ALREADY_REPORTED',
      'NAMED_PLAYERS_OFFLINE',
    ],
  },
  replaceSeat: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/seat',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: MatchParams,
    body: EventRequests.replaceSeat,
    response: obj({ tableId: z.string() }),
    description:
      "A held seat changes hands only this way: the organizer seats a bot in a seat of the match's online table, or frees it (`bot: null`).",
    errors: [...ORGANIZER, 'NO_TABLE'],
  },
  scoresheet: {
    method: 'GET',
    path: '/api/events/:id/matches/:match/score',
    group: events,
    access: 'session',
    params: MatchParams,
    response: EventScoresheet,
    description: "The match's scoresheet, kept hand by hand at a physical table.",
    errors: ['NOT_FOUND'],
  },
  keepScore: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/score',
    group: events,
    access: 'signed-in',
    who: 'the two teams or the organizer',
    params: MatchParams,
    body: EventRequests.keepScore,
    response: EventScoresheet,
    description:
      "One entry of the scoresheet: a hand (bidder, bid, made), an all-pass (where no bid is forced), time called, a bid out of turn with the other side's choice, or a wrong shaker; the match's report is filed when a team wins it.",
    errors: [...EVENT, 'NOT_YOUR_MATCH', 'MATCH_OVER', 'ALREADY_REPORTED', 'SHEET_STARTED'],
  },
  undoScore: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/score/undo',
    group: events,
    access: 'signed-in',
    who: 'the two teams or the organizer',
    params: MatchParams,
    body: EventRequests.undoScore,
    response: EventScoresheet,
    description: 'The scoresheet without its last entry.',
    errors: [...EVENT, 'NOT_YOUR_MATCH', 'MATCH_OVER', 'NOTHING_TO_UNDO'],
  },
  openCheckIn: {
    method: 'POST',
    path: '/api/events/:id/check-in/open',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.openCheckIn,
    response: EventView,
    description:
      'Check-in opens now (or at `opens`) and closes at `closes` (default an hour after opening).',
    errors: ORGANIZER,
  },
  checkIn: {
    method: 'POST',
    path: '/api/events/:id/check-in',
    group: events,
    access: 'signed-in',
    who: 'the organizer, or a member of the team',
    params: EventParams,
    body: EventRequests.checkIn,
    response: EventView,
    description:
      'A team checks in: the organizer names it; a member may leave it out (their own team).',
    errors: [...EVENT, 'CHECK_IN_NOT_OPEN', 'NOT_YOUR_TEAM', 'TABLES_DRAWN'],
  },
  drawTables: {
    method: 'POST',
    path: '/api/events/:id/tables',
    group: events,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.drawTables,
    response: EventView,
    description: 'The draw for tables among the checked-in teams.',
    errors: [...ORGANIZER, 'CHECK_IN_NOT_OPEN', 'TABLES_DRAWN'],
  },
  markReturning: {
    method: 'POST',
    path: '/api/events/:id/dues/returning',
    group: season,
    access: 'signed-in',
    who: 'the organizer, or the player while registering',
    params: EventParams,
    body: EventRequests.markReturning,
    response: EventView,
    description:
      "A league's dues (000 Section 1): a player of the team is new (their first season is free) or returning (owes dues).",
    errors: [...ORGANIZER, 'NO_SEASON', 'REGISTRATION_CLOSED', 'PLAYER_NOT_ON_TEAM'],
  },
  payDues: {
    method: 'POST',
    path: '/api/events/:id/dues/payments',
    group: season,
    access: 'signed-in',
    who: 'the organizer (the treasurer)',
    params: EventParams,
    body: EventRequests.payDues,
    response: EventView,
    description: 'Dollars a player of the team paid toward their dues.',
    errors: [...ORGANIZER, 'NO_SEASON', 'NOTHING_OWED', 'PLAYER_NOT_ON_TEAM'],
  },
  reschedule: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/reschedule',
    group: season,
    access: 'signed-in',
    who: 'a player of either team, or the organizer',
    params: MatchParams,
    body: EventRequests.reschedule,
    response: EventView,
    description:
      'A league match moved off league night (000 Section 2: within six days of it): the new date, and when the players were told (default today).',
    errors: [...EVENT, 'NOT_A_SEASON_MATCH', 'NOT_YOUR_MATCH', 'MATCH_DECIDED', 'NO_SEASON'],
  },
  lateArrival: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/late-arrival',
    group: season,
    access: 'signed-in',
    who: 'the organizer',
    params: MatchParams,
    body: EventRequests.lateArrival,
    response: EventView,
    description:
      'A league team late for its match (minutes) or absent (null): past 30 minutes it forfeits (000 Section 2); `team: "both"`: neither team came, the match may be rescheduled.',
    errors: [
      ...ORGANIZER,
      'NOT_A_SEASON_MATCH',
      'TEAM_NOT_IN_MATCH',
      'NOT_LATE_ENOUGH',
      'MATCH_DECIDED',
    ],
  },
  addTeam: {
    method: 'POST',
    path: '/api/events/:id/roster/add-team',
    group: day,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.addTeam,
    response: EventView,
    description:
      'A league team added after the schedule is made (through week 1): its two players; the later weeks are re-assigned.',
    errors: [...ORGANIZER, 'NOT_A_LEAGUE', 'NOT_SCHEDULED', 'TOO_LATE_TO_JOIN', 'WEEK_HAS_RESULTS'],
  },
  dropTeam: {
    method: 'POST',
    path: '/api/events/:id/roster/drop-team',
    group: day,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.dropTeam,
    response: EventView,
    description: 'A league team drops out: its remaining matches are re-assigned.',
    errors: [...ORGANIZER, 'NOT_A_LEAGUE', 'UNKNOWN_TEAM', 'TEAM_DROPPED', 'WEEK_HAS_RESULTS'],
  },
  withdrawPlayer: {
    method: 'POST',
    path: '/api/events/:id/roster/withdraw',
    group: day,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.withdrawPlayer,
    response: EventView,
    description:
      'A player withdraws for the rest of the season; a substitute (a user id) may take the place. Both players gone: the team is dropped.',
    errors: [...ORGANIZER, 'NOT_A_LEAGUE', 'PLAYER_NOT_ON_TEAM', 'SUBSTITUTE_ALREADY_NAMED'],
  },
  startMatches: {
    method: 'POST',
    path: '/api/events/:id/start',
    group: day,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.startMatches,
    response: EventView,
    description:
      "A round's matches (or one match) start: their clock, with the rule's time limit (001 I: 25 minutes a game, 75 a best of three) or the director's, and the no-show grace (003).",
    errors: [...ORGANIZER, 'NOT_SCHEDULED', 'NOTHING_TO_START', 'ALREADY_STARTED'],
  },
  noShow: {
    method: 'POST',
    path: '/api/events/:id/matches/:match/no-show',
    group: day,
    access: 'signed-in',
    who: 'the organizer',
    params: MatchParams,
    body: EventRequests.eliminateNoShow,
    response: EventView,
    description:
      'The team that did not report within 5 minutes of the start is eliminated (003); the other advances.',
    errors: [
      ...ORGANIZER,
      'NOT_STARTED',
      'TOO_EARLY',
      'TEAM_REPORTED',
      'NOT_A_BRACKET_MATCH',
      'TEAM_NOT_IN_MATCH',
    ],
  },
  advancePools: {
    method: 'POST',
    path: '/api/events/:id/advance',
    group: formats,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.advancePools,
    response: EventView,
    description:
      'Pools: the championship and consolation brackets from the pool standings, once every pool match is final.',
    errors: [...ORGANIZER, 'NOT_POOLS', 'NOT_GENERATED', 'POOLS_NOT_DONE', 'ALREADY_ADVANCED'],
  },
  startPlayoffs: {
    method: 'POST',
    path: '/api/events/:id/playoffs',
    group: formats,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.startPlayoffs,
    response: EventView,
    description:
      "A league's playoffs (000): the top 16 by the standings in a seeded bracket, once every match of the season is final, or sooner with `closeSeason` (its open matches are left unplayed).",
    errors: [...ORGANIZER, 'NOT_A_LEAGUE', 'NOT_GENERATED', 'SEASON_NOT_DONE', 'PLAYOFFS_STARTED'],
  },
  tableMarks: {
    method: 'POST',
    path: '/api/events/:id/progressive/tables/:table/marks',
    group: formats,
    access: 'signed-in',
    who: "the table's two teams or the organizer",
    params: TableParams,
    body: EventRequests.tableMarks,
    response: EventView,
    description:
      "Progressive tables: a table's game marks as they stand (0 to 13 each), its first team's first.",
    errors: [...EVENT, 'NOT_PROGRESSIVE', 'NOT_AT_TABLE', 'MINI_GAME', 'TOURNAMENT_OVER'],
  },
  endRound: {
    method: 'POST',
    path: '/api/events/:id/progressive/round',
    group: formats,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.endRound,
    response: EventView,
    description:
      'Progressive tables: the round ends; winners move up and get a punch, losers move down; `ties` gives the winner of a tied table.',
    errors: [...ORGANIZER, 'NOT_PROGRESSIVE', 'ROUND_NOT_COMPLETE', 'TIE_NEEDS_WINNER'],
  },
  miniGame: {
    method: 'POST',
    path: '/api/events/:id/progressive/mini-game',
    group: formats,
    access: 'signed-in',
    who: 'the organizer',
    params: EventParams,
    body: EventRequests.miniGame,
    response: EventView,
    description:
      'Progressive tables: a mini-game to three marks between two teams tied on punches.',
    errors: [...ORGANIZER, 'NOT_PROGRESSIVE', 'NO_TIE', 'TEAM_NOT_IN_MATCH'],
  },
  ...NoticeRoutes,
  ...PuzzleRoutes,
  ...AccountMailRoutes,
  ...AdminRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof Routes;
type Part<K extends RouteName, P extends 'params' | 'query' | 'body'> = (typeof Routes)[K] extends {
  readonly [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;
/** What a client sends as route K's body (fields with defaults may be left out). */
export type RouteBody<K extends RouteName> = z.input<Part<K, 'body'>>;
/** Route K's query as a client writes it. */
export type RouteQuery<K extends RouteName> = z.input<Part<K, 'query'>>;
/** Route K's answer. */
export type RouteAnswer<K extends RouteName> = z.infer<(typeof Routes)[K]['response']>;
/** What route K's request is made of: some of params (in its path), query and body. */
export type RouteParts<K extends RouteName> = Extract<
  keyof (typeof Routes)[K],
  'params' | 'query' | 'body'
>;
/** Route K's path params as a client fills them in (`:id` of its path is `id`). */
export type RouteParams<K extends RouteName> = z.input<Part<K, 'params'>>;
/** The routes that answer a file (`download`): a client links to them rather than fetching. */
export type DownloadRouteName = {
  [K in RouteName]: (typeof Routes)[K] extends { readonly download: string } ? K : never;
}[RouteName];
