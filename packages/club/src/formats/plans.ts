import type { Bracket, BracketSettings, RoundLengths } from '../bracket.js';
import type { GameRules } from '../match-rules.js';
import type { RoundRobinRoundOf } from '../pools.js';
import type { ProgressiveState } from '../progressive.js';
import type { Schedule } from '../schedule.js';
import type { SeasonSettings } from '../season.js';

/**
 * What an event is made of, as pure data: each format's settings and its plan (a league's
 * schedule, a bracket's settings and seeds, the pools, the progressive tables), and the matches
 * a plan makes. The bracket and the standings are never stored: they are made again from the
 * match results on every change. The server stores these as JSON (its stored-plans.ts checks
 * them on the way back).
 */

export interface LeagueSettings {
  readonly bestOf: number;
  readonly weeks?: number;
  readonly byeWeeks: readonly number[];
  readonly seed: number | string;
  readonly reportWithinHours: number;
  /** 000's dates, dues and league night, for a league created with them. */
  readonly season?: SeasonSettings;
  /** Results may come before their night (the format refuses them otherwise). */
  readonly earlyResults?: boolean;
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
  /** Results may come before their round (the format refuses them otherwise). */
  readonly earlyResults?: boolean;
}

export interface PoolsSettings {
  readonly pools: number;
  readonly advance: number;
  readonly bestOf: number;
  readonly rounds: RoundLengths;
  readonly game: GameRules;
  readonly reportWithinHours: number;
  /** Results may come before their round (the format refuses them otherwise). */
  readonly earlyResults?: boolean;
}

export interface ProgressiveEventSettings {
  readonly rounds: number;
  readonly seed: number | string;
}

/**
 * A bracket stored as matches among other matches of its event: its round r is match round
 * `offset + r`, its lines are ids `<prefix><round>-<line>`. A single elimination is one ("r",
 * offset 0); the pools' championship ("ch", 100) and consolation ("co", 200) brackets are two
 * more, beside the pool matches; a league's playoffs ("po", 200) come after its weeks.
 */
export interface BracketLines {
  readonly bracket: BracketSettings;
  /** Team ids by seed: seeds[0] is seed 1. */
  readonly seeds: readonly string[];
  readonly prefix: string;
  readonly offset: number;
}

/**
 * A bracket fed by earlier play, and where each seed came from: the pools' ("A1": pool A's first)
 * or a league's playoffs ("3": third in the standings).
 */
export interface PoolLines extends BracketLines {
  readonly from: readonly string[];
}

export interface LeaguePlan {
  readonly kind: 'league';
  readonly schedule: Schedule;
  /** The playoffs' bracket once the organizer starts them. */
  readonly playoffs?: PoolLines;
}

export interface RoundRobinPlan {
  readonly kind: 'round-robin';
  /** Team ids in the order the rounds were made from. */
  readonly teams: readonly string[];
  readonly rounds: readonly RoundRobinRoundOf[];
}

export interface SingleEliminationPlan {
  readonly kind: 'single-elimination';
  readonly bracket: BracketSettings;
  /** Team ids by seed: seeds[0] is seed 1. */
  readonly seeds: readonly string[];
}

export interface PoolsPlan {
  readonly kind: 'pools';
  /** Team ids of each pool, by seed. */
  readonly pools: readonly (readonly string[])[];
  readonly rounds: readonly (readonly RoundRobinRoundOf[])[];
  /** Ties left by the NPA tiebreakers, decided at advancing by a draw for high domino. */
  readonly drawn: readonly { readonly pool: string; readonly order: readonly string[] }[];
  readonly championship: PoolLines | null;
  readonly consolation: PoolLines | null;
}

export interface ProgressivePlan {
  readonly kind: 'progressive';
  readonly state: ProgressiveState;
  /** The marks of each table of the round being played, as entered; table 1 first. */
  readonly marks: readonly (readonly [number, number])[];
}

export type Plan =
  LeaguePlan | RoundRobinPlan | SingleEliminationPlan | PoolsPlan | ProgressivePlan;

/** Each format's settings and plan, by kind. */
export interface FormatData {
  readonly league: { readonly settings: LeagueSettings; readonly plan: LeaguePlan };
  readonly 'round-robin': { readonly settings: RoundRobinSettings; readonly plan: RoundRobinPlan };
  readonly 'single-elimination': {
    readonly settings: BracketEventSettings;
    readonly plan: SingleEliminationPlan;
  };
  readonly pools: { readonly settings: PoolsSettings; readonly plan: PoolsPlan };
  readonly progressive: {
    readonly settings: ProgressiveEventSettings;
    readonly plan: ProgressivePlan;
  };
}

/** A match a plan makes: to be played (both teams known), waiting for a line before it, or a bye. */
export interface PlannedMatch {
  readonly id: string;
  readonly round: number;
  /** Its place in the round (a pool's matches: pool × 100 + k). */
  readonly index: number;
  readonly bestOf: number;
  readonly teams: readonly [string | null, string | null];
  readonly status: 'awaiting-report' | 'waiting' | 'bye';
  /** An additional match of a league's bye week (000). */
  readonly additional: boolean;
}

/** A plan and the matches it makes, from the teams by seed. */
export interface Made<P> {
  readonly plan: P;
  readonly matches: readonly PlannedMatch[];
}

/** A match to be played between two known teams. */
export function plannedMatch(
  id: string,
  round: number,
  index: number,
  bestOf: number,
  teams: readonly [string | null, string | null],
  status: PlannedMatch['status'] = 'awaiting-report',
): PlannedMatch {
  return { id, round, index, bestOf, teams, status, additional: false };
}

/** The team id of a bracket line's slot (a seed), or null. */
export function seedTeam(lines: BracketLines, slot: unknown): string | null {
  return typeof slot === 'number' ? (lines.seeds[slot - 1] ?? null) : null;
}

/** Every line of a new bracket: round 1's matches ready (or byes), later lines waiting. */
export function bracketMatches(lines: BracketLines, bracket: Bracket): PlannedMatch[] {
  return bracket.rounds.flatMap((round) =>
    round.matches.map((m) => {
      const teams = [seedTeam(lines, m.slots[0]), seedTeam(lines, m.slots[1])] as const;
      const status =
        m.decidedBy === 'bye'
          ? 'bye'
          : teams[0] !== null && teams[1] !== null
            ? 'awaiting-report'
            : 'waiting';
      return plannedMatch(
        `${lines.prefix}${m.round}-${m.index + 1}`,
        lines.offset + m.round,
        m.index,
        m.bestOf,
        teams,
        status,
      );
    }),
  );
}

/** A single elimination's bracket as lines: matches "r<round>-<line>" at their own round numbers. */
export function singleLines(plan: Pick<SingleEliminationPlan, 'bracket' | 'seeds'>): BracketLines {
  return { bracket: plan.bracket, seeds: plan.seeds, prefix: 'r', offset: 0 };
}

/** Whether a match (by id and round) is a line of this bracket. */
export function isLineOf(
  lines: Pick<BracketLines, 'prefix' | 'offset'>,
  match: { readonly id: string; readonly round: number },
): boolean {
  return match.id.startsWith(lines.prefix) && match.round > lines.offset;
}
