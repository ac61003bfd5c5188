import type {
  EventScoresheet,
  EventSummary,
  EventView,
  Invitation,
  Leaderboard,
  Me,
  ProfileStats,
  Seat,
  TableSummary,
} from '../protocol.js';
import { request } from './http.js';

/** The server's HTTP API (docs/server-api.md), one function a route. */

export interface RuleProfileInfo {
  readonly id: string;
  readonly name: string;
  readonly document?: string;
}

export type BotLevel = 'easy' | 'medium' | 'hard' | 'expert';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard', 'expert'];

export interface CreateTable {
  readonly name?: string;
  /** A profile id, or a profile with house overrides: {"base": id, ...}. */
  readonly rules: string | Record<string, unknown>;
  readonly visibility: 'public' | 'private';
  readonly seat?: 'N' | 'E' | 'S' | 'W';
  readonly bots?: BotLevel;
  /** Counts toward the players' ratings: accounts only, no bots, no house rules, no hints. */
  readonly rated?: boolean;
  readonly hints: boolean;
  readonly chat: boolean;
}

export interface FinishedHand {
  readonly index: number;
  readonly record: unknown;
  readonly summary: unknown;
}

/** A new league season, single-elimination tournament, round robin, pools or progressive tables (POST /api/events). */
export type CreateEvent =
  | {
      readonly kind: 'league';
      readonly name: string;
      readonly rules?: string;
      readonly weeks?: number;
      readonly byeWeeks?: readonly number[];
      readonly seed?: number;
      /** The season's dates and dues (the club's parseSeason settings). */
      readonly season?: Record<string, unknown>;
    }
  | {
      readonly kind: 'single-elimination';
      readonly name: string;
      readonly rules?: string;
      readonly rounds?: { readonly first: number; readonly later: number; readonly final: number };
    }
  | {
      readonly kind: 'round-robin';
      readonly name: string;
      readonly rules?: string;
      readonly bestOf?: 1 | 3;
    }
  | {
      readonly kind: 'pools';
      readonly name: string;
      readonly rules?: string;
      readonly pools?: number;
      readonly advance?: number;
      readonly bestOf?: 1 | 3;
      readonly rounds?: { readonly first: number; readonly later: number; readonly final: number };
    }
  | {
      readonly kind: 'progressive';
      readonly name: string;
      readonly rules?: string;
      readonly rounds?: number;
      readonly seed?: number;
    };

export type GameScore = readonly [number, number];

/** One entry of a scoresheet (POST .../score). */
export type ScoreEntryInput =
  | {
      readonly type: 'hand';
      readonly bidder: Seat;
      readonly bid: number | { readonly marks: number };
      readonly made: boolean;
    }
  | { readonly type: 'all-pass' }
  | { readonly type: 'time' };

const eventPath = (id: string): string => `/api/events/${encodeURIComponent(id)}`;
const matchPath = (id: string, match: string): string =>
  `${eventPath(id)}/matches/${encodeURIComponent(match)}`;

const path = (id: string): string => `/api/tables/${encodeURIComponent(id)}`;
const withInvite = (url: string, invite: string | null): string =>
  invite === null ? url : `${url}?invite=${encodeURIComponent(invite)}`;

