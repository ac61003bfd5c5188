import type { Bid, MatchView, Seat } from '@texas42/engine';
import type { ServerErrorCode } from './errors.js';
import type { EventLogEntry, EventMatchClock, EventNoShow, EventRosterSlot } from './event-day.js';

/** What the server sends: every table state is computed from a view, never from the state. */

export type SeatKind = 'human' | 'bot' | 'empty';

export interface SeatInfo {
  readonly seat: Seat;
  readonly kind: SeatKind;
  /** The player's display name, or the bot's ("Bot (hard)"). */
  readonly name: string | null;
  readonly level: string | null;
  /** Whether the seat's player has a socket open to the table (bots: always). */
  readonly connected: boolean;
}

export type TableStatus = 'waiting' | 'playing' | 'done';

export interface TableSummary {
  readonly id: string;
  readonly name: string;
  readonly rules: string;
  readonly visibility: 'public' | 'private';
  readonly status: TableStatus;
  readonly rated: boolean;
  readonly seats: readonly SeatInfo[];
  readonly marks: { readonly NS: number; readonly EW: number };
  readonly createdAt: string;
}

export interface TableState {
  readonly table: TableSummary;
  /** The seat this client holds at the table, or null for a spectator. */
  readonly you: Seat | null;
  readonly hints: boolean;
  readonly chat: boolean;
  /** Only the viewer's own view: other hands and the shuffle never leave the server. */
  readonly view: MatchView;
  /** A suggested play or bid for `you`, when hints are on and it is your turn. */
  readonly hint: { readonly action: unknown; readonly why: string } | null;
  /** When time will be (or was) called on the match, when the rules limit its length. */
  readonly timeLimit: { readonly deadline: string; readonly called: boolean } | null;
  /** Seconds each seat has for the current decision, when the rules set a clock. */
  readonly clock: { readonly seat: Seat; readonly deadline: string } | null;
}

export interface ErrorEvent {
  readonly code: ServerErrorCode;
  readonly message: string;
  readonly at?: string;
  readonly tableId?: string;
}

export interface ChatEvent {
  readonly tableId: string;
  readonly from: string;
  readonly text: string;
  readonly sentAt: string;
}

/** Socket.IO events the server emits. */
export interface ServerEvents {
  'table:state': (state: TableState) => void;
  'table:error': (error: ErrorEvent) => void;
  'table:chat': (chat: ChatEvent) => void;
}

export interface Me {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  readonly username: string | null;
}

export type { Bid, MatchView, Seat };

/** Leagues and tournaments (GET /api/events, GET /api/events/:id). */
export type EventKind = 'league' | 'single-elimination' | 'round-robin' | 'pools' | 'progressive';
export type EventStatus = 'registering' | 'scheduled' | 'finished';

export interface EventPlayer {
  readonly id: string;
  readonly name: string;
}

/** A partner's invitation to a team, waiting for the invited person to accept or decline. */
export interface Invitation {
  readonly eventId: string;
  readonly eventName: string;
  readonly teamId: string;
  readonly teamName: string;
  /** Who invited you. */
  readonly from: EventPlayer | null;
}

export interface EventSummary {
  readonly id: string;
  readonly kind: EventKind;
  readonly name: string;
  /** The rule profile the matches are played under. */
  readonly rules: string;
  /** The standings rules: "austin-league" or "npa-tournament". */
  readonly standingsRules: string;
  readonly status: EventStatus;
  readonly organizer: EventPlayer;
  readonly teamCount: number;
  readonly createdAt: string;
}

export interface EventTeam {
  readonly id: string;
  readonly name: string;
  /** Registration order, or the seed given when the bracket was made. */
  readonly seed: number;
  /** The two places; null while a place is open for a partner to join. */
  readonly players: readonly [EventPlayer | null, EventPlayer | null];
  /** The partner invited to the open place, until they accept or decline. */
  readonly invited?: EventPlayer;
  /** Shown to the team's own players only: the token that lets someone join the open place. */
  readonly invite?: string;
  /** A league team's places after a withdrawal (absent: as registered). */
  readonly roster?: readonly EventRosterSlot[];
  /** The weeks played when the organizer dropped the team (absent: it plays). */
  readonly droppedAfterWeek?: number;
  /** A league season's dues (absent: the league has no season settings). */
  readonly dues?: EventTeamDues;
}

/**
 * A team's dues (000 Section 1): "Registration is not considered complete until dues have been
 * remitted"; returning players owe them, a new player's first season is free.
 */
