import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { noticesBetween, type EventSnapshot } from '../../src/notices/event-notices.js';
import { eventRow, teamRow } from '../support/event-rows.js';
import { matchRow } from '../support/match-rows.js';

/** Who is told what when an event changes: the pure rule, on stored rows without a database. */
const teams = [
  teamRow(),
  teamRow({ id: 'b', name: 'Bones', name_key: 'bones', player1_id: 'p3', player2_id: 'p4' }),
];

const snapshot = (over: Partial<EventSnapshot> = {}): EventSnapshot => ({
  event: eventRow(),
  teams,
  matches: [],
  ...over,
});

const summary = (before: EventSnapshot | null, after: EventSnapshot) =>
  noticesBetween(before, after).map((a) => [a.notice.kind, [...a.to].sort().join(' ')]);

describe('the notices an event change calls for', () => {
  it('a new season tells each team of its first match only, not of every week', () => {
    const weeks = [1, 2, 3].map((w) => matchRow({ id: `w${w}-1`, round: w }));
    const told = noticesBetween(snapshot(), snapshot({ matches: weeks }));
    assert.deepEqual(
      told.map((a) => [a.notice.kind, a.to, a.notice.text]),
      [
        ['match-ready', ['p1', 'p2'], 'Your match in Spring is ready: Aces vs Bones (week 1)'],
        ['match-ready', ['p3', 'p4'], 'Your match in Spring is ready: Aces vs Bones (week 1)'],
      ],
    );
    // The notice opens the match itself, not the top of a long event page (issue 27).
    assert.equal(told[0]?.notice.link, '/e/e1/m/w1-1');
  });

  it('a bracket line filled by a result, and a match started, are ready', () => {
    const waiting = matchRow({ id: 'r2-1', round: 2, team_b: null, status: 'waiting' });
    const filled = matchRow({ id: 'r2-1', round: 2 });
    assert.deepEqual(summary(snapshot({ matches: [waiting] }), snapshot({ matches: [filled] })), [
      ['match-ready', 'p1 p2'],
      ['match-ready', 'p3 p4'],
    ]);
    const started = matchRow({ started_at: '2026-07-01T19:00:00.000Z', version: 1 });
    const told = noticesBetween(
      snapshot({ matches: [matchRow()] }),
      snapshot({ matches: [started] }),
    );
    assert.equal(told[0]?.notice.text, 'Your match Aces vs Bones in Spring has started');
    assert.equal(told.length, 2);
    // Nothing changed: nothing to say.
    assert.deepEqual(
      summary(snapshot({ matches: [started] }), snapshot({ matches: [started] })),
      [],
    );
  });

  it('a reported result asks the other team, again when corrected, never the reporters', () => {
    const reportedBy = (actor: string, version: number) =>
      matchRow({
        status: 'reported',
        version,
        result: JSON.stringify({ state: {}, actors: [actor] }),
      });
    const open = snapshot({ matches: [matchRow()] });
    const reported = snapshot({ matches: [reportedBy('p2', 1)] });
    assert.deepEqual(summary(open, reported), [['confirm-result', 'p3 p4']]);
    assert.deepEqual(summary(reported, snapshot({ matches: [reportedBy('p2', 1)] })), []);
    assert.deepEqual(summary(reported, snapshot({ matches: [reportedBy('p4', 2)] })), [
      ['confirm-result', 'p1 p2'],
    ]);
    // Confirmed: nobody is asked.
    assert.deepEqual(
      summary(reported, snapshot({ matches: [matchRow({ status: 'confirmed', version: 2 })] })),
      [],
    );
  });

  it('check-in opening tells every player still in; an invitation tells the invited', () => {
    const dropped = [
      ...teams,
      teamRow({ id: 'c', name: 'Carts', player1_id: 'p5', player2_id: 'p6', dropped_week: 2 }),
    ];
    const open = (opens: string) =>
      snapshot({
        teams: dropped,
        event: eventRow({ check_in: JSON.stringify({ state: { opens, closes: 'later' } }) }),
      });
    assert.deepEqual(summary(snapshot({ teams: dropped }), open('7pm')), [
      ['check-in-open', 'p1 p2 p3 p4'],
    ]);
    assert.deepEqual(summary(open('7pm'), open('7pm')), [], 'a team checking in is no news');
    assert.deepEqual(summary(open('7pm'), open('8pm')), [['check-in-open', 'p1 p2 p3 p4']]);

    const inviting = teamRow({ id: 'd', name: 'Dukes', player2_id: null, invited_id: 'p9' });
    assert.deepEqual(summary(snapshot(), snapshot({ teams: [...teams, inviting] })), [
      ['invited', 'p9'],
    ]);
    assert.equal(
      noticesBetween(null, snapshot({ teams: [inviting] }))[0]?.notice.text,
      'You are invited to play on Dukes in Spring',
    );
  });

  it('a reported score is in the notice: who reported what, game by game', () => {
    const state = {
      reporter: 'b',
      status: 'reported',
      outcome: {
        kind: 'games',
        games: [
          [7, 5],
          [3, 7],
          [2, 7],
        ],
      },
      log: [],
    };
    const reported = matchRow({
      status: 'reported',
      version: 1,
      result: JSON.stringify({ state, actors: ['p3'] }),
    });
    const told = noticesBetween(
      snapshot({ matches: [matchRow()] }),
      snapshot({ matches: [reported] }),
    );
    assert.deepEqual(
      told.map((a) => [a.to, a.notice.text, a.notice.link]),
      [
        [
          ['p1', 'p2'],
          'Bones reported Aces 1-2 Bones (7-5, 3-7, 2-7) in Spring: it waits for your confirmation',
          '/e/e1/m/w1-1',
        ],
      ],
    );
  });

  it('a dispute tells the organizer at once, with the team and its words; once a change', () => {
    const disputed = (version: number) =>
      matchRow({
        status: 'disputed',
        version,
        result: JSON.stringify({
          state: {
            status: 'disputed',
            log: [{ type: 'dispute', by: 'a', comment: 'we won game 3 7-4', status: 'disputed' }],
          },
          actors: ['p3', 'p1'],
        }),
      });
    const reported = snapshot({ matches: [matchRow({ status: 'reported', version: 1 })] });
    const told = noticesBetween(reported, snapshot({ matches: [disputed(2)] }));
    assert.deepEqual(
      told.map((a) => [a.notice.kind, a.to, a.notice.text, a.notice.link]),
      [
        [
          'result-disputed',
          ['org'],
          'Aces disputes the result of Aces vs Bones in Spring: "we won game 3 7-4"',
          '/e/e1/m/w1-1',
        ],
      ],
    );
    // Nothing new: not told twice.
    assert.deepEqual(
      summary(snapshot({ matches: [disputed(2)] }), snapshot({ matches: [disputed(2)] })),
      [],
    );
  });
});
