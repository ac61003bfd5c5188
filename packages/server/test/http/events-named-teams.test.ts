import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { parseTeamList } from '@texas42/club';
import type { ClaimLink, EventView } from '@texas42/protocol';
import {
  allMatches,
  fails,
  matchOf,
  ok,
  person,
  teamOfTwo,
  organizer as signedUp,
} from '../support/api.js';
import { Client, limitsWith, startServer } from '../support/harness.js';
import { configFromEnv } from '../../src/config.js';

/**
 * Teams by name (issue 17, point 3): "Clubs run on paper and phone numbers: the organizer adds
 * teams by name (one at a time or pasted as a list, two players a team), and a player can claim
 * their place later with a link from the organizer. Teams show names, never ids."
 */

const PASTED = [
  'Aces: Ann Lee, Bob Ray',
  'Bones: Cy Young & Di Moss',
  'Crows - Ed Fox and Flo Gay',
];

function teamsOf(text: string) {
  const list = parseTeamList(text);
  assert.ok(list.ok, JSON.stringify(list.lines));
  return list.teams;
}

const team = (view: EventView, name: string) => {
  const t = view.teams.find((x) => x.name === name);
  assert.ok(t, `team ${name}`);
  return t;
};

describe('the organizer adds teams by name', () => {
  it('a pasted list and one team at a time; duplicates and strangers refused with nothing added; the schedule, reports and standings work', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'Paper League' });
      const path = `/api/events/${ev.id}/named-teams`;
      const stranger = await person(url, 'Stranger');
      const body = { teams: teamsOf(PASTED.join('\n')) };
      await fails(stranger.c, 'POST', path, body, 403, 'NOT_ORGANIZER');
      const added = await ok(o.c, 'POST', path, body);
      assert.deepEqual(
        added.teams.map((t) => [t.name, t.players.map((p) => [p?.name, p?.named])]),
        [
          [
            'Aces',
            [
              ['Ann Lee', true],
              ['Bob Ray', true],
            ],
          ],
          [
            'Bones',
            [
              ['Cy Young', true],
              ['Di Moss', true],
            ],
          ],
          [
            'Crows',
            [
              ['Ed Fox', true],
              ['Flo Gay', true],
            ],
          ],
        ],
      );

      // A list with one duplicate adds nothing, and says which team and why.
      const clash = await fails(
        o.c,
        'POST',
        path,
        { teams: teamsOf('Dice: Gus Hale, Hal Ives\nACES: Ivy Joy, Jo King') },
        409,
        'TEAM_NAME_TAKEN',
      );
      assert.equal(clash.at, 'teams[1].name');
      assert.match(clash.message, /team 2: a team called "ACES" is already in this event/);
      const inList = await fails(
        o.c,
        'POST',
        path,
        {
          teams: [
            { name: 'Dice', players: ['Gus Hale', 'Hal Ives'] },
            { name: 'dice', players: ['Ivy Joy', 'Jo King'] },
          ],
        },
        409,
        'TEAM_NAME_TAKEN',
      );
      assert.match(inList.message, /team 2: a team called "dice" is also team 1/);
      const player = await fails(
        o.c,
        'POST',
        path,
        { teams: [{ name: 'Dice', players: ['Gus Hale', 'ann lee'] }] },
        409,
        'PLAYER_NAME_TAKEN',
      );
      assert.equal(player.at, 'teams[0].players[1]');
      // Names are checked as everywhere else: blank or too long is a bad request naming the field.
      const long = await fails(
        o.c,
        'POST',
        path,
        { teams: [{ name: 'Dice', players: ['Gus Hale', 'X'.repeat(25)] }] },
        400,
        'BAD_REQUEST',
      );
      assert.equal(long.at, 'teams[0].players[1]');
      const tooMany = Array.from({ length: 201 }, (_, i) => ({
        name: `T${i}`,
        players: [`A${i}`, `B${i}`],
      }));
      await fails(o.c, 'POST', path, { teams: tooMany }, 400, 'BAD_REQUEST');
      const unchanged: EventView = await ok(o.c, 'GET', `/api/events/${ev.id}`);
      assert.deepEqual(
        unchanged.teams.map((t) => t.name),
        ['Aces', 'Bones', 'Crows'],
        'nothing of a refused list was added',
      );

      // One team at a time, and a team of accounts registered as today: five teams, one bye.
      await ok(o.c, 'POST', path, { teams: [{ name: 'Dice', players: ['Gus Hale', 'Hal Ives'] }] });
      const [jo, kim] = [await person(url, 'Jo'), await person(url, 'Kim')];
      const eights = await teamOfTwo(ev.id, jo, kim, 'Eights');
      const made = await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
      assert.equal(made.status, 'scheduled');
      assert.equal(made.rounds[0]?.byes.length, 1, 'five teams: one has the bye each week');
      const names = new Set(made.teams.map((t) => t.id));
      for (const m of allMatches(made))
        for (const t of m.teams) assert.ok(t !== null && names.has(t));
      assert.deepEqual(made.standings?.rows.map((r) => r.name).sort(), [
        'Aces',
        'Bones',
        'Crows',
        'Dice',
        'Eights',
      ]);

      // Two teams of named players: the organizer reports and answers for them.
      const aces = team(made, 'Aces').id;
      const named = allMatches(made).find(
        (m) => m.teams.includes(aces) && !m.teams.includes(eights),
      );
      assert.ok(named);
      assert.ok(made.you.may?.[named.id]?.includes('report'), 'the organizer may report it');
      // Named players have no account to sit with: no online table for their matches.
      assert.ok(!made.you.may?.[named.id]?.includes('play'));
      const online = await fails(
        o.c,
        'POST',
        `/api/events/${ev.id}/matches/${named.id}/play`,
        undefined,
        409,
        'NAMED_PLAYERS_OFFLINE',
      );
      assert.match(online.message, /has a player without an account/);
      const mPath = `/api/events/${ev.id}/matches/${named.id}`;
      const games = [
        [7, 3],
        [7, 5],
      ];
      await fails(stranger.c, 'POST', `${mPath}/report`, { games }, 403, 'NOT_YOUR_MATCH');
      const reported = await ok(o.c, 'POST', `${mPath}/report`, { games });
      assert.equal(matchOf(reported, named.id).reporter, named.teams[0]);
      // It speaks for both: it may correct the report it made, or answer it for the other team;
      // as the organizer, it may correct any result (amend).
      assert.deepEqual(reported.you.may?.[named.id], ['amend', 'correct', 'confirm', 'dispute']);
      const confirmed = await ok(o.c, 'POST', `${mPath}/confirm`, undefined);
      assert.equal(matchOf(confirmed, named.id).status, 'confirmed');
      const winner = confirmed.standings?.rows.find((r) => r.team === named.teams[0]);
      assert.equal(winner?.matchWins, 1);

      // A team of accounts against named players: the account team reports, the organizer
      // answers for the named team, and cannot report for the account team.
      const mixed = allMatches(made).find((m) => m.teams.includes(eights));
      assert.ok(mixed);
      const xPath = `/api/events/${ev.id}/matches/${mixed.id}`;
      const reportedByJo = await ok(jo.c, 'POST', `${xPath}/report`, { games });
      assert.deepEqual(reportedByJo.you.may?.[mixed.id], ['correct'], 'Jo waits for the answer');
      const answered = await ok(o.c, 'POST', `${xPath}/confirm`, undefined);
      assert.equal(matchOf(answered, mixed.id).status, 'confirmed');
    } finally {
      await server.close();
    }
  });

  it('an event holds at most TEAMS_PER_EVENT teams (256 by default)', async () => {
    const { server, url } = await startServer({
      limits: limitsWith({ teamsPerEvent: configFromEnv({}).limits.teamsPerEvent }),
    });
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'round-robin', name: 'Big Day' });
      const path = `/api/events/${ev.id}/named-teams`;
      const batch = (from: number, n: number) => ({
        teams: Array.from({ length: n }, (_, i) => ({
          name: `T${from + i}`,
          players: [`A${from + i}`, `B${from + i}`],
        })),
      });
      await ok(o.c, 'POST', path, batch(0, 200));
      const full = await fails(o.c, 'POST', path, batch(200, 57), 409, 'TOO_MANY_TEAMS');
      assert.match(
        full.message,
        /at most 256 teams on this site \(TEAMS_PER_EVENT; it has 200; 57 more is too many\)/,
      );
      const view = await ok(o.c, 'POST', path, batch(200, 56));
      assert.equal(view.teams.length, 256);
      const late = await person(url, 'Late');
      await fails(
        late.c,
        'POST',
        `/api/events/${ev.id}/teams`,
        { name: 'Late' },
        409,
        'TOO_MANY_TEAMS',
      );
    } finally {
      await server.close();
    }
  });
});

