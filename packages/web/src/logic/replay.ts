import type { Bid, FinishedHand, HandResult, Play, Seat } from '../protocol.js';
import { isNelloContract } from './contracts.js';
import { canonical } from './dominoes.js';
import { SEATS, isSeat } from './seats.js';

/**
 * A finished hand laid out for replay, trick by trick. Built from the server's hand record and
 * summary (history page) or from a HandResult (the hand-over panel). Who played a domino is
 * read from the dealt hands, so the replay needs no rules.
 */
export interface ReplayTrick {
  readonly leader: Seat | null;
  readonly plays: readonly Play[];
  readonly winner: Seat | null;
  readonly points: number | null;
}

export interface HandReplay {
  readonly dealer: Seat | null;
  readonly dealt: Readonly<Record<Seat, readonly string[]>>;
  readonly bids: readonly Bid[];
  readonly contract: string | null;
  readonly tricks: readonly ReplayTrick[];
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function numberOr(value: unknown, fallback: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function dealtOf(hands: unknown): Record<Seat, string[]> {
  const source = isObject(hands) ? hands : {};
  return { N: strings(source.N), E: strings(source.E), S: strings(source.S), W: strings(source.W) };
}

function ownerMap(dealt: Readonly<Record<Seat, readonly string[]>>): Map<string, Seat> {
  const owners = new Map<string, Seat>();
  for (const seat of SEATS) for (const d of dealt[seat]) owners.set(canonical(d), seat);
  return owners;
}

function playsOf(dominoes: readonly string[], owners: Map<string, Seat>): Play[] {
  return dominoes.flatMap((d) => {
    const seat = owners.get(canonical(d));
    return seat === undefined ? [] : [{ seat, domino: canonical(d) as Play['domino'] }];
  });
}

/**
 * The replay of a finished hand as the server sends it (GET /api/tables/:id/hands): the tricks,
 * their leaders, winners and points are the engine's summary's, so nothing is re-derived here (a
 * nello trick has three plays because the summary says so); the plays after the last whole trick
 * (a hand ended by a claim) are one unfinished trick.
 */
export function replayOfHand({ record, summary }: FinishedHand): HandReplay {
  const dealt = dealtOf(record.hands);
  const owners = ownerMap(dealt);
  const tricks: ReplayTrick[] = summary.tricks.map((t) => ({
    leader: t.leader,
    plays: playsOf(t.plays, owners),
    winner: t.winner,
    points: t.points,
  }));
  const used = summary.tricks.reduce((n, t) => n + t.plays.length, 0);
  const rest = playsOf(record.plays.slice(used), owners);
  if (rest.length > 0)
    tricks.push({ leader: rest[0]?.seat ?? null, plays: rest, winner: null, points: null });
  return {
    dealer: record.dealer,
    dealt,
    bids: record.bids.filter((b) => typeof b === 'string' || typeof b === 'number'),
    contract: record.contract ?? summary.contract,
    tricks,
  };
}

/**
 * The replay of a hand record of unknown shape (`{dealer, hands, bids, contract?, plays}`, a
 * file) and, if given, its summary; without one, tricks are grouped by the contract.
 */
export function replayOfRecord(record: unknown, summary?: unknown): HandReplay | null {
  if (!isObject(record)) return null;
  const dealt = dealtOf(record.hands);
  const owners = ownerMap(dealt);
  const plays = strings(record.plays);
  const summaryContract =
    isObject(summary) && typeof summary.contract === 'string' ? summary.contract : null;
  const contract = typeof record.contract === 'string' ? record.contract : summaryContract;
  const bids = Array.isArray(record.bids)
    ? record.bids.filter((b): b is Bid => typeof b === 'string' || typeof b === 'number')
    : [];
  const tricks: ReplayTrick[] = [];
  let used = 0;
  const summed = isObject(summary) && Array.isArray(summary.tricks) ? summary.tricks : [];
  for (const t of summed) {
    if (!isObject(t)) break;
    const dominoes = strings(t.plays);
    tricks.push({
      leader: isSeat(t.leader) ? t.leader : null,
      plays: playsOf(dominoes, owners),
      winner: isSeat(t.winner) ? t.winner : null,
      points: numberOr(t.points, null),
    });
    used += dominoes.length;
  }
  const size = isNelloContract(contract) ? 3 : 4;
  for (let i = used; i < plays.length; i += size) {
    const trick = playsOf(plays.slice(i, i + size), owners);
    tricks.push({ leader: trick[0]?.seat ?? null, plays: trick, winner: null, points: null });
  }
  // Without a summary, each trick's winner is the next trick's leader.
  const filled = tricks.map((t, i) =>
    t.winner === null && t.plays.length === size
      ? { ...t, winner: tricks[i + 1]?.leader ?? null }
      : t,
  );
  return {
    dealer: isSeat(record.dealer) ? record.dealer : null,
    dealt,
    bids,
    contract,
    tricks: filled,
  };
}

/** The replay of a finished hand as the engine reports it. */
export function replayOfResult(result: HandResult): HandReplay {
  const dealt = dealtOf(result.dealt);
  const tricks: ReplayTrick[] = (result.tricks ?? []).map((t) => ({
    leader: t.leader,
    plays: t.plays,
    winner: t.winner,
    points: t.points,
  }));
  if ((result.trick ?? []).length > 0)
    tricks.push({
      leader: result.trick[0]?.seat ?? null,
      plays: result.trick,
      winner: null,
      points: null,
    });
  return {
    dealer: result.shaker,
    dealt,
    bids: result.bids ?? [],
    contract: result.contract,
    tricks,
  };
}

/** Each seat's dominoes left after the first `step` tricks (step 0: as dealt). */
export function handsAfter(replay: HandReplay, step: number): Record<Seat, string[]> {
  const gone = new Set(
    replay.tricks.slice(0, Math.max(0, step)).flatMap((t) => t.plays.map((p) => p.domino)),
  );
  const left = (seat: Seat): string[] =>
    replay.dealt[seat].filter((d) => !gone.has(canonical(d) as Play['domino']));
  return { N: left('N'), E: left('E'), S: left('S'), W: left('W') };
}

/** Points each team took in the first `step` tricks, where the replay knows winners and points. */
export function pointsAfter(replay: HandReplay, step: number): { NS: number; EW: number } {
  const out = { NS: 0, EW: 0 };
  for (const t of replay.tricks.slice(0, Math.max(0, step))) {
    if (t.winner === null || t.points === null) continue;
    out[t.winner === 'N' || t.winner === 'S' ? 'NS' : 'EW'] += t.points;
  }
  return out;
}
