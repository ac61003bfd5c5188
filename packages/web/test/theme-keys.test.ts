import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { handKey } from '../src/logic/hand-keys.js';
import { KEY_HELP } from '../src/logic/keyboard.js';
import { THEME_CHOICES, themeChoiceOf } from '../src/logic/theme.js';

describe('the color scheme choice', () => {
  it('reads light and dark as chosen, anything else as the system', () => {
    assert.equal(themeChoiceOf('light'), 'light');
    assert.equal(themeChoiceOf('dark'), 'dark');
    for (const other of [null, undefined, '', 'system', 'Dark', 'sepia'])
      assert.equal(themeChoiceOf(other), 'system');
    assert.deepEqual(THEME_CHOICES, ['system', 'light', 'dark']);
  });
});

describe('the keys the help lists', () => {
  it('are keys the hand answers (except ?, which the overlay does)', () => {
    const keyOf: Record<string, string> = { Esc: 'Escape', Space: ' ', '←': 'ArrowLeft' };
    Object.assign(keyOf, { '→': 'ArrowRight', '↑': 'ArrowUp', '↓': 'ArrowDown' });
    const listed = KEY_HELP.flatMap((row) => row.keys).filter((k) => k !== '?');
    assert.ok(listed.length >= 8);
    for (const key of listed) {
      const outcome = handKey(keyOf[key] ?? key, 0, 7, [true, true, true, true, true, true, true]);
      assert.ok(outcome.handled, `${key} is a key of the hand`);
    }
  });
});
