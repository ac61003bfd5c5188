import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Me, NoticeSettings, NoticesPage } from '@texas42/protocol';
import { configFromEnv } from '../../src/config.js';
import type { Texas42Server } from '../../src/index.js';
import { fails, ok, person } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';
import { catcherMail, SmtpCatcher } from '../support/smtp-catcher.js';

/** Notices by e-mail, through nodemailer to a small SMTP server on loopback. */
const catcher = new SmtpCatcher();
let server: Texas42Server;
let url: string;
const SITE = 'https://42.example.org';

before(async () => {
  const port = await catcher.start();
  ({ server, url } = await startServer({
    notices: { perPerson: 200, mail: catcherMail(port, 2, SITE) },
  }));
});
after(async () => {
  await server.close();
  await catcher.close();
});

const VERIFY = 'Verify your e-mail address for Texas 42';
/** The mails that are notices (not an address's verification link). */
const notices = () => catcher.mails.filter((m) => m.headers.get('subject') !== VERIFY);

/** The account gives `email` and follows the link mailed to it: the address is verified. */
async function verified(c: Client, email: string): Promise<void> {
  const before = catcher.mails.length;
  const saved = await ok<NoticeSettings>(c, 'POST', '/api/notices/settings', { email });
  assert.equal(saved.emailVerified, false);
  await catcher.waitFor(before + 1);
  const mail = catcher.mails.at(-1);
  assert.ok(mail);
  assert.equal(mail.headers.get('subject'), VERIFY);
  const token = /\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  assert.ok(token, mail.text);
  await ok(new Client(url), 'POST', '/api/email/verify', { token });
}

/** A new account (guests have no e-mail address). */
async function account(username: string): Promise<{ c: Client; id: string }> {
  const c = new Client(url);
  const me = await ok<Me>(c, 'POST', '/api/signup', {
    username,
    password: 'double six the lead',
  });
  return { c, id: me.id };
}

