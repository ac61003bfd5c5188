import { isNello, teamOf, type Domino, type RngState, type SeatView } from '@texas42/engine';
import { moveValues, SearchStopped, type MoveValue } from '@texas42/solver';
import type { AuctionReading, AuctionView } from './bid-likelihood.js';
import type { Bot, Decision } from './bot.js';
import { spent, startOf, stopFor, type Budget } from './budget.js';
import { heuristicBot } from './heuristic-bot.js';
import { handWith } from './hand-state.js';
import { inferredSamples } from './inference.js';
import { makesWith, type PlayObjective } from './play-objective.js';
import type { Sample } from './sampling.js';
import { chooseSimulatedBid, chooseSimulatedContract, type TableReading } from './bid-choice.js';
import { planBids } from './simulated-bidding.js';
import { tableOf } from './table-knowledge.js';
import type { TableModel } from './table-model.js';

/**
 * Perfect-information Monte Carlo: deal the hidden dominoes many ways consistent with what the
 * seat has seen, solve each deal exactly, and play the domino with the best average. With
 * `bidSamples`, bids and the contract are chosen by simulation (simulated-bidding.ts, read by bid-choice.ts), nello and
 * sevens, plunge and splash included where the rules allow them.
 */
export interface PimcOptions {
  readonly name: string;
  /** Deals sampled per play. */
  readonly samples: number;
  /** Deals sampled per bid and per contract named; 0 bids by the rules of thumb. */
  readonly bidSamples?: number;
  /**
   * Deal the bid simulations to fit the auction so far (dealsForAuction). Off by default: with
   * the same play, fitted dealing won 37 of 80 games against plain dealing (docs/bots.md).
   */
  readonly fitAuction?: AuctionReading;
  /**
   * A model of how the bots bid and play (table-model.ts): when set, the deals a play samples
   * and (unless `fitAuction` says otherwise) the deals a bid simulates are drawn by how well
   * they explain the bids, the contract and the plays so far.
   */
  readonly infer?: TableModel;
  /**
   * Stop sampling once this time is spent (at least one deal is solved for a play): `samples`
   * and `bidSamples` become the most a decision samples. Without it, every decision samples all.
   */
  readonly budget?: Budget;
  /**
   * Value a pass by what it leads to in the bid's sampled deals (pass-continuation.ts): the
   * seats still to speak bid as they have bid this match, and the contract is solved.
   */
  readonly simulatePass?: boolean;
  /** How solved rates become chances at the table where it differs (nello's own curve). */
  readonly reading?: TableReading;
  /** What a play is judged by in each solved deal (play-objective.ts); `take` by default. */
  readonly objective?: PlayObjective;
}

export function pimcBot(o: PimcOptions): Bot {
  return {
    name: o.name,
    decide(view: SeatView, rng: RngState): Decision {
      const started = startOf(o.budget);
      const bidSamples = o.bidSamples ?? 0;
      if (
        bidSamples > 0 &&
        view.legal.length > 1 &&
        (view.phase === 'bid' || view.phase === 'declare')
      )
        return simulatedBid(o, view, rng, bidSamples);
      const plays = view.legal.flatMap((a) => (a.type === 'play' ? [a.domino] : []));
      if (view.phase !== 'play' || plays.length <= 1) return heuristicBot.decide(view, rng);
      return sampledPlay(o, view, rng, plays, started);
    },
  };
}

/** A bid or a contract chosen by simulating each in sampled deals (simulated-bidding.ts). */
function simulatedBid(
  o: PimcOptions,
  view: AuctionView,
  rng: RngState,
  bidSamples: number,
): Decision {
  const fit = o.fitAuction ?? o.infer ?? false;
  const planned = planBids(view, bidSamples, rng, fit, o.budget, o.simulatePass);
  // Out of time before a single deal was solved: the rules of thumb bid.
  if (planned.plans.every((p) => p.takes.length === 0))
    return heuristicBot.decide(view, planned.rng);
  const seat = view.viewer;
  if (view.phase === 'bid')
    return {
      action: {
        type: 'bid',
        seat,
        bid: chooseSimulatedBid(view, planned.plans, planned.passing, o.reading),
      },
      rng: planned.rng,
    };
  const contract = chooseSimulatedContract(view, planned.plans, o.reading);
  // None of the planned contracts is open to this bid: the rules of thumb name one.
  if (contract === null) return heuristicBot.decide(view, planned.rng);
  return { action: { type: 'declare', seat, contract }, rng: planned.rng };
}

type PlayView = Extract<SeatView, { phase: 'play' }>;

/** The play with the best total over the sampled deals, each solved exactly. */
function sampledPlay(
  o: PimcOptions,
  view: PlayView,
  rng: RngState,
  plays: readonly Domino[],
  started: number,
): Decision {
  const h = view.hand;
  const me = view.viewer;
  // The counted side is the bidder's; it maximizes, except in nello where the bidder ducks.
  const bidderSide = teamOf(h.bidder) === teamOf(me);
  const maximize = isNello(h.contract) ? !bidderSide : bidderSide;
  const drawn = inferredSamples(view, tableOf(view, h.contract), rng, o.samples, o.infer);
  const state = drawn.rng;
  const tally = solveSamples(o, view, drawn.samples, plays, started);
  if (tally.solved === 0) return heuristicBot.decide(view, state);
  const { totals, makes } = tally;
  // The bidder's side wants the contract made, the other side set (nello too); then the take.
  const better = (d: Domino, than: Domino): boolean => {
    const m = (makes.get(d) ?? 0) - (makes.get(than) ?? 0);
    if (m !== 0) return bidderSide ? m > 0 : m < 0;
    const v = (totals.get(d) ?? 0) - (totals.get(than) ?? 0);
    return maximize ? v > 0 : v < 0;
  };
  let best = plays[0] as Domino;
  for (const d of plays) if (better(d, best)) best = d;
  return { action: { type: 'play', seat: me, domino: best }, rng: state };
}

/**
 * Each play's total take over the sampled deals solved in the budget, and (for the `contract`
 * objective) the deals in which it makes the contract.
 */
function solveSamples(
  o: PimcOptions,
  view: PlayView,
  samples: readonly Sample[],
  plays: readonly Domino[],
  started: number,
): { totals: Map<Domino, number>; makes: Map<Domino, number>; solved: number } {
  const h = view.hand;
  const totals = new Map<Domino, number>(plays.map((d) => [d, 0]));
  // Deals in which each play makes the contract (counted by the `contract` objective).
  const makes = new Map<Domino, number>(plays.map((d) => [d, 0]));
  const byContract = o.objective === 'contract';
  // A sample drawn twice counts twice but is solved once.
  const memo = new Map<Sample, MoveValue[]>();
  let solved = 0;
  for (const sample of samples) {
    if (solved > 0 && spent(o.budget, started)) break;
    let values = memo.get(sample);
    if (values === undefined) {
      try {
        const stop = stopFor(o.budget, started, solved === 0);
        values = moveValues(handWith(view, sample), view.rules.options, stop);
      } catch (e) {
        // Out of time mid-solve: the samples solved so far decide (none: the rules of thumb).
        if (e instanceof SearchStopped) break;
        throw e;
      }
      memo.set(sample, values);
    }
    for (const m of values) {
      totals.set(m.domino, (totals.get(m.domino) ?? 0) + m.value);
      if (byContract && makesWith(h, m.value)) makes.set(m.domino, (makes.get(m.domino) ?? 0) + 1);
    }
    solved++;
  }
  return { totals, makes, solved };
}