describe('a named player claims their place with a link', () => {
  it('one link per place, from the organizer only: unguessable, single use, revoked by a new one, for its own event', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'Paper League' });
      const other = await ok(o.c, 'POST', '/api/events', { kind: 'league', name: 'Other League' });
      await ok(o.c, 'POST', `/api/events/${ev.id}/named-teams`, {
        teams: teamsOf(PASTED.slice(0, 2).join('\n')),
      });
      const withOther = await ok(o.c, 'POST', `/api/events/${other.id}/named-teams`, {
        teams: teamsOf('Aces: Ann Lee, Bob Ray'),
      });
      const view: EventView = await ok(o.c, 'GET', `/api/events/${ev.id}`);
      const [aces, bones] = [team(view, 'Aces'), team(view, 'Bones')];
      const links = `/api/events/${ev.id}/claim-links`;
      const claim = `/api/events/${ev.id}/claim`;
      const [ann, bo, cy] = [
        await person(url, 'Ann'),
        await person(url, 'Bo'),
        await person(url, 'Cy'),
      ];

      // Only the organizer makes a link; a player cannot make one for anybody's place.
      await fails(ann.c, 'POST', links, { team: aces.id, place: 1 }, 403, 'NOT_ORGANIZER');
      const first = await ok<ClaimLink>(o.c, 'POST', links, { team: aces.id, place: 1 });
      assert.equal(first.player, 'Ann Lee');
      assert.match(first.token, /^[A-Za-z0-9_-]{43}$/, '32 random bytes');
      // A new link revokes the last one.
      const second = await ok<ClaimLink>(o.c, 'POST', links, { team: aces.id, place: 1 });
      assert.notEqual(second.token, first.token);
      // The database keeps one row for the place, with the SHA-256 of the new token only.
      const stored = await server.events.db
        .selectFrom('place_claims')
        .selectAll()
        .where('event_id', '=', ev.id)
        .execute();
      assert.deepEqual(
        stored.map((r) => [r.team_id, r.place, r.token_hash]),
        [[aces.id, 1, createHash('sha256').update(second.token).digest('base64url')]],
      );
      assert.ok(!JSON.stringify(stored).includes(second.token));
      // The token is never shown on the event's page, to anyone.
      for (const c of [o.c, ann.c]) {
        const page = JSON.stringify(await ok(c, 'GET', `/api/events/${ev.id}`));
        assert.ok(!page.includes(second.token) && !page.includes(first.token));
      }
      const revoked = await fails(ann.c, 'POST', claim, { token: first.token }, 403, 'BAD_CLAIM');
      assert.match(revoked.message, /ask the organizer/);
      // A link is for its own event only; a made-up one is refused the same way.
      await fails(
        ann.c,
        'POST',
        `/api/events/${other.id}/claim`,
        { token: second.token },
        403,
        'BAD_CLAIM',
      );
      await fails(ann.c, 'POST', claim, { token: 'A'.repeat(43) }, 403, 'BAD_CLAIM');
      await fails(ann.c, 'POST', claim, { token: 'short' }, 400, 'BAD_REQUEST');
      const untouched = await ok(o.c, 'GET', `/api/events/${other.id}`);
      assert.deepEqual(untouched.teams, withOther.teams);

      // Anyone holding the link sees whose place it is for, before claiming it.
      const preview = `/api/events/${ev.id}/claim/preview`;
      assert.deepEqual(await ok(new Client(url), 'POST', preview, { token: second.token }), {
        team: aces.id,
        teamName: 'Aces',
        place: 1,
        player: 'Ann Lee',
        claimed: false,
      });
      await fails(ann.c, 'POST', preview, { token: first.token }, 403, 'BAD_CLAIM');
      // Ann claims: she is Aces' first player now, and the page knows her team.
      const claimed = await ok(ann.c, 'POST', claim, { token: second.token });
      assert.deepEqual(team(claimed, 'Aces').players[0], { id: ann.id, name: 'Ann' });
      assert.equal(team(claimed, 'Aces').players[1]?.named, true, "Bob Ray's place is still his");
      assert.equal(claimed.you.team, aces.id);
      // The link is spent: replayed by anyone, it claims nothing.
      const replay = await fails(
        bo.c,
        'POST',
        claim,
        { token: second.token },
        409,
        'PLACE_CLAIMED',
      );
      assert.match(replay.message, /each link works once/);
      await fails(ann.c, 'POST', claim, { token: second.token }, 409, 'PLACE_CLAIMED');
      const used = await ok<{ claimed: boolean; player: string }>(ann.c, 'POST', preview, {
        token: second.token,
      });
      assert.deepEqual([used.claimed, used.player], [true, '']);
      await fails(o.c, 'POST', links, { team: aces.id, place: 1 }, 409, 'PLACE_CLAIMED');

      // One person, one team: Ann cannot also take a place on Bones; the link stays good.
      const cyLink = await ok<ClaimLink>(o.c, 'POST', links, { team: bones.id, place: 1 });
      const twice = await fails(
        ann.c,
        'POST',
        claim,
        { token: cyLink.token },
        409,
        'ALREADY_REGISTERED',
      );
      assert.match(twice.message, /already on Aces/);
      await ok(cy.c, 'POST', claim, { token: cyLink.token });

      // Only a named player's place has a link; an unknown team is not found.
      const [jo, kim] = [await person(url, 'Jo'), await person(url, 'Kim')];
      const eights = await teamOfTwo(ev.id, jo, kim, 'Eights');
      await fails(o.c, 'POST', links, { team: eights, place: 2 }, 409, 'NOT_A_NAMED_PLACE');
      await fails(o.c, 'POST', links, { team: 'nope', place: 2 }, 404, 'NOT_FOUND');
      // Someone on a team of the event cannot claim a place on another.
      const boLink = await ok<ClaimLink>(o.c, 'POST', links, { team: aces.id, place: 2 });
      await fails(jo.c, 'POST', claim, { token: boLink.token }, 409, 'ALREADY_REGISTERED');

      // After claiming, Ann acts for Aces as any player does; the organizer no longer does.
      const made = await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
      const match = allMatches(made).find(
        (m) => m.teams.includes(aces.id) && m.teams.includes(bones.id),
      );
      assert.ok(match);
      const mPath = `/api/events/${ev.id}/matches/${match.id}`;
      const games = [
        [7, 1],
        [7, 2],
      ];
      await fails(o.c, 'POST', `${mPath}/report`, { games }, 403, 'NOT_YOUR_MATCH');
      await ok(ann.c, 'POST', `${mPath}/report`, { games });
      const done = await ok(cy.c, 'POST', `${mPath}/confirm`, undefined);
      assert.equal(matchOf(done, match.id).status, 'confirmed');
      // A claim made after the schedule works as before it: Bo takes his place mid-season.
      const boView = await ok(bo.c, 'POST', claim, { token: boLink.token });
      assert.equal(boView.you.team, aces.id);
    } finally {
      await server.close();
    }
  });
});

