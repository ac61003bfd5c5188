import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventLogEntry, EventMatch, EventSummary, EventView } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import {
  eventWithTeams,
  fails,
  matchOf,
  ok,
  person,
  teamOfTwo,
  type TeamOf,
  organizer as signedUp,
} from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
/** The events' clock (the server's `now` option), set by a test that needs a given day. */
let clockAt: number | undefined;
before(async () => {
  ({ server, url } = await startServer({ now: () => clockAt ?? Date.now() }));
});
after(async () => {
  await server.close();
});

/** 000's Spring 2011 season: Mondays from January 24 through April 4, March 14 a bye week. */
const SPRING_2011 = {
  leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn' },
  firstNight: '2011-01-24',
  lastNight: '2011-04-04',
  byeNights: ['2011-03-14'],
  registrationOpens: '2010-12-28',
  dues: { perPlayer: 5, returningPlayersOnly: true },
};

const LEAGUE = { kind: 'league', name: 'Spring 2011', seed: 4, season: SPRING_2011 };

const teamOf = (view: EventView, team: TeamOf) => view.teams.find((t) => t.id === team.id);
const duesLog = (view: EventView) =>
  (view.log ?? []).filter((e): e is Extract<EventLogEntry, { type: 'dues' }> => e.type === 'dues');

/** A season of four teams, every player marked new (no dues), its schedule made. */
async function scheduled() {
  const made = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones', 'Carts', 'Dukes']);
  for (const t of made.teams)
    for (const p of [t.a, t.b])
      await ok(made.organizer.c, 'POST', `/api/events/${made.id}/dues/returning`, {
        team: t.id,
        player: p.id,
        returning: false,
      });
  const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
  return { ...made, view };
}

describe("a league night's result (000)", () => {
  it('"If no contact is made prior to the night of the scheduled match, it will be assumed that the match is being played at the league location at 7:30.": no result before its night', async () => {
    // Sessions live by the same clock: the season is made a few days before the night tried.
    clockAt = Date.parse('2011-03-29T20:00:00Z');
    try {
      const { id, view, teams } = await scheduled();
      const week11 = view.rounds.find((r) => r.round === 11)?.matches[0];
      assert.ok(week11);
      const reporter = teams.find((t) => t.id === week11.teams[0]);
      assert.ok(reporter);
      const path = `/api/events/${id}/matches/${week11.id}/report`;
      const games = {
        games: [
          [7, 2],
          [7, 3],
        ],
      };
      clockAt = Date.parse('2011-03-30T23:00:00Z'); // after week 10's night, before week 11's
      const refused = await fails(reporter.a.c, 'POST', path, games, 409, 'ROUND_NOT_COME');
      assert.match(refused.message, /2011-04-04/);
      const still = await ok(reporter.a.c, 'GET', `/api/events/${id}`);
      assert.equal(matchOf(still, week11.id).status, 'awaiting-report');
      clockAt = Date.parse('2011-04-05T01:00:00Z'); // the night of April 4 (UTC)
      const reported = await ok(reporter.a.c, 'POST', path, games);
      assert.equal(matchOf(reported, week11.id).status, 'reported');
    } finally {
      clockAt = undefined;
    }
  });

  it('an organizer who lets results come early (earlyResults) takes the last week in week 1', async () => {
    clockAt = Date.parse('2011-01-24T23:00:00Z');
    try {
      const made = await eventWithTeams(url, { ...LEAGUE, earlyResults: true }, ['Ax', 'Bx']);
      for (const t of made.teams)
        for (const p of [t.a, t.b])
          await ok(made.organizer.c, 'POST', `/api/events/${made.id}/dues/returning`, {
            team: t.id,
            player: p.id,
            returning: false,
          });
      const view = await ok(made.organizer.c, 'POST', `/api/events/${made.id}/generate`, {});
      const last = view.rounds.filter((r) => r.matches.length > 0).at(-1)?.matches[0];
      assert.ok(last && last.round > 1);
      const reporter = made.teams.find((t) => t.id === last.teams[0]);
      assert.ok(reporter);
      await ok(reporter.a.c, 'POST', `/api/events/${made.id}/matches/${last.id}/report`, {
        games: [
          [7, 2],
          [7, 3],
        ],
      });
    } finally {
      clockAt = undefined;
    }
  });
});