export interface EventTeamDues {
  readonly players: readonly {
    readonly player: EventPlayer;
    readonly returning: boolean;
    /** Dollars still owed, and paid so far. */
    readonly owed: number;
    readonly paid: number;
  }[];
  /** Dollars the team still owes. */
  readonly owed: number;
  /** Both places filled and every player's dues paid. */
  readonly complete: boolean;
}

/** A match's state: waiting for its teams, a bye, or where its result stands. */
export type EventMatchStatus =
  | 'waiting'
  | 'bye'
  | 'awaiting-report'
  | 'reported'
  | 'confirmed'
  | 'disputed'
  | 'ruled'
  /** Decided by a no-show elimination (003): the other team advanced. */
  | 'no-show';

export type EventOutcome =
  | {
      readonly kind: 'games';
      readonly games: readonly (readonly [number, number])[];
      /** Time was called (001 I): a game may end short of its marks, the team ahead winning. */
      readonly timed?: true;
    }
  | { readonly kind: 'forfeit'; readonly forfeit: string };

/** One entry of a result's audit log. */
export interface EventAuditEntry {
  readonly seq: number;
  /**
   * "forfeit": the organizer recorded a late or absent team's forfeit before any report (000).
   * "played": the match was played at an online table, its games final as played.
   */
  readonly type: 'report' | 'correct' | 'confirm' | 'dispute' | 'rule' | 'forfeit' | 'played';
  /** A team id, "coordinator" (the organizer), or "table" (an online table's "played"). */
  readonly by: string;
  /** Who did it: a player's name, or "online table" for a result the table sent. */
  readonly actor: string;
  readonly at: string;
  readonly games?: readonly (readonly [number, number])[];
  readonly forfeit?: string;
  readonly comment?: string;
  readonly status: string;
}

/**
 * What a session may do with a match: the result events the club accepts from it ("report",
 * "correct", "confirm", "dispute", "rule" a dispute, "forfeit" before any report), "report-timed"
 * (a report may say time was called, 001 I), "play" it at its online table, "keep-score" at a
 * physical table, "start" its clock (the organizer, on the day), "reschedule" it off league night.
 */
export type EventMatchAction =
  | 'report'
  | 'report-timed'
  | 'correct'
  | 'confirm'
  | 'dispute'
  | 'rule'
  | 'forfeit'
  | 'play'
  | 'keep-score'
  | 'start'
  | 'reschedule';

export interface EventMatch {
  /** "w3-1" (week 3, first match), "w3-x1" (an additional match), "r2-1" (round 2). */
  readonly id: string;
  readonly round: number;
  readonly index: number;
  /** An additional match that makes up byes, played on a date the teams choose. */
  readonly additional: boolean;
  readonly bestOf: number;
  /** Team ids; null while a bracket line is undecided; the first team sits North-South online. */
  readonly teams: readonly [string | null, string | null];
  readonly status: EventMatchStatus;
  readonly reporter: string | null;
  readonly outcome: EventOutcome | null;
  readonly winner: string | null;
  /** The online table of this match, once someone started it. */
  readonly tableId: string | null;
  readonly log: readonly EventAuditEntry[];
  /** Once the organizer started it: the server's start time and its time limit. */
  readonly clock?: EventMatchClock | null;
  /** Its no-show elimination, if it was decided by one. */
  readonly noShow?: EventNoShow | null;
  /** Teams the organizer may eliminate now as no-shows: 5 minutes gone, not reported. */
  readonly noShowEligible?: readonly string[];
  /** A league season's match: its league night, the date it was moved to, and its last day. */
  readonly leagueNight?: string;
  readonly rescheduledTo?: string | null;
  /** "matches must be decided ... within six days of the official league night" (000). */
  readonly decideBy?: string;
}

export interface EventRound {
  readonly round: number;
  /** "Week 3", "Round 1", "Semifinals", "Final". */
  readonly label: string;
  readonly bestOf: number;
  readonly leagueBye: boolean;
  /** A league season's week: its league night ("2011-01-24"). */
  readonly date?: string;
  /** Teams without a match this week (leagues) or with this round's BYE (round robins). */
  readonly byes: readonly string[];
  readonly matches: readonly EventMatch[];
  /**
   * A big event's round whose matches this view leaves out (`matches` is empty): how many there
   * are. GET /api/events/:id/matches?round=N gives them (see EventView.paging).
   */
  readonly omitted?: number;
}

