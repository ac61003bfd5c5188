import {
  ALL_DOMINOES,
  apply,
  clockwise,
  isNello,
  newMatch,
  resolveRules,
  teamOf,
  toAct,
  viewFor,
  type Domino,
  type HandRecord,
  type MatchState,
  type RngState,
  type Rules,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import {
  botByName,
  handWith,
  makeRate,
  planBids,
  sampleHands,
  tableOf,
  type BidPlan,
} from '@texas42/bots/browser';
import { moveValues } from '@texas42/solver';
import type {
  BiddingAnswer,
  BiddingRow,
  SeatViewAnswer,
  Solved,
} from '../analysis/board-protocol.js';
import { boardRules, endsWith, lineOf, makesWith } from '../logic/board-line.js';

/**
 * The analysis board's answers, worked out in its Web Worker (analysis.worker.ts): the exact
 * value of every legal play and the best line (the solver, every hand known); the hard bot's
 * sampled view from the seat to play (the bot's own sampling, counted play by play); and the
 * bots' bidding simulation for a seat's seven dominoes.
 */

export class BoardProblem extends Error {}

function rulesOf(ref: RulesRef): Rules {
  const r = resolveRules(ref);
  if (!r.ok) throw new BoardProblem(r.error.message);
  return r.value;
}

/** The state at the end of `record`, in play. */
function positionOf(ref: RulesRef, record: HandRecord): MatchState & { phase: 'play' } {
  const line = lineOf(rulesOf(ref), record);
  if (!line.ok) throw new BoardProblem(line.message);
  const state = line.states.at(-1);
  if (state === undefined || state.phase !== 'play')
    throw new BoardProblem('the hand is over: step back to a play to analyze');
  return state;
}

export function solvePosition(
  ref: RulesRef,
  record: HandRecord,
  id: number,
  now: () => number,
): Solved {
  const state = positionOf(ref, record);
  const hand = state.hand;
  const options = state.rules.options;
  const started = now();
  const values = moveValues(hand, options);
  const ms = now() - started;
  const best = values[0];
  if (best === undefined) throw new BoardProblem('there is no legal play here');
  return {
    kind: 'solved',
    id,
    seat: toAct(state),
    measure: isNello(hand.contract) ? 'tricks' : 'points',
    team: teamOf(hand.bidder),
    values: values.map((v) => ({
      domino: v.domino,
      endsWith: endsWith(hand, v.value),
      lost: Math.abs(best.value - v.value),
      makes: makesWith(hand, v.value),
    })),
    line: null,
    ms,
    lineMs: null,
  };
}

/**
 * The best line from a position already valued: its best play, then the best reply to it, and so
 * on to the last trick (each later position solved as it comes; the search's table, kept between
 * calls, makes those quick).
 */
export function bestLine(
  ref: RulesRef,
  record: HandRecord,
  solved: Solved,
  now: () => number,
): Solved {
  const started = now();
  const first = solved.values[0];
  const line: Domino[] = [];
  let s: MatchState = positionOf(ref, record);
  let next: Domino | undefined = first?.domino;
  while (s.phase === 'play' && next !== undefined) {
    const after = apply(s, { type: 'play', seat: toAct(s), domino: next });
    if (!after.ok) throw new BoardProblem(after.error.message);
    line.push(next);
    s = after.value;
    next = s.phase === 'play' ? moveValues(s.hand, s.rules.options)[0]?.domino : undefined;
  }
  return { ...solved, line, lineMs: solved.ms + (now() - started) };
}

/**
 * The hard bot at this position, from the seat to play: the deals it samples (the bot's own
 * sampling, from the same generator state, so the same deals it decides on), each solved, and
 * for each legal domino how often it was best and what it was worth on average.
 */
export function seatView(
  ref: RulesRef,
  record: HandRecord,
  id: number,
  samples: number,
  rng: RngState,
): SeatViewAnswer {
  const state = positionOf(ref, record);
  const seat = toAct(state);
  const view = viewFor(state, seat);
  const hand = state.hand;
  const options = state.rules.options;
  const table = tableOf(view, hand.contract);
  const bidderSide = teamOf(hand.bidder) === teamOf(seat);
  const maximize = isNello(hand.contract) ? !bidderSide : bidderSide;
  const tally = new Map<Domino, { best: number; total: number }>();
  let solved = 0;
  let r = rng;
  for (let i = 0; i < samples; i++) {
    const drawn = sampleHands(view, table, r);
    r = drawn.rng;
    if (drawn.sample === null) continue;
    const values = moveValues(handWith(view, drawn.sample), options);
    const top = values[0]?.value;
    for (const v of values) {
      const t = tally.get(v.domino) ?? { best: 0, total: 0 };
      tally.set(v.domino, { best: t.best + (v.value === top ? 1 : 0), total: t.total + v.value });
    }
    solved++;
  }
  const bot = botByName('hard')?.decide(view, rng).action;
  const plays = [...tally.entries()]
    .map(([domino, t]) => ({
      domino,
      best: t.best,
      average: endsWith(hand, t.total / Math.max(1, solved)),
    }))
    .sort((a, b) => (maximize ? b.average - a.average : a.average - b.average));
  return {
    kind: 'seat-view',
    id,
    seat,
    bot: bot?.type === 'play' ? bot.domino : null,
    samples: solved,
    plays,
  };
}

/** The columns of the bidding table: every point bid, then the marks bids the rules allow. */
function bidColumns(rules: Rules): string[] {
  const out: string[] = [];
  for (let n = rules.options.bidding.minimumBid; n <= 41; n++) out.push(String(n));
  // The opening marks bids: the most a first bidder may bid (a higher one only tops another).
  for (let m = 1; m <= Math.max(1, rules.options.bidding.openingMarksMax); m++) out.push(`${m}m`);
  return out;
}

function rowOf(plan: BidPlan, columns: readonly string[]): BiddingRow {
  const chances = columns.map((c) => {
    if (plan.bid !== undefined) return null;
    if (c.endsWith('m'))
      return (plan.minimumMarks ?? 0) <= Number(c.slice(0, -1)) ? makeRate(plan, 42) : null;
    return plan.minimumMarks === undefined ? makeRate(plan, Number(c)) : null;
  });
  return {
    contract: plan.contract,
    bid: plan.bid ?? null,
    average: plan.takes.reduce((a, b) => a + b, 0) / Math.max(1, plan.takes.length),
    chances,
  };
}

/**
 * Bidding help: `seat` holding `mine`, first to bid, the other 21 dominoes dealt `samples` ways
 * and each candidate contract solved in each deal (the hard bot's own simulation).
 */
export function biddingHelp(
  ref: RulesRef,
  seat: Seat,
  mine: readonly Domino[],
  id: number,
  samples: number,
  rng: RngState,
  now: () => number,
): BiddingAnswer {
  const rules = rulesOf(ref);
  const held = new Set(mine);
  if (held.size !== 7 || mine.some((d) => !ALL_DOMINOES.includes(d)))
    throw new BoardProblem(`${seat} must hold seven dominoes for bidding help`);
  const rest = ALL_DOMINOES.filter((d) => !held.has(d));
  const hands = { N: [] as Domino[], E: [] as Domino[], S: [] as Domino[], W: [] as Domino[] };
  let k = 0;
  for (const s of ['N', 'E', 'S', 'W'] as const)
    hands[s] = s === seat ? [...mine] : rest.slice(k * 7, ++k * 7);
  // The seat on the bidder's right deals, so the bidder bids first.
  const dealer = clockwise(seat, 3);
  const started = newMatch({ rules: boardRules(rules), seed: 0, firstShaker: dealer });
  if (!started.ok) throw new BoardProblem(started.error.message);
  const dealt = apply(started.value, { type: 'shake', seat: dealer, hands });
  if (!dealt.ok) throw new BoardProblem(dealt.error.message);
  if (dealt.value.phase !== 'bid') throw new BoardProblem('the deal did not start the bidding');
  const view = viewFor(dealt.value, seat);
  const t = now();
  const { plans } = planBids(view, samples, rng);
  const columns = bidColumns(rules);
  const specials = plans.flatMap((p) => (p.bid === undefined ? [] : [p.bid]));
  return {
    kind: 'bidding',
    id,
    seat,
    samples: plans[0]?.takes.length ?? 0,
    bids: [...columns, ...specials],
    rows: plans.map((p) => {
      const row = rowOf(p, columns);
      if (p.bid === undefined)
        return { ...row, chances: [...row.chances, ...specials.map(() => null)] };
      // A plunge or splash row has its one chance in its own column.
      return {
        ...row,
        chances: [
          ...columns.map(() => null),
          ...specials.map((b) => (b === p.bid ? makeRate(p, 42) : null)),
        ],
      };
    }),
    ms: now() - t,
  };
}