describe('a league season: its settings (000 Sections 1 and 2)', () => {
  it('"Regular season matches will begin Monday, January 24, 201 and proceed through April 4, 2011" and "There is one scheduled bye week during the regular season (March 14)."', async () => {
    const { view } = await scheduled();
    assert.equal(view.rounds.length, 11);
    assert.deepEqual(
      view.rounds.map((r) => r.date),
      [
        '2011-01-24',
        '2011-01-31',
        '2011-02-07',
        '2011-02-14',
        '2011-02-21',
        '2011-02-28',
        '2011-03-07',
        '2011-03-14',
        '2011-03-21',
        '2011-03-28',
        '2011-04-04',
      ],
    );
    const bye = view.rounds.find((r) => r.date === '2011-03-14');
    assert.equal(bye?.leagueBye, true);
    assert.equal(bye?.matches.length, 0);
    const first = view.rounds[0]?.matches[0];
    assert.equal(first?.leagueNight, '2011-01-24');
    assert.equal(first?.decideBy, '2011-01-30');
    assert.equal(first?.rescheduledTo, null);
  });

  it('bad season settings are refused naming the field, and no league is made', async () => {
    const o = await signedUp(url, 'Olive');
    const count = async () =>
      (await ok<{ events: EventSummary[] }>(o.c, 'GET', '/api/events')).events.length;
    const before = await count();
    const tuesday = { ...LEAGUE, season: { ...SPRING_2011, firstNight: '2011-01-25' } };
    const e1 = await fails(o.c, 'POST', '/api/events', tuesday, 400, 'BAD_SEASON');
    assert.equal(e1.at, 'season.firstNight');
    const bye = { ...LEAGUE, season: { ...SPRING_2011, byeNights: ['2011-03-15'] } };
    const e2 = await fails(o.c, 'POST', '/api/events', bye, 400, 'BAD_SEASON');
    assert.equal(e2.at, 'season.byeNights[0]');
    const dues = { ...LEAGUE, season: { ...SPRING_2011, dues: { perPlayer: 'five' } } };
    const e3 = await fails(o.c, 'POST', '/api/events', dues, 400, 'BAD_SEASON');
    assert.equal(e3.at, 'season.dues.perPlayer');
    const both = { ...LEAGUE, weeks: 12 };
    const e4 = await fails(o.c, 'POST', '/api/events', both, 400, 'BAD_REQUEST');
    assert.equal(e4.at, 'weeks');
    assert.equal(await count(), before);
  });
});

