import type { Action } from './action.js';
import { legalBids } from './bidding.js';
import {
  checkBidOutOfTurn,
  checkExpose,
  checkWrongShaker,
  mustPlayExposed,
  standingBids,
} from './conduct-rules.js';
import type { OutOfTurnChoice } from './conduct.js';
import { SEATS } from './seat.js';
import { legalContracts, mayChooseStack } from './declaring.js';
import { legalPlays } from './playing.js';
import { suitTable } from './suits.js';
import { toAct } from './turn.js';
import type { MatchState } from './state.js';

const CHOICES: readonly OutOfTurnChoice[] = ['continue', 'reshake'];

/**
 * Every action the seat to act may take now: the single source of legality for the UI, the bots
 * and the server. Claims and penalties are not listed: any player may claim during play and any
 * table may call a penalty; `apply` accepts them at those times. Nor are renege calls
 * (`callRenege`, any player on the other side's trick) or, where `play.reneges` is playable, a
 * domino that does not follow: `apply` takes it as laid, a renege to be called, never offered.
 * Nor is the table's procedure (`conductActions`), though what it leaves standing is: a bid made
 * out of turn, and an exposed domino at its first opportunity.
 */
export function legalActions(state: MatchState): Action[] {
  const options = state.rules.options;
  switch (state.phase) {
    case 'shake':
      return [{ type: 'shake', seat: toAct(state) }];
    case 'bid': {
      const seat = toAct(state);
      // A bid made out of turn stands when the turn comes, else a pass.
      const bids = standingBids(options, state.hand, seat) ?? legalBids(options, state.hand, seat);
      return bids.map((bid) => ({ type: 'bid', seat, bid }));
    }
    case 'declare': {
      const seat = toAct(state);
      // Where the bidder may stack the tricks, each contract is offered both ways.
      const stack = mayChooseStack(options, state.hand);
      const actions: Action[] = legalContracts(options, state.hand).flatMap((contract) =>
        stack
          ? [
              { type: 'declare', seat, contract },
              { type: 'declare', seat, contract, stack: true },
            ]
          : [{ type: 'declare', seat, contract }],
      );
      if (options.contracts.undeclaredTrump === 'first-lead-high-end')
        for (const domino of mustPlayExposed(state.hand, seat, [...state.hand.hands[seat]]))
          actions.push({ type: 'play', seat, domino });
      return actions;
    }
    case 'play': {
      const seat = toAct(state);
      const hand = state.hand;
      const playable = legalPlays(suitTable(hand.contract, options), hand, seat);
      return mustPlayExposed(hand, seat, playable).map((domino) => ({
        type: 'play',
        seat,
        domino,
      }));
    }
    case 'done':
      return [];
  }
}

/**
 * What the table may record now of its procedure (a bid out of turn with the other side's
 * choice, a wrong shaker, an exposed domino): actions nobody chooses in play, so they are not in
 * `legalActions` and bots never take them; a director or scorekeeper records them as they happen.
 * Bids out of turn are listed among the bids the seat could make at its turn now.
 */
export function conductActions(state: MatchState): Action[] {
  if (state.phase !== 'bid' && state.phase !== 'declare' && state.phase !== 'play') return [];
  const actions: Action[] = [];
  const hand = state.hand;
  for (const seat of SEATS) {
    if (checkWrongShaker(state, seat).ok) actions.push({ type: 'wrongShaker', seat });
    if (state.phase === 'bid')
      for (const bid of legalBids(state.rules.options, hand, seat))
        for (const choice of CHOICES) {
          const action = { type: 'bidOutOfTurn', seat, bid, choice } as const;
          if (checkBidOutOfTurn(state, action).ok) actions.push(action);
        }
    for (const domino of hand.hands[seat])
      if (checkExpose(state, seat, domino).ok) actions.push({ type: 'expose', seat, domino });
  }
  return actions;
}
