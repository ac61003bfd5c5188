import { nextInt, type Action, type RngState, type SeatView } from '@texas42/engine';
import type { Bot, Decision } from './bot.js';

/** Any legal action, uniformly at random: the baseline every other bot must beat. */
export const randomBot: Bot = {
  name: 'random',
  decide(view: SeatView, rng: RngState): Decision {
    if (view.legal.length === 0)
      throw new Error(`random bot asked to act for ${view.viewer} out of turn`);
    const [i, next] = nextInt(rng, view.legal.length);
    return { action: view.legal[i] as Action, rng: next };
  },
};
