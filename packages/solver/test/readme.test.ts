import assert from 'node:assert/strict';
import { it } from 'node:test';
// The example in packages/solver/README.md, kept true by running it (console.log is `log`).
import { apply, newMatch, type Action, type Hands, type MatchState } from '@texas42/engine';
import { canTake, moveValues, solve } from '../src/index.js';

it("the package README's example runs as written", () => {
  const lines: string[] = [];
  const log = (...parts: unknown[]): void => void lines.push(parts.map(String).join(' '));

  function step(state: MatchState, action: Action): MatchState {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return r.value;
  }

  // W shakes these hands; N bids 30, the others pass, and N names fives trump.
  const hands: Hands = {
    N: ['5-5', '6-5', '5-4', '6-6', '4-4', '3-3', '6-1'],
    E: ['5-3', '5-2', '5-1', '5-0', '6-4', '6-3', '6-2'],
    S: ['4-3', '4-2', '4-1', '4-0', '3-2', '3-1', '2-2'],
    W: ['6-0', '3-0', '2-1', '2-0', '1-1', '1-0', '0-0'],
  };
  const started = newMatch({ rules: 'straight-42', seed: 1, firstShaker: 'W' });
  if (!started.ok) throw new Error(started.error.message);
  let state = step(started.value, { type: 'shake', seat: 'W', hands });
  state = step(state, { type: 'bid', seat: 'N', bid: 30 });
  for (const seat of ['E', 'S', 'W'] as const)
    state = step(state, { type: 'bid', seat, bid: 'pass' });
  state = step(state, { type: 'declare', seat: 'N', contract: 'fives' });
  if (state.phase !== 'play') throw new Error('no hand in play');

  const { options } = state.rules;
  const best = solve(state.hand, options);
  log(best.team, best.measure, best.value); // NS points 36
  log(canTake(state.hand, options, 30)); // true: N-S make their 30 against any defence
  for (const m of moveValues(state.hand, options)) log(m.domino, m.value);
  // 3-3 36, 4-4 36, 5-4 36, 5-5 36, 6-5 36, 6-6 35, 6-1 24: leading the 6-1 costs 12 points

  assert.deepEqual(lines, [
    'NS points 36',
    'true',
    '3-3 36',
    '4-4 36',
    '5-4 36',
    '5-5 36',
    '6-5 36',
    '6-6 35',
    '6-1 24',
  ]);
});
