import {
  SEATS,
  apply,
  legalActions,
  newMatch,
  seedRng,
  teamOf,
  toAct,
  viewFor,
  type Action,
  type MatchState,
  type Result,
  type RulesRef,
  type Seat,
} from '@texas42/engine';
import type { Bot } from './bot.js';
import { bestTrump } from './hand-estimate.js';
import { makeRate, planBids } from './simulated-bidding.js';

/**
 * How far the make rates read off perfect-information solves are from what happens at the table.
 * Each hand: one seat bids 30 (the strongest by the rules of thumb, or every other hand a seat
 * taken in turn, so weak hands are measured too), the others pass; the bidder's trump is the
 * plan the solves like best; then `player` plays every seat to the last trick (the hand is not
 * stopped when decided, so every level can be read). Compared: the solved rate of taking 30 and
 * 42, and whether the hand took them.
 */
export interface CalibrationOptions {
  readonly hands: number;
  readonly samples: number;
  readonly seed: number;
  readonly rules: RulesRef;
  readonly player: Bot;
  readonly onHand?: (done: number) => void;
}

export interface CalibrationBucket {
  /** Solved rates in [from, to) (the last bucket holds 1 exactly). */
  readonly from: number;
  readonly to: number;
  readonly hands: number;
  /** Mean solved rate of the hands in the bucket. */
  readonly solved: number;
  /** How many of them were made at the table. */
  readonly made: number;
}

export interface Calibration {
  readonly hands: number;
  readonly samples: number;
  /** Need 30 (a point bid) and 42 (a marks bid). */
  readonly points: readonly CalibrationBucket[];
  readonly marks: readonly CalibrationBucket[];
}

interface Observation {
  readonly solved30: number;
  readonly solved42: number;
  readonly taken: number;
}

const EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1, 1.0001];

function buckets(rows: readonly Observation[], need: 30 | 42): CalibrationBucket[] {
  const rate = (r: Observation) => (need === 30 ? r.solved30 : r.solved42);
  return EDGES.slice(0, -1).map((from, i) => {
    const to = EDGES[i + 1] as number;
    const inside = rows.filter((r) => rate(r) >= from && rate(r) < to);
    const solved = inside.reduce((n, r) => n + rate(r), 0) / Math.max(1, inside.length);
    const made = inside.filter((r) => r.taken >= need).length;
    return { from, to: Math.min(1, to), hands: inside.length, solved, made };
  });
}

function step(state: MatchState, action: Action): MatchState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

function observe(o: CalibrationOptions, seed: number): Observation | null {
  const rules: RulesRef =
    typeof o.rules === 'string'
      ? { base: o.rules, 'play.endWhenDecided': false }
      : { ...o.rules, 'play.endWhenDecided': false };
  const started = newMatch({ rules, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state = step(started.value, { type: 'shake', seat: started.value.shaker });
  const hands = state.hand?.hands;
  if (hands === undefined) return null;
  const options = state.rules.options;
  const bidder =
    seed % 2 === 0
      ? (SEATS[seed % 4] as Seat) // in range: the cast drops the undefined of indexing
      : SEATS.reduce((a, b) =>
          bestTrump(hands[b], options).points > bestTrump(hands[a], options).points ? b : a,
        );
  while (state.phase === 'bid') {
    const seat = toAct(state);
    const want = seat === bidder ? 30 : 'pass';
    const bids = legalActions(state).filter((a) => a.type === 'bid');
    const action = bids.find((a) => a.type === 'bid' && a.bid === want) ?? bids[0];
    if (action === undefined) return null;
    state = step(state, action);
  }
  if (state.phase !== 'declare') return null;
  const declarer = toAct(state);
  const { plans } = planBids(viewFor(state, declarer), o.samples, seedRng(`calibrate/${seed}`));
  const mean = (takes: readonly number[]) => takes.reduce((a, b) => a + b, 0) / takes.length;
  const plan = plans.reduce((a, b) => (mean(b.takes) > mean(a.takes) ? b : a));
  state = step(state, { type: 'declare', seat: declarer, contract: plan.contract });
  const handNo = state.game.hands.length;
  let rng = seedRng(`calibrate/play/${seed}`);
  while (state.phase === 'play') {
    const decision = o.player.decide(viewFor(state, toAct(state)), rng);
    rng = decision.rng;
    state = step(state, decision.action);
  }
  const done = state.game.hands[handNo];
  if (done === undefined) return null;
  return {
    solved30: makeRate(plan, 30),
    solved42: makeRate(plan, 42),
    taken: done.points[teamOf(declarer)],
  };
}

export function calibrateBidding(o: CalibrationOptions): Result<Calibration> {
  const rows: Observation[] = [];
  try {
    for (let seed = o.seed; rows.length < o.hands; seed++) {
      const row = observe(o, seed);
      if (row === null) continue;
      rows.push(row);
      o.onHand?.(rows.length);
    }
  } catch (e) {
    return { ok: false, error: { code: 'BAD_ACTION', message: (e as Error).message } };
  }
  return {
    ok: true,
    value: {
      hands: rows.length,
      samples: o.samples,
      points: buckets(rows, 30),
      marks: buckets(rows, 42),
    },
  };
}
