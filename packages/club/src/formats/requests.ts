import type { IsoDate } from '../dates.js';
import type { GameRules } from '../match-rules.js';
import type { RoundLengths } from '../bracket.js';
import { err, ok, type Result } from '../result.js';
import type { StandingsRules } from '../standings-rules.js';

/**
 * What an organizer asks for when creating an event, by kind: the protocol's createEvent body
 * with its defaults filled in (the protocol checks its shape; a format checks what the shape
 * cannot say, such as a match length its standings rules allow). The club does not depend on the
 * protocol, so these are the fields a format reads, which the protocol's bodies satisfy.
 */

export interface LeagueRequest {
  readonly name: string;
  /** The standings rules' id: league points (000) or wins (001). */
  readonly standings: string;
  readonly bestOf?: number | undefined;
  readonly weeks?: number | undefined;
  readonly byeWeeks: readonly number[];
  readonly seed: number | string;
  readonly earlyResults?: boolean | undefined;
  readonly reportWithinHours: number;
  /** The season's settings as parseSeason takes them (000 Sections 1 and 2). */
  readonly season?: Readonly<Record<string, unknown>> | undefined;
}

export interface SingleEliminationRequest {
  readonly seedOrder: 'standard' | 'random';
  readonly seed: number | string;
  readonly rounds: RoundLengths;
  readonly reportWithinHours: number;
}

export interface RoundRobinRequest {
  readonly bestOf: number;
  readonly earlyResults?: boolean | undefined;
  readonly reportWithinHours: number;
}

export interface PoolsRequest {
  readonly pools: number;
  readonly advance: number;
  readonly bestOf: number;
  readonly rounds: RoundLengths;
  readonly earlyResults?: boolean | undefined;
  readonly reportWithinHours: number;
}

export interface ProgressiveRequest {
  readonly rounds: number;
  readonly seed: number | string;
}

/** Each format's create request, by kind. */
export interface FormatRequests {
  readonly league: LeagueRequest;
  readonly 'single-elimination': SingleEliminationRequest;
  readonly 'round-robin': RoundRobinRequest;
  readonly pools: PoolsRequest;
  readonly progressive: ProgressiveRequest;
}

/** What a request's settings are checked against besides the request itself. */
export interface SettingsContext {
  /** The organizer's day: a season's registration opens on it unless the season names a date. */
  readonly today: IsoDate;
  /** How a game is won under the event's rule profile (a bracket's games are played to it). */
  readonly game: GameRules;
}

/** An event's settings, checked, and the standings rules (by id) its results are ranked by. */
export interface Settled<S> {
  readonly standings: string;
  readonly settings: S;
}

/** The standings rules of every tournament format: 001's ("won-loss record"). */
export const TOURNAMENT_STANDINGS = 'npa-tournament';

/** A tournament's settings, ranked by the NPA tournament standings. */
export function tournament<S>(settings: S): Result<Settled<S>> {
  return ok({ standings: TOURNAMENT_STANDINGS, settings });
}

/**
 * The organizer's leave for results before their night or round (the formats refuse them
 * otherwise), kept only when given: a setting absent is the rule.
 */
export function withEarlyResults<S extends { readonly earlyResults?: boolean }>(
  settings: S,
  request: { readonly earlyResults?: boolean | undefined },
): S {
  return request.earlyResults === true ? { ...settings, earlyResults: true } : settings;
}

/** A match length the standings rules allow, or BAD_INPUT naming `at`. */
export function allowedBestOf(
  rules: StandingsRules,
  bestOf: number | undefined,
  at: string,
): Result<number> {
  const chosen = bestOf ?? rules.bestOf[0] ?? 3;
  if (rules.bestOf.includes(chosen)) return ok(chosen);
  return err(
    'BAD_INPUT',
    `must be ${rules.bestOf.join(' or ')} under the ${rules.id} standings rules`,
    at,
  );
}
