import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClaimLink, EventMatch, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { allMatches, eventWithTeams, fails, matchOf, ok, person } from '../support/api.js';
import { startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

const SIX = ['Aces', 'Bones', 'Carts', 'Dukes', 'Eagles', 'Foxes'];

const pairs = (view: EventView, week: number): string[] =>
  (view.rounds.find((r) => r.round === week)?.matches ?? []).map((m) =>
    [...m.teams].sort().join(' v '),
  );
const playing = (view: EventView, team: string, week: number): EventMatch[] =>
  (view.rounds.find((r) => r.round === week)?.matches ?? []).filter((m) => m.teams.includes(team));

/** A league of these teams with its schedule made. */
async function season(names: readonly string[] = SIX) {
  const made = await eventWithTeams(url, { kind: 'league', name: 'Monday League', seed: 3 }, names);
  const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
  return { ...made, view };
}

/** The week's match of a team reported by it and confirmed by the other: a decided match. */
async function decide(
  s: Awaited<ReturnType<typeof season>>,
  view: EventView,
  week: number,
  team: string,
) {
  const m = playing(view, team, week)[0];
  assert.ok(m, `${team} plays in week ${week}`);
  const [x, y] = [
    s.teams.find((t) => t.id === m.teams[0]),
    s.teams.find((t) => t.id === m.teams[1]),
  ];
  assert.ok(x && y);
  await ok(x.a.c, 'POST', `/api/events/${s.id}/matches/${m.id}/report`, {
    games: [
      [7, 3],
      [7, 5],
    ],
  });
  return ok(y.a.c, 'POST', `/api/events/${s.id}/matches/${m.id}/confirm`, {});
}

describe('a league season: roster changes (000 Section 2, Teams)', () => {
  it('"Teams ... may be added to the schedule up through the first week of the season"', async () => {
    const s = await season(['Aces', 'Bones', 'Carts', 'Dukes', 'Eagles']);
    const newcomers = [await person(url, 'Gus'), await person(url, 'Gail')];
    const players = newcomers.map((p) => p.id);
    // Only the organizer changes the roster.
    await fails(
      s.teams[0]!.a.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'Gulls', players },
      403,
      'NOT_ORGANIZER',
    );
    // Week 1 is played: the new team may still join, and plays every later league night.
    const week1 = await decide(s, s.view, 1, s.teams[0]!.id);
    const added = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/add-team`, {
      name: 'Gulls',
      players,
    });
    const gulls = added.teams.find((t) => t.name === 'Gulls');
    assert.ok(gulls);
    assert.deepEqual(pairs(added, 1), pairs(week1, 1), 'week 1 stays as played');
    for (const r of added.rounds.filter((r) => r.round > 1))
      assert.equal(playing(added, gulls.id, r.round).length, 1, `Gulls play in week ${r.round}`);
    // "affecting the minimum number of teams possible": with five teams, a team had each week's
    // bye; the newcomer plays it, and no other match changes.
    for (const r of added.rounds.filter((r) => r.round > 1)) {
      const before = pairs(week1, r.round);
      const now = pairs(added, r.round);
      assert.deepEqual(
        now.filter((p) => !p.includes(gulls.id)),
        before,
        `week ${r.round}`,
      );
    }
    // The change is in the event's log, with the weeks it touched.
    const entry = added.log?.at(-1);
    assert.ok(entry && entry.type === 'add-team');
    assert.equal(entry.team, gulls.id);
    assert.equal(entry.afterWeek, 1);
    assert.deepEqual(
      entry.weeks,
      added.rounds.filter((r) => r.round > 1).map((r) => r.round),
    );
    assert.equal(entry.actor, 'Olive');

    // Once week 2 has a result, it is too late: 409, state unchanged.
    const week2 = await decide(s, added, 2, s.teams[1]!.id);
    const late = [await person(url, 'Hal'), await person(url, 'Hope')].map((p) => p.id);
    const e = await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'Hawks', players: late },
      409,
      'TOO_LATE_TO_JOIN',
    );
    assert.match(e.message, /first week/);
    const after = await ok(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.deepEqual(
      allMatches(after).map((m) => m.id),
      allMatches(week2).map((m) => m.id),
    );
    assert.equal(after.teams.length, 6);
    // Bad input names its field.
    const taken = await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'aces', players: late },
      409,
      'TEAM_NAME_TAKEN',
    );
    assert.equal(taken.at, 'name');
    const onTeam = await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'Hawks', players: [late[0], s.teams[2]!.a.id] },
      409,
      'ALREADY_REGISTERED',
    );
    assert.equal(onTeam.at, 'players[1]');
  });

  it('a team that drops out: "its remaining matches should be re-assigned", decided matches stay, few teams touched', async () => {
    const s = await season();
    const [aces] = s.teams;
    assert.ok(aces);
    const played = await decide(s, s.view, 1, aces.id);
    const decided = playing(played, aces.id, 1)[0];
    assert.ok(decided);
    await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/drop-team`,
      { team: 'nobody' },
      404,
      'UNKNOWN_TEAM',
    );
    const dropped = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/drop-team`, {
      team: aces.id,
    });
    // Its decided week-1 match stays, with its result; it has no match after week 1.
    assert.equal(matchOf(dropped, decided.id).status, 'confirmed');
    for (const r of dropped.rounds.filter((r) => r.round > 1))
      assert.equal(playing(dropped, aces.id, r.round).length, 0, `week ${r.round}`);
    assert.equal(dropped.teams.find((t) => t.id === aces.id)?.droppedAfterWeek, 1);
    // Only the Aces' opponents were paired anew: every other match is where it was.
    for (const r of dropped.rounds.filter((r) => r.round > 1)) {
      const opponents = playing(played, aces.id, r.round).flatMap((m) => m.teams);
      const untouched = pairs(played, r.round).filter(
        (p) => !opponents.some((t) => t !== null && p.includes(t)),
      );
      for (const p of untouched)
        assert.ok(pairs(dropped, r.round).includes(p), `week ${r.round}: ${p} stays`);
    }
    const entry = dropped.log?.at(-1);
    assert.ok(entry && entry.type === 'drop-team');
    assert.equal(entry.removed.length, 4, 'the Aces had four matches left');
    assert.ok(entry.removed.every((m) => m.teams.includes(aces.id)));
    assert.ok(entry.added.every((m) => !m.teams.includes(aces.id)));
    assert.deepEqual(
      entry.weeks,
      [...new Set([...entry.removed, ...entry.added].map((m) => m.week))].sort((a, b) => a - b),
    );
    // The standings still count the Aces' match.
    assert.equal(
      dropped.standings?.rows.find((r) => r.team === aces.id)?.matchWins !== undefined,
      true,
    );
    // Dropped once only; the schedule stays as it is.
    await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/drop-team`,
      { team: aces.id },
      409,
      'TEAM_DROPPED',
    );
    const again = await ok(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.deepEqual(
      allMatches(again).map((m) => m.id),
      allMatches(dropped).map((m) => m.id),
    );
  });

  it('"a substitute player may replace him/her but it must continue to be the same player for the rest of the season"', async () => {
    const s = await season();
    const [aces] = s.teams;
    assert.ok(aces);
    const sub = await person(url, 'Sam');
    const withdrawn = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/withdraw`, {
      team: aces.id,
      player: aces.b.id,
      substitute: sub.id,
    });
    const team = withdrawn.teams.find((t) => t.id === aces.id);
    assert.deepEqual(
      team?.players.map((p) => p?.name),
      ['Aces one', 'Sam'],
    );
    assert.deepEqual(
      team?.roster?.map((r) => [r.registered.name, r.player?.name, r.substitute?.name ?? null]),
      [
        ['Aces one', 'Aces one', null],
        ['Aces two', 'Sam', 'Sam'],
      ],
    );
    const entry = withdrawn.log?.at(-1);
    assert.ok(entry && entry.type === 'withdraw');
    assert.equal(entry.player.name, 'Aces two');
    assert.equal(entry.substitute?.name, 'Sam');
    // The substitute reports for the team; the player who withdrew no longer may.
    const m = playing(withdrawn, aces.id, 1)[0];
    assert.ok(m);
    await fails(
      aces.b.c,
      'POST',
      `/api/events/${s.id}/matches/${m.id}/report`,
      {
        games: [
          [7, 3],
          [7, 5],
        ],
      },
      403,
      'NOT_YOUR_MATCH',
    );
    const reported = await ok(sub.c, 'POST', `/api/events/${s.id}/matches/${m.id}/report`, {
      games: [
        [7, 3],
        [7, 5],
      ],
    });
    assert.equal(matchOf(reported, m.id).reporter, aces.id);
    // The same substitute for the rest of the season: no second one for that place.
    const other = await person(url, 'Tess');
    const e = await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/withdraw`,
      { team: aces.id, player: sub.id, substitute: other.id },
      409,
      'SUBSTITUTE_ALREADY_NAMED',
    );
    assert.match(e.message, /rest of the season/);
    await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/withdraw`,
      { team: aces.id, player: other.id },
      400,
      'PLAYER_NOT_ON_TEAM',
    );
    await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/withdraw`,
      { team: 'nobody', player: other.id },
      404,
      'UNKNOWN_TEAM',
    );
    const unchanged = await ok(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.deepEqual(
      unchanged.teams.find((t) => t.id === aces.id)?.players.map((p) => p?.name),
      ['Aces one', 'Sam'],
    );
  });

  it('"If both members of a team withdraw and the team now becomes defunct its remaining matches should be re-assigned"', async () => {
    const s = await season();
    const [, bones] = s.teams;
    assert.ok(bones);
    const one = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/withdraw`, {
      team: bones.id,
      player: bones.a.id,
    });
    assert.equal(
      one.teams.find((t) => t.id === bones.id)?.droppedAfterWeek,
      undefined,
      'one player left: still in',
    );
    const both = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/withdraw`, {
      team: bones.id,
      player: bones.b.id,
    });
    assert.equal(both.teams.find((t) => t.id === bones.id)?.droppedAfterWeek, 0);
    assert.equal(allMatches(both).filter((m) => m.teams.includes(bones.id)).length, 0);
    assert.deepEqual(
      both.log?.slice(-2).map((e) => e.type),
      ['withdraw', 'drop-team'],
    );
    const last = both.log?.at(-2);
    assert.ok(last?.type === 'withdraw' && last.defunct);
  });

  it('a substitute and a late team by name, never by id (issue 27): named players, claimed later', async () => {
    const s = await season(['Aces', 'Bones', 'Carts', 'Dukes', 'Eagles']);
    const [aces] = s.teams;
    assert.ok(aces);
    const withdrawn = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/withdraw`, {
      team: aces.id,
      player: aces.b.id,
      substitute: { name: 'Sam Houston' },
    });
    const team = withdrawn.teams.find((t) => t.id === aces.id);
    assert.deepEqual(
      team?.players.map((p) => [p?.name, p?.named ?? false]),
      [
        ['Aces one', false],
        ['Sam Houston', true],
      ],
    );
    const entry = withdrawn.log?.at(-1);
    assert.ok(entry && entry.type === 'withdraw');
    assert.equal(entry.substitute?.name, 'Sam Houston');

    const added = await ok(s.organizer.c, 'POST', `/api/events/${s.id}/roster/add-team`, {
      name: 'Gulls',
      players: [{ name: 'Gus' }, { name: 'Gail' }],
    });
    const gulls = added.teams.find((t) => t.name === 'Gulls');
    assert.deepEqual(
      gulls?.players.map((p) => [p?.name, p?.named ?? false]),
      [
        ['Gus', true],
        ['Gail', true],
      ],
    );
    // A named player's name is the event's own: a second "sam houston" is refused by name.
    const taken = await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'Herons', players: [{ name: 'Hal' }, { name: 'sam houston' }] },
      409,
      'PLAYER_NAME_TAKEN',
    );
    assert.match(
      taken.message,
      /players\[1\]: a player called "sam houston" is already in this event/,
    );
    await fails(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/roster/add-team`,
      { name: 'Herons', players: [{ name: 'Hal' }, { name: 'hal' }] },
      400,
      'BAD_REQUEST',
    );
    // The organizer gives Gus a claim link; his place is his once he opens it.
    const link = await ok<ClaimLink>(s.organizer.c, 'POST', `/api/events/${s.id}/claim-links`, {
      team: gulls?.id,
      place: 1,
    });
    assert.equal(link.player, 'Gus');
  });
});
