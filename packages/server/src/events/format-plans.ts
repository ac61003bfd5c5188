import type {
  BracketSettings,
  GameRules,
  ProgressiveState,
  RoundLengths,
  RoundRobinRoundOf,
} from '@texas42/club';

/**
 * The stored plans of pools (001) and progressive tables (002), as pure data (plan.ts's `Plan`
 * has them among the other kinds); pools.ts and progressive.ts work on them.
 */

/**
 * A bracket stored as match rows among other matches of its event: its round r is row round
 * `offset + r`, its lines are ids `<prefix><round>-<line>`. A single elimination is one ("r",
 * offset 0); the pools' championship ("ch", 100) and consolation ("co", 200) brackets are two
 * more, beside the pool matches.
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

export interface PoolsSettings {
  readonly pools: number;
  readonly advance: number;
  readonly bestOf: number;
  readonly rounds: RoundLengths;
  readonly game: GameRules;
  readonly reportWithinHours: number;
  /** Results may come before their night or round (format-of.ts). */
  readonly earlyResults?: boolean;
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

export interface ProgressiveEventSettings {
  readonly rounds: number;
  readonly seed: number | string;
}

export interface ProgressivePlan {
  readonly kind: 'progressive';
  readonly state: ProgressiveState;
  /** The marks of each table of the round being played, as entered; table 1 first. */
  readonly marks: readonly (readonly [number, number])[];
}
