import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Me } from '@texas42/protocol';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * The color scheme switch (system, light, dark: kept, and applied before the first paint) and
 * the keyboard: the `?` overlay, the keys drawn on the dominoes where a keyboard is likely, and
 * the hand's buttons named by their domino.
 */
const rig = browserRig({ botDelayMs: 0 });

const DESK = { viewport: { width: 1366, height: 850 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A new guest's browser (their cookie in a fresh context) and, when asked, a bot table. */
async function guest(
  name: string,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page; client: Client }> {
  const client = new Client(rig.url);
  await client.call<Me>('POST', '/api/guest', { name });
  const context = await rig.browser.newContext(options);
  const [cookie, value] = client.cookie.split('=') as [string, string];
  await context.addCookies([{ name: cookie, value, url: rig.url }]);
  return { context, page: await context.newPage(), client };
}

/** The page's ground color and scheme, read now. */
async function ground(page: Page): Promise<{ theme: string; background: string }> {
  return page.evaluate<{ theme: string; background: string }>(`({
    theme: document.documentElement.dataset.theme ?? 'unset',
    background: getComputedStyle(document.documentElement).backgroundColor,
  })`);
}

/** The ground once the system's change has reached the page (its media event is not at once). */
async function groundBecomes(
  page: Page,
  theme: string,
): Promise<{ theme: string; background: string }> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const now = await ground(page);
    if (now.theme === theme || Date.now() > deadline) return now;
    await page.waitForTimeout(20);
  }
}

const LIGHT_GROUND = 'rgb(243, 239, 230)';
const DARK_GROUND = 'rgb(21, 25, 26)';

/**
 * Records the scheme at the moment <body> is first parsed, before anything is drawn and before
 * the app's own script runs: what the first paint will show.
 */
