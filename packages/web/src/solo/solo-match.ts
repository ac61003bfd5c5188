import { budgetedBot, type Bot } from '@texas42/bots/browser';
import {
  PROFILES,
  SEATS,
  apply,
  newMatch,
  toAct,
  viewFor,
  type Action,
  type MatchState,
  type Result,
  type RngState,
  type Seat,
} from '@texas42/engine';
import { solverClaimStands } from '@texas42/solver';
import type { PlayerAction, SeatInfo, TableState } from '../protocol.js';
import type { SoloProfile, SoloRefusal, SoloSettings } from './solo-protocol.js';

/**
 * A solo match, as the worker keeps it: the engine's state (every hand in it, never sent to the
 * page), the bots' generator and the settings. Plain data, so it is stored as it is (solo-store.ts).
 */
export interface SoloMatch {
  readonly settings: SoloSettings;
  readonly state: MatchState;
  /** The bots' generator, drawn from at each decision. */
  readonly rng: RngState;
  readonly startedAt: string;
}

/** The person plays South; the bots the other three seats. */
export const YOU: Seat = 'S';

/** Hard (and expert) sample until this much time is spent: 300 ms a decision at most on a phone. */
export const BOT_BUDGET_MS = 100;

/** Claims are judged by the solver, as at the server's tables. */
const CONTEXT = { judgeClaim: solverClaimStands } as const;

const NAMES: Readonly<Record<Seat, string>> = {
  N: 'Nora',
  E: 'Eli',
  S: 'You',
  W: 'Walt',
};

export const SOLO_PROFILES: readonly SoloProfile[] = PROFILES.map((p) => ({
  id: p.id,
  name: p.name,
}));

/** A new match under the settings' rules, the first shaker drawn and every deal made from `key`. */
export function startSolo(
  settings: SoloSettings,
  key: RngState,
  botKey: RngState,
  now: Date,
): Result<SoloMatch> {
  const started = newMatch({ rules: settings.rules, seed: key });
  if (!started.ok) return started;
  return {
    ok: true,
    value: { settings, state: started.value, rng: botKey, startedAt: now.toISOString() },
  };
}

/** The bot for a level, its sampling held to the budget on the given clock. */
export function soloBot(settings: SoloSettings, now: () => number): Bot | undefined {
  return budgetedBot(settings.level, { ms: BOT_BUDGET_MS, now });
}

/**
 * Who moves next without the person: a bot's seat, or any seat at a shake (the worker shakes for
 * the shaker, as the server does); null when it is South's turn or the match is over.
 */
export function automaticTurn(m: SoloMatch): Seat | null {
  const seat = toAct(m.state);
  if (seat === null) return null;
  return m.state.phase === 'shake' || seat !== YOU ? seat : null;
}

/** The automatic move for `seat`: a shake (the engine deals), or the bot's decision. */
export function automaticMove(
  m: SoloMatch,
  seat: Seat,
  bot: Bot,
): { readonly action: Action; readonly rng: RngState } {
  if (m.state.phase === 'shake') return { action: { type: 'shake', seat }, rng: m.rng };
  return bot.decide(viewFor(m.state, seat), m.rng);
}

/** Applies a move (the engine checks it), keeping the bots' generator where it now stands. */
export function applySolo(m: SoloMatch, action: unknown, rng: RngState): Result<SoloMatch> {
  const next = apply(m.state, action, CONTEXT);
  return next.ok ? { ok: true, value: { ...m, state: next.value, rng } } : next;
}

/** The engine's Result, its refusal any of the protocol's codes (a stale view's as a table's). */
export type SoloResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: SoloRefusal };

/**
 * South's action from the page: chosen from the view of `version` (a stale one is refused, as at
 * a table: STALE_VERSION), for South's seat only; the engine says whether it is legal.
 */
export function actForYou(
  m: SoloMatch,
  version: number,
  action: PlayerAction,
): SoloResult<SoloMatch> {
  if (version !== m.state.version)
    return {
      ok: false,
      error: { code: 'STALE_VERSION', message: 'the table has moved on; choose again' },
    };
  if (m.state.phase === 'shake')
    return {
      ok: false,
      error: { code: 'NOT_YOUR_TURN', message: 'the dominoes are being shaken' },
    };
  return applySolo(m, { ...action, seat: YOU }, m.rng);
}

function seatInfo(m: SoloMatch, seat: Seat): SeatInfo {
  return seat === YOU
    ? { seat, kind: 'human', name: NAMES[seat], level: null, connected: true }
    : {
        seat,
        kind: 'bot',
        name: `${NAMES[seat]} (${m.settings.level})`,
        level: m.settings.level,
        connected: true,
      };
}

/**
 * What the page is sent: South's view only (viewFor, the one redaction), shaped as a table's
 * state so the table's board draws it. Shakes are the worker's, so they are not offered.
 */
export function soloTableState(m: SoloMatch): TableState {
  const full = viewFor(m.state, YOU);
  const view = { ...full, legal: full.legal.filter((a) => a.type !== 'shake') };
  const profile = PROFILES.find((p) => p.id === m.settings.rules);
  return {
    table: {
      id: 'solo',
      name: 'Solo against the bots',
      rules: profile?.name ?? m.settings.rules,
      visibility: 'private',
      status: m.state.phase === 'done' ? 'done' : 'playing',
      rated: false,
      seats: SEATS.map((seat) => seatInfo(m, seat)),
      marks: m.state.game.marks,
      createdAt: m.startedAt,
    },
    you: YOU,
    hints: false,
    chat: false,
    view,
    hint: null,
    timeLimit: null,
    clock: null,
    // The solo table has no one else to seat or to offer a rematch: a new match starts it again.
    maySeatBots: false,
    // Bots do not dawdle, and no clock runs here.
    mayCallTime: false,
    rematch: null,
    held: [],
    // Bots renege never, and solo rules refuse reneges: nothing to check after a hand.
    inspection: null,
  };
}
