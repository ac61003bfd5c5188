/**
 * @texas42/bots/browser: the bots without the worker-thread pool (node:worker_threads, node:os),
 * for a page or a Web Worker that plays solo against them. Same bots, same rules: each decides
 * from its seat's view, and the engine alone says what is legal.
 */
export type { Bot, Decision } from './bot.js';
export type { Budget } from './budget.js';
export { LEVELS, botByName, budgetedBot } from './registry.js';
