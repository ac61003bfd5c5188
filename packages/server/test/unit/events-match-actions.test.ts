import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEAGUE_PLAYOFF_ROUNDS, STRAIGHT_42_GAME, type BracketSettings } from '@texas42/club';
import type { EventMatch, EventView } from '@texas42/protocol';
import type { EventMatchesTable, EventsTable } from '../../src/db/schema.js';
import { matchActions, matchTerms, timedGamesAllowed } from '../../src/events/match-actions.js';
import type { Plan } from '@texas42/club';
import { matchRow } from '../support/match-rows.js';

/**
 * What each session may do with a match (`you.may`), as the server works it out once for the
 * web: the assertions the web's own matchRole, startsOnTheDay and timeMayBeCalled had.
 */

function event(over: Partial<EventsTable> = {}): EventsTable {
  return {
    id: 'e1',
    kind: 'league',
    name: 'League',
    rules: 'austin-league',
    standings: 'austin-league',
    settings: '{}',
    plan: null,
    organizer_id: 'org',
    status: 'scheduled',
    check_in: null,
    created_at: '2026-07-01T00:00:00.000Z',
    updated_at: '2026-07-01T00:00:00.000Z',
    ...over,
  };
}

function row(id: string, round: number, over: Partial<EventMatchesTable> = {}): EventMatchesTable {
  return matchRow({ id, round, ...over });
}

function match(over: Partial<EventMatch> = {}): EventMatch {
  return {
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
  };
}

const bracket: BracketSettings = {
  entries: 2,
  seedOrder: 'standard',
  seed: 1,
  rounds: LEAGUE_PLAYOFF_ROUNDS,
  game: STRAIGHT_42_GAME,
};
const lines = (prefix: string, offset: number) => ({
  bracket,
  seeds: ['a', 'b'],
  prefix,
  offset,
  from: [],
});
const league = {
  kind: 'league',
  schedule: { teams: ['a', 'b'], weeks: [] },
  playoffs: lines('po', 200),
} as unknown as Plan;
const pools = {
  kind: 'pools',
  championship: lines('ch', 100),
  consolation: null,
} as unknown as Plan;

const none = { timed: false, startable: false, onTheDay: false };
const you = (team: string | null, organizer = false): EventView['you'] => ({ organizer, team });

describe('what a session may do with a match (you.may)', () => {
  it('offers a report to the teams, an answer to the other team, a ruling to the organizer', () => {
    const member = you('a');
    const other = you('b');
    const organizer = you(null, true);
    const outsider = you(null);
    assert.ok(matchActions(match(), none, member).includes('report'));
    assert.ok(!matchActions(match(), none, outsider).includes('report'));
    assert.ok(!matchActions(match(), none, organizer).includes('report'));
    const reported = match({ status: 'reported', reporter: 'a' });
    assert.ok(!matchActions(reported, none, member).includes('confirm'));
    assert.ok(matchActions(reported, none, member).includes('correct'), 'waiting for the others');
    assert.deepEqual(matchActions(reported, none, other), ['confirm', 'dispute']);
    assert.deepEqual(matchActions(reported, none, outsider), []);
    const disputed = match({ status: 'disputed', reporter: 'a' });
    assert.deepEqual(matchActions(disputed, none, organizer), ['rule']);
    assert.ok(!matchActions(disputed, none, other).includes('rule'));
  });

  it('play online and keep score: the two teams and the organizer, while the match is open', () => {
    assert.deepEqual(matchActions(match(), none, you('b')), [
      'report',
      'play',
      'keep-score',
      'reschedule',
    ]);
    // The organizer may also enter the result from a paper sheet (amend, issue 27).
    assert.deepEqual(matchActions(match(), none, you(null, true)), [
      'forfeit',
      'amend',
      'play',
      'keep-score',
      'reschedule',
    ]);
    assert.deepEqual(matchActions(match({ tableId: 't1' }), none, you('a')), [
      'report',
      'play',
      'reschedule',
    ]);
    assert.deepEqual(matchActions(match(), none, you('c')), []);
    const played = match({ status: 'confirmed', tableId: 't1' });
    assert.deepEqual(matchActions(played, none, you('a')), ['play'], 'the table stays open to see');
    const ready = { timed: true, startable: true, onTheDay: true };
    assert.deepEqual(matchActions(match(), ready, you('a')), [
      'report',
      'report-timed',
      'play',
      'keep-score',
      'reschedule',
    ]);
    assert.ok(matchActions(match(), ready, you(null, true)).includes('start'));
    assert.ok(!matchActions(match(), ready, you('a')).includes('start'));
  });

  it('only playoff matches start with a clock in a league; a started match once', () => {
    const scheduled = event({ plan: JSON.stringify(league) });
    assert.equal(matchTerms(scheduled, league, row('w1-1', 1)).startable, false);
    assert.equal(matchTerms(scheduled, league, row('po1-1', 201)).startable, true);
    const started = row('po1-1', 201, { started_at: '2026-07-02T15:30:00.000Z' });
    assert.equal(matchTerms(scheduled, league, started).startable, false);
    const registering = event({ status: 'registering' });
    assert.equal(matchTerms(registering, league, row('po1-1', 201)).startable, false);
    const poolEvent = event({ kind: 'pools', standings: 'npa-tournament' });
    assert.equal(matchTerms(poolEvent, pools, row('ch1-1', 101)).startable, true);
  });

  it("time called: a playoff match only once started with the organizer's minutes (000 has none)", () => {
    const e = event();
    const po = row('po1-1', 201);
    assert.equal(timedGamesAllowed(e, league, po), false);
    assert.equal(
      timedGamesAllowed(e, league, { ...po, started_at: '2026-07-02T15:30:00.000Z' }),
      false,
    );
    assert.equal(
      timedGamesAllowed(e, league, {
        ...po,
        started_at: '2026-07-02T15:30:00.000Z',
        time_limit: 60,
      }),
      true,
    );
    // A bracket's match too: "Time limited matches are at the discretion of the tournament
    // director and shall be announced prior to the start of play" (001 I.1).
    const poolEvent = event({ kind: 'pools', standings: 'austin-league' });
    const ch = row('ch1-1', 101);
    assert.equal(timedGamesAllowed(poolEvent, pools, ch), false);
    assert.equal(
      timedGamesAllowed(poolEvent, pools, {
        ...ch,
        started_at: '2026-07-02T15:30:00.000Z',
        time_limit: 25,
      }),
      true,
    );
  });
});
