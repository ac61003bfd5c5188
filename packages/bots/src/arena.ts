import {
  finishedHands,
  resolveRules,
  teamOf,
  type HandResult,
  type Result,
  type Rules,
  type RulesRef,
  type Seat,
  type Team,
} from '@texas42/engine';
import type { Bot } from './bot.js';
import { playMatch } from './table-play.js';

/**
 * The duplicate arena: complete 7-mark games with bidding, in pairs. Both games of a pair are
 * dealt from the same seed, so the same hands reach the same seats, with the teams' seats
 * swapped: what one side was dealt in the first game the other side is dealt in the second, and
 * the luck of the deal cancels.
 */
export interface ArenaOptions {
  readonly a: Bot;
  readonly b: Bot;
  /** Games to play (rounded up to an even number: pairs). */
  readonly games: number;
  readonly seed: number;
  readonly rules: RulesRef;
  readonly onGame?: (played: number, result: GameRecord) => void;
}

/** One game of the arena, from A's side. */
export interface GameRecord {
  readonly pair: number;
  /** The team A sat in. */
  readonly aTeam: Team;
  readonly winner: 'a' | 'b';
  readonly marks: { readonly a: number; readonly b: number };
  readonly hands: readonly HandResult[];
}

export interface SideStats {
  readonly wins: number;
  readonly marksPerGame: number;
  /** Points taken per hand played out (hands with a contract). */
  readonly pointsPerHand: number;
  readonly decisions: number;
  /** Milliseconds per decision. */
  readonly decisionMs: {
    readonly mean: number;
    readonly p50: number;
    readonly p95: number;
    readonly max: number;
  };
}

export interface MakeRate {
  readonly bids: number;
  readonly made: number;
  readonly rate: number;
}

export interface ArenaReport {
  readonly games: number;
  readonly rules: RulesRef;
  readonly seed: number;
  readonly a: SideStats & { readonly bot: string };
  readonly b: SideStats & { readonly bot: string };
  readonly winRateA: number;
  /** 95% Wilson interval of A's win rate. */
  readonly ci95: readonly [number, number];
  /** Hands made by the bidding side, by bid level and by contract, for each bot as bidder. */
  readonly makeRate: {
    readonly a: {
      readonly byBid: Record<string, MakeRate>;
      readonly byContract: Record<string, MakeRate>;
    };
    readonly b: {
      readonly byBid: Record<string, MakeRate>;
      readonly byContract: Record<string, MakeRate>;
    };
  };
  /** A's wins minus B's after each game. */
  readonly running: readonly number[];
}

export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  ] as number;
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function bidLevel(h: HandResult): string {
  const bid = h.bid;
  if (typeof bid === 'number') return bid <= 31 ? '30-31' : bid <= 34 ? '32-34' : '35-41';
  return String(bid);
}

function contractKind(h: HandResult): string {
  const c = h.contract ?? 'none';
  return c.startsWith('nello') ? 'nello' : c;
}

/** One duplicate pair: both its games, and each side's milliseconds per decision. */
export interface PairResult {
  readonly games: readonly GameRecord[];
  readonly times: { readonly a: readonly number[]; readonly b: readonly number[] };
}

/** The rules an arena game is played under: the profile's, for one game to 7 marks. */
export function arenaRules(ref: RulesRef): Result<Rules> {
  const base = resolveRules(ref);
  if (!base.ok) return base;
  return {
    ok: true,
    value: {
      ref,
      options: { ...base.value.options, match: { ...base.value.options.match, bestOf: 1 } },
    },
  };
}

/** A game's number in the arena (1, 2, ...): pair by pair, A sitting North-South first. */
export function gameNumber(record: GameRecord): number {
  return record.pair * 2 + (record.aTeam === 'NS' ? 1 : 2);
}

/**
 * The two games of pair `pair`: dealt from the same seed, A sitting North-South, then East-West.
 * Each pair is independent of the others (its own seeds), so pairs may be played in any order or
 * at once on several threads and the games come out the same.
 */
export function playPair(
  o: { readonly a: Bot; readonly b: Bot; readonly seed: number },
  rules: Rules,
  pair: number,
): Result<PairResult> {
  // The same bot on both sides still gets two timing lists.
  const a: Bot = o.a === o.b ? { ...o.a } : o.a;
  const b = o.b;
  const times = { a: [] as number[], b: [] as number[] };
  const games: GameRecord[] = [];
  const seed = o.seed * 100_003 + pair;
  for (const aTeam of ['NS', 'EW'] as const) {
    const aSeats: Seat[] = aTeam === 'NS' ? ['N', 'S'] : ['E', 'W'];
    const seats = Object.fromEntries(
      (['N', 'E', 'S', 'W'] as Seat[]).map((s) => [s, aSeats.includes(s) ? a : b]),
    ) as Record<Seat, Bot>;
    const played = playMatch(rules, seed, seats, {
      botSeed: `arena/${seed}`,
      onDecision: (bot, ms) => (bot === a ? times.a : times.b).push(ms),
    });
    if (!played.ok) return played;
    const end = played.value;
    const game = end.games[0];
    if (game === undefined)
      return {
        ok: false,
        error: { code: 'BAD_ACTION', message: 'a game ended without a result' },
      };
    const bTeam: Team = aTeam === 'NS' ? 'EW' : 'NS';
    games.push({
      pair,
      aTeam,
      winner: game.winner === aTeam ? 'a' : 'b',
      marks: { a: game.marks[aTeam], b: game.marks[bTeam] },
      hands: finishedHands(end),
    });
  }
  return { ok: true, value: { games, times } };
}

