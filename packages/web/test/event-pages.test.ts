import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagedRound, roundChoiceLabel } from '../src/logic/events.js';
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
