import {
  apply,
  newMatch,
  seedRng,
  toAct,
  viewFor,
  type MatchState,
  type Result,
  type Rules,
  type RulesRef,
  type SeatMap,
} from '@texas42/engine';
import type { Bot } from './bot.js';

export interface PlayOptions {
  /** Seeds the bots' generator (default "bots/<seed>"). */
  readonly botSeed?: string;
  /** Told how long each decision took, in milliseconds. */
  readonly onDecision?: (bot: Bot, ms: number) => void;
  readonly maxActions?: number;
}

/**
 * Plays a match with a bot in each seat: each decision is made from the seat's view only, and
 * checked by the engine. An illegal decision is an error naming the bot, not a crash.
 */
export function playMatch(
  rules: RulesRef | Rules,
  seed: number,
  seats: SeatMap<Bot>,
  o: PlayOptions = {},
): Result<MatchState> {
  const maxActions = o.maxActions ?? 20000;
  const started = newMatch({ rules, seed });
  if (!started.ok) return started;
  let state = started.value;
  let rng = seedRng(o.botSeed ?? `bots/${seed}`);
  for (let n = 0; state.phase !== 'done'; n++) {
    if (n >= maxActions)
      return {
        ok: false,
        error: { code: 'BAD_ACTION', message: `the match did not end in ${maxActions} actions` },
      };
    const seat = toAct(state);
    const bot = seats[seat];
    const view = viewFor(state, seat);
    const started = o.onDecision === undefined ? 0n : process.hrtime.bigint();
    const decision = bot.decide(view, rng);
    if (o.onDecision !== undefined)
      o.onDecision(bot, Number(process.hrtime.bigint() - started) / 1e6);
    rng = decision.rng;
    const next = apply(state, decision.action);
    if (!next.ok)
      return {
        ok: false,
        error: { ...next.error, message: `${bot.name} in ${seat}: ${next.error.message}` },
      };
    state = next.value;
  }
  return { ok: true, value: state };
}