/** Plays the arena and reports; an illegal move by a bot is an error naming it. */
export function runArena(o: ArenaOptions): Result<ArenaReport> {
  const rules = arenaRules(o.rules);
  if (!rules.ok) return rules;
  const pairs: PairResult[] = [];
  let played = 0;
  for (let pair = 0; pair < Math.ceil(o.games / 2); pair++) {
    const result = playPair(o, rules.value, pair);
    if (!result.ok) return result;
    pairs.push(result.value);
    for (const game of result.value.games) o.onGame?.(++played, game);
  }
  return { ok: true, value: arenaReport({ ...o, a: o.a.name, b: o.b.name }, pairs) };
}

/** The report of the pairs played, in pair order, whichever order they were played in. */
export function arenaReport(
  o: { readonly a: string; readonly b: string; readonly seed: number; readonly rules: RulesRef },
  played: readonly PairResult[],
): ArenaReport {
  const pairs = [...played].sort((x, y) => (x.games[0]?.pair ?? 0) - (y.games[0]?.pair ?? 0));
  const records = pairs.flatMap((p) => p.games);
  const times = {
    a: pairs.flatMap((p) => p.times.a),
    b: pairs.flatMap((p) => p.times.b),
  };
  const aStats = sideStats(records, times.a, 'a', o.a);
  let diff = 0;
  const running = records.map((r) => (diff += r.winner === 'a' ? 1 : -1));
  const [lo, hi] = wilson(aStats.wins, records.length);
  return {
    games: records.length,
    rules: o.rules,
    seed: o.seed,
    a: aStats,
    b: sideStats(records, times.b, 'b', o.b),
    winRateA: round(aStats.wins / Math.max(1, records.length)),
    ci95: [round(lo), round(hi)],
    makeRate: { a: makeRates(records, 'a'), b: makeRates(records, 'b') },
    running,
  };
}

/** The team side `who` sat as in game `r`. */
function teamIn(r: GameRecord, who: 'a' | 'b'): Team {
  return who === 'a' ? r.aTeam : r.aTeam === 'NS' ? 'EW' : 'NS';
}

/** One side's wins, marks, points and decision times over the games. */
function sideStats(
  records: readonly GameRecord[],
  times: readonly number[],
  who: 'a' | 'b',
  bot: string,
): SideStats & { bot: string } {
  const wins = records.filter((r) => r.winner === who).length;
  const marks = records.reduce((n, r) => n + r.marks[who], 0);
  let points = 0;
  let hands = 0;
  for (const r of records) {
    const team = teamIn(r, who);
    for (const h of r.hands)
      if (h.contract !== null) {
        points += h.points[team];
        hands++;
      }
  }
  const t = [...times].sort((x, y) => x - y);
  return {
    bot,
    wins,
    marksPerGame: round(marks / Math.max(1, records.length), 2),
    pointsPerHand: round(points / Math.max(1, hands), 2),
    decisions: t.length,
    decisionMs: {
      mean: round(t.reduce((x, y) => x + y, 0) / Math.max(1, t.length)),
      p50: round(quantile(t, 0.5)),
      p95: round(quantile(t, 0.95)),
      max: round(t[t.length - 1] ?? 0),
    },
  };
}

/** How often one side made its bids, by bid level and by kind of contract. */
function makeRates(records: readonly GameRecord[], who: 'a' | 'b') {
  const byBid: Record<string, { bids: number; made: number }> = {};
  const byContract: Record<string, { bids: number; made: number }> = {};
  for (const r of records) {
    const team = teamIn(r, who);
    for (const h of r.hands) {
      if (
        h.bidder === null ||
        teamOf(h.bidder) !== team ||
        h.outcome === 'reshake' ||
        h.outcome === 'forfeit'
      )
        continue;
      for (const [table, key] of [
        [byBid, bidLevel(h)],
        [byContract, contractKind(h)],
      ] as const) {
        const entry = (table[key] ??= { bids: 0, made: 0 });
        entry.bids++;
        if (h.outcome === 'made') entry.made++;
      }
    }
  }
  const rate = (t: Record<string, { bids: number; made: number }>) =>
    Object.fromEntries(
      Object.entries(t).map(([k, v]) => [k, { ...v, rate: round(v.made / v.bids) }]),
    );
  return { byBid: rate(byBid), byContract: rate(byContract) };
}
