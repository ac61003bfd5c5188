import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { defaultWebRoot } from '../../src/index.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { startServer } from '../support/harness.js';

/**
 * The installable app and solo play in chromium: the manifest and the service worker that make
 * the site open offline, and a match against three bots run in the browser's own Web Worker,
 * played with the network cut and the server stopped, kept across a reload and a closed tab.
 */
const rig = browserRig();

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Polls `expression` in the page until it is true. (waitForFunction evaluates its predicate with
 * eval, which the site's Content Security Policy rightly refuses.)
 */
async function until(page: Page, expression: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await page.evaluate(expression)) !== true) {
    assert.ok(Date.now() < deadline, `${expression} within ${ms} ms`);
    await page.waitForTimeout(50);
  }
}

/** Waits until a service worker is active and controls the page (reloading once if needed). */
async function controlled(page: Page): Promise<void> {
  // Strings, not functions: the tests are compiled without the DOM's types.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true)
    await page.reload();
  await until(page, 'navigator.serviceWorker.controller !== null');
}

/** One click of whatever South may do now; false if it is not South's turn. */
async function actOnce(page: Page): Promise<boolean> {
  const close = page.getByTestId('hand-over-close');
  if (await close.isVisible()) {
    await close.click();
    return true;
  }
  for (const selector of [
    '[data-testid="bid-button"]:not([disabled])',
    '[data-testid="contract-button"]:not([disabled])',
    '[data-testid="hand-domino"][data-playable="true"]',
  ]) {
    const target = page.locator(selector).first();
    if (await target.isVisible().catch(() => false)) {
      await target.click({ timeout: 2000 }).catch(() => undefined);
      return true;
    }
  }
  return false;
}

async function boardVersion(page: Page): Promise<number> {
  return Number(await page.getByTestId('board').getAttribute('data-version'));
}

async function openSolo(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/#/solo`);
  await page.locator('[data-testid="solo-page"][data-ready="true"]').waitFor();
  return page;
}

