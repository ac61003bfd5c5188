import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownMatchesFirst, wantedOf } from '../src/logic/matches-first.js';
import type { EventMatch, EventTeam, EventView } from '../src/protocol.js';

const teams: EventTeam[] = [
  { id: 'a', name: 'Aces', seed: 1, players: [null, null] },
  { id: 'b', name: 'Bones', seed: 2, players: [null, null] },
];

const match = (over: Partial<EventMatch> = {}): EventMatch => ({
  id: 'w1-1',
  round: 1,
  index: 0,
  additional: false,
  bestOf: 3,
  teams: ['a', 'b'],
  status: 'awaiting-report',
  reporter: null,
  outcome: null,
  winner: null,
  tableId: null,
  log: [],
  ...over,
});

const viewFor = (you: Partial<EventView['you']>): Pick<EventView, 'teams' | 'you'> => ({
  teams,
  you: { organizer: false, team: 'a', ...you },
});

describe("the event page's first panel: a player's own matches", () => {
  it('says what each match wants of the team, in its words', () => {
    const view = viewFor({});
    assert.equal(
      wantedOf(view, match({ status: 'reported', reporter: 'b' })),
      'Aces v Bones: Bones reported a result; it waits for your answer',
    );
    assert.equal(
      wantedOf(view, match({ status: 'disputed', reporter: 'a' })),
      'Aces v Bones: disputed; the organizer rules on it',
    );
    assert.equal(
      wantedOf(view, match({ leagueNight: '2026-12-07' })),
      'Aces v Bones: your next match, 2026-12-07',
    );
    // Moved off league night: the date it was moved to.
    assert.equal(
      wantedOf(view, match({ leagueNight: '2026-12-07', rescheduledTo: '2026-12-09' })),
      'Aces v Bones: your next match, 2026-12-09',
    );
    assert.equal(wantedOf(view, match()), 'Aces v Bones: your next match');
  });

  it('lists the server’s matches for the team, less the one the page was opened at', () => {
    const mine = [match({ id: 'w1-1', status: 'reported', reporter: 'b' }), match({ id: 'w2-1' })];
    const view = viewFor({ matches: mine });
    assert.deepEqual(
      ownMatchesFirst(view, null).map((m) => m.id),
      ['w1-1', 'w2-1'],
    );
    assert.deepEqual(
      ownMatchesFirst(view, 'w1-1').map((m) => m.id),
      ['w2-1'],
    );
    assert.deepEqual(ownMatchesFirst(viewFor({}), null), []);
  });
});
