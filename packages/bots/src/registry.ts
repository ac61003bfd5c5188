import type { Bot } from './bot.js';
import type { Budget } from './budget.js';
import { heuristicBot } from './heuristic-bot.js';
import { noisyBot } from './noisy-bot.js';
import { pimcBot, type PimcOptions } from './pimc-bot.js';
import { randomBot } from './random-bot.js';
import { BOTS_TABLE_MODEL } from './table-model-data.js';

/** The sampling levels' settings, shared by the bots below and their budgeted forms. */
const SAMPLED: Readonly<Record<string, PimcOptions>> = {
  hard: { name: 'hard', samples: 20, bidSamples: 12 },
  // Expert plays for the contract, not the points (play-objective.ts), and reads the table as
  // hard-read does: deals weighed by the table model, each seat's bids by its style in this
  // match, a pass by what it leads to.
  expert: {
    name: 'expert',
    // 60 and 24 won 238 of 400 against hard; 72 and 40 win more (docs/benchmarks.md's arena
    // table), well within the second a decision may take.
    samples: 72,
    bidSamples: 40,
    objective: 'contract',
    infer: BOTS_TABLE_MODEL,
    fitAuction: 'styles',
    simulatePass: true,
  },
};

/** Bots by the names the CLI, the arena and the server use. */
const hard = pimcBot(SAMPLED.hard as PimcOptions);

/**
 * The bots, and the levels a player chooses from: easy (rules of thumb, a third of plays at
 * random), medium (rules of thumb), hard (20 sampled deals a play, bids from 12 solved deals),
 * expert (72 a play, 40 a bid, playing for the contract and reading the table).
 */
const BOTS: Readonly<Record<string, Bot>> = {
  random: randomBot,
  heuristic: heuristicBot,
  pimc: { ...hard, name: 'pimc' },
  easy: noisyBot('easy', heuristicBot, 0.33),
  medium: { ...heuristicBot, name: 'medium' },
  hard,
  expert: pimcBot(SAMPLED.expert as PimcOptions),
  // For the arena's measurements: hard without the table model, hard with it for bids and plays,
  // and that play with the rules of thumb's bids.
  'hard-plain': pimcBot({ ...(SAMPLED.hard as PimcOptions), name: 'hard-plain' }),
  'hard-infer': pimcBot({
    ...(SAMPLED.hard as PimcOptions),
    name: 'hard-infer',
    infer: BOTS_TABLE_MODEL,
  }),
  // Bids read per seat, by how each has bid in this match (bidding-style.ts), and a pass valued
  // by what it leads to (pass-continuation.ts); plays as hard-infer.
  'hard-read': pimcBot({
    ...(SAMPLED.hard as PimcOptions),
    name: 'hard-read',
    infer: BOTS_TABLE_MODEL,
    fitAuction: 'styles',
    simulatePass: true,
  }),
  // hard with nello read by its own measured curve (NELLO_KNOTS), for measuring.
  'hard-nello': pimcBot({
    ...(SAMPLED.hard as PimcOptions),
    name: 'hard-nello',
    reading: { measuredNello: true },
  }),
  // hard playing for the contract, for measuring the objective alone.
  'hard-make': pimcBot({
    ...(SAMPLED.hard as PimcOptions),
    name: 'hard-make',
    objective: 'contract',
  }),
  // expert as it was before it played for the contract and read the table, for measuring.
  'expert-plain': pimcBot({ name: 'expert-plain', samples: 60, bidSamples: 24 }),
  'hard-thumb': pimcBot({
    ...(SAMPLED.hard as PimcOptions),
    name: 'hard-thumb',
    bidSamples: 0,
    infer: BOTS_TABLE_MODEL,
  }),
};

export const LEVELS: readonly string[] = ['easy', 'medium', 'hard', 'expert'];

export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

export function botByName(name: string): Bot | undefined {
  return Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
}

/**
 * The bot a level names, held to a time budget a decision where it samples (hard, expert): at
 * most the samples the level takes, fewer on a device too slow to solve them all in time (a
 * phone's browser). The other levels need no budget and are returned as they are.
 */
export function budgetedBot(name: string, budget: Budget): Bot | undefined {
  const sampled = Object.prototype.hasOwnProperty.call(SAMPLED, name) ? SAMPLED[name] : undefined;
  return sampled === undefined ? botByName(name) : pimcBot({ ...sampled, budget });
}
