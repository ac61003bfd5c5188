/**
 * A time budget for a decision, for a bot that must answer in time on a slow device (a phone's
 * browser): sampling stops once the budget is spent, between two exact solves (a solve is never
 * cut short). The clock is passed in, so the bots stay free of any platform's timer.
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
