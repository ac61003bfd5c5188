import type { Bid, MatchView, Seat } from '@texas42/engine';

/** What the server sends: every table state is computed from a view, never from the state. */

export type SeatKind = 'human' | 'bot' | 'empty';

export interface SeatInfo {
  readonly seat: Seat;
  readonly kind: SeatKind;
  /** The player's display name, or the bot's ("Bot (hard)"). */
  readonly name: string | null;
  readonly level: string | null;
  /** Whether the seat's player has a socket open to the table (bots: always). */
  readonly connected: boolean;
}

export type TableStatus = 'waiting' | 'playing' | 'done';

export interface TableSummary {
  readonly id: string;
  readonly name: string;
  readonly rules: string;
  readonly visibility: 'public' | 'private';
  readonly status: TableStatus;
  readonly rated: boolean;
  readonly seats: readonly SeatInfo[];
  readonly marks: { readonly NS: number; readonly EW: number };
  readonly createdAt: string;
}

export interface TableState {
  readonly table: TableSummary;
  /** The seat this client holds at the table, or null for a spectator. */
  readonly you: Seat | null;
  readonly hints: boolean;
  readonly chat: boolean;
  /** Only the viewer's own view: other hands and the shuffle never leave the server. */
  readonly view: MatchView;
  /** A suggested play or bid for `you`, when hints are on and it is your turn. */
  readonly hint: { readonly action: unknown; readonly why: string } | null;
  /** Seconds each seat has for the current decision, when the rules set a clock. */
  readonly clock: { readonly seat: Seat; readonly deadline: string } | null;
}

export interface ErrorEvent {
  readonly code: string;
  readonly message: string;
  readonly at?: string;
  readonly tableId?: string;
}

export interface ChatEvent {
  readonly tableId: string;
  readonly from: string;
  readonly text: string;
  readonly sentAt: string;
}

/** Socket.IO events the server emits. */
export interface ServerEvents {
  'table:state': (state: TableState) => void;
  'table:error': (error: ErrorEvent) => void;
  'table:chat': (chat: ChatEvent) => void;
}

export interface Me {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  readonly username: string | null;
}

export interface ProfileStats {
  readonly user: Me;
  readonly games: number;
  readonly wins: number;
  readonly handsBid: number;
  readonly bidsMade: number;
  readonly rating: number;
}

export type { Bid, MatchView, Seat };
