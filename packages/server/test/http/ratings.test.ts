import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Seat } from '@texas42/engine';
import type { Leaderboard, Me, ProfileStats, TableState, TableSummary } from '@texas42/protocol';
import { rate } from 'openskill';
import type { Texas42Server } from '../../src/index.js';
import { rateGame } from '../../src/ratings/model.js';
import { fails, ok, person } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';
import { account, playAlong, ratedTable, type Person } from '../support/rated-play.js';

/** Rated play through real HTTP and sockets: who may play rated, what moves a rating, who is listed. */
let server: Texas42Server;
let url: string;

before(async () => {
  ({ server, url } = await startServer());
});
after(async () => {
  await server.close();
});

/** The scale the ratings are documented at (ratings/model.ts): a newcomer is 1500 ± 350. */
const OPTIONS = { mu: 1500, sigma: 350, beta: 175, tau: 3.5 };

async function profile(id: string): Promise<ProfileStats> {
  return ok<ProfileStats>(new Client(url), 'GET', `/api/users/${id}`);
}

/** Every seat's person's rating as the API shows it. */
async function ratings(seats: Readonly<Record<Seat, Person>>) {
  const out = {} as Record<Seat, { mu: number; sigma: number; games: number }>;
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const { rating } = await profile(seats[seat].id);
    out[seat] = { mu: rating.rating, sigma: rating.deviation, games: rating.games };
  }
  return out;
}

function close(actual: number, expected: number, what: string): void {
  assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual}, the library says ${expected}`);
}

describe('the rating model', () => {
  it('is OpenSkill at the documented scale; one who left a game their partner won takes a loss', () => {
    const skills = {
      N: { mu: 1600, sigma: 200 },
      E: { mu: 1450, sigma: 300 },
      S: { mu: 1500, sigma: 350 },
      W: { mu: 1550, sigma: 120 },
    };
    const teams = [
      [skills.N, skills.S],
      [skills.E, skills.W],
    ];
    const ewWon = rate(teams, { ...OPTIONS, rank: [2, 1] });
    const nsWon = rate(teams, { ...OPTIONS, rank: [1, 2] });
    const after = rateGame(skills, 'EW', new Set(['W']));
    assert.deepEqual(after.N, ewWon[0]?.[0]);
    assert.deepEqual(after.S, ewWon[0]?.[1]);
    assert.deepEqual(after.E, ewWon[1]?.[0]);
    assert.deepEqual(after.W, nsWon[1]?.[1], 'W left: rated as if E and W had lost');
    assert.ok(after.W.mu < skills.W.mu && after.E.mu > skills.E.mu);
    assert.deepEqual(rateGame(skills, 'EW').W, ewWon[1]?.[1]);
  });
});

describe('rated tables', () => {
  it('are played under a profile as published and by people only: house rules and bots are refused with codes', async () => {
    const host = await account(url, 'hattie_h', 'Hattie');
    // Rated play is for accounts: a guest can neither make a rated table nor sit at one.
    const guest = await person(url, 'Gwen');
    await fails(
      guest.c,
      'POST',
      '/api/tables',
      { rules: 'straight-42', seat: 'N', rated: true },
      403,
      'RATED_ACCOUNTS_ONLY',
    );
    const house = await fails(
      host.c,
      'POST',
      '/api/tables',
      { rules: { base: 'straight-42', 'game.marksToWin': 1 }, seat: 'N', rated: true },
      400,
      'RATED_HOUSE_RULES',
    );
    assert.equal(house.at, 'rules');
    const bots = await fails(
      host.c,
      'POST',
      '/api/tables',
      { rules: 'straight-42', seat: 'N', rated: true, bots: 'easy' },
      400,
      'RATED_NO_BOTS',
    );
    assert.equal(bots.at, 'bots');
    // The same house rules and bots make an unrated table.
    await ok(host.c, 'POST', '/api/tables', {
      rules: { base: 'straight-42', 'game.marksToWin': 1 },
      seat: 'N',
      bots: 'easy',
    });
    // A profile named as an object with no overrides is the profile as published.
    const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      rules: { base: 'straight-42' },
      seat: 'N',
      rated: true,
    });
    assert.equal(made.table.rated, true);
    // No bot may be seated later either.
    const later = await fails(
      host.c,
      'POST',
      `/api/tables/${made.table.id}/bot`,
      { seat: 'E', level: 'hard' },
      409,
      'RATED_NO_BOTS',
    );
    assert.equal(later.at, 'seat');
    const refused = await fails(
      guest.c,
      'POST',
      `/api/tables/${made.table.id}/seat`,
      { seat: 'E' },
      403,
      'RATED_ACCOUNTS_ONLY',
    );
    assert.equal(refused.at, 'seat');
    const table = await ok<TableSummary>(host.c, 'GET', `/api/tables/${made.table.id}`);
    assert.deepEqual(
      table.seats.map((s) => s.kind),
      ['human', 'empty', 'empty', 'empty'],
    );
  });

  it('a rated game between four people moves their ratings and deviations as OpenSkill says', async () => {
    const seats = {
      N: await account(url, 'nora_n', 'Nora'),
      E: await account(url, 'eli_e', 'Eli'),
      S: await account(url, 'sam_s', 'Sam'),
      W: await account(url, 'wes_w', 'Wes'),
    };
    const before = await ratings(seats);
    for (const s of Object.values(before)) assert.deepEqual(s, { mu: 1500, sigma: 350, games: 0 });
    const id = await ratedTable('nello-tournament', seats.N, [seats.E, seats.S, seats.W]);
    const done = (s: TableState): boolean => s.view.phase === 'done';
    const ends = await Promise.all(Object.values(seats).map((p) => playAlong(p, id, done)));
    const winner = ends[0]?.view.games[0]?.winner;
    assert.ok(winner === 'NS' || winner === 'EW');

    const [ns, ew] = rate(
      [
        [before.N, before.S],
        [before.E, before.W],
      ],
      { ...OPTIONS, rank: winner === 'NS' ? [1, 2] : [2, 1] },
    );
    const expected = { N: ns?.[0], S: ns?.[1], E: ew?.[0], W: ew?.[1] };
    const after = await ratings(seats);
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      const want = expected[seat];
      assert.ok(want !== undefined);
      close(after[seat].mu, want.mu, `${seat}'s rating`);
      close(after[seat].sigma, want.sigma, `${seat}'s deviation`);
      assert.equal(after[seat].games, 1);
      // Winners up, losers down, and everyone surer than before.
      const won: boolean = (seat === 'N' || seat === 'S') === (winner === 'NS');
      assert.ok(won ? after[seat].mu > 1500 : after[seat].mu < 1500);
      assert.ok(after[seat].sigma < 350);
      const { history } = await profile(seats[seat].id);
      assert.equal(history.length, 1);
      assert.equal(history[0]?.won, won);
      assert.equal(history[0]?.abandoned, false);
      close(history[0]?.rating ?? 0, want.mu, `${seat}'s history`);
    }
    // Provisional: one game is far from a proven rating, so nobody is on the leaderboard yet.
    const board = await ok<Leaderboard>(seats.N.c, 'GET', '/api/leaderboard');
    assert.deepEqual(board.players, []);
    assert.equal((await profile(seats.N.id)).rating.provisional, true);
    const rows = await server.connection.db
      .selectFrom('game_results')
      .select(['user_id', 'rated'])
      .where('table_id', '=', id)
      .execute();
    assert.equal(rows.length, 4);
    assert.ok(rows.every((r) => Number(r.rated) === 1));
  });
});

