import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/** The account page in chromium: a new password, and signing out every device. */
const rig = browserRig();

describe('your account in chromium', () => {
  it('signs up, is refused a common password with the reason, changes it, then signs out everywhere', async () => {
    const laptop = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const phone = await rig.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await laptop.newPage();
    await page.goto(rig.url);
    await page.getByTestId('signin-tab-signup').click();
    await page.getByTestId('signin-username').fill('ivy42');
    await page.getByTestId('signin-password').fill('password');
    await page.getByTestId('signin-submit').click();
    const refusal = await page.getByTestId('signin-error').textContent();
    assert.match(refusal ?? '', /most common passwords/);
    await page.getByTestId('signin-password').fill('sixes and fives count');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('lobby').waitFor();

    // The same account on a phone.
    const mobile = await phone.newPage();
    await mobile.goto(rig.url);
    await mobile.getByTestId('signin-tab-signin').click();
    await mobile.getByTestId('signin-username').fill('ivy42');
    await mobile.getByTestId('signin-password').fill('sixes and fives count');
    await mobile.getByTestId('signin-submit').click();
    await mobile.getByTestId('lobby').waitFor();
    await mobile.getByTestId('account-link').click();
    await mobile.getByTestId('account').waitFor();
    await mobile.screenshot({ path: join(SHOTS, 'account-phone.png') });

    await page.getByTestId('account-link').click();
    await page.getByTestId('current-password').fill('sixes and fives count');
    await page.getByTestId('new-password').fill('12345678');
    await page.getByTestId('change-password').click();
    assert.match((await page.getByTestId('account-note').textContent()) ?? '', /common/);
    await page.getByTestId('new-password').fill('double blank, no count');
    await page.getByTestId('change-password').click();
    await page.getByTestId('account-note').filter({ hasText: 'Password changed' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'account.png') });

    // The phone's session ended with the change: on its next look it is signed out.
    await mobile.reload();
    await mobile.getByTestId('signin').waitFor();

    await page.getByTestId('sign-out-everywhere').click();
    await page.getByTestId('signin').waitFor();
    await page.reload();
    await page.getByTestId('signin').waitFor();
    await laptop.close();
    await phone.close();
  });
});
