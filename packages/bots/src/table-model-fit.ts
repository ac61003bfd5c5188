import { isNello, suitTable, type HandResult, type RuleOptions } from '@texas42/engine';
import { bestTrump } from './hand-estimate.js';
import {
  emptyModel,
  forEachBid,
  forEachChoice,
  readsPlay,
  strengthBucket,
  trumpsIn,
  type BidAction,
  type BidSituation,
  type TableModel,
} from './table-model.js';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

/**
 * Counts, over finished hands (every hand face up, as a game's record keeps it), what each seat
 * bid from the strength it held, the trumps each declarer held in the trump it named, and the
 * kind of each lead and throw-off against the kinds held. Plain counting: the same hands always
 * give the same model.
 */
export function fitTableModel(
  hands: readonly HandResult[],
  options: RuleOptions,
  fittedBy: string,
): TableModel {
  const model = emptyModel(fittedBy) as Mutable<TableModel>;
  for (const h of hands) {
    model.hands++;
    const strength = (seat: keyof typeof h.dealt) => bestTrump(h.dealt[seat], options).points;
    forEachBid(h.bids, h.shaker, (seat, situation: BidSituation, action: BidAction) => {
      (model.bids[situation][action][strengthBucket(strength(seat))] as number)++;
    });
    // A hand reshaken or forfeited was not played out: its bids still count.
    if (h.outcome === 'reshake' || h.outcome === 'forfeit') continue;
    if (h.contract === null || h.declarer === null || h.bidder === null) continue;
    const table = suitTable(h.contract, options);
    if (!isNello(h.contract)) {
      const k = trumpsIn(table, h.dealt[h.declarer]);
      if (k !== null) (model.trumpsHeld[k] as number)++;
    }
    if (!readsPlay(h.contract, table)) continue;
    const tricks = [...h.tricks.map((t) => t.plays), h.trick];
    forEachChoice(tricks, h.dealt, table, h.bidder, (_seat, what, mask, kind) => {
      const counts = 'lead' in what ? model.leads[what.lead] : model.throwOffs[what.throwOff];
      ((counts[mask] as number[])[kind] as number)++;
    });
  }
  return model;
}
