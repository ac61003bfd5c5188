import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic-bot.js';
import { noisyBot } from './noisy-bot.js';
import { pimcBot } from './pimc-bot.js';
import { randomBot } from './random-bot.js';

/** Bots by the names the CLI, the arena and the server use. */
const hard = pimcBot({ name: 'hard', samples: 20, bidSamples: 12 });

/**
 * The bots, and the levels a player chooses from: easy (rules of thumb, a third of plays at
 * random), medium (rules of thumb), hard (20 sampled deals a play, bids from 12 solved deals),
 * expert (60 a play, 24 a bid).
 */
const BOTS: Readonly<Record<string, Bot>> = {
  random: randomBot,
  heuristic: heuristicBot,
  pimc: { ...hard, name: 'pimc' },
  easy: noisyBot('easy', heuristicBot, 0.33),
  medium: { ...heuristicBot, name: 'medium' },
  hard,
  expert: pimcBot({ name: 'expert', samples: 60, bidSamples: 24 }),
};

export const LEVELS: readonly string[] = ['easy', 'medium', 'hard', 'expert'];

export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

export function botByName(name: string): Bot | undefined {
  return Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
}