describe('installable, and solo play with no connection', () => {
  it('the app installs: a valid manifest with its icons, and a service worker controlling the page that caches no API answer', async () => {
    const page = await rig.browser.newPage({ viewport: DESKTOP });
    await page.goto(rig.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const answer = await fetch(new URL(href, rig.url));
    assert.equal(answer.status, 200);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    assert.equal(manifest.name, 'Texas 42');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
    // What a browser needs to offer installing: PNG icons of 192 and 512 pixels, one maskable.
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === 'any');
      assert.ok(icon, `a ${size}px icon`);
      const png = await fetch(new URL(icon.src, rig.url));
      assert.equal(png.headers.get('content-type'), 'image/png');
      assert.deepEqual(pngSize(Buffer.from(await png.arrayBuffer())), {
        width: size,
        height: size,
      });
    }
    assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'));

    // The worker script keeps the site's security headers and is asked for again each time.
    const sw = await fetch(new URL('/sw.js', rig.url));
    assert.equal(sw.status, 200);
    assert.match(sw.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(sw.headers.get('cache-control'), 'no-cache');

    await controlled(page);
    const scope = await page.evaluate(
      'navigator.serviceWorker.getRegistration().then((r) => r?.scope ?? null)',
    );
    assert.equal(scope, `${rig.url}/`);
    // Sign in (API answers), then list everything the worker cached: the app shell only.
    await page.getByTestId('guest-name').fill('Installer');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('lobby').waitFor();
    await page.getByTestId('solo-link').waitFor();
    // At a laptop's 1366x850 both ways to play are in sight without scrolling.
    for (const id of ['solo-link', 'lobby-create']) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box !== null && box.y + box.height <= DESKTOP.height, `${id} in sight: ${box?.y}`);
    }
    const cached = await page.evaluate<string[]>(`(async () => {
      const urls = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    })()`);
    assert.ok(
      cached.some((u) => u.endsWith('/index.html') || u.includes('/index.html?')),
      'the page is cached',
    );
    assert.ok(
      cached.some((u) => /\/assets\/solo\.worker-.*\.js/.test(u)),
      'the solo worker',
    );
    assert.deepEqual(
      cached.filter((u) => /\/(api|socket\.io)\//.test(u)),
      [],
      'no API answer nor socket traffic is cached',
    );
    await page.screenshot({ path: join(SHOTS, 'solo-lobby-link.png') });
    await page.setViewportSize(PHONE);
    await page.getByTestId('solo-link').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'solo-lobby-link-390.png') });
    await page.getByTestId('solo-link').click();
    await page.getByTestId('solo-setup').waitFor();
    await page.screenshot({ path: join(SHOTS, 'solo-setup-390.png') });
    await page.close();
  });

  it('a solo match is played with the server stopped and the network cut, survives a reload and a closed tab, and the bots answer', async () => {
    // A server of its own, so it can be stopped: the rig's serves the other tests.
    const webRoot = defaultWebRoot();
    assert.ok(webRoot, 'the web app is built');
    const own = await startServer({ webRoot });
    const context = await rig.browser.newContext({ viewport: DESKTOP });
    try {
      const first = await openSolo(context, own.url);
      await controlled(first);
      await first.close();
      await own.server.close();
      await context.setOffline(true);

      let page = await openSolo(context, own.url);
      assert.equal(
        await page.evaluate('navigator.onLine'),
        false,
        'the browser knows it is offline',
      );
      await page.getByTestId('solo-setup').waitFor();
      await page.screenshot({ path: join(SHOTS, 'solo-setup-1366.png') });
      await page.getByTestId('solo-level').selectOption('hard');
      await page.getByTestId('solo-rules').selectOption('straight-42');
      await page.getByTestId('solo-start').click();
      await page.getByTestId('board').waitFor();

      // Play until a hand is over and the next is under way: every bot move is the worker's.
      let handsOver = 0;
      let shot = false;
      const deadline = Date.now() + 120_000;
      while (
        handsOver === 0 ||
        (await page.getByTestId('board').getAttribute('data-phase')) === 'shake'
      ) {
        assert.ok(Date.now() < deadline, 'a hand is played within 2 minutes');
        if (await page.getByTestId('hand-over').isVisible()) {
          if (handsOver === 0) await page.screenshot({ path: join(SHOTS, 'solo-hand-over.png') });
          handsOver++;
        }
        if (!shot && (await page.locator('[data-testid="trick-play"]').count()) >= 2) {
          await page.screenshot({ path: join(SHOTS, 'solo-play-1366.png') });
          shot = true;
        }
        if (!(await actOnce(page))) await page.waitForTimeout(50);
      }
      assert.ok(shot, 'a trick was seen under way');

      // A reload comes back to the same match, where it stood.
      const before = await boardVersion(page);
      const dominoes = await page.getByTestId('hand-domino').count();
      await page.reload();
      await page.getByTestId('board').waitFor();
      assert.ok((await boardVersion(page)) >= before, 'the match resumed, not restarted');
      assert.ok((await page.getByTestId('hand-domino').count()) <= dominoes);
      assert.ok(
        (await page.getByTestId('last-hand').count()) === 1,
        'the finished hand is still in the match',
      );

      // Closed and opened again, on a phone: the same match, and the bots go on answering.
      await page.close();
      page = await openSolo(context, own.url);
      await page.setViewportSize(PHONE);
      await page.getByTestId('board').waitFor();
      const reopened = await boardVersion(page);
      assert.ok(reopened >= before, 'the match survived closing the tab');
      let moved = false;
      const movedBy = Date.now() + 60_000;
      while (!moved) {
        assert.ok(Date.now() < movedBy, 'the bots moved within a minute');
        const toAct = await page.getByTestId('board').getAttribute('data-to-act');
        if (toAct !== 'S' && toAct !== '') {
          const version = await boardVersion(page);
          await until(
            page,
            `Number(document.querySelector('[data-testid="board"]').dataset.version) > ${version}`,
          );
          moved = true;
        } else if (!(await actOnce(page))) await page.waitForTimeout(50);
      }
      await page.screenshot({ path: join(SHOTS, 'solo-play-390.png') });
      await page.close();
    } finally {
      await context.close();
      await own.server.close().catch(() => undefined);
    }
  });
});
