import type { Action, RngState, SeatView } from '@texas42/engine';

/**
 * A player. It is handed its seat's view (what a person in that seat may see: its own dominoes,
 * the bids, the tricks in sight; never another hand nor the shuffle) and the generator state it
 * may draw from, and returns an action from `view.legal` with the generator's next state. The
 * same view and generator state always give the same decision.
 *
 * The type is the guarantee: a bot's only input about the deal is its seat's view (a SeatView),
 * which holds no hidden hand; a test proves decisions do not change when the hidden hands do.
 */
export interface Decision {
  readonly action: Action;
  readonly rng: RngState;
}

export interface Bot {
  readonly name: string;
  decide(view: SeatView, rng: RngState): Decision;
}