export interface EventStandingRow {
  readonly team: string;
  readonly name: string;
  readonly rank: number;
  readonly points: number | null;
  readonly matchWins: number;
  readonly matchLosses: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly marksFor: number;
  readonly marksAgainst: number;
  readonly forfeitWins: number;
  readonly forfeits: number;
  readonly byes: number;
}

export interface EventStandings {
  readonly rules: string;
  readonly rows: readonly EventStandingRow[];
  readonly undecided: readonly {
    readonly rank: number;
    readonly teams: readonly string[];
    readonly decidedBy: 'directors-choice' | 'shared-rank';
  }[];
}

export interface EventView extends EventSummary {
  readonly settings: Readonly<Record<string, unknown>>;
  readonly teams: readonly EventTeam[];
  /** Weeks of a league, rounds of a bracket or round robin; empty before the schedule or bracket is made. */
  readonly rounds: readonly EventRound[];
  /** League standings from the confirmed and ruled results; null for a bracket. */
  readonly standings: EventStandings | null;
  readonly champion: string | null;
  /** Check-in and the tables drawn; null until the organizer opens check-in. */
  readonly checkIn: EventCheckIn | null;
  /** What the session may do here. */
  readonly you: {
    readonly organizer: boolean;
    readonly team: string | null;
    /**
     * What the session may do with each match now, by match id (a match it may do nothing with
     * is left out; absent: nothing anywhere): the server's word, like `legal` at a table.
     */
    readonly may?: Readonly<Record<string, readonly EventMatchAction[]>>;
  };
  /** The organizer's changes, in order: roster changes, starts, no-shows. */
  readonly log?: readonly EventLogEntry[];
  /** The server's time when it answered: clocks count down from it, not from the device's. */
  readonly serverTime?: string;
  /** Pools and their brackets (kind "pools"), progressive tables (kind "progressive"). */
  readonly pools?: EventPools | null;
  readonly progressive?: EventProgressive | null;
  /**
   * A league's playoffs once the organizer starts them (000: the top 16 of the standings in a
   * seeded single-elimination bracket); each seed's `from` is its place in the standings ("1").
   */
  readonly playoffs?: EventPoolBracket | null;
  /**
   * A league or round robin with more matches than one view carries (over 200): only the current
   * round's matches are here; the others come a round or a team at a time.
   */
  readonly paging?: EventPaging;
}

/** Check-in on the day and the draw for tables (GET /api/events/:id: `checkIn`). */
export interface EventCheckIn {
  readonly opens: string;
  readonly closes: string;
  /** Teams in the order they checked in. */
  readonly teams: readonly { readonly team: string; readonly at: string }[];
  /** The drawn tables, table 1 (the head table) first; null before the draw. */
  readonly tables:
    readonly { readonly table: number; readonly teams: readonly [string, string] }[] | null;
}

/** One entry of a scoresheet, with the marks of the game after it. */
export type EventScoreEntry =
  | {
      readonly type: 'hand';
      readonly shaker: Seat;
      readonly bidder: Seat;
      /** Points (30-42, 84) or {marks}. */
      readonly bid: number | { readonly marks: number };
      readonly made: boolean;
      readonly to: 'NS' | 'EW';
      readonly marks: number;
      readonly tally: { readonly NS: number; readonly EW: number };
    }
  | {
      readonly type: 'all-pass';
      readonly shaker: Seat;
      readonly tally: { readonly NS: number; readonly EW: number };
    }
  | { readonly type: 'time'; readonly tally: { readonly NS: number; readonly EW: number } };

export interface EventScoreGame {
  readonly entries: readonly EventScoreEntry[];
  /** Marks as earned, and as recorded for the game (capped where the rules cap them). */
  readonly marks: { readonly NS: number; readonly EW: number };
  readonly recorded: { readonly NS: number; readonly EW: number };
  readonly winner: 'NS' | 'EW' | null;
  readonly timeCalled: boolean;
}

/**
 * A match's scoresheet, kept hand by hand at a physical table (GET .../matches/:m/score). The
 * first team sits North-South (N is its first player, S its second), the second East-West.
 */
