import type { RngState, SeatView } from '@texas42/engine';
import type { Decision } from './bot.js';
import { botByName } from './registry.js';
import { serveTasks } from './worker-task.js';

/** A bot pool thread: decides for the bot named in each request. */
export interface DecisionRequest {
  readonly bot: string;
  readonly view: SeatView;
  readonly rng: RngState;
}

serveTasks<DecisionRequest, Decision>((req) => {
  const bot = botByName(req.bot);
  if (bot === undefined) throw new Error(`unknown bot "${req.bot}"`);
  return bot.decide(req.view, req.rng);
});
