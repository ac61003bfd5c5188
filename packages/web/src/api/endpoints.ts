import type { Me, ProfileStats, TableSummary } from '../protocol.js';
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
  readonly hints: boolean;
  readonly chat: boolean;
}

export interface FinishedHand {
  readonly index: number;
  readonly record: unknown;
  readonly summary: unknown;
}

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
  user: (id: string) => request<ProfileStats>('GET', `/api/users/${encodeURIComponent(id)}`),
};
