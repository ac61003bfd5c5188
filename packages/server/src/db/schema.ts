import type { Generated } from 'kysely';

/**
 * The database, as Kysely sees it. The same tables on SQLite and PostgreSQL: ids and times are
 * text, flags are integers, JSON is text, so one set of migrations and queries serves both.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  tables: TablesTable;
  seats: SeatsTable;
  table_events: TableEventsTable;
  game_results: GameResultsTable;
}

export interface UsersTable {
  id: string;
  /** Null for a guest. */
  username: string | null;
  name: string;
  /** argon2id hash; null for a guest. */
  password_hash: string | null;
  rating: Generated<number>;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
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
}

export interface SeatsTable {
  table_id: string;
  seat: 'N' | 'E' | 'S' | 'W';
  kind: 'human' | 'bot';
  user_id: string | null;
  level: string | null;
  name: string;
}

/** The table's truth: every action in order; the live state is rebuilt from these. */
export interface TableEventsTable {
  table_id: string;
  /** 1, 2, 3...: the primary key with table_id, so two writers of one version cannot both win. */
  seq: number;
  seat: string | null;
  action: string;
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