describe('a league season: registration and dues (000 Section 1)', () => {
  it('"Registration will open on December 28, 2010."', async () => {
    clockAt = Date.parse('2010-12-27T20:00:00Z');
    try {
      const o = await signedUp(url, 'Olive');
      const { id } = await ok(o.c, 'POST', '/api/events', LEAGUE);
      const a = await person(url, 'Early one');
      const early = await fails(
        a.c,
        'POST',
        `/api/events/${id}/teams`,
        { name: 'Early' },
        409,
        'REGISTRATION_NOT_OPEN',
      );
      assert.match(early.message, /registration opens on 2010-12-28/);
      assert.equal((await ok(o.c, 'GET', `/api/events/${id}`)).teams.length, 0);
      clockAt = Date.parse('2010-12-28T15:00:00Z');
      const opened = await ok(a.c, 'POST', `/api/events/${id}/teams`, { name: 'Early' });
      assert.deepEqual(
        opened.teams.map((t) => t.name),
        ['Early'],
      );
      // A season that names no date opens registration the day it is made.
      const undated = { ...SPRING_2011, registrationOpens: undefined };
      const made = await ok(o.c, 'POST', '/api/events', { ...LEAGUE, season: undated });
      const now = await ok(a.c, 'POST', `/api/events/${made.id}/teams`, { name: 'Early' });
      assert.equal(now.teams.length, 1);
    } finally {
      clockAt = undefined;
    }
  });

  it('"Dues are $5 per player and are only required of returning league players. The Austin 42 Club waives the first league season dues for new players."', async () => {
    const o = await signedUp(url, 'Olive');
    const created = await ok(o.c, 'POST', '/api/events', LEAGUE);
    const [a, b, c, d] = [
      await person(url, 'Ann'),
      await person(url, 'Bo'),
      await person(url, 'Cy'),
      await person(url, 'Di'),
    ];
    // Each player says for themselves: the invited partner on accepting.
    await teamOfTwo(created.id, a, b, 'Aces', { returning: true }, { returning: false });
    await teamOfTwo(created.id, c, d, 'Bones', { returning: false }, { returning: false });
    // The organizer sees every team's dues; a player, their own team's only (issue 27: "who paid
    // dues is public"), unless the league publishes them.
    const view = await ok(o.c, 'GET', `/api/events/${created.id}`);
    const [aces, bones] = view.teams;
    const ann = await ok(a.c, 'GET', `/api/events/${created.id}`);
    assert.ok(ann.teams[0]?.dues !== undefined, 'her own team');
    assert.equal(ann.teams[1]?.dues, undefined, 'not the Bones’');
    assert.equal(
      (await ok(new Client(url), 'GET', `/api/events/${created.id}`)).teams[0]?.dues,
      undefined,
    );
    assert.deepEqual(
      aces?.dues?.players.map((p) => [p.player.name, p.returning, p.owed]),
      [
        ['Ann', true, 5],
        ['Bo', false, 0],
      ],
    );
    assert.equal(aces?.dues?.owed, 5);
    assert.equal(aces?.dues?.complete, false);
    assert.equal(bones?.dues?.owed, 0);
    assert.equal(bones?.dues?.complete, true);
  });

  it('a player joining an open place says new or returning: "The Austin 42 Club waives the first league season dues for new players."', async () => {
    const o = await signedUp(url, 'Olive');
    const { id } = await ok(o.c, 'POST', '/api/events', LEAGUE);
    const [a, b, c, d] = [
      await person(url, 'Ann'),
      await person(url, 'Bo'),
      await person(url, 'Cy'),
      await person(url, 'Di'),
    ];
    const aces = (await ok(a.c, 'POST', `/api/events/${id}/teams`, { name: 'Aces' })).teams[0];
    assert.ok(aces);
    const bad = await fails(
      b.c,
      'POST',
      `/api/events/${id}/teams/${aces.id}/join`,
      { invite: aces.invite, returning: 'no' },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'returning');
    await ok(b.c, 'POST', `/api/events/${id}/teams/${aces.id}/join`, {
      invite: aces.invite,
      returning: false,
    });
    const bones = (await ok(c.c, 'POST', `/api/events/${id}/teams`, { name: 'Bones' })).teams[1];
    assert.ok(bones);
    // No returning: a returning player, as registration's default.
    await ok(d.c, 'POST', `/api/events/${id}/teams/${bones.id}/join`, {
      invite: bones.invite,
    });
    const view = await ok(o.c, 'GET', `/api/events/${id}`);
    const dues = (team: string) =>
      view.teams
        .find((t) => t.id === team)
        ?.dues?.players.map((p) => [p.player.name, p.returning, p.owed]);
    assert.deepEqual(dues(aces.id), [
      ['Ann', true, 5],
      ['Bo', false, 0],
    ]);
    assert.deepEqual(dues(bones.id), [
      ['Cy', true, 5],
      ['Di', true, 5],
    ]);
  });

  it('"Registration is not considered complete until dues have been remitted": the schedule waits for them', async () => {
    const made = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones', 'Carts', 'Dukes']);
    const [aces, bones, carts, dukes] = made.teams as [TeamOf, TeamOf, TeamOf, TeamOf];
    const o = made.organizer.c;
    // Players who do not say are returning: every team owes $10.
    const before = await ok(o, 'GET', `/api/events/${made.id}`);
    assert.deepEqual(
      before.teams.map((t) => t.dues?.owed),
      [10, 10, 10, 10],
    );
    for (const t of [carts, dukes])
      for (const p of [t.a, t.b])
        await ok(p.c, 'POST', `/api/events/${made.id}/dues/returning`, {
          team: t.id,
          player: p.id,
          returning: false,
        });
    await ok(o, 'POST', `/api/events/${made.id}/dues/payments`, {
      team: aces.id,
      player: aces.a.id,
      dollars: 5,
    });
    const unpaid = await fails(
      o,
      'POST',
      `/api/events/${made.id}/generate`,
      {},
      409,
      'DUES_UNPAID',
    );
    assert.match(unpaid.message, /Aces, Bones/);
    await ok(o, 'POST', `/api/events/${made.id}/dues/payments`, {
      team: aces.id,
      player: aces.b.id,
      dollars: 5,
    });
    for (const p of [bones.a, bones.b])
      await ok(o, 'POST', `/api/events/${made.id}/dues/payments`, {
        team: bones.id,
        player: p.id,
        dollars: 5,
      });
    const view = await ok(o, 'POST', `/api/events/${made.id}/generate`, {});
    assert.equal(view.status, 'scheduled');
    assert.ok(view.teams.every((t) => t.dues?.complete === true && t.dues.owed === 0));
    const payments = duesLog(view).filter((e) => e.dollars > 0);
    assert.deepEqual(
      payments.map((e) => [e.team, e.player.name, e.dollars, e.owed, e.complete, e.actor]),
      [
        [aces.id, 'Aces one', 5, 5, false, 'Olive'],
        [aces.id, 'Aces two', 5, 0, true, 'Olive'],
        [bones.id, 'Bones one', 5, 5, false, 'Olive'],
        [bones.id, 'Bones two', 5, 0, true, 'Olive'],
      ],
    );
  });

  it('only the organizer records a payment, only the player or the organizer marks a player; bad input names the field and changes nothing', async () => {
    const made = await eventWithTeams(url, LEAGUE, ['Aces', 'Bones']);
    const [aces, bones] = made.teams as [TeamOf, TeamOf];
    const o = made.organizer.c;
    const path = `/api/events/${made.id}`;
    const pay = { team: aces.id, player: aces.a.id, dollars: 5 };
    await fails(aces.a.c, 'POST', `${path}/dues/payments`, pay, 403, 'NOT_ORGANIZER');
    const mark = { team: aces.id, player: aces.a.id, returning: false };
    await fails(bones.a.c, 'POST', `${path}/dues/returning`, mark, 403, 'NOT_ORGANIZER');
    await fails(aces.b.c, 'POST', `${path}/dues/returning`, mark, 403, 'NOT_ORGANIZER');
    const zero = await fails(
      o,
      'POST',
      `${path}/dues/payments`,
      { ...pay, dollars: 0 },
      400,
      'BAD_REQUEST',
    );
    assert.equal(zero.at, 'dollars');
    const over = await fails(
      o,
      'POST',
      `${path}/dues/payments`,
      { ...pay, dollars: 6 },
      400,
      'BAD_REQUEST',
    );
    assert.equal(over.at, 'dollars');
    const stranger = await fails(
      o,
      'POST',
      `${path}/dues/payments`,
      { ...pay, player: bones.a.id },
      409,
      'PLAYER_NOT_ON_TEAM',
    );
    assert.equal(stranger.at, 'player');
    const noTeam = await fails(
      o,
      'POST',
      `${path}/dues/payments`,
      { ...pay, team: 'nope' },
      404,
      'NOT_FOUND',
    );
    assert.equal(noTeam.at, 'team');
    const view = await ok(o, 'GET', path);
    assert.equal(teamOf(view, aces)?.dues?.owed, 10);
    assert.deepEqual(duesLog(view), []);
    // A new player owes nothing: there is nothing to pay.
    await ok(aces.a.c, 'POST', `${path}/dues/returning`, mark);
    await fails(o, 'POST', `${path}/dues/payments`, pay, 409, 'NOTHING_OWED');
    const after = await ok(o, 'GET', path);
    assert.equal(teamOf(after, aces)?.dues?.owed, 5);
    // A tournament has no dues.
    const cup = await ok(o, 'POST', '/api/events', { kind: 'single-elimination', name: 'Cup' });
    await fails(o, 'POST', `/api/events/${cup.id}/dues/payments`, pay, 409, 'NO_SEASON');
  });
});

