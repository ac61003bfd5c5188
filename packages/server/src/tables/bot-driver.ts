import { BotPool, botByName, type Decision } from '@texas42/bots';
import type { MatchView, RngState } from '@texas42/engine';

/** Where a server gets bots' decisions: worker threads by default, so the event loop never waits. */
export interface BotDriver {
  decide(level: string, view: MatchView, rng: RngState): Promise<Decision>;
  close(): Promise<void>;
}

export function poolDriver(threads?: number): BotDriver {
  const pool = new BotPool(threads);
  return {
    decide: (level, view, rng) => pool.decide(level, view, rng),
    close: () => pool.close(),
  };
}

/** Decisions on the calling thread (small tools and tests of the fast levels). */
export function inlineDriver(): BotDriver {
  return {
    decide(level, view, rng) {
      const bot = botByName(level);
      if (bot === undefined) return Promise.reject(new Error(`no bot "${level}"`));
      return Promise.resolve(bot.decide(view, rng));
    },
    close: () => Promise.resolve(),
  };
}