const FIRST_PAINT = `
  window.firstPaint = null;
  new MutationObserver((records, observer) => {
    if (document.body === null) return;
    window.firstPaint = {
      theme: document.documentElement.dataset.theme ?? 'unset',
      background: getComputedStyle(document.documentElement).backgroundColor,
    };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** Whether the key drawn under a hand's domino shows. */
async function keysShown(page: Page): Promise<boolean[]> {
  return page.evaluate<boolean[]>(`
    [...document.querySelectorAll('[data-testid="hand-domino"]')].map(
      (b) => getComputedStyle(b, '::before').display !== 'none' &&
        getComputedStyle(b, '::before').content.includes(b.dataset.key),
    )`);
}

/** What a screen reader is told a domino is: "6-4", "double 5" (the app's dominoLabel). */
function spoken(domino: string): string {
  const [a, b] = domino.split('-');
  return a === b ? `double ${a}` : domino;
}

describe('the color scheme and the keyboard', () => {
  it('the switch keeps dark across a reload, drawn dark from the first paint; "system" follows the system', async () => {
    const { context, page } = await guest('Dana', { ...DESK, colorScheme: 'light' });
    await page.addInitScript({ content: FIRST_PAINT });
    await page.goto(rig.url);
    await page.getByTestId('lobby').waitFor();
    assert.deepEqual(await ground(page), { theme: 'light', background: LIGHT_GROUND });
    assert.equal(await page.getByTestId('theme-switch').inputValue(), 'system');

    await page.getByTestId('theme-switch').selectOption('dark');
    assert.deepEqual(await ground(page), { theme: 'dark', background: DARK_GROUND });
    await page.screenshot({ path: join(SHOTS, 'theme-switch-dark-1366.png') });

    await page.reload();
    await page.getByTestId('lobby').waitFor();
    assert.deepEqual(
      await page.evaluate('window.firstPaint'),
      { theme: 'dark', background: DARK_GROUND },
      'dark before the page is first drawn, though the system says light',
    );
    assert.equal(await page.getByTestId('theme-switch').inputValue(), 'dark');
    // A chosen scheme holds whatever the system says.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(300);
    assert.equal((await ground(page)).theme, 'dark');

    // "System" forgets the choice and follows the system as it changes.
    await page.getByTestId('theme-switch').selectOption('system');
    assert.equal((await ground(page)).theme, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.deepEqual(await groundBecomes(page, 'dark'), { theme: 'dark', background: DARK_GROUND });
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal((await groundBecomes(page, 'light')).theme, 'light');
    assert.equal(await page.evaluate('localStorage.getItem("texas42-theme")'), null);

    // Light chosen on a dark system: light from the first paint.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('theme-switch').selectOption('light');
    await page.reload();
    await page.getByTestId('lobby').waitFor();
    assert.deepEqual(await page.evaluate('window.firstPaint'), {
      theme: 'light',
      background: LIGHT_GROUND,
    });
    await context.close();
  });

  it('? lists the keys and Escape closes it; keys show on the dominoes with a keyboard; the buttons are named by their domino', async () => {
    const { context, page, client } = await guest('Kim', { ...DESK, colorScheme: 'dark' });
    const id = await client.botTable();
    await page.goto(`${rig.url}/#/t/${id}`);
    await page.locator('[data-testid="hand-domino"]').first().waitFor();

    // Named by the domino, as the rest of the app names it, and its key as a shortcut.
    const buttons = await page.locator('[data-testid="hand-domino"]').all();
    assert.ok(buttons.length >= 6);
    for (const [i, button] of buttons.entries()) {
      const domino = (await button.getAttribute('data-domino')) ?? '';
      const name = (await button.getAttribute('aria-label')) ?? '';
      assert.ok(name === spoken(domino) || name === `${spoken(domino)}, playable`, name);
      assert.equal(await button.getAttribute('aria-keyshortcuts'), String(i + 1));
    }
    const first = await buttons[0]?.getAttribute('data-domino');
    assert.ok(first);
    assert.equal(await page.getByRole('button', { name: spoken(first) }).count(), 1);

    // A desk's fine pointer: the keys are drawn under the dominoes from the start.
    assert.ok((await keysShown(page)).every(Boolean), 'every key shows at a desk');

    // ? opens the list; Escape closes it. Typed in the chat, ? is a question mark.
    await page.keyboard.press('?');
    const help = page.getByTestId('keyboard-help');
    await help.waitFor();
    assert.match(await help.innerText(), /Pick the 1st to 7th domino of your hand/);
    assert.match(await help.innerText(), /Play the domino picked/);
    await page.screenshot({ path: join(SHOTS, 'keyboard-help-dark-1366.png') });
    await assertAccessible(page, 'the keyboard help, dark');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.getByTestId('chat-input').fill('');
    await page.getByTestId('chat-input').press('?');
    assert.equal(await page.getByTestId('chat-input').inputValue(), '?');
    assert.equal(await help.count(), 0, 'a ? typed in a field does not open the list');
    await context.close();

    // A phone: no keys drawn until a key is used, then every one.
    const phone = await guest('Pat', { ...PHONE, colorScheme: 'light' });
    const table = await phone.client.botTable();
    await phone.page.goto(`${rig.url}/#/t/${table}`);
    await phone.page.locator('[data-testid="hand-domino"]').first().waitFor();
    assert.ok(
      (await keysShown(phone.page)).every((shown) => !shown),
      'no key on a touch screen',
    );
    await phone.page.keyboard.press('2');
    await phone.page.locator('[data-testid="hand-domino"].is-focused').waitFor();
    assert.ok((await keysShown(phone.page)).every(Boolean), 'the keys show once one was used');
    await phone.page.screenshot({ path: join(SHOTS, 'keys-phone-390.png') });
    await phone.page.keyboard.press('?');
    await phone.page.getByTestId('keyboard-help').waitFor();
    await phone.page.screenshot({ path: join(SHOTS, 'keyboard-help-light-390.png') });
    await phone.context.close();
  });
});
