import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HandState } from '@texas42/engine';
import { solve } from '../src/index.js';
import { minimax } from './reference.js';
import { handInPlay, type Kind } from './positions.js';

/** Full deals take the plain reference seconds each: split in two files that run side by side. */
const KINDS: Kind[] = ['trump', 'doubles', 'follow-me', 'nello', 'sevens'];

describe('the solver equals plain minimax on full deals', () => {
  for (const kind of KINDS) {
    it(`10 full deals: ${kind}`, () => {
      for (let i = 0; i < 10; i++) {
        const s = handInPlay(kind, 5000 + i);
        const h = s.hand as HandState;
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
