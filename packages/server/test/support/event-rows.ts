import type { EventsTable, EventTeamsTable } from '../../src/db/schema.js';

/** A stored league event row for tests that read rows without a database, as 002 first wrote it. */
export function eventRow(over: Partial<EventsTable> = {}): EventsTable {
  return {
    id: 'e1',
    kind: 'league',
    name: 'Spring',
    rules: 'texas42-default',
    standings: 'austin-league',
    settings: JSON.stringify({ bestOf: 3, byeWeeks: [], seed: 4, reportWithinHours: 48 }),
    plan: null,
    organizer_id: 'org',
    status: 'registering',
    check_in: null,
    created_at: '2026-07-01T00:00:00.000Z',
    updated_at: '2026-07-01T00:00:00.000Z',
    ...over,
  };
}

/** A stored team row of event e1, as registered (no roster or dues yet). */
export function teamRow(over: Partial<EventTeamsTable> = {}): EventTeamsTable {
  return {
    event_id: 'e1',
    id: 'a',
    name: 'Aces',
    name_key: 'aces',
    seed: 1,
    player1_id: 'p1',
    player2_id: 'p2',
    created_at: '2026-07-01T00:00:00.000Z',
    roster: null,
    dropped_week: null,
    dues: null,
    ...over,
  };
}
