import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Me } from '@texas42/protocol';
import { person } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/** A guest who wants to organize an event signs up where they stand, and stays who they were. */
const rig = browserRig();

describe('a guest signs up to organize, in chromium', () => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 850 },
    { label: 'phone', width: 390, height: 844 },
  ])
    it(`${size.label}: the events page asks for a username and password, then offers the form`, async () => {
      const gus = await person(rig.url, `Gus ${size.label}`);
      const context = await rig.browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      const [name, value] = gus.c.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: rig.url }]);
      const page = await context.newPage();
      await page.goto(`${rig.url}/events`);
      await page.getByTestId('events-guest').waitFor();
      assert.equal(await page.getByTestId('event-form').count(), 0, 'no event form for a guest');
      await page.screenshot({ path: join(SHOTS, `organize-guest-${size.label}.png`) });
      await page.getByTestId('guest-sign-up-username').fill(`gus_${size.label}`);
      await page.getByTestId('guest-sign-up-password').fill('short');
      await page.getByTestId('sign-up-to-organize').click();
      // The browser's own check stops a password under 8 characters; a common one is the server's.
      await page.getByTestId('guest-sign-up-password').fill('password123');
      await page.getByTestId('sign-up-to-organize').click();
      await page.getByTestId('guest-sign-up-error').waitFor();
      await page.getByTestId('guest-sign-up-password').fill('double six walks the dog');
      await page.getByTestId('sign-up-to-organize').click();
      await page.getByTestId('event-form').waitFor();
      await page.screenshot({ path: join(SHOTS, `organize-signed-up-${size.label}.png`) });
      // The same player, now an account.
      const me = (await page.evaluate(async () => (await fetch('/api/me')).json())) as Me;
      assert.deepEqual(
        { id: me.id, guest: me.guest, username: me.username },
        { id: gus.id, guest: false, username: `gus_${size.label}` },
      );
      await context.close();
    });
});