describe('bots never move a rating', () => {
  it('a person playing bots at an unrated table keeps 1500 ± 350', async () => {
    const solo = await person(url, 'Solo');
    const made = await ok<{ table: TableSummary }>(solo.c, 'POST', '/api/tables', {
      rules: 'nello-tournament',
      seat: 'S',
      bots: 'easy',
    });
    await playAlong(solo, made.table.id, (s) => s.view.phase === 'done');
    const p = await profile(solo.id);
    assert.equal(p.games, 1);
    assert.deepEqual(p.rating, { rating: 1500, deviation: 350, games: 0, provisional: true });
    assert.deepEqual(p.history, []);
  });

  it('a person who leaves a rated game takes it as a loss; the bot that takes the seat is not rated, and a game it starts in rates no one', async () => {
    const seats = {
      N: await account(url, 'nell_n', 'Nell'),
      E: await account(url, 'ezra_e', 'Ezra'),
      S: await account(url, 'sue_s', 'Sue'),
      W: await account(url, 'walt_w', 'Walt'),
    };
    // Straight 42 is a best of three: the second game starts with the bot in Walt's seat.
    const id = await ratedTable('straight-42', seats.N, [seats.E, seats.S, seats.W]);
    await ok(seats.W.c, 'POST', `/api/tables/${id}/leave`);
    const table = await ok<TableSummary>(seats.N.c, 'GET', `/api/tables/${id}`);
    assert.equal(table.seats.find((s) => s.seat === 'W')?.kind, 'bot');

    const gameOne = (s: TableState): boolean => s.view.games.length >= 1;
    const stayers = [seats.N, seats.E, seats.S];
    const ends = await Promise.all(stayers.map((p) => playAlong(p, id, gameOne)));
    const winner = ends[0]?.view.games[0]?.winner;
    assert.ok(winner === 'NS' || winner === 'EW');
    const start = { mu: 1500, sigma: 350 };
    const teams = [
      [start, start],
      [start, start],
    ];
    const asPlayed = rate(teams, { ...OPTIONS, rank: winner === 'NS' ? [1, 2] : [2, 1] });
    const ewLost = rate(teams, { ...OPTIONS, rank: [1, 2] });
    const expected = {
      N: asPlayed[0]?.[0],
      S: asPlayed[0]?.[1],
      E: asPlayed[1]?.[0],
      // Walt left: whatever Ezra and the bot did, Walt lost.
      W: ewLost[1]?.[1],
    };
    const afterOne = await ratings(seats);
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      const want = expected[seat];
      assert.ok(want !== undefined);
      close(afterOne[seat].mu, want.mu, `${seat}'s rating`);
      close(afterOne[seat].sigma, want.sigma, `${seat}'s deviation`);
      assert.equal(afterOne[seat].games, 1);
    }
    assert.ok(afterOne.W.mu < 1500, 'the one who left lost rating');
    const walt = (await profile(seats.W.id)).history;
    assert.deepEqual(
      walt.map((h) => [h.won, h.abandoned]),
      [[false, true]],
    );

    // Game two began with the bot in a seat: it is recorded, unrated, and moves no one.
    const gameTwo = (s: TableState): boolean => s.view.games.length >= 2;
    await Promise.all(stayers.map((p) => playAlong(p, id, gameTwo)));
    assert.deepEqual(await ratings(seats), afterOne);
    const second = await server.connection.db
      .selectFrom('game_results')
      .select(['user_id', 'rated'])
      .where('table_id', '=', id)
      .where('game', '=', 1)
      .execute();
    assert.equal(second.length, 3, 'the three people still seated');
    assert.ok(second.every((r) => Number(r.rated) === 0));
    const history = await server.connection.db
      .selectFrom('rating_history')
      .select(['user_id', 'game'])
      .where('table_id', '=', id)
      .execute();
    assert.deepEqual(history.map((h) => Number(h.game)).sort(), [0, 0, 0, 0]);
  });
});

