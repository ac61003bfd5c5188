import type { HandRecord } from './types.js';

/**
 * A record keeps the table's procedure in three lists (`outOfTurn`, `exposed`, `wrongShaker`),
 * each event at the count of bids and plays made before it. It does not say in which order two
 * events at the same count came, and the order can matter: a wrong shaker found before any bid
 * is corrected and the hand played, but found after a bid out of turn the hand is shaken again;
 * a domino exposed out of turn ends a hand under 004, so nothing at that count can follow it.
 *
 * The replay tries these orders, first to last, and keeps the first the record agrees with: the
 * record's own, then each event moved first, then each moved last. Between events that each
 * only note what happened, any order gives the same hand; what differs is which event (if any)
 * ends it, and these orders put any one event first or last. There are at most 2n + 1 of them,
 * so a hostile record with many events at one count costs n² applies, never n!.
 */
export function ordersToTry<T>(events: readonly T[]): (readonly T[])[] {
  const orders: (readonly T[])[] = [events];
  if (events.length < 2) return orders;
  const others = (i: number): T[] => events.filter((_, j) => j !== i);
  for (let i = 1; i < events.length; i++) orders.push([events[i] as T, ...others(i)]);
  for (let i = 0; i < events.length - 1; i++) orders.push([...others(i), events[i] as T]);
  return orders;
}

export interface ConductEvent {
  readonly step: number;
  readonly action: unknown;
  readonly at: string;
}

/**
 * The procedure's events of a record (bids out of turn, exposed dominoes, a wrong shaker) as
 * actions, each at the count of bids and plays made before it.
 */
export function conductEvents(record: HandRecord): ConductEvent[] {
  const events: ConductEvent[] = [];
  (record.outOfTurn ?? []).forEach((o, i) =>
    events.push({
      step: o.after,
      action: { type: 'bidOutOfTurn', seat: o.by, bid: o.bid, choice: o.choice },
      at: `outOfTurn[${i}]`,
    }),
  );
  (record.exposed ?? []).forEach((e, i) =>
    events.push({
      step: e.after,
      action: { type: 'expose', seat: e.by, domino: e.domino },
      at: `exposed[${i}]`,
    }),
  );
  const w = record.wrongShaker;
  if (w !== undefined)
    events.push({ step: w.after, action: { type: 'wrongShaker', seat: w.by }, at: 'wrongShaker' });
  return events;
}