describe('notices by e-mail', () => {
  it('mails the invited partner with the link, respects the switches, and limits each address', async () => {
    const organizer = await account('olive');
    const amy = await account('amy');
    const bea = await account('bea');
    const cal = await account('cal');
    const dot = await account('dot');
    // A bad address is refused by name and nothing changes.
    const bad = await fails(
      bea.c,
      'POST',
      '/api/notices/settings',
      { email: 'bea at example' },
      400,
      'BAD_REQUEST',
    );
    assert.match(bad.message, /email/);
    assert.equal((await ok<NoticeSettings>(bea.c, 'GET', '/api/notices/settings')).email, null);
    const saved = await ok<NoticeSettings>(bea.c, 'POST', '/api/notices/settings', {
      email: ' bea@example.org ',
    });
    assert.equal(saved.email, 'bea@example.org');
    assert.equal(saved.mail, true);
    await verified(bea.c, 'bea@example.org');
    // Bea takes no "match ready" mail (in the site, still).
    await ok(bea.c, 'POST', '/api/notices/settings', {
      kinds: { ...saved.kinds, 'match-ready': { site: true, email: false } },
    });
    await verified(dot.c, 'dot@example.org');
    // A guest has no address to give.
    const guest = await person(url, 'Gus');
    await fails(
      guest.c,
      'POST',
      '/api/notices/settings',
      { email: 'gus@example.org' },
      403,
      'GUEST_ACCOUNT',
    );

    const event = await ok<{ id: string }>(organizer.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Club Night',
      rounds: { first: 3, later: 3, final: 3 },
    });
    const link = `${SITE}/e/${event.id}`;
    const register = async (a: typeof amy, b: typeof bea, name: string): Promise<void> => {
      const view = await ok<{ teams: { id: string; name: string }[] }>(
        a.c,
        'POST',
        `/api/events/${event.id}/teams`,
        { name, partner: b.id },
      );
      const team = view.teams.find((t) => t.name === name);
      assert.ok(team);
      await ok(b.c, 'POST', `/api/events/${event.id}/teams/${team.id}/accept`, {});
    };
    const before = catcher.mails.length;
    await register(amy, bea, 'Aces');
    await catcher.waitFor(before + 1);
    const invite = notices()[0];
    assert.ok(invite);
    assert.deepEqual(invite.to, ['bea@example.org']);
    assert.equal(invite.from, 'noreply@example.org');
    assert.equal(invite.headers.get('subject'), 'You are invited to play on Aces in Club Night');
    assert.ok(invite.text.includes(`Open it: ${link}\r\n`), invite.text);
    assert.ok(invite.text.includes(`${SITE}/account`));
    await register(cal, dot, 'Dukes');

    // The bracket: both teams' players are told in the site; Dot by mail too, Bea not (turned off).
    await ok(organizer.c, 'POST', `/api/events/${event.id}/generate`, {});
    await server.notifier.settled();
    const beaList = await ok<NoticesPage>(bea.c, 'GET', '/api/notices');
    assert.deepEqual(
      beaList.notices.map((n) => n.kind),
      ['match-ready', 'invited'],
    );
    const toDot = notices().filter((m) => m.to.includes('dot@example.org'));
    assert.deepEqual(
      toDot.map((m) => m.headers.get('subject')),
      [
        'You are invited to play on Dukes in Club Night',
        'Your match in Club Night is ready: Aces vs Dukes (round 1)',
      ],
    );
    assert.ok(
      toDot[1]?.text.includes(`Open it: ${link}/m/r1-1\r\n`),
      'the mail links to the match itself',
    );
    assert.equal(
      notices().filter((m) => m.to.includes('bea@example.org')).length,
      1,
      'no match-ready mail for Bea',
    );

    // Dot has had two mails this hour, the limit: the request to confirm comes in the site only.
    await ok(amy.c, 'POST', `/api/events/${event.id}/matches/r1-1/report`, {
      games: [
        [7, 3],
        [7, 2],
      ],
    });
    await server.notifier.settled();
    assert.equal(notices().filter((m) => m.to.includes('dot@example.org')).length, 2);
    const dotList = await ok<NoticesPage>(dot.c, 'GET', '/api/notices');
    assert.equal(dotList.notices[0]?.kind, 'confirm-result');
  });

  it('a mail server that fails or is gone never fails the action that caused the mail', async () => {
    const organizer = await account('oscar');
    const amy = await account('ann');
    const bea = await account('bev');
    await verified(bea.c, 'bev@example.org');
    catcher.failing = true;
    const event = await ok<{ id: string }>(organizer.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Rainy Night',
    });
    const before = catcher.mails.length;
    // Refused by the mail server: the registration stands, the notice is in the site.
    await ok(amy.c, 'POST', `/api/events/${event.id}/teams`, { name: 'Aces', partner: bea.id });
    await server.notifier.settled();
    assert.equal(catcher.mails.length, before);
    const list = await ok<NoticesPage>(bea.c, 'GET', '/api/notices');
    assert.deepEqual(
      list.notices.map((n) => n.kind),
      ['invited'],
    );
    catcher.failing = false;
  });

  it('reads the mail settings from the environment, and refuses a half-made one by name', () => {
    assert.equal(configFromEnv({}, false).notices?.mail, undefined, 'no SMTP_HOST: no mail');
    assert.throws(() => configFromEnv({ SMTP_HOST: 'mail.example.org' }, false), /MAIL_FROM/);
    assert.throws(
      () => configFromEnv({ SMTP_HOST: 'mail.example.org', MAIL_FROM: 'a@example.org' }, false),
      /PUBLIC_URL/,
    );
    assert.throws(
      () =>
        configFromEnv(
          {
            SMTP_HOST: 'mail.example.org',
            MAIL_FROM: 'a@example.org',
            PUBLIC_URL: SITE,
            SMTP_SECURE: 'yes',
          },
          false,
        ),
      /SMTP_SECURE must be true or false/,
    );
    const config = configFromEnv(
      {
        SMTP_HOST: 'mail.example.org',
        SMTP_PORT: '465',
        SMTP_USER: 'club',
        SMTP_PASSWORD: 'secret',
        MAIL_FROM: 'Texas 42 <noreply@example.org>',
        PUBLIC_URL: `${SITE}/`,
        MAILS_PER_HOUR: '3',
        NOTICES_PER_PERSON: '50',
      },
      false,
    );
    assert.deepEqual(config.notices, {
      perPerson: 50,
      mail: {
        host: 'mail.example.org',
        port: 465,
        secure: true,
        user: 'club',
        password: 'secret',
        from: 'Texas 42 <noreply@example.org>',
        perHour: 3,
        publicUrl: SITE,
      },
    });
  });
});
