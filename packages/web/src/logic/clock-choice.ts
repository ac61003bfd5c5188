import type { MatchView } from '../protocol.js';

/**
 * The create-table form's clock: seconds a player has for each decision and the match's time
 * limit in minutes, as typed ("" for none), turned into the rules' `clock` overrides.
 */
export interface ClockChoice {
  readonly moveSeconds: string;
  readonly matchMinutes: string;
}

export type ClockOverrides =
  | { readonly ok: true; readonly clock: Readonly<Record<string, number>> }
  | { readonly ok: false; readonly error: string };

/** The bounds the engine's options take (clock.playSeconds, clock.gameMinutes...). */
const SECONDS = { min: 1, max: 3600 } as const;
const MINUTES = { min: 1, max: 1440 } as const;

function whole(
  text: string,
  bounds: { readonly min: number; readonly max: number },
): number | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isInteger(n) || n < bounds.min || n > bounds.max)
    return `a whole number from ${bounds.min} to ${bounds.max}`;
  return n;
}

export function clockOverrides(choice: ClockChoice): ClockOverrides {
  const clock: Record<string, number> = {};
  const move = whole(choice.moveSeconds, SECONDS);
  if (typeof move === 'string') return { ok: false, error: `Move clock: ${move} seconds` };
  // One clock for every decision, bid and play alike, as a player thinks of it.
  if (move !== null) Object.assign(clock, { bidSeconds: move, playSeconds: move });
  const limit = whole(choice.matchMinutes, MINUTES);
  if (typeof limit === 'string') return { ok: false, error: `Match time limit: ${limit} minutes` };
  // The engine keeps a single game's limit apart from a longer match's; the form's limit is the
  // whole match's, whichever it is.
  if (limit !== null) Object.assign(clock, { gameMinutes: limit, matchMinutes: limit });
  return { ok: true, clock };
}

type RulesRef = string | { readonly base: string; readonly [key: string]: unknown };

/** The rules reference with the clock merged in (the form's fields over the JSON box's). */
export function withClock(rules: RulesRef, clock: Readonly<Record<string, number>>): RulesRef {
  if (Object.keys(clock).length === 0) return rules;
  if (typeof rules === 'string') return { base: rules, clock };
  const mine = rules.clock;
  const theirs = mine !== null && typeof mine === 'object' ? mine : {};
  return { ...rules, clock: { ...theirs, ...clock } };
}

/** The seconds the rules give the decision now being made, or null when it has no clock. */
export function decisionSeconds(view: MatchView | null | undefined): number | null {
  const clock = view?.rules?.options?.clock;
  if (clock === undefined || view === null || view === undefined) return null;
  const seconds = view.phase === 'play' ? clock.playSeconds : clock.bidSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The share of the decision's time still left, from 1 (all of it) down to 0. */
export function timeShareLeft(deadlineMs: number, totalSeconds: number, nowMs: number): number {
  const left = (deadlineMs - nowMs) / 1000 / totalSeconds;
  return Math.min(1, Math.max(0, left));
}
