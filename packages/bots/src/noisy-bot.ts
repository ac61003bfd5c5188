import { nextInt, type RngState, type SeatView } from '@texas42/engine';
import type { Bot, Decision } from './bot.js';
import { randomBot } from './random-bot.js';

/** A bot that follows `inner` but plays a random legal domino a share of the time: a gentler opponent. */
export function noisyBot(name: string, inner: Bot, randomShare: number): Bot {
  return {
    name,
    decide(view: SeatView, rng: RngState): Decision {
      const [roll, next] = nextInt(rng, 1000);
      if (view.phase === 'play' && roll < randomShare * 1000) return randomBot.decide(view, next);
      return inner.decide(view, next);
    },
  };
}
