import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PlainSearch, positionOf } from '../src/index.js';
import { minimax } from './reference.js';
import { KINDS, endgame } from './positions.js';

/**
 * The benchmark's yardstick (the plain alpha-beta of src/reference.ts) must itself be exact,
 * or the ratio it prints means nothing: it is checked against plain minimax like the solver.
 */
describe('the plain alpha-beta equals plain minimax', () => {
  it('on 240 random endgames of every contract kind (1 to 5 tricks left)', () => {
    const plain = new PlainSearch();
    let checked = 0;
    let made = 0;
    for (let i = 0; i < 240; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, 900 + i, 1 + (i % 5), 0);
      if (s.phase !== 'play') continue;
      const h = s.hand;
      const options = s.rules.options;
      const value = minimax(h, options);
      const pos = positionOf(h, options);
      plain.load(pos);
      assert.equal(plain.exact(), value, `${kind} #${i} (${h.contract})`);
      const need = Math.max(1, value - (i % 3) + 1);
      plain.load(pos);
      assert.equal(plain.atLeast(need), value >= need, `${kind} #${i}: can take ${need}`);
      if (value >= need) made++;
      checked++;
    }
    assert.ok(checked >= 220, `${checked} endgames checked`);
    assert.ok(made > 40 && made < checked - 40, `${made} of ${checked} make the asked take`);
  });

  it('refuses a position loaded mid-trick', () => {
    const s = endgame('trump', 77, 3, 2);
    assert.equal(s.phase, 'play');
    assert.throws(() => new PlainSearch().load(positionOf(s.hand, s.rules.options)), /boundary/);
  });
});
