import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Me, NoticeSettings } from '@texas42/protocol';
import type { Texas42Server } from '../../src/index.js';
import { account, fails, ok, organizer as signedUp, person } from '../support/api.js';
import { Client, startServer } from '../support/harness.js';
import { catcherMail, SmtpCatcher, type CaughtMail } from '../support/smtp-catcher.js';

/**
 * An account's mail, attacked: addresses mailed only once verified, links that work once and
 * expire and are stored hashed, a forgotten password that says nothing about who exists, and an
 * unsubscribe that needs no session. Through nodemailer to a small SMTP server on loopback, with
 * the server's clock moved on instead of waiting.
 */
const catcher = new SmtpCatcher();
let server: Texas42Server;
let url: string;
let clock = Date.parse('2025-03-01T12:00:00Z');
const SITE = 'https://42.example.org';
const PASSWORD = 'double six walks the dog';
const HOUR = 3_600_000;

before(async () => {
  const port = await catcher.start();
  ({ server, url } = await startServer({
    notices: { perPerson: 200, mail: catcherMail(port, 20, SITE) },
    now: () => clock,
  }));
  // The first account is the admin.
  await account(url, 'root', 'Ruth');
});
after(async () => {
  await server.close();
  await catcher.close();
});

/** Every mail sent so far has been tried. */
const settled = async (): Promise<void> => server.notifier.settled();

/** The mails to `to` since mail number `from`. */
const mailsTo = (to: string, from = 0): CaughtMail[] =>
  catcher.mails.slice(from).filter((m) => m.to.includes(to));

/** The token of the link to `path` in a mail. */
function tokenIn(m: CaughtMail | undefined, path: string): string {
  assert.ok(m, 'a mail came');
  const token = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(m.text)?.[1];
  assert.ok(token, m.text);
  return token;
}

/** Sets the address and waits for the one verification mail: its token. */
async function giveAddress(c: Client, email: string): Promise<string> {
  const from = catcher.mails.length;
  const saved = await ok<NoticeSettings>(c, 'POST', '/api/notices/settings', { email });
  assert.equal(saved.email, email);
  assert.equal(saved.emailVerified, false);
  await settled();
  const sent = mailsTo(email, from);
  assert.equal(sent.length, 1, 'one verification mail');
  assert.equal(sent[0]?.headers.get('subject'), 'Verify your e-mail address for Texas 42');
  return tokenIn(sent[0], '/verify');
}

/** `by` invites `partner` to a team of a new event: a notice for the partner. */
async function invite(partner: { id: string }): Promise<void> {
  const organizer = await signedUp(url, 'Olive');
  const by = await person(url, 'Amy');
  const event = await ok<{ id: string }>(organizer.c, 'POST', '/api/events', {
    kind: 'single-elimination',
    name: 'Club Night',
  });
  await ok(by.c, 'POST', `/api/events/${event.id}/teams`, {
    name: `Team ${Math.random().toString(36).slice(2, 8)}`,
    partner: partner.id,
  });
  await settled();
}

