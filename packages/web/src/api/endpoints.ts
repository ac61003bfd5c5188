import type { BotLevel, RouteAnswer, RouteBody, RouteName, Seat } from '../protocol.js';
import { request } from './http.js';

/**
 * The server's HTTP API (docs/server-api.md), one function a route: each sends the body its
 * route's schema takes and answers what the route's response schema says (protocol's routes.ts).
 */

/** A body as the page builds it: what the route takes, with readonly arrays accepted. */
type Sent<T> = T extends readonly (infer I)[]
  ? readonly Sent<I>[]
  : T extends object
    ? { readonly [K in keyof T]: Sent<T[K]> }
    : T;
export type Body<K extends RouteName> = Sent<RouteBody<K>>;

export const get = <K extends RouteName>(_route: K, path: string) =>
  request<RouteAnswer<K>>('GET', path);
/** A route without a body may still be sent `{}`, as some calls do. */
export const post = <K extends RouteName>(
  _route: K,
  path: string,
  body?: [Body<K>] extends [undefined] ? Record<string, never> : Body<K>,
) => request<RouteAnswer<K>>('POST', path, body);

export type { BotLevel, RuleProfileInfo, FinishedHand } from '../protocol.js';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard', 'expert'];

export type CreateTable = Body<'createTable'>;
/** A new league season, single-elimination tournament, round robin, pools or progressive tables (POST /api/events). */
export type CreateEvent = Body<'createEvent'>;
export type GameScore = readonly [number, number];
/** One entry of a scoresheet (POST .../score). */
export type ScoreEntryInput = Body<'keepScore'>['entry'];

const eventPath = (id: string): string => `/api/events/${encodeURIComponent(id)}`;
const matchPath = (id: string, match: string): string =>
  `${eventPath(id)}/matches/${encodeURIComponent(match)}`;

const path = (id: string): string => `/api/tables/${encodeURIComponent(id)}`;
const withInvite = (url: string, invite: string | null): string =>
  invite === null ? url : `${url}?invite=${encodeURIComponent(invite)}`;

