import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Notice, NoticeSettings, NoticesPage, TableState } from '@texas42/protocol';
import type { Socket } from 'socket.io-client';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, fails, ok, person } from '../support/api.js';
import { AutoPlayer } from '../support/acting.js';
import { Client, emitAck, startServer, waitFor } from '../support/harness.js';

/** Notices in the site: stored per person, live over the person's own sockets, each kind switchable. */
let server: Texas42Server;
let url: string;
before(async () => {
  ({ server, url } = await startServer({ notices: { perPerson: 5, mail: undefined } }));
});
after(async () => {
  await server.close();
});

/** A connected socket that keeps every `notice:new` and `notice:unread` it hears. */
async function listening(c: Client): Promise<{
  socket: Socket;
  notices: Notice[];
  unread: number[];
}> {
  const socket = c.socket();
  const notices: Notice[] = [];
  const unread: number[] = [];
  socket.on('notice:new', (m: { notice: Notice; unread: number }) => {
    notices.push(m.notice);
    unread.push(m.unread);
  });
  socket.on('notice:unread', (m: { unread: number }) => unread.push(m.unread));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { socket, notices, unread };
}

const kinds = (list: readonly Notice[]): string[] => list.map((n) => n.kind);

/**
 * Once the notices are sent (`notifier.settled`), a round trip on each socket: whatever the server
 * sent a socket before arrives before the answer, so what it has heard by then is all it gets.
 */
async function heardAll(...listeners: readonly { readonly socket: Socket }[]): Promise<void> {
  await server.notifier.settled();
  for (const l of listeners) {
    const answer = await emitAck(l.socket, 'table:unwatch', { tableId: 'no-such-table' });
    assert.equal(answer.ok, true, JSON.stringify(answer));
  }
}