describe('named teams play a league to its champion', () => {
  it('a substitute for a named player, a forfeit ruled on a dispute, byes, the standings and the playoffs', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', {
        kind: 'league',
        name: 'Paper League',
        seed: 3,
      });
      await ok(o.c, 'POST', `/api/events/${ev.id}/named-teams`, {
        teams: teamsOf(
          [...PASTED, 'Dice: Gus Hale, Hal Ives', 'Eights: Ivy Joy, Jo King'].join('\n'),
        ),
      });
      let view = await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
      assert.ok(
        view.rounds.every((r) => r.byes.length === 1),
        'five teams: a bye every week',
      );
      const aces = team(view, 'Aces');
      // Bob Ray withdraws for the season; Sam, who has an account, takes his place.
      const sam = await person(url, 'Sam');
      const bob = aces.players[1];
      assert.ok(bob?.named);
      view = await ok(o.c, 'POST', `/api/events/${ev.id}/roster/withdraw`, {
        team: aces.id,
        player: bob.id,
        substitute: sam.id,
      });
      assert.deepEqual(
        team(view, 'Aces').players.map((p) => p?.name),
        ['Ann Lee', 'Sam'],
      );
      // Sam acts for Aces now; the organizer for the teams nobody has claimed.
      const actor = (t: string | null) => (t === aces.id ? sam.c : o.c);
      const season = allMatches(view);
      const [first, ...rest] = season;
      assert.ok(first);
      // A forfeit: the first team's report is disputed by the other, and the organizer rules.
      const fPath = `/api/events/${ev.id}/matches/${first.id}`;
      const [fa, fb] = first.teams;
      await ok(actor(fa), 'POST', `${fPath}/report`, {
        games: [
          [7, 0],
          [7, 0],
        ],
      });
      await ok(actor(fb), 'POST', `${fPath}/dispute`, { comment: 'they never came' });
      view = await ok(o.c, 'POST', `${fPath}/rule`, { comment: 'no show', forfeit: fa });
      assert.equal(matchOf(view, first.id).status, 'ruled');
      assert.equal(view.standings?.rows.find((r) => r.team === fa)?.forfeits, 1);
      for (const m of rest) {
        const [a, b] = m.teams;
        const path = `/api/events/${ev.id}/matches/${m.id}`;
        await ok(actor(a), 'POST', `${path}/report`, {
          games: [
            [7, 2],
            [7, 4],
          ],
        });
        view = await ok(actor(b), 'POST', `${path}/confirm`, undefined);
      }
      assert.equal(view.status, 'finished', 'the season is over');
      view = await ok(o.c, 'POST', `/api/events/${ev.id}/playoffs`, {});
      const playoffs = view.playoffs;
      assert.ok(playoffs);
      for (const round of playoffs.rounds) {
        const now = await ok(o.c, 'GET', `/api/events/${ev.id}`);
        for (const line of round.matches) {
          const m = matchOf(now, line.id);
          if (m.status === 'bye') continue;
          const [a, b] = m.teams;
          const path = `/api/events/${ev.id}/matches/${m.id}`;
          await ok(actor(a), 'POST', `${path}/report`, {
            games: [
              [7, 2],
              [7, 4],
            ],
          });
          view = await ok(actor(b), 'POST', `${path}/confirm`, undefined);
        }
      }
      assert.ok(view.champion !== null, 'a champion');
      assert.ok(view.teams.some((t) => t.id === view.champion));
    } finally {
      await server.close();
    }
  });
});

