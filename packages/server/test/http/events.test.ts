import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { legalActions, toAct } from '@texas42/engine';
import type { EventMatch, EventView, Me } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import {
  account as accountAt,
  eventWithTeams,
  fails,
  matchOf,
  ok,
  person as personAt,
  teamOfTwo,
  organizer as signedUp,
} from '../support/api.js';
import { Client, startServer } from '../support/harness.js';

let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

/** An event with four (or the named) registered teams of two: [organizer, teams[i] = {name, a, b, id}]. */
function eventWithFourTeams(
  body: Record<string, unknown>,
  names: readonly string[] = ['Aces', 'Bones', 'Carts', 'Dukes'],
) {
  return eventWithTeams(url, body, names);
}

describe('leagues and tournaments over HTTP', () => {
  it('a league: registration, the schedule, a report, roles enforced, a confirm and the standings', async () => {
    const { organizer, id, teams } = await eventWithFourTeams({
      kind: 'league',
      name: 'Monday League',
      byeWeeks: [2],
      seed: 7,
    });
    const [aces, bones] = teams as [(typeof teams)[0], (typeof teams)[0]];
    // Only the organizer makes the schedule.
    await fails(aces.a.c, 'POST', `/api/events/${id}/generate`, {}, 403, 'NOT_ORGANIZER');
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    assert.equal(view.status, 'scheduled');
    // Four teams: three weeks of play plus the league bye week 2.
    assert.deepEqual(
      view.rounds.map((r) => [r.round, r.leagueBye, r.matches.length]),
      [
        [1, false, 2],
        [2, true, 0],
        [3, false, 2],
        [4, false, 2],
      ],
    );
    // Registration is closed now.
    const late = await personAt(url, 'Late');
    await fails(
      late.c,
      'POST',
      `/api/events/${id}/teams`,
      { name: 'Late' },
      409,
      'REGISTRATION_CLOSED',
    );

    // The week-1 match of the Aces.
    const match = view.rounds[0]?.matches.find((m) => m.teams.includes(aces.id));
    assert.ok(match);
    const first = match.teams[0] === aces.id ? aces : teams.find((t) => t.id === match.teams[0]);
    const second = teams.find((t) => t.id === match.teams[1]);
    assert.ok(first && second);
    const outsider = teams.find((t) => t.id !== first.id && t.id !== second.id);
    assert.ok(outsider);
    const path = `/api/events/${id}/matches/${match.id}`;
    const games = [
      [7, 3],
      [4, 7],
      [7, 2],
    ];
    // A player of neither team cannot report; the organizer is no player either.
    await fails(outsider.a.c, 'POST', `${path}/report`, { games }, 403, 'NOT_YOUR_MATCH');
    await fails(organizer.c, 'POST', `${path}/report`, { games }, 403, 'NOT_YOUR_MATCH');
    await fails(new Client(url), 'POST', `${path}/report`, { games }, 401, 'NOT_SIGNED_IN');
    // A game that is not finished under the rules (to 7, winning by 2) names the game.
    const bad = await fails(
      first.b.c,
      'POST',
      `${path}/report`,
      {
        games: [
          [7, 6],
          [7, 3],
        ],
      },
      400,
      'BAD_GAME_SCORE',
    );
    assert.equal(bad.at, 'games[0]');
    const reported = await ok(first.b.c, 'POST', `${path}/report`, { games });
    assert.equal(matchOf(reported, match.id).status, 'reported');
    assert.equal(matchOf(reported, match.id).reporter, first.id);
    // Nothing counts before the other team confirms.
    assert.ok(reported.standings?.rows.every((r) => r.points === 0));
    // The reporting team cannot confirm its own report, nor can an outsider; the organizer
    // only rules on a dispute.
    await fails(first.a.c, 'POST', `${path}/confirm`, undefined, 403, 'CONFIRM_BY_OTHER_TEAM');
    await fails(outsider.b.c, 'POST', `${path}/confirm`, undefined, 403, 'NOT_YOUR_MATCH');
    await fails(organizer.c, 'POST', `${path}/rule`, { comment: 'x', games }, 409, 'NOT_DISPUTED');
    const confirmed = await ok(second.a.c, 'POST', `${path}/confirm`);
    const m = matchOf(confirmed, match.id);
    assert.equal(m.status, 'confirmed');
    assert.equal(m.winner, first.id);
    assert.deepEqual(
      m.log.map((e) => [e.seq, e.type, e.by, e.actor]),
      [
        [1, 'report', first.id, `${first.name} two`],
        [2, 'confirm', second.id, `${second.name} one`],
      ],
    );
    await fails(second.a.c, 'POST', `${path}/dispute`, { comment: 'no' }, 409, 'RESULT_FINAL');
    // 000's points: 7-3, 4-7, 7-2 is 24 for the winner, 5 for the loser.
    const rows = confirmed.standings?.rows ?? [];
    const row = (team: string) => rows.find((r) => r.team === team);
    assert.equal(row(first.id)?.points, 24);
    assert.equal(row(first.id)?.rank, 1);
    assert.equal(row(first.id)?.name, first.name);
    assert.equal(row(second.id)?.points, 5);
    assert.equal(row(second.id)?.matchLosses, 1);
    // Anyone may look, signed in or not.
    const pub = await ok(new Client(url), 'GET', `/api/events/${id}`);
    assert.deepEqual(pub.standings, confirmed.standings);
    assert.deepEqual(pub.you, { organizer: false, team: null });
    const listed = await ok<{ events: { id: string; teamCount: number }[] }>(
      new Client(url),
      'GET',
      '/api/events',
    );
    assert.equal(listed.events.find((e) => e.id === id)?.teamCount, 4);

    // The other week-1 match: a dispute, and the organizer's ruling.
    const other = view.rounds[0]?.matches.find((x) => x.id !== match.id);
    assert.ok(other);
    const [x, y] = other.teams.map((t) => teams.find((team) => team.id === t));
    assert.ok(x && y);
    const p2 = `/api/events/${id}/matches/${other.id}`;
    await ok(x.a.c, 'POST', `${p2}/report`, {
      games: [
        [7, 0],
        [7, 1],
      ],
    });
    await fails(y.a.c, 'POST', `${p2}/dispute`, {}, 400, 'BAD_REQUEST');
    await ok(y.a.c, 'POST', `${p2}/dispute`, { comment: 'we won the second game 7-5' });
    await fails(
      x.a.c,
      'POST',
      `${p2}/rule`,
      {
        comment: 'mine',
        games: [
          [7, 0],
          [7, 1],
        ],
      },
      403,
      'NOT_ORGANIZER',
    );
    const ruled = await ok(organizer.c, 'POST', `${p2}/rule`, {
      comment: 'score sheet checked',
      games: [
        [7, 0],
        [5, 7],
        [7, 4],
      ],
    });
    assert.equal(matchOf(ruled, other.id).status, 'ruled');
    assert.equal(matchOf(ruled, other.id).log.at(-1)?.actor, 'Olive');
    assert.equal(ruled.standings?.rows.filter((r) => r.matchWins === 1).length, 2);
    void bones;
  });

  it('a single-elimination tournament of four teams, driven through the API to its champion', async () => {
    const { organizer, id, teams } = await eventWithFourTeams({
      kind: 'single-elimination',
      name: 'Spring Open',
      rules: 'straight-42',
      rounds: { first: 3, later: 3, final: 1 },
    });
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {
      seeds: [teams[2]?.id, teams[0]?.id, teams[3]?.id, teams[1]?.id],
    });
    // Standard seeding: 1 v 4 and 2 v 3 (by the seeds given), then the final.
    assert.deepEqual(
      view.rounds.map((r) => [r.label, r.bestOf, r.matches.length]),
      [
        ['Semifinals', 3, 2],
        ['Final', 1, 1],
      ],
    );
    const seed = (n: number) => view.teams.find((t) => t.seed === n)?.id;
    assert.equal(seed(1), teams[2]?.id);
    assert.deepEqual(
      view.rounds[0]?.matches.map((m) => m.teams),
      [
        [seed(1), seed(4)],
        [seed(2), seed(3)],
      ],
    );
    assert.equal(matchOf(view, 'r2-1').status, 'waiting');
    // Each line names itself and the lines feeding its sides, which the page looks up.
    assert.deepEqual(matchOf(view, 'r2-1').feeders, ['r1-1', 'r1-2']);
    assert.equal(matchOf(view, 'r2-1').line, '2-1');
    assert.deepEqual(matchOf(view, 'r1-2').feeders, [null, null]);
    const byId = (tid: string | null) => teams.find((t) => t.id === tid);
    // Semifinal 1: the lower seed wins 2-1; semifinal 2 by the higher seed 2-0.
    for (const [mid, games] of [
      [
        'r1-1',
        [
          [3, 7],
          [7, 5],
          [2, 7],
        ],
      ],
      [
        'r1-2',
        [
          [7, 1],
          [7, 6],
        ],
      ],
    ] as const) {
      const m = matchOf(view, mid);
      const [a, b] = [byId(m.teams[0]), byId(m.teams[1])];
      assert.ok(a && b);
      // A best-of-3 with too many games is refused and names the game.
      const tooMany = await fails(
        a.a.c,
        'POST',
        `/api/events/${id}/matches/${mid}/report`,
        {
          games: [
            [7, 1],
            [7, 1],
            [7, 1],
          ],
        },
        400,
        'BAD_MATCH_SCORE',
      );
      assert.equal(tooMany.at, 'games[2]');
      await ok(a.a.c, 'POST', `/api/events/${id}/matches/${mid}/report`, { games });
      await ok(b.b.c, 'POST', `/api/events/${id}/matches/${mid}/confirm`);
    }
    const semis = await ok(new Client(url), 'GET', `/api/events/${id}`);
    const final = matchOf(semis, 'r2-1');
    assert.equal(final.status, 'awaiting-report');
    assert.deepEqual(final.teams, [seed(4), seed(2)]);
    assert.equal(semis.champion, null);
    const [fa, fb] = [byId(final.teams[0]), byId(final.teams[1])];
    assert.ok(fa && fb);
    await fails(
      fa.a.c,
      'POST',
      `/api/events/${id}/matches/r2-1/report`,
      {
        games: [
          [7, 2],
          [7, 2],
        ],
      },
      400,
      'BAD_MATCH_SCORE',
    );
    await ok(fb.a.c, 'POST', `/api/events/${id}/matches/r2-1/report`, { games: [[7, 4]] });
    const done = await ok(fa.b.c, 'POST', `/api/events/${id}/matches/r2-1/confirm`);
    assert.equal(done.champion, seed(4));
    assert.equal(done.status, 'finished');
    const bracket = await ok<{ champion: string }>(
      new Client(url),
      'GET',
      `/api/events/${id}/bracket`,
    );
    assert.equal(bracket.champion, seed(4));
  });

  it('a round robin of five teams (001): every pair once, the BYE 7-4, results and the NPA standings', async () => {
    const { organizer, id, teams } = await eventWithFourTeams(
      { kind: 'round-robin', name: 'Spring Round Robin' },
      ['Aces', 'Bones', 'Carts', 'Dukes', 'Eights'],
    );
    const created = await ok(organizer.c, 'GET', `/api/events/${id}`);
    assert.equal(created.kind, 'round-robin');
    assert.equal(created.rules, 'npa-tournament');
    assert.equal(created.standingsRules, 'npa-tournament');
    assert.equal(created.standings, null);
    const view = await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    assert.equal(view.status, 'scheduled');
    // Five teams: five rounds of two matches, one bye a round, each team's bye once.
    assert.deepEqual(
      view.rounds.map((r) => [r.round, r.label, r.bestOf, r.matches.length, r.byes.length]),
      [1, 2, 3, 4, 5].map((n) => [n, `Round ${n}`, 1, 2, 1]),
    );
    const ids = teams.map((t) => t.id);
    assert.deepEqual(view.rounds.flatMap((r) => r.byes).sort(), [...ids].sort());
    // Every team plays every other exactly once, and never in its bye round.
    const pairs = view.rounds.flatMap((r) =>
      r.matches.map((m) => {
        assert.ok(m.teams.every((t) => t !== null && !r.byes.includes(t)));
        assert.equal(m.status, 'awaiting-report');
        return [...m.teams].sort().join('/');
      }),
    );
    assert.equal(pairs.length, 10);
    assert.equal(new Set(pairs).size, 10);
    // The BYEs are recorded at once: a game won 7-4 for every team.
    assert.deepEqual(
      view.standings?.rows.map((r) => [r.byes, r.gamesWon, r.marksFor, r.marksAgainst, r.points]),
      ids.map(() => [1, 1, 7, 4, null]),
    );
    const byId = new Map(teams.map((t) => [t.id, t]));
    const [first, second] = view.rounds[0]?.matches ?? [];
    assert.ok(first && second);
    // Two results of round 1, each reported by the first team and confirmed by the other.
    const play = async (m: EventMatch, games: number[][]) => {
      const [x, y] = m.teams.map((t) => byId.get(t ?? ''));
      assert.ok(x && y);
      const path = `/api/events/${id}/matches/${m.id}`;
      await ok(x.a.c, 'POST', `${path}/report`, { games });
      await fails(x.b.c, 'POST', `${path}/confirm`, {}, 403, 'CONFIRM_BY_OTHER_TEAM');
      const done = await ok(y.b.c, 'POST', `${path}/confirm`, {});
      assert.equal(matchOf(done, m.id).status, 'confirmed');
      return done;
    };
    await play(first, [[7, 2]]);
    const after = await play(second, [[3, 7]]);
    assert.equal(after.status, 'scheduled');
    // Round 1 (circle method, registration order): Eights v Bones, Dukes v Carts; the Aces' bye.
    assert.deepEqual(
      [first, second].map((m) => m.teams.map((t) => byId.get(t ?? '')?.name)),
      [
        ['Eights', 'Bones'],
        ['Dukes', 'Carts'],
      ],
    );
    // Wins, then marks for, then fewest marks against (Eights over Carts on 14-6 v 14-7).
    assert.deepEqual(
      after.standings?.rows.map((r) => [
        r.rank,
        r.name,
        r.matchWins,
        r.matchLosses,
        r.gamesWon,
        r.gamesLost,
        r.marksFor,
        r.marksAgainst,
        r.byes,
      ]),
      [
        [1, 'Eights', 2, 0, 2, 0, 14, 6, 1],
        [2, 'Carts', 2, 0, 2, 0, 14, 7, 1],
        [3, 'Dukes', 1, 1, 1, 1, 10, 11, 1],
        [4, 'Bones', 1, 1, 1, 1, 9, 11, 1],
        [5, 'Aces', 1, 0, 1, 0, 7, 4, 1],
      ],
    );
    assert.deepEqual(after.standings?.undecided, []);
    // A bad kind, and a match length the NPA rules do not allow, name their fields.
    const e = await fails(
      organizer.c,
      'POST',
      '/api/events',
      { kind: 'round-robins', name: 'X' },
      400,
      'BAD_REQUEST',
    );
    assert.equal(e.at, 'kind');
    assert.match(e.message, /round-robin/);
    const long = await fails(
      organizer.c,
      'POST',
      '/api/events',
      { kind: 'round-robin', name: 'X', bestOf: 5 },
      400,
      'BAD_REQUEST',
    );
    assert.equal(long.at, 'bestOf');
  });

  it('bad input gets a stable code and names the field', async () => {
    const o = await signedUp(url, 'Bad');
    // Organizing needs an account: a guest, made with one request, may not create an event.
    const guest = await personAt(url, 'Passing Through');
    const refused = await fails(
      guest.c,
      'POST',
      '/api/events',
      { kind: 'league', name: 'Guest League' },
      403,
      'ACCOUNT_REQUIRED',
    );
    assert.match(refused.message, /organizing an event needs an account: sign up/);
    // Signing up from the guest's session makes the guest the account: the same player.
    const upgraded = await ok<Me>(guest.c, 'POST', '/api/signup', {
      username: 'passing_through',
      password: 'double six walks the dog',
    });
    assert.deepEqual(
      { id: upgraded.id, guest: upgraded.guest, name: upgraded.name },
      { id: guest.id, guest: false, name: 'Passing Through' },
    );
    const organized = await ok(guest.c, 'POST', '/api/events', { kind: 'league', name: 'Mine' });
    assert.equal(organized.organizer.id, guest.id);
    // A second sign-up from the account's session makes another account, not this one again.
    const other = await ok<Me>(guest.c, 'POST', '/api/signup', {
      username: 'someone_else',
      password: 'double six walks the dog',
    });
    assert.notEqual(other.id, guest.id);
    assert.equal(
      (await ok<{ events: unknown[] }>(guest.c, 'GET', '/api/events')).events.length,
      (await ok<{ events: unknown[] }>(o.c, 'GET', '/api/events')).events.length,
    );
    const cases: [unknown, number, string, string][] = [
      [{ kind: 'league' }, 400, 'BAD_REQUEST', 'name'],
      [{ kind: 'ladder', name: 'X' }, 400, 'BAD_REQUEST', 'kind'],
      [{ kind: 'league', name: 'X', rules: 'no-such-rules' }, 400, 'UNKNOWN_RULES', 'rules'],
      [{ kind: 'league', name: 'X', bestOf: 5 }, 400, 'BAD_REQUEST', 'bestOf'],
      [{ kind: 'league', name: 'X', weeks: 3, byeWeeks: [4] }, 400, 'BAD_REQUEST', 'byeWeeks[0]'],
      [
        { kind: 'single-elimination', name: 'X', rounds: { first: 2, later: 3, final: 3 } },
        400,
        'BAD_REQUEST',
        'rounds.first',
      ],
      [{ kind: 'league', name: 'X', surprise: 1 }, 400, 'BAD_REQUEST', ''],
    ];
    for (const [body, status, code, at] of cases) {
      const e = await fails(o.c, 'POST', '/api/events', body, status, code);
      if (at !== '') assert.equal(e.at, at, JSON.stringify(e));
      assert.ok(!/\n\s+at /.test(e.message));
    }
    const ev = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'Tiny' });
    assert.equal(
      (await fails(o.c, 'POST', `/api/events/${ev.id}/teams`, { name: '' }, 400, 'BAD_REQUEST')).at,
      'name',
    );
    assert.equal(
      (
        await fails(
          o.c,
          'POST',
          `/api/events/${ev.id}/teams`,
          { name: 'T', partner: 'nobody-at-all' },
          404,
          'NOT_FOUND',
        )
      ).at,
      'partner',
    );
    await ok(o.c, 'POST', `/api/events/${ev.id}/teams`, { name: 'Solo' });
    await fails(
      o.c,
      'POST',
      `/api/events/${ev.id}/teams`,
      { name: 'Again' },
      409,
      'ALREADY_REGISTERED',
    );
    const p = await personAt(url, 'Pat');
    await fails(
      p.c,
      'POST',
      `/api/events/${ev.id}/teams`,
      { name: 'solo' },
      409,
      'TEAM_NAME_TAKEN',
    );
    await fails(o.c, 'POST', `/api/events/${ev.id}/generate`, {}, 409, 'TOO_FEW_TEAMS');
    await fails(o.c, 'GET', '/api/events/nosuchevent', undefined, 404, 'NOT_FOUND');
    await fails(
      o.c,
      'POST',
      `/api/events/${ev.id}/matches/w1-1/report`,
      { games: [[7, 'x']] },
      400,
      'BAD_REQUEST',
    );
    // An open place: a partner joins it with the invite the team shares (its players alone see
    // it); without it, or with a wrong one, nobody can put themselves on the team.
    const soloTeam = (await ok(o.c, 'GET', `/api/events/${ev.id}`)).teams[0];
    const solo = soloTeam?.id ?? '';
    const invite = soloTeam?.invite ?? '';
    assert.ok(invite.length > 10, "the team's own player sees its invite");
    assert.equal((await ok(p.c, 'GET', `/api/events/${ev.id}`)).teams[0]?.invite, undefined);
    await fails(p.c, 'POST', `/api/events/${ev.id}/teams/${solo}/join`, {}, 400, 'BAD_REQUEST');
    await fails(
      p.c,
      'POST',
      `/api/events/${ev.id}/teams/${solo}/join`,
      { invite: 'guess' },
      403,
      'BAD_INVITE',
    );
    const joined = await ok(p.c, 'POST', `/api/events/${ev.id}/teams/${solo}/join`, { invite });
    assert.deepEqual(
      joined.teams[0]?.players.map((x) => x?.name),
      ['Bad', 'Pat'],
    );
    const q = await personAt(url, 'Quinn');
    await fails(
      q.c,
      'POST',
      `/api/events/${ev.id}/teams/${joined.teams[0]?.id}/join`,
      { invite },
      403,
      'BAD_INVITE',
    );
  });

  it('a match played at an online table: the teams are seated by side, and its result flows into the event', async () => {
    const organizer = await signedUp(url, 'Ona');
    const ev = await ok(organizer.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Online Cup',
      rules: 'straight-42',
      rounds: { first: 1, later: 1, final: 1 },
    });
    const players: { c: Client; id: string; me: Me }[] = [];
    for (const name of ['North', 'East']) {
      // North a has an account; the three others are guests (made with one request each).
      const a =
        name === 'North'
          ? await accountAt(url, 'north_a', 'North a')
          : await personAt(url, `${name} a`);
      const b = await personAt(url, `${name} b`);
      await teamOfTwo(ev.id, a, b, name);
      players.push(a, b);
    }
    const view = await ok(organizer.c, 'POST', `/api/events/${ev.id}/generate`, {});
    assert.equal(view.rounds.length, 1);
    const path = `/api/events/${ev.id}/matches/r1-1`;
    const outsider = await personAt(url, 'Nosy');
    await fails(outsider.c, 'POST', `${path}/play`, undefined, 403, 'NOT_YOUR_MATCH');
    const seats: string[] = [];
    let tableId = '';
    for (const [i, p] of players.entries()) {
      const r = await ok<{ tableId: string; seat: string }>(p.c, 'POST', `${path}/play`);
      seats.push(r.seat);
      tableId = r.tableId;
      if (i === 0) {
        // Only the match's teams sit at its table, each on its own side.
        const seat = `/api/tables/${tableId}/seat`;
        await fails(outsider.c, 'POST', seat, { seat: 'S' }, 403, 'EVENT_TABLE');
        await fails(players[2]?.c as Client, 'POST', seat, { seat: 'S' }, 403, 'EVENT_TABLE');
        await fails(
          p.c,
          'POST',
          `/api/tables/${tableId}/bot`,
          { seat: 'E', level: 'easy' },
          403,
          'EVENT_TABLE',
        );
      }
    }
    assert.deepEqual(seats, ['N', 'S', 'E', 'W']);
    const table = await ok<{ rated: boolean; status: string }>(
      outsider.c,
      'GET',
      `/api/tables/${tableId}`,
    );
    assert.equal(table.rated, true);
    assert.equal(table.status, 'playing');
    const room = await server.tables.room(tableId);
    assert.equal(room.row.hints, 0);
    assert.equal(room.row.chat, 0);
    // Play the match: each seat plays its first legal action.
    const bySeat = new Map(players.map((p, i) => [seats[i], p.me]));
    const deadline = Date.now() + 120_000;
    while (room.row.status !== 'done') {
      assert.ok(Date.now() < deadline, 'the match ends within two minutes');
      const seat = toAct(room.state);
      const me = seat === null ? undefined : bySeat.get(seat);
      if (room.state.phase === 'shake' || seat === null || me === undefined) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const legal = legalActions(room.state)[0];
      assert.ok(legal);
      const { seat: _s, ...action } = legal as { seat: string; type: string };
      await server.tables
        .act(me, tableId, room.state.version, action as never)
        .catch((e: { code?: string }) => {
          if (e.code !== 'STALE_VERSION') throw e;
        });
    }
    let latest: EventView | null = null;
    for (let i = 0; i < 100; i++) {
      const seen: EventView = await ok(outsider.c, 'GET', `/api/events/${ev.id}`);
      latest = seen;
      if (seen.champion !== null) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.ok(latest !== null);
    const m = matchOf(latest, 'r1-1');
    assert.equal(m.status, 'confirmed');
    assert.equal(m.tableId, tableId);
    const game = room.state.games[0];
    assert.ok(game);
    assert.deepEqual(m.outcome, { kind: 'games', games: [[game.recorded.NS, game.recorded.EW]] });
    assert.deepEqual(
      m.log.map((e) => [e.type, e.actor]),
      [['played', 'online table']],
    );
    assert.equal(latest.champion, game.winner === 'NS' ? m.teams[0] : m.teams[1]);
    // "Ratings only between accounts": an event game with a guest at it is played unrated, so
    // an account cannot farm a rating against three throwaway guests (issue 25, item 4).
    const northA = await server.connection.db
      .selectFrom('users')
      .select(['rating_mu', 'rated_games'])
      .where('id', '=', players[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    assert.equal(northA.rated_games, 0);
    const history = await server.connection.db.selectFrom('rating_history').selectAll().execute();
    assert.equal(history.length, 0);
    // The result is final: a report now is refused.
    await fails(
      players[0]?.c as Client,
      'POST',
      `${path}/report`,
      { games: [[7, 0]] },
      409,
      'RESULT_FINAL',
    );
    // A result stored before "played" existed, as the table's report without its confirm (the
    // server stopped between the two), still reads, and is confirmed when the server resumes.
    const db = server.connection.db;
    const row = await db
      .selectFrom('event_matches')
      .selectAll()
      .where('event_id', '=', ev.id)
      .where('id', '=', 'r1-1')
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.result as string) as {
      state: { log: { at: string; games: unknown }[] } & Record<string, unknown>;
      actors: string[];
    };
    const played = stored.state.log[0];
    assert.ok(played);
    const report = {
      seq: 1,
      type: 'report',
      by: m.teams[0],
      at: played.at,
      games: played.games,
      comment: 'played at the online table',
      status: 'reported',
    };
    const old = {
      state: { ...stored.state, status: 'reported', reporter: m.teams[0], log: [report] },
      actors: stored.actors,
    };
    await db
      .updateTable('event_matches')
      .set({ status: 'reported', result: JSON.stringify(old), version: row.version + 1 })
      .where('event_id', '=', ev.id)
      .where('id', '=', 'r1-1')
      .execute();
    await server.events.online.resume();
    const resumed = matchOf(await ok(outsider.c, 'GET', `/api/events/${ev.id}`), 'r1-1');
    assert.equal(resumed.status, 'confirmed');
    assert.deepEqual(
      resumed.log.map((e) => [e.type, e.actor]),
      [
        ['report', 'online table'],
        ['confirm', 'online table'],
      ],
    );
  });
});
