import assert from 'node:assert/strict';
import { it } from 'node:test';
// The example of packages/engine/README.md, kept true by running it.
import { apply, legalActions, newMatch, toAct, viewFor, type MatchState } from '../src/index.js';

it('the README example runs as written', () => {
  const start = newMatch({ rules: 'straight-42', seed: 42 }); // draws for first shake
  if (!start.ok) throw new Error(start.error.message);
  const shaken = apply(start.value, { type: 'shake', seat: start.value.shaker }); // deal from the seed
  if (!shaken.ok) throw new Error(shaken.error.message);
  const state: MatchState = shaken.value;
  const bids = legalActions(state); // what the seat to act may bid: the one source of legality
  const r = apply(state, { type: 'bid', seat: toAct(state) ?? 'N', bid: 29 });
  if (!r.ok) assert.equal(r.error.code, 'BID_TOO_LOW'); // "29 is below the minimum bid of 30"; state unchanged
  const east = viewFor(state, 'E'); // East's own dominoes; never the others' or the seed
  assert.equal(bids[0]?.type, 'bid');
  assert.equal(r.ok, false);
  assert.equal(east.hand?.hand?.length, 7);
});