export const api = {
  me: () => get('me', '/api/me'),
  guest: (name: string) => post('guest', '/api/guest', { name }),
  signUp: (username: string, password: string, name?: string) =>
    post(
      'signUp',
      '/api/signup',
      name === undefined ? { username, password } : { username, password, name },
    ),
  signIn: (username: string, password: string) =>
    post('signIn', '/api/signin', { username, password }),
  signOut: () => post('signOut', '/api/signout'),
  signOutEverywhere: () => post('signOutEverywhere', '/api/signout-everywhere'),
  changePassword: (current: string, password: string) =>
    post('changePassword', '/api/password', { current, password }),
  profiles: () => get('profiles', '/api/profiles'),
  tables: () => get('tables', '/api/tables'),
  createTable: (body: CreateTable) => post('createTable', '/api/tables', body),
  table: (id: string, invite: string | null) => get('table', withInvite(path(id), invite)),
  takeSeat: (id: string, seat: Seat, invite: string | null) =>
    post('takeSeat', `${path(id)}/seat`, invite === null ? { seat } : { seat, invite }),
  seatBot: (id: string, seat: Seat, level: BotLevel) =>
    post('seatBot', `${path(id)}/bot`, { seat, level }),
  leave: (id: string) => post('leave', `${path(id)}/leave`),
  offerRematch: (id: string) => post('offerRematch', `${path(id)}/rematch`),
  answerRematch: (id: string, accept: boolean) =>
    post('answerRematch', `${path(id)}/rematch/answer`, { accept }),
  hands: (id: string, invite: string | null) =>
    get('hands', withInvite(`${path(id)}/hands`, invite)),
  /** `n` is the hand's index in `hands` (0-based, across the table's games). */
  analysis: (id: string, n: number, invite: string | null) =>
    get('analysis', withInvite(`${path(id)}/hands/${n}/analysis`, invite)),
  events: () => get('events', '/api/events'),
  createEvent: (body: CreateEvent) => post('createEvent', '/api/events', body),
  event: (id: string) => get('event', eventPath(id)),
  /** `partner` is invited (they accept); `returning`: a league's dues, you played a season before. */
  registerTeam: (id: string, name: string, partner: string | null, returning?: boolean) =>
    post('registerTeam', `${eventPath(id)}/teams`, {
      name,
      ...(partner === null ? {} : { partner }),
      ...(returning === undefined ? {} : { returning }),
    }),
  /** Teams by name (players without accounts): one, or a pasted list. */
  addNamedTeams: (id: string, teams: Body<'addNamedTeams'>['teams']) =>
    post('addNamedTeams', `${eventPath(id)}/named-teams`, { teams }),
  /** A named player's link to claim their place; a new one revokes the last. */
  claimLink: (id: string, team: string, place: 1 | 2) =>
    post('claimLink', `${eventPath(id)}/claim-links`, { team, place }),
  claimPreview: (id: string, token: string) =>
    post('claimPreview', `${eventPath(id)}/claim/preview`, { token }),
  claimPlace: (id: string, token: string) =>
    post('claimPlace', `${eventPath(id)}/claim`, { token }),
  invitations: () => get('invitations', '/api/invitations'),
  acceptInvite: (id: string, team: string, returning?: boolean) =>
    post(
      'acceptInvite',
      `${eventPath(id)}/teams/${encodeURIComponent(team)}/accept`,
      returning === undefined ? {} : { returning },
    ),
  /** The invited person declines, or the team takes its invitation back. */
  declineInvite: (id: string, team: string) =>
    post('declineInvite', `${eventPath(id)}/teams/${encodeURIComponent(team)}/decline`, {}),
  /** A league season's dues (000 Section 1): a player new or returning, a payment recorded. */
  markReturning: (id: string, team: string, player: string, returning: boolean) =>
    post('markReturning', `${eventPath(id)}/dues/returning`, { team, player, returning }),
  payDues: (id: string, team: string, player: string, dollars: number) =>
    post('payDues', `${eventPath(id)}/dues/payments`, { team, player, dollars }),
  /** `returning`: a league with dues, whether you played a league season before (000). */
  joinTeam: (id: string, team: string, invite: string, returning?: boolean) =>
    post(
      'joinTeam',
      `${eventPath(id)}/teams/${encodeURIComponent(team)}/join`,
      returning === undefined ? { invite } : { invite, returning },
    ),
  generate: (id: string) => post('generate', `${eventPath(id)}/generate`, {}),
  /** `timed`: time was called, a game ended at its actual marks (001 I). */
  report: (id: string, match: string, games: readonly GameScore[], timed = false) =>
    post('report', `${matchPath(id, match)}/report`, { games, timed }),
  confirm: (id: string, match: string) => post('confirm', `${matchPath(id, match)}/confirm`),
  dispute: (id: string, match: string, comment: string) =>
    post('dispute', `${matchPath(id, match)}/dispute`, { comment }),
  rule: (
    id: string,
    match: string,
    ruling: { readonly comment: string } & (
      { readonly games: readonly GameScore[] } | { readonly forfeit: string }
    ),
  ) => post('rule', `${matchPath(id, match)}/rule`, ruling),
  playMatch: (id: string, match: string) => post('playMatch', `${matchPath(id, match)}/play`),
  scoresheet: (id: string, match: string) => get('scoresheet', `${matchPath(id, match)}/score`),
  keepScore: (id: string, match: string, entry: ScoreEntryInput, firstShaker?: Seat) =>
    post(
      'keepScore',
      `${matchPath(id, match)}/score`,
      firstShaker === undefined ? { entry } : { entry, firstShaker },
    ),
  undoScore: (id: string, match: string) =>
    post('undoScore', `${matchPath(id, match)}/score/undo`, {}),
  openCheckIn: (id: string) => post('openCheckIn', `${eventPath(id)}/check-in/open`, {}),
  checkIn: (id: string, team: string) => post('checkIn', `${eventPath(id)}/check-in`, { team }),
  drawTables: (id: string) => post('drawTables', `${eventPath(id)}/tables`, {}),
  advancePools: (id: string) => post('advancePools', `${eventPath(id)}/advance`, {}),
  /** A league match moved off league night (000: within six days of it), notice given today. */
  reschedule: (id: string, match: string, date: string) =>
    post('reschedule', `${matchPath(id, match)}/reschedule`, { date }),
  /** A league team late (minutes) or absent (null): it forfeits past 30 minutes (000). */
  lateArrival: (id: string, match: string, team: string, minutesLate: number | null) =>
    post('lateArrival', `${matchPath(id, match)}/late-arrival`, { team, minutesLate }),
  startPlayoffs: (id: string, closeSeason: boolean) =>
    post('startPlayoffs', `${eventPath(id)}/playoffs`, { closeSeason }),
  tableMarks: (id: string, table: number, marks: readonly [number, number]) =>
    post('tableMarks', `${eventPath(id)}/progressive/tables/${table}/marks`, { marks }),
  endRound: (id: string, ties: readonly { readonly table: number; readonly winner: 0 | 1 }[]) =>
    post('endRound', `${eventPath(id)}/progressive/round`, { ties }),
  miniGame: (id: string, teams: readonly [string, string], marks: readonly [number, number]) =>
    post('miniGame', `${eventPath(id)}/progressive/mini-game`, { teams, marks }),
  user: (id: string) => get('user', `/api/users/${encodeURIComponent(id)}`),
  leaderboard: () => get('leaderboard', '/api/leaderboard'),
  nextPuzzle: (after: string | null) =>
    get(
      'nextPuzzle',
      `/api/puzzles/next${after === null ? '' : `?after=${encodeURIComponent(after)}`}`,
    ),
  puzzle: (id: string) => get('puzzle', `/api/puzzles/${encodeURIComponent(id)}`),
  answerPuzzle: (id: string, domino: string) =>
    post('answerPuzzle', `/api/puzzles/${encodeURIComponent(id)}/answer`, { domino }),
};
