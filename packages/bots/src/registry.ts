import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic-bot.js';
import { randomBot } from './random-bot.js';

/** Bots by the names the CLI, the arena and the server use. */
const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, heuristic: heuristicBot };

export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

export function botByName(name: string): Bot | undefined {
  return Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
}
