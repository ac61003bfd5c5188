import type { Action } from './action.js';
import { legalBids } from './bidding.js';
import type { ContractName } from './contract.js';
import { legalContracts } from './declaring.js';
import { legalPlays } from './playing.js';
import { suitTable } from './suits.js';
import { toAct } from './turn.js';
import type { HandState, MatchState } from './state.js';

/**
 * Every action the seat to act may take now: the single source of legality for the UI, the bots
 * and the server. Claims and penalties are not listed: any player may claim during play and any
 * table may call a penalty; `apply` accepts them at those times.
 */
export function legalActions(state: MatchState): Action[] {
  const seat = toAct(state);
  if (seat === null) return [];
  const options = state.rules.options;
  const hand = state.hand as HandState;
  switch (state.phase) {
    case 'shake':
      return [{ type: 'shake', seat }];
    case 'bid':
      return legalBids(options, hand, seat).map((bid) => ({ type: 'bid', seat, bid }));
    case 'declare': {
      const actions: Action[] = legalContracts(options, hand).map((contract) => ({
        type: 'declare',
        seat,
        contract,
      }));
      if (options.contracts.undeclaredTrump === 'first-lead-high-end')
        for (const domino of hand.hands[seat]) actions.push({ type: 'play', seat, domino });
      return actions;
    }
    case 'play':
      return legalPlays(suitTable(hand.contract as ContractName, options), hand, seat).map(
        (domino) => ({
          type: 'play',
          seat,
          domino,
        }),
      );
    case 'done':
      return [];
  }
}
