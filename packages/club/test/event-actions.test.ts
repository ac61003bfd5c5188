import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  invitingTeams,
  joinableTeams,
  playoffsMayStart,
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
    kind: 'league',
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
    assert.equal(playoffsMayStart({ ...league, kind: 'round-robin' }, organizer), false);
    assert.equal(playoffsMayStart({ ...league, playoffsStarted: true }, organizer), false);
  });
});
