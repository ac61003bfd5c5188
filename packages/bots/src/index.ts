/**
 * @texas42/bots: players that see only their seat's view.
 *
 * `randomBot` plays any legal action; `heuristicBot` plays by a good player's rules of thumb.
 */
export type { Bot, Decision } from './bot.js';
export { randomBot } from './random-bot.js';
export { heuristicBot } from './heuristic-bot.js';
export { bestTrump, estimate, type Estimate } from './hand-estimate.js';
export { playMatch } from './table-play.js';
export { BOT_NAMES, LEVELS, botByName, budgetedBot } from './registry.js';
export { FIRST_SAMPLE_ALLOWANCE, type Budget } from './budget.js';
export {
  arenaReport,
  gameNumber,
  playPair,
  runArena,
  wilson,
  type ArenaOptions,
  type ArenaReport,
  type GameRecord,
  type MakeRate,
  type PairResult,
  type SideStats,
} from './arena.js';
export { runArenaInPool, type PooledArenaOptions } from './arena-pool.js';
export { pimcBot, type PimcOptions } from './pimc-bot.js';
export { makesWith, type PlayObjective } from './play-objective.js';
export { sampleHands, voidsOf, type Sample } from './sampling.js';
export { noisyBot } from './noisy-bot.js';
export { analyzeHand, type Analysis, type BidVerdict, type PlayVerdict } from './analysis.js';
export { BotPool, type BotPoolOptions } from './pool.js';
export {
  PoolError,
  WorkerPool,
  type PoolErrorCode,
  type PoolStats,
  type WorkerPoolOptions,
} from './worker-pool.js';
export { serveTasks } from './worker-task.js';
export { FairQueue, laneOf, USAGE_HALF_LIFE_MS, type Lane, type LaneLike } from './fair-queue.js';
export {
  calibrateBidding,
  type Calibration,
  type CalibrationBucket,
  type CalibrationOptions,
} from './bid-calibration.js';
export { chooseSimulatedBid, chooseSimulatedContract, tableChance } from './bid-choice.js';
export { makeRate, planBids, type BidPlan } from './simulated-bidding.js';
export { dealsForAuction, type AuctionView } from './bid-likelihood.js';
export {
  positionAfter,
  principalVariation,
  puzzleAt,
  puzzlesOfHand,
  type Puzzle,
  type PuzzleOptions,
  type PuzzleView,
} from './puzzles.js';
export { dealLikelihood, emptyModel, type Seen, type TableModel } from './table-model.js';
export { fitTableModel } from './table-model-fit.js';
export { BOTS_TABLE_MODEL } from './table-model-data.js';
export { inferredSamples, placedRight, seenAtPlay } from './inference.js';
