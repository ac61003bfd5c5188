import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { solve } from '../src/index.js';
import { minimax } from './reference.js';
import { handInPlay, type Kind } from './positions.js';

/** The solver equals plain minimax on ten full deals of each kind (one test a kind). */
export function fullDealsTests(title: string, kinds: readonly Kind[]): void {
  describe(title, () => {
    for (const kind of kinds) {
      it(`10 full deals: ${kind}`, () => {
        for (let i = 0; i < 10; i++) {
          const s = handInPlay(kind, 5000 + i);
          const h = s.hand;
          assert.equal(h.tricks.length, 0);
          assert.equal(
            solve(h, s.rules.options).value,
            minimax(h, s.rules.options),
            `${kind} deal ${i} (${h.contract})`,
          );
        }
      });
    }
  });
}
