import type { ClubErrorCode } from '@texas42/club';
import type { ErrorCode as EngineErrorCode } from '@texas42/engine';

/**
 * Every code an error answer may carry: `{ error: { code, message, at? } }` over HTTP and in a
 * socket acknowledgement. The server's own refusals are listed here; the engine's and the club's
 * codes pass through unchanged when a rule refuses an action or a report. One name per condition:
 * a client may switch on any of them.
 */
export const SERVER_ERROR_CODES = [
  // The request itself
  'BAD_REQUEST',
  'BAD_MESSAGE',
  'BAD_PAGE',
  'BAD_ROUND',
  'BAD_TEAM',
  'BAD_INVITE',
  'CROSS_ORIGIN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BODY_TOO_LARGE',
  'URL_TOO_LONG',
  /** The request's headers did not arrive within HEADERS_TIMEOUT_MS. */
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  // Limits and load
  'RATE_LIMITED',
  'TOO_MANY_SOCKETS',
  'TOO_MANY_SUBSCRIPTIONS',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_TABLES',
  /** One address has EXPERT_TABLES_PER_ADDRESS tables with an expert bot open. */
  'TOO_MANY_EXPERT_TABLES',
  /** One address made GUESTS_PER_ADDRESS guests in 24 hours. */
  'TOO_MANY_GUESTS',
  'TOO_MANY_EVENTS',
  /** The action is for accounts only: a guest must sign up first (creating an event). */
  'ACCOUNT_REQUIRED',
  'TOO_MANY_ANALYSES',
  'QUEUE_FULL',
  'DATABASE_BUSY',
  // The server restarting (SIGTERM): nothing taken, try again once reconnected
  'SERVER_RESTARTING',
  // GET /metrics from elsewhere than this machine without METRICS_TOKEN
  'METRICS_REFUSED',
  // Accounts and sessions
  'NOT_SIGNED_IN',
  'BAD_CREDENTIALS',
  'USERNAME_TAKEN',
  /** A sign-up from a session that already is an account's. */
  'ALREADY_AN_ACCOUNT',
  'WEAK_PASSWORD',
  'GUEST_ACCOUNT',
  /** A disabled account (by the site's admin): its sign-in is refused. */
  'ACCOUNT_DISABLED',
  /** A verification, password-reset or unsubscribe link that is unknown, used or expired. */
  'BAD_TOKEN',
  /** The account has no e-mail address, or none verified, for what was asked. */
  'NO_EMAIL',
  /** New accounts and guests are refused for now (the site's admin closed sign-ups). */
  'SIGN_UPS_CLOSED',
  // The site's admins (admin/): who may act, and on what
  'NOT_ADMIN',
  /** An admin may not disable, delete or take the role of their own account. */
  'OWN_ACCOUNT',
  /** A deleted account: nothing more is done to it. */
  'ACCOUNT_DELETED',
  /** The person may not chat until their mute ends. */
  'MUTED',
  /** The event was closed by the site's admin: nothing of it changes any more. */
  'EVENT_CLOSED',
  // Tables and play
  'PRIVATE_TABLE',
  'NOT_INVITED',
  'SEAT_TAKEN',
  'ALREADY_SEATED',
  'NOT_SEATED',
  'NOT_AT_TABLE',
  'NOT_PLAYING',
  'NO_INSPECTION',
  'STALE_VERSION',
  'CHAT_OFF',
  'EVENT_TABLE',
  'RATED_HOUSE_RULES',
  'RATED_NO_BOTS',
  'RATED_ACCOUNTS_ONLY',
  // Rematches (a finished table's seats, again)
  'MATCH_NOT_OVER',
  'REMATCH_OFFERED',
  'NO_REMATCH',
  'ALREADY_ANSWERED',
  'SEAT_HELD',
  // Hand analysis
  'ANALYSIS_BUSY',
  'ANALYSIS_FAILED',
  'ANALYSIS_TIMEOUT',
  // Events: who may act
  'NOT_ORGANIZER',
  'NOT_YOUR_TEAM',
  /** The person plays on neither team of the match (and is not the organizer, where they may act). */
  'NOT_YOUR_MATCH',
  // A correction would change a bracket's winner after the next round's match began.
  'BRACKET_MOVED_ON',
  // Events: registration, teams and seasons
  'REGISTRATION_CLOSED',
  'ALREADY_REGISTERED',
  'TEAM_FULL',
  /** The team's open place is held for a partner it invited by name. */
  'PLACE_INVITED',
  'TEAM_NOT_FULL',
  'TEAM_INCOMPLETE',
  'TEAM_NAME_TAKEN',
  'PLAYER_NAME_TAKEN',
  'TOO_MANY_TEAMS',
  /** The schedule would have more matches than the site makes (MATCHES_PER_SCHEDULE). */
  'SCHEDULE_TOO_BIG',
  'NOT_A_NAMED_PLACE',
  'PLACE_CLAIMED',
  'BAD_CLAIM',
  'NAMED_PLAYERS_OFFLINE',
  'TEAM_DROPPED',
  'TEAM_REPORTED',
  'DUES_UNPAID',
  'NOTHING_OWED',
  'NO_SEASON',
  'SEASON_CLOSED',
  'SEASON_NOT_DONE',
  'WEEK_HAS_RESULTS',
  'NOT_A_LEAGUE',
  'NOT_A_SEASON_MATCH',
  'NOT_A_BRACKET_MATCH',
  'NOT_POOLS',
  'NOT_PROGRESSIVE',
  'POOLS_NOT_DONE',
  // Events: exports (a CSV of standings a bracket lacks, a calendar of nights a league lacks)
  'NO_STANDINGS',
  'NO_LEAGUE_NIGHTS',
  // Events: schedule, match day and results
  'NOT_GENERATED',
  'ALREADY_GENERATED',
  'ALREADY_ADVANCED',
  'PLAYOFFS_STARTED',
  'NOT_SCHEDULED',
  'TABLES_DRAWN',
  'CHECK_IN_NOT_OPEN',
  'TOO_EARLY',
  'NOT_LATE_ENOUGH',
  'ALREADY_STARTED',
  'NOT_STARTED',
  'NOTHING_TO_START',
  'NO_TABLE',
  'MATCH_OVER',
  'MINI_GAME',
  'SHEET_STARTED',
] as const;

export type ServerOwnErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Every code on the wire: the server's own, the engine's and the club's. */
export type ServerErrorCode = ServerOwnErrorCode | EngineErrorCode | ClubErrorCode;

export type { ClubErrorCode, EngineErrorCode };

/** The body of every error answer. */
export interface ErrorAnswer {
  readonly error: {
    readonly code: ServerErrorCode;
    readonly message: string;
    /** The field or path the problem is in, when there is one. */
    readonly at?: string;
  };
}
