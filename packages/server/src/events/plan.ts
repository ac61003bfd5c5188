import {
  bracketOfMatches,
  standingsOfMatches,
  standingsRulesById,
  winnerOfMatch,
  type Bracket,
  type BracketSettings,
  type ClubError,
  type ClubErrorCode,
  type EventMatchResult,
  type GameRules,
  type MatchResult,
  type RoundLengths,
  type RoundRobinRoundOf,
  type Schedule,
  type StandingsRules,
} from '@texas42/club';
import type { EventStandings } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable } from '../db/schema.js';
import { ServerError } from '../errors.js';
import type { PoolLines, PoolsPlan, ProgressivePlan } from './format-plans.js';

/**
 * What an event is made of, as pure data: its settings, its plan (a league's schedule or a
 * bracket's settings and seeds), its match rows. The bracket and the standings are never stored:
 * they are recomputed from the match results with the club's functions on every change.
 */
export interface LeagueSettings {
  readonly bestOf: number;
  readonly weeks?: number;
  readonly byeWeeks: readonly number[];
  readonly seed: number | string;
  readonly reportWithinHours: number;
}

export interface BracketEventSettings {
  readonly seedOrder: 'standard' | 'random';
  readonly seed: number | string;
  readonly rounds: RoundLengths;
  readonly game: GameRules;
  readonly reportWithinHours: number;
}

/** A round robin's settings: every match is `bestOf` games under the NPA tournament standings. */
export interface RoundRobinSettings {
  readonly bestOf: number;
  readonly reportWithinHours: number;
}

export type Plan =
  | {
      readonly kind: 'league';
      readonly schedule: Schedule;
      /** The playoffs' bracket once the organizer starts them (playoffs.ts). */
      readonly playoffs?: PoolLines;
    }
  | {
      readonly kind: 'round-robin';
      /** Team ids in the order the rounds were made from. */
      readonly teams: readonly string[];
      readonly rounds: readonly RoundRobinRoundOf[];
    }
  | {
      readonly kind: 'single-elimination';
      readonly bracket: BracketSettings;
      /** Team ids by seed: seeds[0] is seed 1. */
      readonly seeds: readonly string[];
    }
  | PoolsPlan
  | ProgressivePlan;

/** A match's result as stored: the club reducer's state and who did each logged event. */
export interface StoredResult {
  readonly state: MatchResult;
  /** actors[i] did state.log[i]: a user id, or "table:<id>" for an online table's result. */
  readonly actors: readonly string[];
}

/** The club's error as the API's: the same code, message and place; a status by its kind. */
/**
 * The HTTP status of each club refusal, every code named (a new club code fails the build until it
 * is given one): 403 when the person may not act, 409 when the event's state refuses it, 404 for
 * something that does not exist, 400 for input that is wrong in itself.
 */
const CLUB_STATUS: Readonly<Record<ClubErrorCode, number>> = {
  BAD_INPUT: 400,
  BAD_SEASON: 400,
  BAD_SCHEDULE_SETTINGS: 400,
  BAD_STANDINGS_FILE: 400,
  BAD_BRACKET_SETTINGS: 400,
  BAD_GAME_SCORE: 400,
  BAD_MATCH_SCORE: 400,
  BAD_BID: 400,
  BAD_SEAT: 400,
  UNKNOWN_TEAM: 400,
  UNKNOWN_STANDINGS_RULES: 400,
  UNKNOWN_RULES: 400,
  PLAYER_NOT_ON_TEAM: 400,
  SUBSTITUTE_ALREADY_NAMED: 400,
  TEAM_DEFUNCT: 400,
  TEAM_ALREADY_SCHEDULED: 400,
  TOO_LATE_TO_JOIN: 400,
  TIE_NEEDS_WINNER: 400,
  TOURNAMENT_OVER: 400,
  NO_TIE: 400,
  ROUND_NOT_COMPLETE: 400,
  NOT_IN_MATCH: 400,
  NOT_A_TEAM_IN_MATCH: 403,
  CONFIRM_BY_OTHER_TEAM: 403,
  NOT_COORDINATOR: 403,
  ALREADY_REPORTED: 409,
  REPORT_TOO_LATE: 409,
  NOT_REPORTED: 409,
  NOT_DISPUTED: 409,
  RESULT_FINAL: 409,
  MATCH_NOT_READY: 409,
  MATCH_DECIDED: 409,
  TOO_FEW_TEAMS: 409,
  ODD_NUMBER_OF_TEAMS: 409,
  ALREADY_CHECKED_IN: 409,
  CHECK_IN_CLOSED: 409,
  GAME_OVER: 409,
  NOTHING_TO_UNDO: 409,
  RESCHEDULE_TOO_LATE: 409,
  NO_RESCHEDULE_NOTICE: 409,
  REGISTRATION_NOT_OPEN: 409,
};

export function clubError(e: ClubError): ServerError {
  return new ServerError(CLUB_STATUS[e.code], e.code, e.message, e.at);
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function resultOf(row: EventMatchesTable): StoredResult | null {
  return row.result === null ? null : parseJson<StoredResult>(row.result);
}

/** A match row as the club's formats take it: its result and its no-show. */
export function matchOfRow(row: EventMatchesTable): EventMatchResult {
  return {
    round: row.round,
    index: row.idx,
    additional: row.additional === 1,
    teams: [row.team_a, row.team_b],
    status: row.status,
    result: resultOf(row)?.state ?? null,
    absent: row.no_show === null ? null : parseJson<{ absent: string }>(row.no_show).absent,
  };
}

/** The team that won a match row (the club's winnerOfMatch), or null. */
export function winnerOf(row: EventMatchesTable): string | null {
  return winnerOfMatch(matchOfRow(row));
}

export function standingsRulesOf(event: EventsTable): StandingsRules {
  const rules = standingsRulesById(event.standings);
  if (rules === undefined) throw new Error(`event ${event.id}: unknown standings rules`);
  return rules;
}

/** The bracket as the final results make it (the club's bracketOfMatches). */
export function bracketOf(
  plan: Extract<Plan, { kind: 'single-elimination' }>,
  rows: readonly EventMatchesTable[],
): Bracket {
  const made = bracketOfMatches(plan.bracket, plan.seeds, rows.map(matchOfRow));
  for (const r of made.refused) {
    const row = rows.find((x) => x.round === r.round && x.idx === r.index);
    console.error(`bracket ${row?.event_id ?? '?'} ${row?.id ?? '?'}: ${r.message}`);
  }
  return made.bracket;
}

/** Standings of a league or round robin (the club's standingsOfMatches), with team names. */
export function eventStandings(
  event: EventsTable,
  plan: Extract<Plan, { kind: 'league' | 'round-robin' }>,
  rows: readonly EventMatchesTable[],
  names: ReadonlyMap<string, string>,
): EventStandings | null {
  const rules = standingsRulesOf(event);
  const standings = standingsOfMatches(rules, plan, rows.map(matchOfRow));
  if (!standings.ok) {
    console.error(`standings of event ${event.id}: ${standings.error.message}`);
    return null;
  }
  return {
    rules: rules.id,
    rows: standings.value.rows.map((r) => ({ ...r, name: names.get(r.team) ?? r.team })),
    undecided: standings.value.undecided,
  };
}

/** "Final", "Semifinals", "Quarterfinals", else "Round n". */
export function roundLabel(round: number, rounds: number): string {
  if (round === rounds) return 'Final';
  if (round === rounds - 1) return 'Semifinals';
  if (round === rounds - 2) return 'Quarterfinals';
  return `Round ${round}`;
}
