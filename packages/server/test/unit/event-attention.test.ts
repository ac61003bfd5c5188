import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EventMatch } from '@texas42/protocol';
import { attentionOf } from '../../src/events/attention.js';

/** What needs the organizer, from the view's matches at a moment (the pure rule). */
const match = (id: string, over: Partial<EventMatch> = {}): EventMatch => ({
  id,
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

const NOW = '2026-11-28T12:00:00.000Z';
const entry = (type: 'report' | 'dispute', at: string) => ({
  seq: 1,
  type,
  by: 'a',
  actor: 'Ann',
  at,
  status: type === 'report' ? 'reported' : 'disputed',
});

describe("the organizer's needs-attention list", () => {
  it('names each match that waits on the organizer, most pressing first, and nothing else', () => {
    const items = attentionOf(
      [
        match('w1-1', { leagueNight: '2026-11-23' }), // its night passed, not played
        match('w1-2', {
          status: 'reported',
          log: [entry('report', '2026-11-26T20:00:00.000Z')],
        }), // unanswered 40 hours
        match('w1-3', {
          status: 'reported',
          log: [entry('report', '2026-11-28T09:00:00.000Z')],
        }), // 3 hours: the other team has time yet
        match('w1-4', { status: 'disputed', log: [entry('dispute', '2026-11-28T10:00:00.000Z')] }),
        match('w1-5', { leagueNight: '2026-11-16', decideBy: '2026-11-22' }), // past its last day
        match('w1-6', { status: 'confirmed', leagueNight: '2026-11-16' }), // done
        match('w1-7', { leagueNight: '2026-11-30' }), // still to come
        match('r1-1', {
          noShowEligible: ['b'],
          clock: { startedAt: NOW, minutes: null, deadline: null },
        }),
        match('r2-1', { teams: ['a', null], status: 'waiting', leagueNight: '2026-11-16' }),
      ],
      NOW,
    );
    assert.deepEqual(
      items.map((i) => [i.match, i.why, i.since]),
      [
        ['w1-4', 'disputed', '2026-11-28T10:00:00.000Z'],
        ['r1-1', 'no-show', NOW],
        ['w1-5', 'overdue', '2026-11-22'],
        ['w1-2', 'unanswered', '2026-11-26T20:00:00.000Z'],
        ['w1-1', 'unplayed', '2026-11-23'],
      ],
    );
    assert.deepEqual(items[0]?.teams, ['a', 'b']);
  });

  it('a match moved off its night is judged by the date it was moved to', () => {
    const moved = match('w2-1', { leagueNight: '2026-11-23', rescheduledTo: '2026-11-29' });
    assert.deepEqual(attentionOf([moved], NOW), []);
  });
});