describe('verified e-mail addresses', () => {
  it('mails nothing but the link to a new address until it is verified; then notices come, each with a one-click unsubscribe', async () => {
    const bea = await account(url, 'bea', 'Bea');
    const token = await giveAddress(bea.c, 'bea@example.org');
    const from = catcher.mails.length;
    await invite(bea);
    assert.equal(mailsTo('bea@example.org', from).length, 0, 'no notice to an unverified address');
    const verified = await ok<{ email: string }>(new Client(url), 'POST', '/api/email/verify', {
      token,
    });
    assert.equal(verified.email, 'bea@example.org');
    assert.equal(
      (await ok<NoticeSettings>(bea.c, 'GET', '/api/notices/settings')).emailVerified,
      true,
    );
    await invite(bea);
    const notice = mailsTo('bea@example.org', from);
    assert.equal(notice.length, 1);
    assert.match(notice[0]?.headers.get('subject') ?? '', /invited to play/);
    assert.equal(notice[0]?.headers.get('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
    assert.match(
      notice[0]?.headers.get('list-unsubscribe') ?? '',
      new RegExp(`^<${SITE}/api/unsubscribe\\?token=${bea.id}\\.[A-Za-z0-9_-]+>$`),
    );
    assert.ok(notice[0]?.text.includes(`${SITE}/unsubscribe?token=${bea.id}.`), notice[0]?.text);
    // The same address saved again changes nothing and mails nothing.
    const again = catcher.mails.length;
    const same = await ok<NoticeSettings>(bea.c, 'POST', '/api/notices/settings', {
      email: 'BEA@example.org',
    });
    assert.equal(same.emailVerified, true);
    await settled();
    assert.equal(catcher.mails.length, again);
  });

  it('a verification link works once, for a day, for its address only, and is stored hashed', async () => {
    const cal = await account(url, 'cal', 'Cal');
    const first = await giveAddress(cal.c, 'cal@example.org');
    const stored = JSON.stringify(
      await server.connection.db.selectFrom('account_tokens').selectAll().execute(),
    );
    assert.ok(!stored.includes(first), 'only a hash of the token is stored');
    // A changed address kills the link mailed to the old one.
    clock += 61_000;
    const second = await giveAddress(cal.c, 'cal@example.net');
    await fails(new Client(url), 'POST', '/api/email/verify', { token: first }, 404, 'BAD_TOKEN');
    await ok(new Client(url), 'POST', '/api/email/verify', { token: second });
    await fails(new Client(url), 'POST', '/api/email/verify', { token: second }, 404, 'BAD_TOKEN');
    // A link over a day old works no more.
    const dot = await account(url, 'dot', 'Dot');
    const late = await giveAddress(dot.c, 'dot@example.org');
    clock += 24 * HOUR + 1000;
    await fails(new Client(url), 'POST', '/api/email/verify', { token: late }, 404, 'BAD_TOKEN');
    assert.equal(
      (await ok<NoticeSettings>(dot.c, 'GET', '/api/notices/settings')).emailVerified,
      false,
    );
    await fails(
      new Client(url),
      'POST',
      '/api/email/verify',
      { token: 'x'.repeat(43) },
      404,
      'BAD_TOKEN',
    );
  });

  it('resends the link at most once a minute, and only the newest works', async () => {
    const eve = await account(url, 'eve', 'Eve');
    const first = await giveAddress(eve.c, 'eve@example.org');
    const soon = await eve.c.call<{ error: { code: string } }>('POST', '/api/email/resend');
    assert.equal(soon.status, 429);
    assert.equal(soon.json.error.code, 'TOO_MANY_ATTEMPTS');
    clock += 61_000;
    const from = catcher.mails.length;
    await ok(eve.c, 'POST', '/api/email/resend');
    await settled();
    const second = tokenIn(mailsTo('eve@example.org', from)[0], '/verify');
    await fails(new Client(url), 'POST', '/api/email/verify', { token: first }, 404, 'BAD_TOKEN');
    await ok(new Client(url), 'POST', '/api/email/verify', { token: second });
    await fails(eve.c, 'POST', '/api/email/resend', undefined, 409, 'NO_EMAIL');
    const guest = await person(url, 'Gus');
    await fails(guest.c, 'POST', '/api/email/resend', undefined, 403, 'GUEST_ACCOUNT');
  });
});

describe('a forgotten password', () => {
  it('answers the same for an unknown user, an unverified address and a real one; mails only the real one', async () => {
    const fay = await account(url, 'fay', 'Fay');
    await ok(new Client(url), 'POST', '/api/email/verify', {
      token: await giveAddress(fay.c, 'fay@example.org'),
    });
    const gil = await account(url, 'gil', 'Gil');
    await giveAddress(gil.c, 'gil@example.org');
    const answers: unknown[] = [];
    const from = catcher.mails.length;
    for (const login of ['nobody-at-all', 'nobody@example.org', 'gil', 'gil@example.org', 'fay'])
      answers.push((await new Client(url).call('POST', '/api/password/forgot', { login })).json);
    assert.deepEqual(answers, Array(5).fill({ ok: true }));
    await settled();
    assert.deepEqual(
      catcher.mails.slice(from).map((m) => m.to),
      [['fay@example.org']],
    );
    // The verified address is a login too, in any case.
    await ok(new Client(url), 'POST', '/api/password/forgot', { login: 'FAY@example.org' });
    await settled();
    assert.equal(mailsTo('fay@example.org', from).length, 2);
  });

  it('the link works once, within the hour; a weak password does not spend it; it signs out every other session', async () => {
    const hal = await account(url, 'hal', 'Hal');
    await ok(new Client(url), 'POST', '/api/email/verify', {
      token: await giveAddress(hal.c, 'hal@example.org'),
    });
    const phone = new Client(url);
    await ok(phone, 'POST', '/api/signin', { username: 'hal', password: PASSWORD });
    let from = catcher.mails.length;
    await ok(new Client(url), 'POST', '/api/password/forgot', { login: 'hal' });
    await settled();
    const expired = tokenIn(mailsTo('hal@example.org', from)[0], '/reset');
    clock += HOUR + 1000;
    await fails(
      new Client(url),
      'POST',
      '/api/password/reset',
      { token: expired, password: 'a long new password' },
      404,
      'BAD_TOKEN',
    );
    from = catcher.mails.length;
    await ok(new Client(url), 'POST', '/api/password/forgot', { login: 'hal@example.org' });
    await settled();
    const token = tokenIn(mailsTo('hal@example.org', from)[0], '/reset');
    const stored = JSON.stringify(
      await server.connection.db.selectFrom('account_tokens').selectAll().execute(),
    );
    assert.ok(!stored.includes(token), 'only a hash of the token is stored');
    const fresh = new Client(url);
    await fails(
      fresh,
      'POST',
      '/api/password/reset',
      { token, password: 'password' },
      400,
      'WEAK_PASSWORD',
    );
    const me = await ok<Me>(fresh, 'POST', '/api/password/reset', {
      token,
      password: 'a long new password',
    });
    assert.equal(me.id, hal.id);
    await ok(fresh, 'GET', '/api/me');
    await fails(hal.c, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    await fails(phone, 'GET', '/api/me', undefined, 401, 'NOT_SIGNED_IN');
    await fails(
      new Client(url),
      'POST',
      '/api/password/reset',
      { token, password: 'and another one' },
      404,
      'BAD_TOKEN',
    );
    await fails(
      new Client(url),
      'POST',
      '/api/signin',
      { username: 'hal', password: PASSWORD },
      401,
      'BAD_CREDENTIALS',
    );
    await ok(new Client(url), 'POST', '/api/signin', {
      username: 'hal',
      password: 'a long new password',
    });
  });

  it('mails an account three links an hour at most, whoever asks', async () => {
    const ida = await account(url, 'ida', 'Ida');
    await ok(new Client(url), 'POST', '/api/email/verify', {
      token: await giveAddress(ida.c, 'ida@example.org'),
    });
    const from = catcher.mails.length;
    for (let i = 0; i < 5; i++)
      await ok(new Client(url), 'POST', '/api/password/forgot', {
        login: i % 2 === 0 ? 'ida' : 'ida@example.org',
      });
    await settled();
    assert.equal(mailsTo('ida@example.org', from).length, 3);
    clock += HOUR + 1000;
    await ok(new Client(url), 'POST', '/api/password/forgot', { login: 'ida' });
    await settled();
    assert.equal(mailsTo('ida@example.org', from).length, 4);
  });

  it('an admin mails a reset link to a verified address', async () => {
    const admin = new Client(url);
    await ok(admin, 'POST', '/api/signin', { username: 'root', password: PASSWORD });
    const jo = await account(url, 'joan', 'Joan');
    await ok(new Client(url), 'POST', '/api/email/verify', {
      token: await giveAddress(jo.c, 'joan@example.org'),
    });
    const from = catcher.mails.length;
    const sent = await ok<{ link: string | null; mailedTo: string }>(
      admin,
      'POST',
      `/api/admin/accounts/${jo.id}/reset-password`,
      { mail: true },
    );
    assert.deepEqual([sent.link, sent.mailedTo], [null, 'joan@example.org']);
    await settled();
    const token = tokenIn(mailsTo('joan@example.org', from)[0], '/reset');
    await ok(new Client(url), 'POST', '/api/password/reset', {
      token,
      password: 'picked by her at last',
    });
  });
});

describe('unsubscribing', () => {
  it('one click from the mail, with no session, stops every notice mail', async () => {
    const kim = await account(url, 'kim', 'Kim');
    await ok(new Client(url), 'POST', '/api/email/verify', {
      token: await giveAddress(kim.c, 'kim@example.org'),
    });
    let from = catcher.mails.length;
    await invite(kim);
    const notice = mailsTo('kim@example.org', from)[0];
    const header = /^<(.+)>$/.exec(notice?.headers.get('list-unsubscribe') ?? '')?.[1];
    assert.ok(header, 'a List-Unsubscribe header');
    const target = `${url}${new URL(header).pathname}${new URL(header).search}`;
    // A forged token is refused, and so is another account's signature.
    const forged = target.replace(/\.[A-Za-z0-9_-]+$/, `.${'A'.repeat(43)}`);
    const oneClick = (to: string) =>
      fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    assert.equal((await oneClick(forged)).status, 404);
    const lee = await account(url, 'lee', 'Lee');
    assert.equal((await oneClick(target.replace(kim.id, lee.id))).status, 404);
    // The mail program's POST: form-encoded, no cookie.
    const r = await oneClick(target);
    assert.equal(r.status, 200, await r.clone().text());
    assert.deepEqual(await r.json(), { ok: true, email: 'kim@example.org' });
    const settings = await ok<NoticeSettings>(kim.c, 'GET', '/api/notices/settings');
    assert.ok(Object.values(settings.kinds).every((k) => !k.email && k.site));
    from = catcher.mails.length;
    await invite(kim);
    assert.equal(mailsTo('kim@example.org', from).length, 0, 'no more notice mails');
    // The web page's button posts with no body at all; the link works again (nothing to undo).
    const page = await fetch(`${url}/api/unsubscribe${new URL(header).search}`, { method: 'POST' });
    assert.equal(page.status, 200);
    // Everywhere else, a form is still not a body the API takes.
    const form = await fetch(`${url}/api/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Mallory',
    });
    assert.equal(form.status, 415);
  });
});
