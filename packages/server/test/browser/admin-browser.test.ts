import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { AdminAccount, TableSummary } from '@texas42/protocol';
import { account, ok } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import type { Client } from '../support/harness.js';

/** The admin page in chromium, on a desktop and on a phone. */
const rig = browserRig();

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** A page of chromium signed in with `c`'s session, at `path`. */
async function signedIn(
  c: Client,
  viewport: { width: number; height: number },
  path = '/',
): Promise<Page> {
  const context: BrowserContext = await rig.browser.newContext({ viewport });
  const [name, value] = c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  const page = await context.newPage();
  await page.goto(`${rig.url}${path}`);
  return page;
}

/** The account as the admin API reads it now. */
async function accountOf(admin: Client, id: string): Promise<AdminAccount> {
  return (await ok<{ account: AdminAccount }>(admin, 'GET', `/api/admin/accounts/${id}`)).account;
}

/** The site's admin: the first account, made in the first test. */
let root: Awaited<ReturnType<typeof account>> | undefined;

describe('the admin page in chromium', () => {
  it('is in the menu for admins only; acts on an account after asking; sets the site; shows the log', async () => {
    root = await account(rig.url, 'root', 'Ruth');
    const tara = await account(rig.url, 'tara', 'Tara Loud');

    // Tara sees no Admin link, and /admin is not hers.
    const phone = await signedIn(tara.c, PHONE);
    await phone.getByTestId('lobby').waitFor();
    assert.equal(await phone.getByTestId('admin-link').count(), 0);
    await phone.goto(`${rig.url}/admin`);
    await phone.getByTestId('not-admin').waitFor();

    const page = await signedIn(root.c, DESKTOP);
    await page.getByTestId('admin-link').click();
    await page.getByTestId('admin-page').waitFor();
    await page.getByTestId('admin-search').fill('loud');
    await page.getByTestId('admin-search').press('Enter');
    await page.getByTestId('admin-result').click();
    await page.getByTestId('admin-account').waitFor();

    // Muting asks first; cancelling changes nothing.
    await page.getByTestId('admin-mute-minutes').selectOption('1440');
    await page.getByTestId('admin-mute').click();
    await page.getByTestId('admin-confirm').waitFor();
    await page.getByTestId('confirm-cancel').click();
    assert.equal((await accountOf(root.c, tara.id)).mutedUntil, null);
    await page.getByTestId('admin-mute').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('admin-account-note').filter({ hasText: 'is muted' }).waitFor();
    assert.notEqual((await accountOf(root.c, tara.id)).mutedUntil, null);
    await page.getByTestId('admin-unmute').waitFor();

    // A reset link to hand over.
    await page.getByTestId('admin-reset-link').click();
    const link = await page.getByTestId('admin-reset-value').inputValue();
    assert.match(link, /\/reset\?token=[A-Za-z0-9_-]{43}$/);

    // Disabling asks first, and logs Tara's phone out.
    await page.getByTestId('admin-disable').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('admin-enable').waitFor();
    assert.notEqual((await accountOf(root.c, tara.id)).disabledAt, null);
    await phone.reload();
    await phone.getByTestId('signin').waitFor();

    // The site: a banner on every page, sign-ups closed for the signed out.
    await page.getByTestId('admin-banner-text').fill('Maintenance tonight: tables close at ten');
    await page.getByTestId('admin-post-banner').click();
    await page.getByTestId('admin-banner-now').waitFor();
    await page.getByTestId('admin-close-sign-ups').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('admin-open-sign-ups').waitFor();
    await phone.reload();
    await phone.getByTestId('site-banner').filter({ hasText: 'tables close at ten' }).waitFor();
    await phone.getByTestId('sign-ups-closed').waitFor();
    assert.equal(await phone.getByTestId('signin-tab-guest').count(), 0);
    await phone.screenshot({ path: join(SHOTS, 'admin-sign-ups-closed-phone.png') });

    // The log lists what was done, newest first.
    await page.reload();
    await page.getByTestId('site-banner').waitFor();
    await page.getByTestId('admin-audit-entry').first().waitFor();
    const entries = page.getByTestId('admin-audit-entry');
    const actions: (string | null)[] = [];
    for (let n = 0; n < (await entries.count()); n++)
      actions.push(await entries.nth(n).getAttribute('data-action'));
    assert.deepEqual(actions, [
      'close-sign-ups',
      'post-banner',
      'disable',
      'reset-password',
      'mute',
    ]);
    await page.getByTestId('admin-search').fill('tara');
    await page.getByTestId('admin-search').press('Enter');
    await page.getByTestId('admin-result').click();
    await page.getByTestId('admin-account').waitFor();
    await assertAccessible(page, 'the admin page (desktop)');
    await page.screenshot({ path: join(SHOTS, 'admin-desktop.png'), fullPage: true });

    // The same page on the admin's phone: one column, nothing wider than the screen.
    const adminPhone = await signedIn(root.c, PHONE, '/admin');
    await adminPhone.getByTestId('admin-page').waitFor();
    await adminPhone.getByTestId('admin-search').fill('tara');
    await adminPhone.getByTestId('admin-search').press('Enter');
    await adminPhone.getByTestId('admin-result').click();
    await adminPhone.getByTestId('admin-account').waitFor();
    await adminPhone.getByTestId('admin-audit-entry').first().waitFor();
    const overflow = Number(
      await adminPhone.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
    );
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await assertAccessible(adminPhone, 'the admin page (phone)');
    await adminPhone.screenshot({ path: join(SHOTS, 'admin-phone.png'), fullPage: true });

    await ok(root.c, 'POST', '/api/admin/sign-ups', { open: true });
    await ok(root.c, 'POST', '/api/admin/banner/remove');
    for (const p of [page, phone, adminPhone]) await p.context().close();
  });

  it('deletes a chat line from the table page, for everyone at the table, after asking', async () => {
    assert.ok(root, 'the admin signed up in the test before');
    const loud = await account(rig.url, 'loudmouth', 'Loudmouth');
    const made = await ok<{ table: TableSummary }>(loud.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'N',
    });
    const path = `/t/${made.table.id}`;
    // Chat is live: the admin is at the table before the line is said.
    const mine = await signedIn(root.c, DESKTOP, path);
    await mine.getByTestId('chat-input').waitFor();
    const theirs = await signedIn(loud.c, PHONE, path);
    await theirs.getByTestId('chat-input').waitFor();
    await theirs.getByTestId('chat-input').fill('something rude');
    await theirs.getByTestId('chat-input').press('Enter');
    const line = (p: Page) => p.locator('.chat-line', { hasText: 'something rude' });
    await line(theirs).waitFor();
    await line(mine).waitFor();
    assert.equal(await theirs.getByTestId('chat-delete').count(), 0, 'only an admin may delete');
    await line(mine).getByTestId('chat-delete').click();
    await mine.getByTestId('chat-delete-confirm').waitFor();
    await mine.getByTestId('confirm-ok').click();
    await line(theirs).waitFor({ state: 'detached' });
    await line(mine).waitFor({ state: 'detached' });
    for (const p of [mine, theirs]) await p.context().close();
  });
});