describe('a league season: rescheduling (000 Section 2)', () => {
  const week1 = (view: EventView): EventMatch => {
    const m = view.rounds[0]?.matches[0];
    assert.ok(m);
    return m;
  };

  it('"In any event, matches must be decided (e.g., completion or rescheduling) within six days of the official league night."', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const team = s.teams.find((t) => t.id === m.teams[0]) as TeamOf;
    const path = `/api/events/${s.id}/matches/${m.id}/reschedule`;
    const late = await fails(
      team.a.c,
      'POST',
      path,
      { date: '2011-01-31', noticeOn: '2011-01-20' },
      409,
      'RESCHEDULE_TOO_LATE',
    );
    assert.equal(late.at, 'date');
    assert.match(late.message, /by 2011-01-30/);
    assert.equal(week1(await ok(s.organizer.c, 'GET', `/api/events/${s.id}`)).rescheduledTo, null);
    const view = await ok(team.a.c, 'POST', path, { date: '2011-01-30', noticeOn: '2011-01-20' });
    assert.equal(week1(view).rescheduledTo, '2011-01-30');
    const logged = (view.log ?? []).filter((e) => e.type === 'reschedule');
    assert.deepEqual(
      logged.map((e) => [e.match, e.leagueNight, e.from, e.to, e.noticeOn, e.actor]),
      [[m.id, '2011-01-24', '2011-01-24', '2011-01-30', '2011-01-20', `${team.name} one`]],
    );
    // The organizer may move it too, within the same six days.
    const again = await ok(s.organizer.c, 'POST', path, {
      date: '2011-01-27',
      noticeOn: '2011-01-21',
    });
    assert.equal(week1(again).rescheduledTo, '2011-01-27');
  });

  it('"If no contact is made prior to the night of the scheduled match, it will be assumed that the match is being played at the league location at 7:30."', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const team = s.teams.find((t) => t.id === m.teams[1]) as TeamOf;
    const path = `/api/events/${s.id}/matches/${m.id}/reschedule`;
    await fails(
      team.b.c,
      'POST',
      path,
      { date: '2011-01-26', noticeOn: '2011-01-24' },
      409,
      'NO_RESCHEDULE_NOTICE',
    );
    assert.equal(week1(await ok(s.organizer.c, 'GET', `/api/events/${s.id}`)).rescheduledTo, null);
  });

  it('only the two teams or the organizer reschedule; bad dates name the field', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const other = s.teams.find((t) => !m.teams.includes(t.id)) as TeamOf;
    const team = s.teams.find((t) => t.id === m.teams[0]) as TeamOf;
    const path = `/api/events/${s.id}/matches/${m.id}/reschedule`;
    const body = { date: '2011-01-26', noticeOn: '2011-01-20' };
    await fails(other.a.c, 'POST', path, body, 403, 'NOT_YOUR_MATCH');
    const bad = await fails(team.a.c, 'POST', path, { date: '26 Jan' }, 400, 'BAD_REQUEST');
    assert.equal(bad.at, 'date');
    const view = await ok(s.organizer.c, 'GET', `/api/events/${s.id}`);
    assert.equal(week1(view).rescheduledTo, null);
    assert.deepEqual(
      (view.log ?? []).filter((e) => e.type === 'reschedule'),
      [],
    );
  });
});

