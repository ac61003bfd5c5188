#!/usr/bin/env node
// How far nello's solved rates are from what happens at the table (simulated-bidding.ts reads a
// nello plan's chance from this):
//   node packages/bots/scripts/measure-nello.mjs [--hands 120] [--samples 12] [--seed 1]
//     [--rules nello-tournament] [--player hard] [--from 0.4]
// after `npx tsc -b`. Deals at random; in each, the seat whose hand the rules of thumb value
// least bids what nello needs and declares it (the others pass), if the bid's simulation plans
// nello for that hand at all; the bid's own sampled deals give the solved rate (the share in
// which the bidder can be kept from taking a trick by no defence); then `player` plays every
// seat and the hand is made or set. Prints hands, mean solved rate and made, by solved rate.
import {
  SEATS,
  apply,
  legalActions,
  newMatch,
  seedRng,
  toAct,
  viewFor,
  isNello,
} from '@texas42/engine';
import { bestTrump, botByName, makeRate, planBids } from '@texas42/bots';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const wanted = Number(option('hands', '120'));
const samples = Number(option('samples', '12'));
// Hands whose solved rate is below this are not played (most weak hands are poor nellos).
const from = Number(option('from', '0.4'));
const seed0 = Number(option('seed', '1'));
const rules = option('rules', 'nello-tournament');
const player = botByName(option('player', 'hard'));
if (player === undefined) throw new Error('unknown --player');

const step = (state, action) => {
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

const rows = [];
for (let seed = seed0 * 1_000_003; rows.length < wanted; seed++) {
  const started = newMatch({ rules, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state = step(started.value, { type: 'shake', seat: started.value.shaker });
  const hands = state.hand.hands;
  const options = state.rules.options;
  const bidder = SEATS.reduce((a, b) =>
    bestTrump(hands[b], options).points < bestTrump(hands[a], options).points ? b : a,
  );
  let nelloBid = null;
  let plan = null;
  while (state.phase === 'bid') {
    const seat = toAct(state);
    const bids = legalActions(state).filter((a) => a.type === 'bid');
    if (seat === bidder) {
      const view = viewFor(state, seat);
      const { plans } = planBids(view, samples, seedRng(`nello/${seed}`));
      plan = plans.find((p) => isNello(p.contract)) ?? null;
      if (plan === null || makeRate(plan, 42) < from) {
        plan = null;
        break;
      }
      const need = options.nello.minimumMarks;
      nelloBid =
        bids.find((a) => a.bid === `${Math.max(1, need)}m`) ??
        bids.find((a) => typeof a.bid === 'number' && need === 0);
      if (nelloBid === undefined) break;
      state = step(state, nelloBid);
    } else state = step(state, bids.find((a) => a.bid === 'pass') ?? bids[0]);
  }
  if (plan === null || nelloBid === undefined || state.phase !== 'declare') continue;
  state = step(state, { type: 'declare', seat: bidder, contract: plan.contract });
  const handNo = state.game.hands.length;
  let rng = seedRng(`nello/play/${seed}`);
  while (state.phase === 'play') {
    const decision = player.decide(viewFor(state, toAct(state)), rng);
    rng = decision.rng;
    state = step(state, decision.action);
  }
  const done = state.game.hands[handNo];
  if (done === undefined) continue;
  rows.push({ solved: makeRate(plan, 42), made: done.outcome === 'made' });
  process.stderr.write(`\r${rows.length}/${wanted}`);
}
process.stderr.write('\n');
const edges = [0, 0.5, 0.7, 0.85, 1, 1.0001];
const out = edges.slice(0, -1).map((from, i) => {
  const to = edges[i + 1];
  const inside = rows.filter((r) => r.solved >= from && r.solved < to);
  return {
    solved: `${from}-${Math.min(1, to)}`,
    hands: inside.length,
    meanSolved: inside.reduce((n, r) => n + r.solved, 0) / Math.max(1, inside.length),
    made: inside.filter((r) => r.made).length,
  };
});
console.log(
  JSON.stringify({ rules, samples, player: player.name, hands: rows.length, out }, null, 1),
);
