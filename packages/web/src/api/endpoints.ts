import type { BotLevel, Seat } from '../protocol.js';
import { call, type Body } from './call.js';
import type { Amendment } from '../logic/amend.js';

/**
 * The server's HTTP API (docs/server-api.md), one function for each thing a page asks: each is a
 * call of its route in protocol's route table (call.ts), which takes its method, path, body and
 * answer from there.
 */

export type { BotLevel, RuleProfileInfo, FinishedHand } from '../protocol.js';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard', 'expert'];

export type CreateTable = Body<'createTable'>;
/** A new league season, single-elimination tournament, round robin, pools or progressive tables (POST /api/events). */
export type CreateEvent = Body<'createEvent'>;
export type GameScore = readonly [number, number];
/** One entry of a scoresheet (POST .../score). */
export type ScoreEntryInput = Body<'keepScore'>['entry'];

/** An invite only if there is one: a private table's, from its link. */
const invited = (invite: string | null) => (invite === null ? {} : { invite });

export const api = {
  me: () => call('me'),
  guest: (name: string) => call('guest', { body: { name } }),
  signUp: (username: string, password: string, name?: string) =>
    call('signUp', {
      body: name === undefined ? { username, password } : { username, password, name },
    }),
  signIn: (username: string, password: string) => call('signIn', { body: { username, password } }),
  signOut: () => call('signOut'),
  signOutEverywhere: () => call('signOutEverywhere'),
  changePassword: (current: string, password: string) =>
    call('changePassword', { body: { current, password } }),
  profiles: () => call('profiles'),
  tables: () => call('tables'),
  createTable: (body: CreateTable) => call('createTable', { body }),
  table: (id: string, invite: string | null) =>
    call('table', { params: { id }, query: invited(invite) }),
  takeSeat: (id: string, seat: Seat, invite: string | null) =>
    call('takeSeat', { params: { id }, body: { seat, ...invited(invite) } }),
  seatBot: (id: string, seat: Seat, level: BotLevel) =>
    call('seatBot', { params: { id }, body: { seat, level } }),
  leave: (id: string) => call('leave', { params: { id } }),
  offerRematch: (id: string) => call('offerRematch', { params: { id } }),
  answerRematch: (id: string, accept: boolean) =>
    call('answerRematch', { params: { id }, body: { accept } }),
  hands: (id: string, invite: string | null) =>
    call('hands', { params: { id }, query: invited(invite) }),
  /** `n` is the hand's index in `hands` (0-based, across the table's games). */
  analysis: (id: string, n: number, invite: string | null) =>
    call('analysis', { params: { id, n }, query: invited(invite) }),
  events: () => call('events'),
  createEvent: (body: CreateEvent) => call('createEvent', { body }),
  event: (id: string) => call('event', { params: { id } }),
  /** `partner` is invited (they accept); `returning`: a league's dues, you played a season before. */
  registerTeam: (id: string, name: string, partner: string | null, returning?: boolean) =>
    call('registerTeam', {
      params: { id },
      body: {
        name,
        ...(partner === null ? {} : { partner }),
        ...(returning === undefined ? {} : { returning }),
      },
    }),
  /** Teams by name (players without accounts): one, or a pasted list. */
  addNamedTeams: (id: string, teams: Body<'addNamedTeams'>['teams']) =>
    call('addNamedTeams', { params: { id }, body: { teams } }),
  /** A named player's link to claim their place; a new one revokes the last. */
  claimLink: (id: string, team: string, place: 1 | 2) =>
    call('claimLink', { params: { id }, body: { team, place } }),
  claimPreview: (id: string, token: string) =>
    call('claimPreview', { params: { id }, body: { token } }),
  claimPlace: (id: string, token: string) =>
    call('claimPlace', { params: { id }, body: { token } }),
  invitations: () => call('invitations'),
  acceptInvite: (id: string, team: string, returning?: boolean) =>
    call('acceptInvite', {
      params: { id, team },
      body: returning === undefined ? {} : { returning },
    }),
  /** The invited person declines, or the team takes its invitation back. */
  declineInvite: (id: string, team: string) => call('declineInvite', { params: { id, team } }),
  /** A league season's dues (000 Section 1): a player new or returning, a payment recorded. */
  markReturning: (id: string, team: string, player: string, returning: boolean) =>
    call('markReturning', { params: { id }, body: { team, player, returning } }),
  payDues: (id: string, team: string, player: string, dollars: number) =>
    call('payDues', { params: { id }, body: { team, player, dollars } }),
  /** `returning`: a league with dues, whether you played a league season before (000). */
  joinTeam: (id: string, team: string, invite: string, returning?: boolean) =>
    call('joinTeam', {
      params: { id, team },
      body: returning === undefined ? { invite } : { invite, returning },
    }),
  generate: (id: string) => call('generate', { params: { id }, body: {} }),
  /** `timed`: time was called, a game ended at its actual marks (001 I). */
  report: (id: string, match: string, games: readonly GameScore[], timed = false) =>
    call('report', { params: { id, match }, body: { games, timed } }),
  confirm: (id: string, match: string) => call('confirm', { params: { id, match } }),
  dispute: (id: string, match: string, comment: string) =>
    call('dispute', { params: { id, match }, body: { comment } }),
  rule: (
    id: string,
    match: string,
    ruling: { readonly comment: string } & (
      { readonly games: readonly GameScore[] } | { readonly forfeit: string }
    ),
  ) => call('rule', { params: { id, match }, body: ruling }),
  /** The organizer's correction of any result, with its reason (final; both teams are told). */
  amend: (id: string, match: string, amendment: Amendment) =>
    call('amend', { params: { id, match }, body: amendment }),
  /** The reporting team's correction of its own report, before the other team answers. */
  correct: (id: string, match: string, games: readonly GameScore[], comment?: string) =>
    call('correct', {
      params: { id, match },
      body: comment === undefined || comment.trim() === '' ? { games } : { games, comment },
    }),
  playMatch: (id: string, match: string) => call('playMatch', { params: { id, match } }),
  scoresheet: (id: string, match: string) => call('scoresheet', { params: { id, match } }),
  keepScore: (id: string, match: string, entry: ScoreEntryInput, firstShaker?: Seat) =>
    call('keepScore', {
      params: { id, match },
      body: firstShaker === undefined ? { entry } : { entry, firstShaker },
    }),
  undoScore: (id: string, match: string) => call('undoScore', { params: { id, match }, body: {} }),
  openCheckIn: (id: string) => call('openCheckIn', { params: { id }, body: {} }),
  checkIn: (id: string, team: string) => call('checkIn', { params: { id }, body: { team } }),
  drawTables: (id: string) => call('drawTables', { params: { id }, body: {} }),
  advancePools: (id: string) => call('advancePools', { params: { id }, body: {} }),
  /** A league match moved off league night (000: within six days of it), notice given today. */
  reschedule: (id: string, match: string, date: string) =>
    call('reschedule', { params: { id, match }, body: { date } }),
  /** A league team late (minutes) or absent (null): it forfeits past 30 minutes (000). */
  lateArrival: (id: string, match: string, team: string, minutesLate: number | null) =>
    call('lateArrival', { params: { id, match }, body: { team, minutesLate } }),
  startPlayoffs: (id: string, closeSeason: boolean) =>
    call('startPlayoffs', { params: { id }, body: { closeSeason } }),
  tableMarks: (id: string, table: number, marks: readonly [number, number]) =>
    call('tableMarks', { params: { id, table: String(table) }, body: { marks } }),
  endRound: (id: string, ties: readonly { readonly table: number; readonly winner: 0 | 1 }[]) =>
    call('endRound', { params: { id }, body: { ties } }),
  miniGame: (id: string, teams: readonly [string, string], marks: readonly [number, number]) =>
    call('miniGame', { params: { id }, body: { teams, marks } }),
  user: (id: string) => call('user', { params: { id } }),
  leaderboard: () => call('leaderboard'),
  nextPuzzle: (after: string | null) =>
    call('nextPuzzle', { query: after === null ? {} : { after } }),
  puzzle: (id: string) => call('puzzle', { params: { id } }),
  answerPuzzle: (id: string, domino: string) =>
    call('answerPuzzle', { params: { id }, body: { domino } }),
};
