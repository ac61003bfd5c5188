import { parentPort } from 'node:worker_threads';
import type { MatchView, RngState } from '@texas42/engine';
import { botByName } from './registry.js';

/** A pool thread: decides for the bot named in each request and posts the decision back. */
interface Request {
  readonly id: number;
  readonly bot: string;
  readonly view: MatchView;
  readonly rng: RngState;
}

parentPort?.on('message', (req: Request) => {
  const bot = botByName(req.bot);
  if (bot === undefined) {
    parentPort?.postMessage({ id: req.id, error: `unknown bot "${req.bot}"` });
    return;
  }
  try {
    parentPort?.postMessage({ id: req.id, decision: bot.decide(req.view, req.rng) });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: (e as Error).message });
  }
});
