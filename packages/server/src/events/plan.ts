import type {
  BracketSettings,
  GameRules,
  RoundLengths,
  RoundRobinRoundOf,
  Schedule,
} from '@texas42/club';
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
  /** Results may come before their night or round (format-of.ts). */
  readonly earlyResults?: boolean;
}

export interface BracketEventSettings {
  readonly seedOrder: 'standard' | 'random';
  readonly seed: number | string;
  readonly rounds: RoundLengths;
  readonly game: GameRules;
  readonly reportWithinHours: number;
  /** Results may come before their night or round (format-of.ts). */
  readonly earlyResults?: boolean;
}

/** A round robin's settings: every match is `bestOf` games under the NPA tournament standings. */
export interface RoundRobinSettings {
  readonly bestOf: number;
  readonly reportWithinHours: number;
  /** Results may come before their night or round (format-of.ts). */
  readonly earlyResults?: boolean;
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
