import {
  ALL_DOMINOES,
  info,
  suitTable,
  type ContractName,
  type Domino,
  type MatchView,
  type Play,
  type PlayingView,
  type SuitTable,
} from '@texas42/engine';

/**
 * What a seat knows at the table, from its view alone: its dominoes, what has been played in
 * sight, and so what is still unseen (in the other hands).
 */
export interface Knowledge {
  readonly hand: readonly Domino[];
  readonly played: ReadonlySet<Domino>;
  /** Dominoes neither in this hand nor seen played. */
  readonly unseen: readonly Domino[];
}

export function knowledgeOf(view: PlayingView): Knowledge {
  const h = view.hand;
  const hand = h.hand ?? [];
  const played = new Set<Domino>();
  for (const t of h.tricks) for (const p of t.plays ?? []) played.add(p.domino);
  for (const p of h.trick) played.add(p.domino);
  const mine = new Set(hand);
  return { hand, played, unseen: ALL_DOMINOES.filter((d) => !mine.has(d) && !played.has(d)) };
}

export function tableOf(view: MatchView, contract: ContractName): SuitTable {
  return suitTable(contract, view.rules.options);
}

/** Strength of `d` in a trick led by `lead` (0: it cannot win that trick). */
export function powerIn(table: SuitTable, d: Domino, lead: Domino): number {
  return table.power[(table.ledSuit[info(lead).id] as number) * 28 + info(d).id] as number;
}

export function isTrump(table: SuitTable, d: Domino): boolean {
  return table.trump >= 0 && ((table.members[table.trump] as number) & (1 << info(d).id)) !== 0;
}

/** The play winning the trick so far. */
export function winningPlay(table: SuitTable, trick: readonly Play[]): Play | null {
  const lead = trick[0];
  if (lead === undefined) return null;
  let best = lead;
  for (const p of trick)
    if (powerIn(table, p.domino, lead.domino) > powerIn(table, best.domino, lead.domino)) best = p;
  return best;
}

/** Whether `d`, led now, beats every unseen domino that could be played to it. */
export function isBoss(table: SuitTable, d: Domino, unseen: readonly Domino[]): boolean {
  const mine = powerIn(table, d, d);
  return unseen.every((u) => powerIn(table, u, d) < mine);
}
