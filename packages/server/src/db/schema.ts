// Over 300 lines: data. One Kysely type per table, the database's shape in one list.
import type { Generated } from 'kysely';

/**
 * The database, as Kysely sees it. The same tables on SQLite and PostgreSQL: ids and times are
 * text, flags are integers, JSON is text, so one set of migrations and queries serves both.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  settings: SettingsTable;
  tables: TablesTable;
  seats: SeatsTable;
  table_events: TableEventsTable;
  rematch_seats: RematchSeatsTable;
  game_results: GameResultsTable;
  events: EventsTable;
  event_teams: EventTeamsTable;
  event_matches: EventMatchesTable;
  event_log: EventLogTable;
  rating_history: RatingHistoryTable;
  rated_leaves: RatedLeavesTable;
  place_claims: PlaceClaimsTable;
  notices: NoticesTable;
  puzzle_players: PuzzlePlayersTable;
  puzzle_ratings: PuzzleRatingsTable;
  puzzle_tries: PuzzleTriesTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  chat_lines: ChatLinesTable;
}

/** (015) A link mailed to verify an address or reset a password: the token's SHA-256 only. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password';
  /** The address it was mailed to (verify-email: the address it verifies); null: not mailed. */
  email: string | null;
  created_at: string;
  expires_at: string;
  /** When it was used (or replaced by a newer link); null while it may still be used. */
  used_at: string | null;
}

/** (015) One admin action (admin/audit-log.ts). */
export interface AuditLogTable {
  /** Sortable: time first, then a count and a random part. */
  id: string;
  at: string;
  /** The admin's user id; null for the command line. */
  actor_id: string | null;
  actor: string;
  action: string;
  target_kind: 'user' | 'table' | 'event' | 'chat' | 'site';
  target_id: string | null;
  target: string | null;
  /** JSON object. */
  details: string;
}

/** (015) A chat line said at a table, kept so an admin may delete it by id. */
export interface ChatLinesTable {
  id: string;
  table_id: string;
  user_id: string;
  /** The name it was said under. */
  name: string;
  text: string;
  sent_at: string;
  deleted_at: string | null;
}

/** (014) A person's puzzle rating (OpenSkill mean and deviation) and streak. */
export interface PuzzlePlayersTable {
  user_id: string;
  mu: number;
  sigma: number;
  tried: number;
  solved: number;
  streak: number;
  best_streak: number;
  updated_at: string;
}

/** (014) A puzzle's rating, once tried. */
export interface PuzzleRatingsTable {
  puzzle_id: string;
  mu: number;
  sigma: number;
  tries: number;
}

/** (014) A person's first (rated) try at a puzzle. */
export interface PuzzleTriesTable {
  user_id: string;
  puzzle_id: string;
  correct: number;
  created_at: string;
}

export interface UsersTable {
  id: string;
  /** Null for a guest. */
  username: string | null;
  name: string;
  /** argon2id hash; null for a guest. */
  password_hash: string | null;
  /** (001) The Elo of before 010, no longer moved: 010 made it the starting mean (rating_mu). */
  rating: Generated<number>;
  created_at: string;
  /** (010) The OpenSkill mean and deviation (ratings/model.ts): shown as rating ± deviation. */
  rating_mu: Generated<number>;
  rating_sigma: Generated<number>;
  /** (010) Games that moved the rating. */
  rated_games: Generated<number>;
  /** (013) Where notices are mailed; null: nowhere. */
  email?: string | null;
  /** (013) JSON: the kinds of notice turned off, as "kind:site" or "kind:email"; null: none. */
  notices_off?: string | null;
  /** (012) A named player's placeholder: the event the organizer named them in; null: a person. */
  named_in?: string | null;
  /** (016) The keyed hash of the address the guest or account was made from. */
  made_from?: string | null;
  /** (015) 'admin', or null: an ordinary account (admin/). */
  role?: 'admin' | null;
  /** (015) When `email` was verified (its link followed); null: not verified, nothing is mailed. */
  email_verified_at?: string | null;
  /** (015) Disabled by an admin: no session, no sign-in. */
  disabled_at?: string | null;
  /** (015) Deleted by an admin: the row stays for its games, blanked, named "deleted player". */
  deleted_at?: string | null;
  /** (015) Chat refused until then. */
  muted_until?: string | null;
}