export interface EventScoresheet {
  readonly eventId: string;
  readonly eventName: string;
  readonly matchId: string;
  readonly bestOf: number;
  readonly status: EventMatchStatus;
  readonly teams: readonly [EventTeam, EventTeam];
  /** Who sits where: the first team's players at N and S, the second's at E and W. */
  readonly seats: Readonly<Record<Seat, EventPlayer | null>>;
  /** The table the draw gave the first team, if tables were drawn. */
  readonly table: number | null;
  readonly game: {
    readonly marksToWin: number;
    readonly winBy: number;
    readonly maxRecordedMarks: number | null;
  };
  /** Most marks a bid may be (null: no limit). */
  readonly maxBidMarks: number | null;
  readonly minimumBid: number;
  readonly forcedBid: boolean;
  /** Every game begun, the one in progress last. */
  readonly games: readonly EventScoreGame[];
  /** Who shakes the next hand. */
  readonly shaker: Seat;
  /** Games won: [first team, second team]. */
  readonly won: readonly [number, number];
  /** A team has won the match: its games were filed as the match's report. */
  readonly over: boolean;
  /** Who kept score (names, in order of first entry). */
  readonly keepers: readonly string[];
  /** Whether the session may keep score here. */
  readonly canKeep: boolean;
  /** The match's clock once the organizer started it, and the server's time when it answered. */
  readonly clock?: EventMatchClock | null;
  readonly serverTime?: string;
}

/**
 * The view of the two tournament days of the seed documents that are not one schedule nor one
 * bracket: pools feeding brackets (001) and progressive tables (002), as `EventView.pools` and
 * `EventView.progressive`.
 */

/** One pool: its teams (by seed), its round robin and its standings by the NPA rules. */
export interface EventPool {
  /** "A", "B", ... */
  readonly name: string;
  readonly teams: readonly string[];
  readonly rounds: readonly EventRound[];
  readonly standings: EventStandings | null;
}

/**
 * A bracket fed by earlier play: the pools' (cross-seeded, "A1": pool A's first) or a league's
 * playoffs ("3": third in the standings). seeds[0] is seed 1.
 */
export interface EventPoolBracket {
  readonly seeds: readonly { readonly team: string; readonly from: string }[];
  readonly rounds: readonly EventRound[];
  readonly champion: string | null;
}

export interface EventPools {
  readonly pools: readonly EventPool[];
  /** The top `advance` of each pool play for the championship, the rest for the consolation. */
  readonly advance: number;
  /** Every pool match is confirmed or ruled: the organizer may make the brackets. */
  readonly poolsDone: boolean;
  /** Ties still level after the NPA tiebreakers, decided by a draw for high domino. */
  readonly drawn: readonly { readonly pool: string; readonly order: readonly string[] }[];
  readonly championship: EventPoolBracket | null;
  readonly consolation: EventPoolBracket | null;
}

/** One table of a progressive round: table 1 is the head table. */
export interface EventProgressiveTable {
  readonly table: number;
  readonly teams: readonly [string, string];
  /** The marks entered so far (or at the end of a past round), the first team's first. */
  readonly marks: readonly [number, number];
  /** The team that won the table (past rounds), else null. */
  readonly winner: string | null;
  /** Whether the session may enter this table's marks (the organizer, the two teams). */
  readonly canEnter?: boolean;
}

export interface EventProgressiveRound {
  readonly round: number;
  readonly final: boolean;
  readonly tables: readonly EventProgressiveTable[];
}

export interface EventProgressive {
  /** "rounds", "final" (the top four), "mini-game" (a tie on punches), "done". */
  readonly phase: 'rounds' | 'final' | 'mini-game' | 'done';
  /** The round being played (the final round is rounds + 1). */
  readonly round: number;
  readonly rounds: number;
  readonly finalTeams: number;
  readonly miniGameMarks: number;
  /** The round being played; empty in the mini-game and when done. */
  readonly tables: readonly EventProgressiveTable[];
  /** Every team's punches, most first. */
  readonly punches: readonly { readonly team: string; readonly punches: number }[];
  readonly history: readonly EventProgressiveRound[];
  /** Teams tied for the most punches, playing mini-games until one is left. */
  readonly tied: readonly string[];
  readonly winner: string | null;
}

/**
 * Present on an event whose schedule is too big to send whole (GET /api/events/:id): the rounds
 * whose matches are left out say so (`EventRound.omitted`); these are the figures for asking.
 */
export interface EventPaging {
  /** Matches of the whole event. */
  readonly matches: number;
  readonly pageSize: number;
  /** The round whose matches are in the view: the first with a match still open, else the last. */
  readonly current: number | null;
  /** Matches outside the current round whose result waits for an answer or a ruling, first ones. */
  readonly attention: readonly EventMatch[];
  /** How many such matches there are in all. */
  readonly attentionTotal: number;
}
