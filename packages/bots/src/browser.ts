/**
 * @texas42/bots/browser: the bots without the worker-thread pool (node:worker_threads, node:os),
 * for a page or a Web Worker that plays solo against them. Same bots, same rules: each decides
 * from its seat's view, and the engine alone says what is legal.
 */
export type { Bot, Decision } from './bot.js';
export type { Budget } from './budget.js';
export { LEVELS, botByName, budgetedBot } from './registry.js';
// The analysis board (web's src/solo/analysis-*.ts): the hard bot's sampling and bidding
// simulation, shown in numbers rather than only decided.
export { sampleHands, type Sample } from './sampling.js';
export { handWith } from './hand-state.js';
export { tableOf } from './table-knowledge.js';
export { makeRate, planBids, type BidPlan } from './simulated-bidding.js';
export type { AuctionView } from './bid-likelihood.js';
