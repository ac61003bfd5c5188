import type { EventMatchesTable } from '../../src/db/schema.js';

/** A stored match row for tests that read rows without a database: week 1's first match, a v b. */
export function matchRow(over: Partial<EventMatchesTable> = {}): EventMatchesTable {
  return {
    event_id: 'e1',
    id: 'w1-1',
    round: 1,
    idx: 0,
    additional: 0,
    best_of: 3,
    team_a: 'a',
    team_b: 'b',
    status: 'awaiting-report',
    result: null,
    table_id: null,
    scoresheet: null,
    started_at: null,
    time_limit: null,
    no_show: null,
    version: 0,
    updated_at: '2026-07-01T00:00:00.000Z',
    ...over,
  } as EventMatchesTable;
}
