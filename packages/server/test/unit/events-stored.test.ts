import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AUSTIN_LEAGUE_MATCH,
  applyResultEvent,
  checkInTeam,
  makeSchedule,
  newMatchResult,
  newRoster,
  openCheckIn,
  withdrawPlayer,
} from '@texas42/club';
import {
  matchOfRow,
  noShowOf,
  planOf,
  planOfKind,
  resultOf,
  settingsOf,
  storedCheckInOf,
  storedRosterOf,
  storedSheetOf,
} from '../../src/events/repository/index.js';
import { duesOf, seasonOf } from '../../src/events/season-settings.js';
import { LeagueSettingsSchema } from '../../src/events/stored-plans.js';
import { eventRow, teamRow } from '../support/event-rows.js';
import { matchRow } from '../support/match-rows.js';

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

describe('stored JSON of an event and its teams', () => {
  const schedule = makeSchedule({ teams: ['a', 'b', 'c', 'd'], weeks: 3, byeWeeks: [], seed: 4 });
  assert.ok(schedule.ok);
  // A league's plan as written before its playoffs could start (df96c5b added `playoffs`).
  const leaguePlan = { kind: 'league', schedule: schedule.value };

  it('an old league row reads: settings without the season (73aadc6) or weeks, a plan without playoffs', () => {
    const event = eventRow({ plan: JSON.stringify(leaguePlan), status: 'scheduled' });
    const settings = settingsOf(LeagueSettingsSchema, event);
    assert.equal(settings.bestOf, 3);
    assert.equal(settings.weeks, undefined);
    assert.equal(settings.season, undefined);
    assert.equal(seasonOf(event), null);
    const plan = planOfKind(event, 'league');
    assert.equal(plan.playoffs, undefined);
    assert.deepEqual(plan.schedule, schedule.value);
    assert.deepEqual(planOf(event), leaguePlan);
    assert.equal(planOf(eventRow()), null, 'no plan before the schedule is made');
  });

  it('a team without a roster or dues reads as registered; a stored roster and dues read back', () => {
    assert.equal(storedRosterOf(teamRow()), null);
    assert.deepEqual(duesOf(teamRow()), { returning: {}, paid: {} });
    const withdrawn = withdrawPlayer(newRoster('a', ['p1', 'p2']), 'p2', 'p3');
    assert.ok(withdrawn.ok);
    const roster = JSON.stringify(withdrawn.value);
    assert.deepEqual(storedRosterOf(teamRow({ roster })), withdrawn.value);
    const dues = { returning: { p1: true, p2: false }, paid: { p1: 5 } };
    assert.deepEqual(duesOf(teamRow({ dues: JSON.stringify(dues) })), dues);
  });

  it('check-in and a scoresheet read back as the club and the scorekeeper wrote them', () => {
    const opened = openCheckIn('2026-07-01T18:00:00.000Z', '2026-07-01T19:00:00.000Z');
    assert.ok(opened.ok);
    const checked = checkInTeam(opened.value, 'a', '2026-07-01T18:10:00.000Z');
    assert.ok(checked.ok);
    const stored = { state: checked.value, tables: null };
    assert.deepEqual(storedCheckInOf(eventRow({ check_in: JSON.stringify(stored) })), stored);
    assert.equal(storedCheckInOf(eventRow()), null);
    const sheet = { firstShaker: 'E', games: [[{ bid: 30, made: true }]], keepers: ['p1'] };
    assert.deepEqual(storedSheetOf(matchRow({ scoresheet: JSON.stringify(sheet) })), sheet);
  });

  it('a corrupt plan, setting, check-in, roster, dues or sheet is an internal error naming its row', () => {
    assert.throws(
      () => planOf(eventRow({ plan: '{"kind":"league","schedule":{"teams":7}}' })),
      /^Error: events e1 plan: the stored value does not parse/,
    );
    assert.throws(
      () => planOfKind(eventRow({ plan: JSON.stringify(leaguePlan) }), 'pools'),
      /^Error: events e1 plan: a league plan where a pools plan belongs/,
    );
    assert.throws(
      () => settingsOf(LeagueSettingsSchema, eventRow({ settings: '{"bestOf":"three"}' })),
      /^Error: events e1 settings: the stored value does not parse: .*bestOf/s,
    );
    assert.throws(
      () => storedCheckInOf(eventRow({ check_in: '{"state":{}' })),
      /^Error: events e1 check_in: the stored value is not JSON/,
    );
    assert.throws(
      () => storedRosterOf(teamRow({ roster: '{"team":"a","slots":[]}' })),
      /^Error: event_teams a roster: the stored value does not parse: .*slots/s,
    );
    assert.throws(
      () => duesOf(teamRow({ dues: '{"returning":{},"paid":{"p1":"five"}}' })),
      /^Error: event_teams a dues: .*paid/s,
    );
    assert.throws(
      () => storedSheetOf(matchRow({ scoresheet: '{"firstShaker":"X","games":[],"keepers":[]}' })),
      /^Error: event_matches e1\/w1-1 scoresheet: .*firstShaker/s,
    );
  });
});
