import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequest, NEW_EVENT } from '../src/logic/create-event.js';

const form = { ...NEW_EVENT, name: '  Monday Night  ' };

describe('createRequest', () => {
  it('a league: its seed, weeks and bye weeks when no season dates are given', () => {
    const request = createRequest('league', { ...form, weeks: '9', byeWeeks: '4, 8' }, 'r');
    assert.deepEqual(request, {
      body: {
        kind: 'league',
        name: 'Monday Night',
        rules: 'r',
        seed: 1,
        weeks: 9,
        byeWeeks: [4, 8],
      },
    });
  });

  it('a league: bye weeks that are not week numbers are refused in words', () => {
    const request = createRequest('league', { ...form, byeWeeks: '4, x' }, 'r');
    assert.deepEqual(request, { error: 'Bye weeks: week numbers separated by commas, like 4, 8.' });
  });

  it('a single elimination: the seed of its draw only when it is drawn', () => {
    const standard = createRequest('single-elimination', form, 'r');
    assert.ok('body' in standard && !('seed' in standard.body));
    const drawn = createRequest(
      'single-elimination',
      { ...form, seedOrder: 'random', seed: '7' },
      'r',
    );
    assert.deepEqual(drawn, {
      body: {
        kind: 'single-elimination',
        name: 'Monday Night',
        rules: 'r',
        rounds: { first: 5, later: 3, final: 3 },
        seedOrder: 'random',
        seed: 7,
      },
    });
  });

  it('a round robin: its match length', () => {
    assert.deepEqual(createRequest('round-robin', { ...form, bestOf: 3 }, 'r'), {
      body: { kind: 'round-robin', name: 'Monday Night', rules: 'r', bestOf: 3 },
    });
  });

  it('pools: at least two pools and one advancing', () => {
    assert.ok('error' in createRequest('pools', { ...form, pools: '1' }, 'r'));
    assert.ok('error' in createRequest('pools', { ...form, advance: '0' }, 'r'));
    const made = createRequest('pools', form, 'r');
    assert.ok('body' in made && made.body.kind === 'pools' && made.body.pools === 2);
  });

  it('progressive tables: whole rounds, at least one', () => {
    assert.deepEqual(createRequest('progressive', { ...form, progressiveRounds: '2.5' }, 'r'), {
      error: 'Rounds: a whole number, at least 1.',
    });
    assert.deepEqual(createRequest('progressive', form, 'r'), {
      body: { kind: 'progressive', name: 'Monday Night', rules: 'r', rounds: 4, seed: 1 },
    });
  });
});