/** (012) A named player's claim link: one per place, the token's SHA-256 only. */
export interface PlaceClaimsTable {
  event_id: string;
  team_id: string;
  /** 1 or 2: player1_id or player2_id. */
  place: number;
  token_hash: string;
  created_at: string;
  /** Who claimed the place with it; null while it may still be used. */
  claimed_by: string | null;
  claimed_at: string | null;
}

export interface SessionsTable {
  /** The SHA-256 of the cookie's token (auth/sessions.ts), never the token. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** Wrong passwords per username, for the sign-in back-off (auth/sign-in-throttle.ts). */
export interface SignInFailuresTable {
  username: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

/** Server-wide values every process shares (the cookie-signing secret). */
export interface SettingsTable {
  key: string;
  value: string;
}

export interface TablesTable {
  id: string;
  name: string;
  /** The rules reference as JSON: a profile id or {base, ...overrides}. */
  rules: string;
  visibility: 'public' | 'private';
  invite: string | null;
  /** Seeds every shake of the match: never sent to a client. */
  seed: string;
  created_by: string;
  rated: number;
  hints: number;
  chat: number;
  status: 'waiting' | 'playing' | 'done';
  /** Marks of the game in play, for the lobby. */
  marks_ns: number;
  marks_ew: number;
  created_at: string;
  updated_at: string;
  /** (009) 1 at an event's table: a seat its person leaves stays theirs (tables/service.ts). */
  held?: number;
  /** (016) The keyed hash of the address it was made from (abuse/address-key.ts). */
  made_from?: string | null;
  /** (015) When an admin closed the table (its status is then 'done'). */
  closed_at?: string | null;
}

export interface SeatsTable {
  table_id: string;
  seat: 'N' | 'E' | 'S' | 'W';
  kind: 'human' | 'bot';
  user_id: string | null;
  level: string | null;
  name: string;
}

/** (011) A rematch offered at a finished table: each person's answer and the new table. */
export interface RematchSeatsTable {
  table_id: string;
  seat: 'N' | 'E' | 'S' | 'W';
  user_id: string;
  /** The offerer's row says 'offered'; the others 'pending' until they answer. */
  answer: 'offered' | 'pending' | 'accepted' | 'declined';
  new_table_id: string;
  created_at: string;
}

/** The table's truth: every action in order; the live state is rebuilt from these. */
export interface TableEventsTable {
  table_id: string;
  /** 1, 2, 3...: the primary key with table_id, so two writers of one version cannot both win. */
  seq: number;
  seat: string | null;
  action: string;
  /** The generator key (tables/dealing.ts) the action was applied with, if it drew; else null. */
  rng: string | null;
  created_at: string;
}

/** One row per player per finished game, for profiles and ratings. */
export interface GameResultsTable {
  table_id: string;
  game: number;
  user_id: string;
  team: 'NS' | 'EW';
  won: number;
  marks_for: number;
  marks_against: number;
  hands_bid: number;
  bids_made: number;
  rated: number;
  created_at: string;
}

/** A league season or a tournament. */
export interface EventsTable {
  id: string;
  kind: 'league' | 'single-elimination' | 'round-robin' | 'pools' | 'progressive';
  name: string;
  /** The rule profile id the matches are played under. */
  rules: string;
  /** The standings rules id (club's STANDINGS_RULES). */
  standings: string;
  /** The settings as created, JSON: weeks, bye weeks, seed, match lengths... */
  settings: string;
  /** Made by "generate", JSON: the league's schedule, or the bracket's settings and seeds. */
  plan: string | null;
  organizer_id: string;
  status: 'registering' | 'scheduled' | 'finished';
  /** JSON (003): the club's check-in state and the tables drawn; null until check-in opens. */
  check_in: string | null;
  created_at: string;
  updated_at: string;
  /** (016) The keyed hash of the address it was made from (abuse/address-key.ts). */
  made_from?: string | null;
  /** (015) When an admin closed the event: nothing of it changes any more. */
  closed_at?: string | null;
}

/** A team of two: a place is null while open for a partner to join. */
export interface EventTeamsTable {
  event_id: string;
  id: string;
  name: string;
  /** The name in lower case: unique within the event. */
  name_key: string;
  seed: number;
  player1_id: string | null;
  player2_id: string | null;
  created_at: string;
  /** JSON (004): the club's Roster after a withdrawal (user ids); null: as registered. */
  roster: string | null;
  /** (004) The weeks played when the team was dropped; null while it plays. */
  dropped_week: number | null;
  /** JSON (005): a league season's dues, {returning: {user id: boolean}, paid: {user id: dollars}}. */
  dues: string | null;
  /** (009) The partner invited to the open place, until they accept or decline. */
  invited_id?: string | null;
  /** (009) The token the team shares for its open place: joining needs it. */
  invite?: string | null;
}

/** A scheduled match (a league week's, or a bracket line) and where its result stands. */
export interface EventMatchesTable {
  event_id: string;
  /** "w3-1", "w3-x1" (additional), "r2-1". */
  id: string;
  round: number;
  /** Position within the round, from 0. */
  idx: number;
  additional: number;
  best_of: number;
  team_a: string | null;
  team_b: string | null;
  status:
    | 'waiting'
    | 'bye'
    | 'awaiting-report'
    | 'reported'
    | 'confirmed'
    | 'disputed'
    | 'ruled'
    | 'no-show';
  /** JSON: {state: the club result reducer's MatchResult with its audit log, actors: who did each}. */
  result: string | null;
  table_id: string | null;
  /** JSON (003): the scoresheet kept at a physical table: each game's scorekeeper inputs. */
  scoresheet: string | null;
  /** (004) When the organizer started the match: its clock and the no-show grace count from it. */
  started_at: string | null;
  /** (004) The match's time limit in minutes, set when it starts; null: no limit. */
  time_limit: number | null;
  /** JSON (004): a no-show elimination, {absent: team id, at, by}. */
  no_show: string | null;
  /** JSON (005): a league match moved off league night, {date, noticeOn, by}. */
  rescheduled: string | null;
  /** Raised by every write: two writers of the same version cannot both win. */
  version: number;
  updated_at: string;
}

/** (004) What the organizer changed on the day or in the season, in order: the event's audit log. */
export interface EventLogTable {
  event_id: string;
  seq: number;
  /** "add-team", "drop-team", "withdraw", "start", "no-show". */
  type: string;
  actor_id: string;
  at: string;
  /** JSON: what changed (the weeks and matches re-assigned, the player and substitute...). */
  detail: string;
}

/** (010) One row per person per rated game: the rating before and after, for the profile's chart. */
export interface RatingHistoryTable {
  user_id: string;
  table_id: string;
  game: number;
  won: number;
  /** 1: the person left the game before it ended and took it as a loss (ratings/record.ts). */
  abandoned: number;
  mu_before: number;
  sigma_before: number;
  mu: number;
  sigma: number;
  created_at: string;
}

/**
 * (010) A person who left a rated table during a game (a hard bot took the seat): the game is
 * still rated, for them as a loss, and the bot is not rated (ratings/record.ts).
 */
export interface RatedLeavesTable {
  table_id: string;
  /** The index of the game being played when they left. */
  game: number;
  seat: 'N' | 'E' | 'S' | 'W';
  user_id: string;
  created_at: string;
}

/** (012) What a person is told (notices/): newest kept, the oldest pruned past the cap. */
export interface NoticesTable {
  id: string;
  user_id: string;
  kind:
    | 'match-ready'
    | 'confirm-result'
    | 'check-in-open'
    | 'invited'
    | 'result-disputed'
    | 'result-corrected';
  text: string;
  /** A site path: the page the notice is about. */
  link: string;
  created_at: string;
  read_at: string | null;
}