describe("the organizer keeps score of a named team's match", () => {
  it('the sheet files its games for the named team, and the team with players confirms them', async () => {
    const { server, url } = await startServer();
    try {
      const o = await signedUp(url, 'Olive');
      const ev = await ok(o.c, 'POST', '/api/events', { kind: 'round-robin', name: 'Tuesday' });
      await ok(o.c, 'POST', `/api/events/${ev.id}/named-teams`, {
        teams: teamsOf('Aces: Ann Lee, Bob Ray'),
      });
      const [jo, kim] = [await person(url, 'Jo'), await person(url, 'Kim')];
      await teamOfTwo(ev.id, jo, kim, 'Eights');
      const made = await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
      const match = allMatches(made)[0];
      assert.ok(match);
      const aces = team(made, 'Aces').id;
      const path = `/api/events/${ev.id}/matches/${match.id}`;
      // The bidding side makes 30 every hand until the match is over.
      const bidder = match.teams[0] === aces ? 'N' : 'E';
      let over = false;
      for (let hand = 0; hand < 30 && !over; hand += 1) {
        const sheet = await ok<{ over: boolean }>(o.c, 'POST', `${path}/score`, {
          entry: { type: 'hand', bidder, bid: 30, made: true },
        });
        over = sheet.over;
      }
      assert.ok(over, 'the match is over');
      const view: EventView = await ok(o.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(matchOf(view, match.id).status, 'reported');
      assert.equal(matchOf(view, match.id).reporter, aces, 'filed for the named team');
      await fails(o.c, 'POST', `${path}/confirm`, undefined, 403, 'NOT_YOUR_MATCH');
      const confirmed = await ok(jo.c, 'POST', `${path}/confirm`, undefined);
      assert.equal(matchOf(confirmed, match.id).status, 'confirmed');
      assert.equal(matchOf(confirmed, match.id).winner, aces);
    } finally {
      await server.close();
    }
  });
});
