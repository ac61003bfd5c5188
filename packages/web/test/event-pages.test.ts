import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchActions, pagedRound, roundChoiceLabel, withPageMay } from '../src/logic/events.js';
import type { EventMatch, EventMatchesPage, EventRound } from '../src/protocol.js';

const match = (round: number, index: number): EventMatch => ({
  id: `r${round}-${index}`,
  round,
  index,
  additional: false,
  bestOf: 1,
  teams: ['a', 'b'],
  status: 'awaiting-report',
  reporter: null,
  outcome: null,
  winner: null,
  tableId: null,
  log: [],
});

const round = (n: number, omitted?: number): EventRound => ({
  round: n,
  label: `Round ${n}`,
  bestOf: 1,
  leagueBye: false,
  byes: [],
  matches: omitted === undefined ? [match(n, 0)] : [],
  ...(omitted === undefined ? {} : { omitted }),
});

const page = (r: number): EventMatchesPage => ({
  matches: [match(r, 0), match(r, 1)],
  round: r,
  team: null,
  page: 1,
  pages: 1,
  total: 2,
  pageSize: 100,
});

describe("a big event's rounds", () => {
  it('a round the view carried is shown as it is', () => {
    const r = round(1);
    assert.equal(pagedRound(r, null), r);
    assert.equal(pagedRound(r, page(4)), r);
  });

  it("a round left out waits for its page, and takes only its own round's page", () => {
    assert.equal(pagedRound(round(4, 2), null), null);
    assert.equal(pagedRound(round(4, 2), page(3)), null);
    assert.deepEqual(
      pagedRound(round(4, 2), page(4))?.matches.map((m) => m.id),
      ['r4-0', 'r4-1'],
    );
  });

  it('the picker marks the current round', () => {
    assert.equal(roundChoiceLabel(round(7), 7), 'Round 7 (now)');
    assert.equal(roundChoiceLabel(round(8), 7), 'Round 8');
    assert.equal(roundChoiceLabel(round(8), null), 'Round 8');
  });
});

describe('what the session may do with a page of matches', () => {
  const view = {
    you: { organizer: true, team: null, may: { 'r1-0': ['reschedule' as const] } },
  } as unknown as Parameters<typeof withPageMay>[0];

  it("adds the page's `may` to the view's, for the page's matches", () => {
    const merged = withPageMay(view, { ...page(6), may: { 'r6-0': ['forfeit', 'report'] } });
    assert.deepEqual(matchActions(merged, { id: 'r6-0' }), new Set(['forfeit', 'report']));
    assert.deepEqual(matchActions(merged, { id: 'r1-0' }), new Set(['reschedule']));
    // Without the page, a paged match offers nothing: the view carries only what it shows.
    assert.deepEqual(matchActions(view, { id: 'r6-0' }), new Set());
  });

  it('leaves the view as it is with no page, or a page with no `may` (nobody signed in)', () => {
    assert.equal(withPageMay(view, null), view);
    assert.equal(withPageMay(view, page(6)), view);
  });
});