describe('notices in the site', () => {
  it('reach the people concerned live, and nobody else; settings are respected', async () => {
    const { organizer, id, teams } = await eventWithTeams(
      url,
      { kind: 'single-elimination', name: 'Club Night', rounds: { first: 3, later: 3, final: 3 } },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    const [aces, bones, , dukes] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const link = `/e/${id}`;
    // The partner invited to each team was told, with a link to the event.
    const invited = await ok<NoticesPage>(bones.b.c, 'GET', '/api/notices');
    assert.deepEqual(kinds(invited.notices), ['invited']);
    assert.equal(invited.notices[0]?.text, 'You are invited to play on Bones in Club Night');
    assert.equal(invited.notices[0]?.link, link);
    assert.equal(invited.unread, 1);
    assert.deepEqual(kinds((await ok<NoticesPage>(bones.a.c, 'GET', '/api/notices')).notices), []);

    // Dukes' second player wants no confirmation requests in the site.
    const settings = await ok<NoticeSettings>(dukes.b.c, 'GET', '/api/notices/settings');
    assert.deepEqual(settings.kinds['confirm-result'], { site: true, email: true });
    assert.equal(settings.mail, false);
    await ok<NoticeSettings>(dukes.b.c, 'POST', '/api/notices/settings', {
      kinds: { ...settings.kinds, 'confirm-result': { site: false, email: true } },
    });

    const acesA = await listening(aces.a.c);
    const dukesA = await listening(dukes.a.c);
    const dukesATab = await listening(dukes.a.c);
    const dukesB = await listening(dukes.b.c);
    const bonesA = await listening(bones.a.c);
    const stranger = await listening((await person(url, 'Stranger')).c);
    const signedOut = await listening(new Client(url));

    // The bracket is made: 1 v 4 (Aces v Dukes) and 2 v 3; every player is told of their match.
    await ok(organizer.c, 'POST', `/api/events/${id}/generate`, {});
    await heardAll(acesA, dukesA, dukesATab, dukesB, bonesA, stranger, signedOut);
    assert.deepEqual(kinds(acesA.notices), ['match-ready']);
    assert.equal(
      acesA.notices[0]?.text,
      'Your match in Club Night is ready: Aces vs Dukes (round 1)',
    );
    assert.equal(acesA.notices[0]?.link, `${link}/m/r1-1`);
    assert.deepEqual(kinds(bonesA.notices), ['match-ready']);
    assert.match(bonesA.notices[0]?.text ?? '', /Bones vs Carts/);

    // The Aces report: the Dukes are asked to confirm, live; nobody else hears a thing.
    await ok(aces.a.c, 'POST', `/api/events/${id}/matches/r1-1/report`, {
      games: [
        [7, 3],
        [7, 2],
      ],
    });
    await heardAll(acesA, dukesA, dukesATab, dukesB, bonesA, stranger, signedOut);
    assert.deepEqual(kinds(dukesA.notices), ['match-ready', 'confirm-result']);
    assert.equal(
      dukesA.notices[1]?.text,
      'Aces reported Aces 2-0 Dukes (7-3, 7-2) in Club Night: it waits for your confirmation',
    );
    assert.deepEqual(kinds(dukesATab.notices), ['match-ready', 'confirm-result']);
    assert.deepEqual(kinds(dukesB.notices), ['match-ready'], 'turned off in the site');
    assert.deepEqual(kinds(acesA.notices), ['match-ready'], 'the reporting team confirms nothing');
    assert.deepEqual(kinds(bonesA.notices), ['match-ready']);
    assert.deepEqual(stranger.notices, []);
    assert.deepEqual(signedOut.notices, []);
    const dukesBList = await ok<NoticesPage>(dukes.b.c, 'GET', '/api/notices');
    assert.deepEqual(kinds(dukesBList.notices), ['match-ready', 'invited']);

    // Check-in opens: every player is told.
    await ok(organizer.c, 'POST', `/api/events/${id}/check-in/open`, {});
    await heardAll(acesA, dukesA, dukesATab, dukesB, bonesA, stranger, signedOut);
    assert.deepEqual(kinds(dukesA.notices), ['match-ready', 'confirm-result', 'check-in-open']);
    assert.deepEqual(kinds(bonesA.notices), ['match-ready', 'check-in-open']);
    assert.deepEqual(stranger.notices, []);

    // Newest first; reading one (in one tab) tells the person's other tab the new count.
    const page = await ok<NoticesPage>(dukes.a.c, 'GET', '/api/notices');
    assert.deepEqual(kinds(page.notices), ['check-in-open', 'confirm-result', 'match-ready']);
    assert.equal(page.unread, 3);
    const first = page.notices[0];
    assert.ok(first);
    // Another person's ids change nothing of theirs.
    assert.deepEqual(
      await ok(aces.a.c, 'POST', '/api/notices/read', {
        ids: [first.id],
      }),
      { unread: 2 },
      'their own two, unchanged',
    );
    assert.equal((await ok<NoticesPage>(dukes.a.c, 'GET', '/api/notices')).unread, 3);
    assert.deepEqual(await ok(dukes.a.c, 'POST', '/api/notices/read', { ids: [first.id] }), {
      unread: 2,
    });
    await waitUntil(() => dukesATab.unread.at(-1) === 2);
    const reread = await ok<NoticesPage>(dukes.a.c, 'GET', '/api/notices');
    assert.deepEqual(
      reread.notices.map((n) => n.read),
      [true, false, false],
    );
    assert.deepEqual(await ok(dukes.a.c, 'POST', '/api/notices/read-all', {}), { unread: 0 });
    await waitUntil(() => dukesATab.unread.at(-1) === 0);

    // The Dukes dispute it: the organizer is told at once, with their words, at the match.
    await ok(dukes.a.c, 'POST', `/api/events/${id}/matches/r1-1/dispute`, {
      comment: 'game 2 was 7-5',
    });
    await server.notifier.settled();
    const organizerList = await ok<NoticesPage>(organizer.c, 'GET', '/api/notices');
    assert.deepEqual(
      organizerList.notices.map((n) => [n.kind, n.text, n.link]),
      [
        [
          'result-disputed',
          'Dukes disputes the result of Aces vs Dukes in Club Night: "game 2 was 7-5"',
          `${link}/m/r1-1`,
        ],
      ],
    );

    // Bad input is refused by name; signed out, there are no notices to read.
    await fails(dukes.a.c, 'POST', '/api/notices/read', { ids: [] }, 400, 'BAD_REQUEST');
    await fails(dukes.a.c, 'GET', '/api/notices?limit=500', undefined, 400, 'BAD_REQUEST');
    await fails(new Client(url), 'GET', '/api/notices', undefined, 401, 'NOT_SIGNED_IN');
    for (const l of [acesA, dukesA, dukesATab, dukesB, bonesA, stranger, signedOut])
      l.socket.disconnect();
  });

  it('a rematch offered invites the other person who sat there, with a link to the table', async () => {
    const ann = await person(url, 'Ann');
    const bob = await person(url, 'Bob');
    // A game to 1 mark: the first hand that gives a mark ends the match.
    const made = await ok<{ table: { id: string }; invite: string }>(ann.c, 'POST', '/api/tables', {
      rules: { base: 'straight-42', 'game.marksToWin': 1 },
      visibility: 'private',
      seat: 'S',
      hints: false,
    });
    const id = made.table.id;
    await ok(bob.c, 'POST', `/api/tables/${id}/seat`, { seat: 'N', invite: made.invite });
    await ok(ann.c, 'POST', `/api/tables/${id}/bot`, { seat: 'E', level: 'easy' });
    const annSocket = ann.c.socket();
    const bobSocket = bob.c.socket();
    const annPlays = new AutoPlayer(annSocket, id);
    new AutoPlayer(bobSocket, id);
    assert.ok((await emitAck(annSocket, 'table:watch', { tableId: id })).ok);
    assert.ok((await emitAck(bobSocket, 'table:watch', { tableId: id, invite: made.invite })).ok);
    const over = waitFor<TableState>(bobSocket, 'table:state', (s) => s.table.status === 'done');
    await ok(ann.c, 'POST', `/api/tables/${id}/bot`, { seat: 'W', level: 'easy' });
    annPlays.nudge();
    await over;
    const invited = waitFor<{ notice: Notice }>(bobSocket, 'notice:new', () => true);
    await ok(ann.c, 'POST', `/api/tables/${id}/rematch`);
    const { notice } = await invited;
    assert.equal(notice.kind, 'invited');
    assert.equal(
      notice.text,
      "Ann offers a rematch at Ann's table: your seat is held until you answer",
    );
    assert.equal(notice.link, `/t/${id}`);
    await heardAll({ socket: annSocket });
    assert.deepEqual(
      (await ok<NoticesPage>(ann.c, 'GET', '/api/notices')).notices,
      [],
      'the one who offers is not told',
    );
    annSocket.disconnect();
    bobSocket.disconnect();
  });

  it('keeps a person’s newest notices only, in pages', async () => {
    const { c, id } = await person(url, 'Keeper');
    // Seven notices one after another: the cap of five keeps the newest five.
    for (let i = 1; i <= 7; i++) {
      server.notifier.tell([
        { to: [id], notice: { kind: 'invited', text: `Notice ${i}`, link: `/e/e${i}` } },
      ]);
      await server.notifier.settled();
    }
    const one = await ok<NoticesPage>(c, 'GET', '/api/notices?limit=2');
    assert.equal(one.unread, 5);
    assert.equal(one.notices.length, 2);
    assert.ok(one.next);
    const two = await ok<NoticesPage>(
      c,
      'GET',
      `/api/notices?limit=2&before=${encodeURIComponent(one.next)}`,
    );
    const three = await ok<NoticesPage>(
      c,
      'GET',
      `/api/notices?limit=2&before=${encodeURIComponent(two.next ?? '')}`,
    );
    assert.equal(three.next, null);
    const texts = [...one.notices, ...two.notices, ...three.notices].map((n) => n.text);
    assert.equal(texts.length, 5);
    assert.deepEqual(
      texts,
      ['Notice 7', 'Notice 6', 'Notice 5', 'Notice 4', 'Notice 3'],
      'newest first; the two oldest were pruned',
    );
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