describe('the leaderboard', () => {
  it('lists only active accounts whose rating is proven, highest first', async () => {
    const seats = {
      N: await account(url, 'lena_n', 'Lena'),
      E: await account(url, 'eve_e', 'Eve'),
      S: await account(url, 'sid_s', 'Sid'),
      W: await account(url, 'wil_w', 'Wil'),
    };
    const guests = [await account(url, 'gus_g', 'Gus'), await account(url, 'gail_g', 'Gail')];
    // Gus, Gail and the first two accounts play one rated game.
    const id = await ratedTable('nello-tournament', seats.N, [seats.E, ...guests]);
    const done = (s: TableState): boolean => s.view.phase === 'done';
    await Promise.all([seats.N, seats.E, ...guests].map((p) => playAlong(p, id, done)));
    const board = await ok<Leaderboard>(seats.N.c, 'GET', '/api/leaderboard');
    assert.equal(board.days, 30);
    assert.equal(board.maxDeviation, 300);
    assert.deepEqual(board.players, [], 'one game leaves a rating provisional');

    // Time passes and more games are played: a proven deviation for everyone at the table, and
    // Lena's game is back-dated past the window. (Twenty games over sockets would take minutes.)
    const db = server.connection.db;
    await db
      .updateTable('users')
      .set({ rating_sigma: 250 })
      .where('id', 'in', [seats.N.id, seats.E.id])
      .execute();
    await db
      .updateTable('rating_history')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('user_id', '=', seats.N.id)
      .execute();
    const listed = await ok<Leaderboard>(seats.S.c, 'GET', '/api/leaderboard');
    // Eve: active and proven. Lena: not active. Gus and Gail: still provisional. Sid and Wil: no
    // games. (Guests never reach it: rated tables are for accounts, RATED_ACCOUNTS_ONLY above.)
    assert.deepEqual(
      listed.players.map((p) => [p.rank, p.user.name, p.deviation]),
      [[1, 'Eve', 250]],
    );
    assert.equal(listed.players[0]?.games, 1);
    assert.equal(listed.players[0]?.user.id, seats.E.id);
    await fails(seats.S.c, 'GET', '/api/leaderboard?limit=0', undefined, 400, 'BAD_REQUEST');
  });
});

describe('public profiles', () => {
  it('show the display name only, never the username; your own /api/me shows it', async () => {
    const martha = await account(url, 'marthaplays', 'Martha');
    const other = await person(url, 'Otto');
    const seen = await ok<ProfileStats>(other.c, 'GET', `/api/users/${martha.id}`);
    assert.deepEqual(seen.user, { id: martha.id, name: 'Martha', guest: false });
    assert.ok(!JSON.stringify(seen).includes('marthaplays'), JSON.stringify(seen));
    const own = await ok<ProfileStats>(martha.c, 'GET', `/api/users/${martha.id}`);
    assert.ok(!JSON.stringify(own).includes('marthaplays'));
    const me = await ok<Me>(martha.c, 'GET', '/api/me');
    assert.equal(me.username, 'marthaplays');
    await fails(other.c, 'GET', '/api/users/nobody-here', undefined, 404, 'NOT_FOUND');
  });
});
