/**
 * A time budget for a decision, for a bot that must answer in time on a slow device (a phone's
 * browser): sampling stops once the budget is spent, and a solve still running then is given up
 * (the solver's `stop`). The first sample may run to FIRST_SAMPLE_ALLOWANCE times the budget,
 * since without it the bot has only the rules of thumb. The clock is passed in, so the bots stay
 * free of any platform's timer.
 *
 * A budgeted bot's decision depends on how fast the device is, so it is no longer the same for
 * the same view and generator state; an unbudgeted bot's always is.
 */
export interface Budget {
  /** Milliseconds a decision may spend on sampling. */
  readonly ms: number;
  /** The clock, in milliseconds (`performance.now` in a browser). */
  readonly now: () => number;
}

/** Whether the time given since `started` is spent; never, without a budget. */
export function spent(budget: Budget | undefined, started: number): boolean {
  return budget !== undefined && budget.now() - started >= budget.ms;
}

/** The time a decision starts, on the budget's clock (0 without one). */
export function startOf(budget: Budget | undefined): number {
  return budget === undefined ? 0 : budget.now();
}

/**
 * How many budgets a decision's first sample may take before it is given up: a bot with no
 * sample at all falls back on the rules of thumb, so the first is worth some overrun.
 */
export const FIRST_SAMPLE_ALLOWANCE = 2.5;

/**
 * The solver's `stop` for a solve of a budgeted decision started at `started`: past the budget
 * (past FIRST_SAMPLE_ALLOWANCE budgets for the decision's first sample); none without a budget.
 */
export function stopFor(
  budget: Budget | undefined,
  started: number,
  first: boolean,
): (() => boolean) | undefined {
  if (budget === undefined) return undefined;
  const limit = first ? budget.ms * FIRST_SAMPLE_ALLOWANCE : budget.ms;
  return () => budget.now() - started >= limit;
}
