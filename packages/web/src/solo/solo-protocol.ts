import type { PlayerAction, ServerErrorCode, TableState } from '../protocol.js';

/**
 * What the solo page and its Web Worker say to each other. The worker holds the match (the
 * engine's state, every hand in it) and the bots, as the server does for a table; the page gets
 * only South's view, as a `TableState` like the table's socket sends, and draws it with the same
 * board.
 */

/** The levels a solo match offers: the sampling ones held to a time budget (solo-match.ts). */
export const SOLO_LEVELS = ['easy', 'medium', 'hard'] as const;
export type SoloLevel = (typeof SOLO_LEVELS)[number];

export interface SoloSettings {
  readonly level: SoloLevel;
  /** A rule profile's id (the engine's PROFILES). */
  readonly rules: string;
  /** Pause before each bot move and shake, so a person can follow (0 in a benchmark). */
  readonly pauseMs: number;
  /** Pause after a hand ends, to look at the hands revealed. */
  readonly handPauseMs: number;
}

export type ToSoloWorker =
  /** The saved match if any (answered with `state`, its state null when none is saved). */
  | { readonly kind: 'open' }
  /** A new match, replacing any saved one. */
  | { readonly kind: 'new'; readonly settings: SoloSettings }
  /** South's action, chosen from the view of `version`. */
  | { readonly kind: 'act'; readonly version: number; readonly action: PlayerAction }
  /** Forget the saved match. */
  | { readonly kind: 'quit' };

export interface SoloProfile {
  readonly id: string;
  readonly name: string;
}

/**
 * A refusal of the solo table, coded as a server's (protocol's errors.ts) for the same thing: the
 * engine's codes, and the server's own where the worker stands in for the server.
 */
export interface SoloRefusal {
  readonly code: ServerErrorCode;
  readonly message: string;
}

export type FromSoloWorker =
  | {
      readonly kind: 'state';
      readonly state: TableState | null;
      readonly settings: SoloSettings | null;
      readonly profiles: readonly SoloProfile[];
    }
  | ({ readonly kind: 'error' } & SoloRefusal)
  /** A bot's decision and the milliseconds it took (for the page's benchmark, scripts/). */
  | {
      readonly kind: 'decided';
      readonly level: string;
      readonly phase: string;
      readonly ms: number;
    };
