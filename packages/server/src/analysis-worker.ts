import { analyzeHand, botByName, serveTasks, type Analysis } from '@texas42/bots';
import type { HandRecord, Result, Rules } from '@texas42/engine';

/** One hand to analyse: the solver on every play, the hard bot's choice beside it. */
export interface AnalysisTask {
  readonly rules: Rules;
  readonly record: HandRecord;
}

/** An analysis pool thread (analysis.ts): one hand at a time, off the event loop. */
serveTasks<AnalysisTask, Result<Analysis>>(({ rules, record }) =>
  analyzeHand(rules, record, botByName('hard') ?? null),
);
