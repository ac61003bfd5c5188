import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FORMATS,
  checkInTeams,
  invitingTeams,
  joinableTeams,
  playoffsMayStart,
  returningMarkable,
  rosterMayChange,
  startableRounds,
  type EventViewer,
  type LeagueForPlayoffs,
  type RoundMatch,
  type TeamPlaces,
} from '../src/index.js';

/** What a viewer may do with an event itself: the rules the event page draws its buttons from. */

const player: EventViewer = { id: 'u9', team: null, coordinator: false };
const organizer: EventViewer = { id: 'org', team: null, coordinator: true };

const teams: TeamPlaces[] = [
  { id: 'a', players: ['u1', null], invited: null },
  { id: 'b', players: ['u2', 'u3'], invited: null },
  { id: 'c', players: ['u4', null], invited: 'u9' },
];

describe('registration: joining and invitations', () => {
  it('a player without a team may join an open place while registration is open', () => {
    assert.deepEqual(joinableTeams('registering', teams, player), ['a', 'c']);
    assert.deepEqual(joinableTeams('scheduled', teams, player), [], 'registration is closed');
    assert.deepEqual(joinableTeams('registering', teams, { ...player, team: 'b' }), []);
  });

  it('the person invited may answer the invitation while registering', () => {
    assert.deepEqual(invitingTeams('registering', teams, player), ['c']);
    assert.deepEqual(invitingTeams('registering', teams, { ...player, id: 'u1' }), []);
    assert.deepEqual(invitingTeams('scheduled', teams, player), []);
  });
});

describe("an event's day: starting a round", () => {
  const match = (over: Partial<RoundMatch>): RoundMatch => ({
    round: 1,
    status: 'awaiting-report',
    teams: ['a', 'b'],
    started: false,
    ...over,
  });

  it('the organizer starts a round with an open match not yet started', () => {
    assert.deepEqual(startableRounds('scheduled', [match({})], organizer), [1]);
    assert.deepEqual(startableRounds('scheduled', [match({ started: true })], organizer), []);
    assert.deepEqual(startableRounds('scheduled', [match({ status: 'confirmed' })], organizer), []);
    assert.deepEqual(startableRounds('scheduled', [match({ teams: ['a', null] })], organizer), []);
    assert.deepEqual(startableRounds('scheduled', [match({})], { ...player, team: 'a' }), []);
    assert.deepEqual(startableRounds('finished', [match({})], organizer), []);
    assert.deepEqual(
      startableRounds(
        'scheduled',
        [match({ round: 3 }), match({}), match({ round: 3 })],
        organizer,
      ),
      [1, 3],
      'each round once, in order',
    );
  });
});

describe("a league's playoffs (000 Section 6)", () => {
  const league: LeagueForPlayoffs = {
    hasPlayoffs: FORMATS.league.parts.playoffs,
    status: 'scheduled',
    scheduled: true,
    playoffsStarted: false,
  };

  it('the organizer may start them once the schedule is made, and only once', () => {
    assert.equal(playoffsMayStart(league, organizer), true);
    assert.equal(playoffsMayStart(league, player), false);
    assert.equal(
      playoffsMayStart({ ...league, status: 'registering', scheduled: false }, organizer),
      false,
    );
    const roundRobin = { ...league, hasPlayoffs: FORMATS['round-robin'].parts.playoffs };
    assert.equal(playoffsMayStart(roundRobin, organizer), false);
    assert.equal(playoffsMayStart({ ...league, playoffsStarted: true }, organizer), false);
  });

  it('"Teams ... may be added to the schedule up through the first week of the season": the roster changes while the season is under way, never after the playoffs start', () => {
    assert.equal(rosterMayChange(league, organizer), true);
    assert.equal(rosterMayChange(league, player), false);
    assert.equal(rosterMayChange({ ...league, playoffsStarted: true }, organizer), false);
    assert.equal(rosterMayChange({ ...league, status: 'finished' }, organizer), false);
    const pools = { ...league, hasPlayoffs: FORMATS.pools.parts.playoffs };
    assert.equal(rosterMayChange(pools, organizer), false);
  });
});

describe('dues and check-in, for the buttons', () => {
  it('the organizer marks any player returning; a player only themself, while registering', () => {
    const players = [player.id, 'u-2'];
    assert.deepEqual(returningMarkable('scheduled', players, organizer), players);
    assert.deepEqual(returningMarkable('registering', players, player), [player.id]);
    assert.deepEqual(returningMarkable('scheduled', players, player), []);
    assert.deepEqual(returningMarkable('registering', ['u-2'], player), []);
  });

  it('a team checks itself in, the organizer any team, until the tables are drawn', () => {
    const open = { open: true, drawn: false, checkedIn: ['t1'] };
    assert.deepEqual(checkInTeams(open, ['t1', 't2', 't3'], organizer), ['t2', 't3']);
    assert.deepEqual(checkInTeams(open, ['t1', 't2'], { ...player, team: 't2' }), ['t2']);
    assert.deepEqual(checkInTeams(open, ['t1', 't2'], { ...player, team: 't1' }), []);
    assert.deepEqual(checkInTeams({ ...open, drawn: true }, ['t2'], organizer), []);
    assert.deepEqual(checkInTeams({ ...open, open: false }, ['t2'], organizer), []);
  });
});
