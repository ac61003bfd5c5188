import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rulesChoice } from '../src/logic/house-rules.js';

describe('house rules from the lobby form', () => {
  it('no changes: the profile id alone', () => {
    assert.deepEqual(rulesChoice('straight-42', { allow: [], forcedBid: '', json: '' }), {
      ok: true,
      rules: 'straight-42',
    });
  });

  it('checkboxes and JSON merge into one override object', () => {
    const r = rulesChoice('austin-league', {
      allow: ['nello', 'plunge'],
      forcedBid: 'off',
      json: '{"nello": {"doubles": ["low"]}, "clock": {"playSeconds": 30}}',
    });
    assert.deepEqual(r, {
      ok: true,
      rules: {
        base: 'austin-league',
        nello: { allowed: true, doubles: ['low'] },
        plunge: { allowed: true },
        bidding: { forcedBid: false },
        clock: { playSeconds: 30 },
      },
    });
  });

  it('bad JSON is an error, not a request', () => {
    assert.equal(rulesChoice('house', { allow: [], forcedBid: '', json: '{nope' }).ok, false);
    assert.equal(rulesChoice('house', { allow: [], forcedBid: '', json: '[1]' }).ok, false);
    assert.equal(
      rulesChoice('house', { allow: [], forcedBid: '', json: '{"base": "x"}' }).ok,
      false,
    );
  });
});