describe('a league season: late arrival (000 Section 2)', () => {
  const week1 = (view: EventView): EventMatch => {
    const m = view.rounds[0]?.matches[0];
    assert.ok(m);
    return m;
  };

  it('"If one team is absent or delinquent by more than thirty minutes for a scheduled match (without prior notification), they shall forfeit the match at the discretion of the punctual team."', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const [late, punctual] = m.teams as [string, string];
    const path = `/api/events/${s.id}/matches/${m.id}/late-arrival`;
    const early = await fails(
      s.organizer.c,
      'POST',
      path,
      { team: late, minutesLate: 30 },
      409,
      'NOT_LATE_ENOUGH',
    );
    assert.equal(early.at, 'minutesLate');
    const told = await fails(
      s.organizer.c,
      'POST',
      path,
      { team: late, minutesLate: 45, notified: true },
      409,
      'NOT_LATE_ENOUGH',
    );
    assert.equal(told.at, 'notified');
    assert.equal(
      week1(await ok(s.organizer.c, 'GET', `/api/events/${s.id}`)).status,
      'awaiting-report',
    );
    const view = await ok(s.organizer.c, 'POST', path, { team: late, minutesLate: 31 });
    const ruled = week1(view);
    assert.equal(ruled.status, 'ruled');
    assert.deepEqual(ruled.outcome, { kind: 'forfeit', forfeit: late });
    assert.equal(ruled.winner, punctual);
    assert.equal(ruled.log.at(-1)?.type, 'forfeit');
    assert.match(ruled.log.at(-1)?.comment ?? '', /31 minutes late/);
    // 000 Section 4: "A forfeit win, while not marked as a win, is worth eighteen points to the team with the bye."
    const row = (team: string) => view.standings?.rows.find((r) => r.team === team);
    assert.equal(row(punctual)?.points, 18);
    assert.equal(row(punctual)?.forfeitWins, 1);
    assert.equal(row(late)?.points, 0);
    assert.equal(row(late)?.forfeits, 1);
    // Decided: it is final.
    await fails(s.organizer.c, 'POST', path, { team: late, minutesLate: 40 }, 409, 'RESULT_FINAL');
  });

  it('a team that never came forfeits; only the organizer records it; bad input names the field', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const [absent, punctual] = m.teams as [string, string];
    const path = `/api/events/${s.id}/matches/${m.id}/late-arrival`;
    const member = s.teams.find((t) => t.id === punctual) as TeamOf;
    await fails(
      member.a.c,
      'POST',
      path,
      { team: absent, minutesLate: null },
      403,
      'NOT_ORGANIZER',
    );
    const other = s.teams.find((t) => !m.teams.includes(t.id)) as TeamOf;
    const stranger = await fails(
      s.organizer.c,
      'POST',
      path,
      { team: other.id, minutesLate: null },
      400,
      'TEAM_NOT_IN_MATCH',
    );
    assert.equal(stranger.at, 'team');
    const bad = await fails(
      s.organizer.c,
      'POST',
      path,
      { team: absent, minutesLate: 'late' },
      400,
      'BAD_REQUEST',
    );
    assert.equal(bad.at, 'minutesLate');
    assert.equal(
      week1(await ok(s.organizer.c, 'GET', `/api/events/${s.id}`)).status,
      'awaiting-report',
    );
    const view = await ok(s.organizer.c, 'POST', path, { team: absent, minutesLate: null });
    assert.deepEqual(week1(view).outcome, { kind: 'forfeit', forfeit: absent });
    assert.match(week1(view).log.at(-1)?.comment ?? '', /absent/);
  });

  it('"If both teams are absent, the match may be rescheduled."', async () => {
    const s = await scheduled();
    const m = week1(s.view);
    const path = `/api/events/${s.id}/matches/${m.id}/late-arrival`;
    const early = await fails(
      s.organizer.c,
      'POST',
      path,
      { team: 'both', minutesLate: 20 },
      409,
      'NOT_LATE_ENOUGH',
    );
    assert.equal(early.at, 'minutesLate');
    const view = await ok(s.organizer.c, 'POST', path, { team: 'both', minutesLate: null });
    // Nobody forfeits: the match stays open, to be rescheduled within six days of league night.
    assert.equal(week1(view).status, 'awaiting-report');
    assert.equal(week1(view).outcome, null);
    assert.equal(
      view.standings?.rows.reduce((n, r) => n + r.forfeits, 0),
      0,
    );
    assert.deepEqual(
      view.log?.filter((e) => e.type === 'both-absent').map((e) => ({ ...e, at: '' })),
      [
        {
          seq: view.log?.at(-1)?.seq,
          actor: 'Olive',
          at: '',
          type: 'both-absent',
          match: m.id,
          minutesLate: null,
          decideBy: '2011-01-30',
        },
      ],
    );
    const moved = await ok(
      s.organizer.c,
      'POST',
      `/api/events/${s.id}/matches/${m.id}/reschedule`,
      {
        date: '2011-01-27',
        noticeOn: '2011-01-23',
      },
    );
    assert.equal(week1(moved).rescheduledTo, '2011-01-27');
  });

  it('a league that publishes its dues shows them to everyone (season.dues.public)', async () => {
    const o = await signedUp(url, 'Olive');
    const created = await ok(o.c, 'POST', '/api/events', {
      ...LEAGUE,
      season: { ...SPRING_2011, dues: { perPlayer: 5, returningPlayersOnly: true, public: true } },
    });
    const [a, b] = [await person(url, 'Ann'), await person(url, 'Bo')];
    await teamOfTwo(created.id, a, b, 'Aces', { returning: true }, { returning: true });
    const visitor = await ok(new Client(url), 'GET', `/api/events/${created.id}`);
    assert.equal(visitor.teams[0]?.dues?.owed, 10);
  });
});
