import {
  apply,
  newMatch,
  seedRng,
  toAct,
  viewFor,
  type MatchState,
  type Result,
  type RulesRef,
  type Seat,
  type SeatMap,
} from '@texas42/engine';
import type { Bot } from './bot.js';

/**
 * Plays a match with a bot in each seat: each decision is made from the seat's view only, and
 * checked by the engine. An illegal decision is an error naming the bot, not a crash.
 */
export function playMatch(
  rules: RulesRef,
  seed: number,
  seats: SeatMap<Bot>,
  maxActions = 20000,
): Result<MatchState> {
  const started = newMatch({ rules, seed });
  if (!started.ok) return started;
  let state = started.value;
  let rng = seedRng(`bots/${seed}`);
  for (let n = 0; state.phase !== 'done'; n++) {
    if (n >= maxActions)
      return {
        ok: false,
        error: { code: 'BAD_ACTION', message: `the match did not end in ${maxActions} actions` },
      };
    const seat = toAct(state) as Seat;
    const bot = seats[seat];
    const decision = bot.decide(viewFor(state, seat), rng);
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
