import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  clockText,
  lateWords,
  logText,
  reassignedWeeks,
  serverOffset,
  startWords,
  timeLeft,
} from '../src/logic/event-day.js';
import { outcomeText } from '../src/logic/events.js';
import type {
  EventLogEntry,
  EventMatch,
  EventRound,
  EventTeam,
  EventView,
} from '../src/protocol.js';

const teams: EventTeam[] = [
  { id: 'a', name: 'Aces', seed: 1, players: [null, null] },
  { id: 'b', name: 'Bones', seed: 2, players: [null, null] },
  { id: 'c', name: 'Carts', seed: 3, players: [null, null] },
];
const at = '2026-07-02T15:30:00.000Z';
const clock = { startedAt: at, minutes: 25, deadline: '2026-07-02T15:55:00.000Z' };

describe("an event's day in the browser", () => {
  it('the clock counts down from the server time: "24:59", then "0:00" at time', () => {
    const start = Date.parse(at);
    assert.equal(timeLeft(clock, start + 1000), 24 * 60_000 + 59_000);
    assert.equal(clockText(24 * 60_000 + 59_000), '24:59');
    assert.equal(clockText(500), '0:01', 'time is up only at 0:00');
    assert.equal(clockText(-5000), '0:00');
    assert.equal(timeLeft({ ...clock, minutes: null, deadline: null }, start), null);
    assert.equal(timeLeft(null, start), null);
    // A phone whose clock is two minutes slow still counts the server's time.
    assert.equal(serverOffset(at, start - 120_000), 120_000);
    assert.equal(serverOffset(undefined, start), 0);
  });

  // Which rounds the organizer may start is the club's startableRounds, sent as
  // you.mayStartRounds (tests in packages/club/test/event-actions.test.ts).

  it('the log in words, and the weeks the last re-assignment touched', () => {
    const drop: EventLogEntry = {
      seq: 1,
      actor: 'Olive',
      at,
      type: 'drop-team',
      team: 'a',
      afterWeek: 1,
      weeks: [2, 3],
      removed: [{ id: 'w2-1', week: 2, teams: ['a', 'b'] }],
      added: [{ id: 'w2-x1', week: 2, teams: ['b', 'c'] }],
    };
    assert.equal(
      logText({ teams }, drop),
      'Aces dropped after week 1; weeks 2, 3 re-assigned. Removed: Aces v Bones (week 2). Added: Bones v Carts (week 2).',
    );
    assert.deepEqual([...reassignedWeeks({ log: [drop] })], [2, 3]);
    assert.deepEqual([...reassignedWeeks({})], []);
    const noShow: EventLogEntry = {
      seq: 2,
      actor: 'Olive',
      at,
      type: 'no-show',
      match: 'r1-1',
      absent: 'b',
    };
    assert.match(
      logText({ teams }, noShow),
      /^Bones eliminated in r1-1: did not report within 5 minutes/,
    );
    const playoffs: EventLogEntry = {
      seq: 3,
      actor: 'Olive',
      at,
      type: 'playoffs',
      seeds: ['c', 'a', 'b'],
      closed: ['w3-1'],
    };
    assert.equal(
      logText({ teams }, playoffs),
      'Playoffs started, seeded from the standings: 1. Carts, 2. Aces, 3. Bones; the season closed early, 1 match left unplayed (w3-1).',
    );
    const bothAbsent: EventLogEntry = {
      seq: 4,
      actor: 'Olive',
      at,
      type: 'both-absent',
      match: 'w1-1',
      minutesLate: null,
      decideBy: '2011-01-30',
    };
    assert.equal(
      logText({ teams }, bothAbsent),
      'Match w1-1: both teams absent; it may be rescheduled (decided by 2011-01-30).',
    );
  });

  it('a result filed with time called says so', () => {
    const games = [[4, 1]] as const;
    const match = { outcome: { kind: 'games', games, timed: true } } as const;
    assert.equal(outcomeText({ teams }, match as unknown as EventMatch), '4-1 (time called)');
  });
});

describe('one-tap actions ask first, in words that name what they do (issue 27)', () => {
  const view = {
    teams: [
      { id: 'a', name: 'Aces High', seed: 1, players: [null, null] },
      { id: 't', name: 'Trey Bien', seed: 2, players: [null, null] },
    ],
  } as unknown as Pick<EventView, 'teams'>;
  const match = { teams: ['a', 't'] as const };

  it('a late arrival names who forfeits to whom, or the reschedule for both', () => {
    assert.equal(
      lateWords(view, match, 't', ''),
      'Trey Bien did not come: Trey Bien forfeits to Aces High.',
    );
    assert.equal(
      lateWords(view, match, 't', '40'),
      "Trey Bien was 40 minutes late: past the season's limit, Trey Bien forfeits to Aces High.",
    );
    assert.equal(
      lateWords(view, match, 'both', ''),
      'Neither Aces High nor Trey Bien came: the match may be rescheduled.',
    );
  });

  it('a round start names the round, its matches still to start and their clocks', () => {
    const m = (over: object) => ({
      status: 'awaiting-report',
      clock: null,
      teams: ['a', 't'],
      ...over,
    });
    const round = {
      label: 'Round 2',
      matches: [m({}), m({}), m({ status: 'confirmed' })],
    } as unknown as Pick<EventRound, 'label' | 'matches'>;
    assert.equal(startWords(round, 75), 'Round 2: 2 matches start now, with 75 minutes each.');
    assert.equal(startWords(round, null), 'Round 2: 2 matches start now, with no time limit.');
  });
});
