#!/usr/bin/env node
// How much the table model's weights help the play's sampling (packages/bots/src/inference.ts):
//   node packages/bots/scripts/measure-inference.mjs --records FILE.json [--samples 20]
//     [--rules straight-42] [--positions 2000]
// after `npx tsc -b`. FILE.json holds arena game records (fit-table-model.mjs --save writes
// them; use games the model was NOT fitted from). Each game is replayed; at each play, the
// seat to play samples the hidden hands twice from the same generator state, plainly and
// weighed by the model, and the script counts the hidden dominoes each sample puts in the seat
// that really holds them. It prints the share placed right, plain and weighed, by trick.
import { readFileSync } from 'node:fs';
import { apply, newMatch, resolveRules, seedRng, toAct, viewFor } from '@texas42/engine';
import { BOTS_TABLE_MODEL, dealsForAuction, inferredSamples, placedRight } from '@texas42/bots';
import { suitTable } from '@texas42/engine';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const file = option('records', undefined);
if (file === undefined) throw new Error('--records FILE.json is needed');
const samples = Number(option('samples', '20'));
const rulesId = option('rules', 'straight-42');
const most = Number(option('positions', '100000'));
const arenaSeed = Number(option('seed', '102'));
const records = JSON.parse(readFileSync(file, 'utf8'));
const base = resolveRules(rulesId);
if (!base.ok) throw new Error(base.error.message);
const rules = {
  ref: rulesId,
  options: { ...base.value.options, match: { ...base.value.options.match, bestOf: 1 } },
};

const step = (state, action) => {
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};
// by trick number: [right plain, right weighed, hidden]
const byTrick = Array.from({ length: 7 }, () => [0, 0, 0]);
const bidRow = [0, 0, 0];
let positions = 0;
let skipped = 0;
for (const record of records) {
  if (positions >= most) break;
  const started = newMatch({ rules, seed: arenaSeed * 100_003 + record.pair });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  try {
    for (const h of record.hands) {
      state = step(state, { type: 'shake', seat: state.shaker, hands: h.dealt });
      for (const bid of h.bids) {
        const seat = toAct(state);
        if (h.bids.length > 0 && state.hand.bids.length > 0) {
          // A bid decision after someone has spoken: the deals a bid simulates.
          const view = viewFor(state, seat);
          const rng = seedRng(`measure/bid/${positions}`);
          const plain = dealsForAuction(view, samples, rng, false).deals;
          const weighed = dealsForAuction(view, samples, rng, BOTS_TABLE_MODEL).deals;
          bidRow[2] += placedRight(plain[0], h.dealt, seat).hidden;
          for (const d of plain) bidRow[0] += placedRight(d, h.dealt, seat).right / plain.length;
          for (const d of weighed)
            bidRow[1] += placedRight(d, h.dealt, seat).right / weighed.length;
        }
        state = step(state, { type: 'bid', seat, bid });
      }
      if (h.contract === null || h.outcome === 'reshake') continue;
      state = step(state, { type: 'declare', seat: h.declarer, contract: h.contract });
      const table = suitTable(h.contract, rules.options);
      const plays = [...h.tricks.flatMap((t) => t.plays), ...h.trick];
      for (const p of plays) {
        const view = viewFor(state, p.seat);
        const truth = state.hand.hands;
        const trickNo = view.hand.tricks.length;
        const rng = seedRng(`measure/${positions}`);
        const plain = inferredSamples(view, table, rng, samples, undefined).samples;
        const weighed = inferredSamples(view, table, rng, samples, BOTS_TABLE_MODEL).samples;
        const row = byTrick[trickNo];
        if (plain.length > 0 && weighed.length > 0) {
          row[2] += placedRight(plain[0], truth, p.seat).hidden;
          for (const s of plain) row[0] += placedRight(s, truth, p.seat).right / plain.length;
          for (const s of weighed) row[1] += placedRight(s, truth, p.seat).right / weighed.length;
        }
        positions++;
        state = step(state, { type: 'play', seat: p.seat, domino: p.domino });
      }
      if (state.phase === 'play') break; // a hand stopped by a claim: the game's replay ends here
    }
  } catch (e) {
    skipped++;
    process.stderr.write(`game ${record.pair}/${record.aTeam} not replayed: ${e.message}\n`);
  }
}
const pct = (x) => `${(100 * x).toFixed(1)}%`;
let total = [0, 0, 0];
console.log(
  `${positions} positions from ${records.length} games (${skipped} not replayed), ${samples} samples each; model: ${BOTS_TABLE_MODEL.fittedBy}`,
);
console.log('position  hidden dominoes  placed right plain  weighed');
console.log(`bids      ${bidRow[2]}  ${pct(bidRow[0] / bidRow[2])}  ${pct(bidRow[1] / bidRow[2])}`);
byTrick.forEach(([plain, weighed, hidden], i) => {
  total = [total[0] + plain, total[1] + weighed, total[2] + hidden];
  if (hidden > 0)
    console.log(`trick ${i + 1}   ${hidden}  ${pct(plain / hidden)}  ${pct(weighed / hidden)}`);
});
console.log(`all plays ${total[2]}  ${pct(total[0] / total[2])}  ${pct(total[1] / total[2])}`);
