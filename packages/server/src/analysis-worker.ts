import { parentPort, workerData } from 'node:worker_threads';
import { analyzeHand, botByName } from '@texas42/bots';
import type { HandRecord, Rules } from '@texas42/engine';

/** One hand's analysis off the event loop: the solver on every play, the hard bot's choice beside it. */
const { rules, record } = workerData as { rules: Rules; record: HandRecord };
parentPort?.postMessage(analyzeHand(rules, record, botByName('hard') ?? null));
