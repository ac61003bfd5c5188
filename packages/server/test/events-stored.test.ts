import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUSTIN_LEAGUE_MATCH, applyResultEvent, newMatchResult } from '@texas42/club';
import { matchOfRow, noShowOf, resultOf } from '../src/events/repository.js';
import { matchRow } from './match-rows.js';

/** The events' repository reads stored JSON through schemas: checked, never cast. */

const row = matchRow;

describe('stored JSON of a match row', () => {
  const start = newMatchResult(['a', 'b'], '2026-07-01T19:00:00.000Z', AUSTIN_LEAGUE_MATCH);
  const played = applyResultEvent(start, {
    type: 'played',
    by: 'table',
    at: '2026-07-01T20:00:00.000Z',
    games: [
      [7, 3],
      [7, 1],
    ],
  });
  assert.ok(played.ok);

  it('reads a stored result and no-show back as they were written, unknown fields kept', () => {
    const stored = { state: played.value, actors: ['table:t1'], later: 1 };
    const r = row({ result: JSON.stringify(stored), status: 'confirmed' });
    assert.deepEqual(resultOf(r), stored);
    assert.equal(matchOfRow(r).result?.status, 'confirmed');
    const absent = { absent: 'a', at: '2026-07-01T19:06:00.000Z', by: 'org' };
    assert.deepEqual(noShowOf(row({ no_show: JSON.stringify(absent) })), absent);
    assert.equal(matchOfRow(row({ no_show: JSON.stringify(absent) })).absent, 'a');
  });

  it('a stored value that does not parse is an internal error naming the row, not a cast', () => {
    const broken = { state: { ...played.value, status: 'lost' }, actors: [] };
    assert.throws(
      () => resultOf(row({ result: JSON.stringify(broken) })),
      /^Error: event_matches e1\/w1-1 result: the stored value does not parse: .*status/s,
    );
    assert.throws(
      () => resultOf(row({ result: '{"state":' })),
      /event_matches e1\/w1-1 result: the stored value is not JSON/,
    );
    assert.throws(() => noShowOf(row({ no_show: '{"absent":7}' })), /no_show.*absent/s);
  });
});