export const api = {
  me: () => request<Me>('GET', '/api/me'),
  guest: (name: string) => request<Me>('POST', '/api/guest', { name }),
  signUp: (username: string, password: string, name?: string) =>
    request<Me>(
      'POST',
      '/api/signup',
      name === undefined ? { username, password } : { username, password, name },
    ),
  signIn: (username: string, password: string) =>
    request<Me>('POST', '/api/signin', { username, password }),
  signOut: () => request<{ ok: boolean }>('POST', '/api/signout'),
  signOutEverywhere: () => request<{ ok: boolean }>('POST', '/api/signout-everywhere'),
  changePassword: (current: string, password: string) =>
    request<{ ok: boolean }>('POST', '/api/password', { current, password }),
  profiles: () => request<{ profiles: RuleProfileInfo[] }>('GET', '/api/profiles'),
  tables: () => request<{ tables: TableSummary[] }>('GET', '/api/tables'),
  createTable: (body: CreateTable) =>
    request<{ table: TableSummary; invite: string | null }>('POST', '/api/tables', body),
  table: (id: string, invite: string | null) =>
    request<TableSummary>('GET', withInvite(path(id), invite)),
  takeSeat: (id: string, seat: string, invite: string | null) =>
    request<TableSummary>(
      'POST',
      `${path(id)}/seat`,
      invite === null ? { seat } : { seat, invite },
    ),
  seatBot: (id: string, seat: string, level: BotLevel) =>
    request<TableSummary>('POST', `${path(id)}/bot`, { seat, level }),
  leave: (id: string) => request<TableSummary>('POST', `${path(id)}/leave`),
  hands: (id: string, invite: string | null) =>
    request<{ hands: FinishedHand[] }>('GET', withInvite(`${path(id)}/hands`, invite)),
  /** `n` is the hand's index in `hands` (0-based, across the table's games). */
  analysis: (id: string, n: number, invite: string | null) =>
    request<unknown>('GET', withInvite(`${path(id)}/hands/${n}/analysis`, invite)),
  events: () => request<{ events: EventSummary[] }>('GET', '/api/events'),
  createEvent: (body: CreateEvent) => request<EventView>('POST', '/api/events', body),
  event: (id: string) => request<EventView>('GET', eventPath(id)),
  /** `partner` is invited (they accept); `returning`: a league's dues, you played a season before. */
  registerTeam: (id: string, name: string, partner: string | null, returning?: boolean) =>
    request<EventView>('POST', `${eventPath(id)}/teams`, {
      name,
      ...(partner === null ? {} : { partner }),
      ...(returning === undefined ? {} : { returning }),
    }),
  invitations: () => request<{ invitations: Invitation[] }>('GET', '/api/invitations'),
  acceptInvite: (id: string, team: string, returning?: boolean) =>
    request<EventView>(
      'POST',
      `${eventPath(id)}/teams/${encodeURIComponent(team)}/accept`,
      returning === undefined ? {} : { returning },
    ),
  /** The invited person declines, or the team takes its invitation back. */
  declineInvite: (id: string, team: string) =>
    request<EventView>('POST', `${eventPath(id)}/teams/${encodeURIComponent(team)}/decline`, {}),
  /** A league season's dues (000 Section 1): a player new or returning, a payment recorded. */
  markReturning: (id: string, team: string, player: string, returning: boolean) =>
    request<EventView>('POST', `${eventPath(id)}/dues/returning`, { team, player, returning }),
  payDues: (id: string, team: string, player: string, dollars: number) =>
    request<EventView>('POST', `${eventPath(id)}/dues/payments`, { team, player, dollars }),
  /** `returning`: a league with dues, whether you played a league season before (000). */
  joinTeam: (id: string, team: string, invite: string, returning?: boolean) =>
    request<EventView>(
      'POST',
      `${eventPath(id)}/teams/${encodeURIComponent(team)}/join`,
      returning === undefined ? { invite } : { invite, returning },
    ),
  generate: (id: string) => request<EventView>('POST', `${eventPath(id)}/generate`, {}),
  /** `timed`: time was called, a game ended at its actual marks (001 I). */
  report: (id: string, match: string, games: readonly GameScore[], timed = false) =>
    request<EventView>('POST', `${matchPath(id, match)}/report`, { games, timed }),
  confirm: (id: string, match: string) =>
    request<EventView>('POST', `${matchPath(id, match)}/confirm`),
  dispute: (id: string, match: string, comment: string) =>
    request<EventView>('POST', `${matchPath(id, match)}/dispute`, { comment }),
  rule: (
    id: string,
    match: string,
    ruling: { readonly comment: string } & (
      { readonly games: readonly GameScore[] } | { readonly forfeit: string }
    ),
  ) => request<EventView>('POST', `${matchPath(id, match)}/rule`, ruling),
  playMatch: (id: string, match: string) =>
    request<{ tableId: string; seat: string | null }>('POST', `${matchPath(id, match)}/play`),
  scoresheet: (id: string, match: string) =>
    request<EventScoresheet>('GET', `${matchPath(id, match)}/score`),
  keepScore: (id: string, match: string, entry: ScoreEntryInput, firstShaker?: Seat) =>
    request<EventScoresheet>(
      'POST',
      `${matchPath(id, match)}/score`,
      firstShaker === undefined ? { entry } : { entry, firstShaker },
    ),
  undoScore: (id: string, match: string) =>
    request<EventScoresheet>('POST', `${matchPath(id, match)}/score/undo`, {}),
  openCheckIn: (id: string) => request<EventView>('POST', `${eventPath(id)}/check-in/open`, {}),
  checkIn: (id: string, team: string) =>
    request<EventView>('POST', `${eventPath(id)}/check-in`, { team }),
  drawTables: (id: string) => request<EventView>('POST', `${eventPath(id)}/tables`, {}),
  advancePools: (id: string) => request<EventView>('POST', `${eventPath(id)}/advance`, {}),
  /** A league match moved off league night (000: within six days of it), notice given today. */
  reschedule: (id: string, match: string, date: string) =>
    request<EventView>('POST', `${matchPath(id, match)}/reschedule`, { date }),
  /** A league team late (minutes) or absent (null): it forfeits past 30 minutes (000). */
  lateArrival: (id: string, match: string, team: string, minutesLate: number | null) =>
    request<EventView>('POST', `${matchPath(id, match)}/late-arrival`, { team, minutesLate }),
  startPlayoffs: (id: string, closeSeason: boolean) =>
    request<EventView>('POST', `${eventPath(id)}/playoffs`, { closeSeason }),
  tableMarks: (id: string, table: number, marks: readonly [number, number]) =>
    request<EventView>('POST', `${eventPath(id)}/progressive/tables/${table}/marks`, { marks }),
  endRound: (id: string, ties: readonly { readonly table: number; readonly winner: 0 | 1 }[]) =>
    request<EventView>('POST', `${eventPath(id)}/progressive/round`, { ties }),
  miniGame: (id: string, teams: readonly [string, string], marks: readonly [number, number]) =>
    request<EventView>('POST', `${eventPath(id)}/progressive/mini-game`, { teams, marks }),
  user: (id: string) => request<ProfileStats>('GET', `/api/users/${encodeURIComponent(id)}`),
  leaderboard: () => request<Leaderboard>('GET', '/api/leaderboard'),
};
