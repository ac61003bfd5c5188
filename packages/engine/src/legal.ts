import type { Action } from './action.js';
import { legalBids } from './bidding.js';
import { legalContracts, mayChooseStack } from './declaring.js';
import { legalPlays } from './playing.js';
import { suitTable } from './suits.js';
import { toAct } from './turn.js';
import type { MatchState } from './state.js';

/**
 * Every action the seat to act may take now: the single source of legality for the UI, the bots
 * and the server. Claims and penalties are not listed: any player may claim during play and any
 * table may call a penalty; `apply` accepts them at those times. Nor are renege calls
 * (`callRenege`, any player on the other side's trick) or, where `play.reneges` is playable, a
 * domino that does not follow: `apply` takes it as laid, a renege to be called, never offered.
 */
export function legalActions(state: MatchState): Action[] {
  const options = state.rules.options;
  switch (state.phase) {
    case 'shake':
      return [{ type: 'shake', seat: toAct(state) }];
    case 'bid': {
      const seat = toAct(state);
      return legalBids(options, state.hand, seat).map((bid) => ({ type: 'bid', seat, bid }));
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
        for (const domino of state.hand.hands[seat]) actions.push({ type: 'play', seat, domino });
      return actions;
    }
    case 'play': {
      const seat = toAct(state);
      const hand = state.hand;
      return legalPlays(suitTable(hand.contract, options), hand, seat).map((domino) => ({
        type: 'play',
        seat,
        domino,
      }));
    }
    case 'done':
      return [];
  }
}
