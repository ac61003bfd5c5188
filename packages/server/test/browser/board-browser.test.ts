import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { actOnce } from '../support/table-play.js';

/**
 * The board tells the player what is going on (issue 16): the contract by the trick, each side's
 * count and the marks on the rail (on a phone too, without scrolling), sounds with a switch that
 * stays off, "your turn" in the tab's title, icon and a system notification, the trick's motion
 * (none under prefers-reduced-motion), and the move clock chosen in the create-table form drawn
 * as a ring around the seat to act. Bots wait a little so each play reaches the page on its own.
 */
const rig = browserRig({ botDelayMs: 150 });

/**
 * Watches the page's own calls without replacing them: the ids of the animations it starts, and
 * the notifications it shows. With `hidden`, the tab says it is hidden (another tab in front).
 */
function watchPage(options: { hidden: boolean }): string {
  return `
    window.__motions = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, timing) {
      if (timing !== null && typeof timing === 'object' && timing.id) window.__motions.push(timing.id);
      return animate.call(this, keyframes, timing);
    };
    if (typeof Notification !== 'undefined') {
      window.__notes = [];
      window.__asked = 0;
      const Real = Notification;
      class Watched extends Real {
        constructor(title, options) {
          window.__notes.push({ title, body: options && options.body });
          super(title, options);
        }
        static requestPermission() {
          window.__asked++;
          return Real.requestPermission();
        }
      }
      window.Notification = Watched;
    }
    if (${options.hidden}) {
      Object.defineProperty(Document.prototype, 'hidden', { get: () => true, configurable: true });
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden', configurable: true });
    }
  `;
}

async function openAsGuest(context: BrowserContext, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(rig.url);
  await page.getByTestId('guest-name').fill(name);
  await page.getByTestId('signin-submit').click();
  await page.getByTestId('lobby').waitFor();
  return page;
}

/** Creates a straight-42 table with South for the guest and medium bots, with the form's clock. */
async function createTable(
  page: Page,
  clock: { move?: string; minutes?: string } = {},
  shot: string | null = null,
) {
  await page.getByTestId('create-rules').selectOption('straight-42');
  await page.getByTestId('create-bots').selectOption('medium');
  if (clock.move !== undefined) await page.getByTestId('create-move-seconds').fill(clock.move);
  if (clock.minutes !== undefined)
    await page.getByTestId('create-match-minutes').fill(clock.minutes);
  if (shot !== null) await page.getByTestId('clock-fields').screenshot({ path: join(SHOTS, shot) });
  await page.getByTestId('lobby-create').click();
  await page.getByTestId('board').waitFor();
  const m = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url());
  assert.ok(m?.[1], `a table address: ${page.url()}`);
  return rig.server.tables.room(m[1]);
}

/** Plays by clicking until `done` holds. */
async function playUntil(page: Page, done: () => boolean | Promise<boolean>, what: string) {
  const end = Date.now() + 60_000;
  while (!(await done())) {
    assert.ok(Date.now() < end, `within a minute: ${what}`);
    if (!(await actOnce(page))) await page.waitForTimeout(50);
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    assert.ok(Date.now() < end, `timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const motions = (page: Page) => page.evaluate<string[]>('window.__motions');

describe('a board that tells the player what is going on', () => {
  it('shows the contract, the count, the clock ring, your turn in the title and the trick moving', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    await context.addInitScript(watchPage({ hidden: false }));
    const page = await openAsGuest(context, 'Dora');
    const room = await createTable(page, { move: '45', minutes: '90' }, 'create-clock.png');

    // The form's clock is the table's: every decision 45 s, the match 90 minutes.
    assert.equal(room.rules.options.clock.playSeconds, 45);
    assert.equal(room.rules.options.clock.bidSeconds, 45);
    assert.equal(room.rules.options.clock.gameMinutes, 90);
    await page.getByTestId('match-timer').waitFor();
    assert.match(
      (await page.getByTestId('match-timer').textContent()) ?? '',
      /^Match time (89|90):[0-5][0-9]$/,
    );

    // Bidding: the seat to act wears the ring, full at first and emptying.
    await waitUntil(() => room.state.hand !== null, 'a hand is dealt');
    const ring = page.getByTestId('clock-ring');
    await ring.waitFor();
    assert.equal(await ring.getAttribute('data-seconds'), '45');
    const seatOfRing = await page
      .locator('[data-testid="seat-panel"]:has([data-testid="clock-ring"])')
      .getAttribute('data-seat');
    assert.equal(seatOfRing, room.deadline?.seat, 'the ring is on the seat whose clock runs');
    await page.screenshot({ path: join(SHOTS, 'board-clock-ring.png') });
    const ringBox = await ring.boundingBox();
    if (ringBox !== null)
      await page.screenshot({
        path: join(SHOTS, 'board-clock-ring-seat.png'),
        clip: {
          x: ringBox.x - 8,
          y: ringBox.y - 8,
          width: ringBox.width + 16,
          height: ringBox.height + 16,
        },
      });
    const first = Number(await ring.getAttribute('data-share'));
    await page.waitForTimeout(1200);
    const later = Number(await page.getByTestId('clock-ring').getAttribute('data-share'));
    assert.ok(first > 0 && later < first, `the ring empties: ${first} then ${later}`);

    // Your turn: in the title and the icon, gone once you have acted.
    await waitUntil(
      async () => (await page.getByTestId('board').getAttribute('data-to-act')) === 'S',
      'South to act',
      30_000,
    );
    await waitUntil(
      async () => (await page.title()).startsWith('Your turn'),
      'the title says your turn',
    );
    assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), '/favicon-turn.svg');

    // Play: the contract by the trick names trump, bid and bidder.
    await playUntil(page, () => room.state.phase === 'play', 'the contract is named');
    const badge = page.getByTestId('contract-badge');
    // The page may still show the bid's "30 by you · naming trump" for a moment after the server
    // has moved on to play: wait for the contract's own form, the trump named first.
    await waitUntil(
      async () => /^[A-Z][^·]+ · /.test((await badge.textContent()) ?? ''),
      'the badge names the contract',
    );
    const hand = room.state.phase === 'play' ? room.state.hand : null;
    assert.ok(hand !== null);
    const bidderName =
      hand.bidder === 'S' ? 'you' : (room.seats.get(hand.bidder)?.name ?? '(no name)');
    const text = (await badge.textContent()) ?? '';
    assert.ok(text.endsWith(` by ${bidderName}`), `the badge names ${bidderName}: ${text}`);
    assert.match(text, /^[A-Z][^·]+ · (\d+|\d+ marks?|Plunge|Splash) by /);

    // Each side's count on the rail is the server's, checked once a trick has been won.
    let counted = false;
    const countsShown = async (): Promise<boolean> => {
      const state = room.state;
      if (state.phase !== 'play' || state.hand.tricks.length === 0) return false;
      const version = await page.getByTestId('board').getAttribute('data-version');
      const shown: Record<string, string | null> = {};
      for (const team of await page.getByTestId('board-score-team').all())
        shown[(await team.getAttribute('data-team')) ?? ''] = await team.getAttribute('data-count');
      // Only a page showing the state read above can be compared with it.
      if (version !== String(state.version) || room.state !== state) return false;
      return shown.NS === String(state.hand.points.NS) && shown.EW === String(state.hand.points.EW);
    };
    await playUntil(
      page,
      async () => {
        counted ||= await countsShown();
        return counted && (room.state.hand?.tricks.length ?? 0) >= 2;
      },
      "two tricks, and the count on the rail the same as the server's",
    );
    await page.screenshot({ path: join(SHOTS, 'board-desktop.png') });

    // The trick moved: dominoes laid from hand or seat, won tricks sent to their winners.
    const seen = await motions(page);
    assert.ok(seen.includes('trick-lay'), `dominoes travel to the trick: ${seen.join(',')}`);
    assert.ok(seen.includes('trick-gather'), `tricks travel to their winners: ${seen.join(',')}`);
    // And the sounds played (the switch is on by default).
    assert.notEqual(await page.getByTestId('sound-switch').getAttribute('data-last-cue'), '');
    await context.close();
  });

  it('on a phone: the marks board in sight, no motion under reduced motion, the sound switch kept off', async () => {
    const context = await rig.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      reducedMotion: 'reduce',
    });
    await context.addInitScript(watchPage({ hidden: false }));
    const page = await openAsGuest(context, 'Phone');
    const room = await createTable(page, { move: '30' }, 'create-clock-phone.png');
    const sound = page.getByTestId('sound-switch');
    assert.equal(await sound.getAttribute('aria-pressed'), 'true');
    await sound.click();
    assert.equal(await sound.getAttribute('aria-pressed'), 'false');
    await page.reload();
    await page.getByTestId('board').waitFor();
    assert.equal(await page.getByTestId('sound-switch').getAttribute('aria-pressed'), 'false');

    await playUntil(page, () => (room.state.hand?.tricks.length ?? 0) >= 2, 'two tricks');
    await page.evaluate('window.scrollTo(0, 0)');
    const score = await page.getByTestId('board-score').boundingBox();
    assert.ok(score !== null);
    assert.ok(
      score.y >= 0 && score.y + score.height <= 844,
      `the marks in sight: ${JSON.stringify(score)}`,
    );
    assert.ok(score.x >= 0 && score.x + score.width <= 390, 'and within the width');
    await page.screenshot({ path: join(SHOTS, 'board-phone.png') });
    assert.deepEqual(await motions(page), [], 'nothing moves under prefers-reduced-motion');
    assert.equal(
      await page.getByTestId('sound-switch').getAttribute('data-last-cue'),
      '',
      'silent',
    );
    await context.close();
  });

  it('a hidden tab gets a system notification on your turn; permission is asked once, on a click', async () => {
    // Permission granted: the turn comes while the tab is hidden.
    const granted = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    await granted.grantPermissions(['notifications']);
    await granted.addInitScript(watchPage({ hidden: true }));
    const page = await openAsGuest(granted, 'Hidden');
    await createTable(page);
    await waitUntil(
      async () => (await page.evaluate<number>('window.__notes.length')) > 0,
      'a notification',
      30_000,
    );
    const [note] = await page.evaluate<{ title: string; body: string }[]>('window.__notes');
    assert.match(note?.title ?? '', /^Your turn at /);
    assert.match(note?.body ?? '', /^Your (bid|play)/);
    await granted.close();

    // Not yet asked: nothing on page load, one question on taking a seat, never a second.
    const fresh = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    await fresh.addInitScript(watchPage({ hidden: false }));
    const other = await openAsGuest(fresh, 'Asked');
    const asked = () => other.evaluate<number>('window.__asked');
    assert.equal(await asked(), 0, 'not asked on load');
    await createTable(other);
    assert.equal(await asked(), 1, 'asked when the table was created with a seat');
    // Another table, then another after a reload (the count starts again): no second question.
    const newTable = async (): Promise<void> => {
      await other.getByRole('link', { name: 'Lobby' }).first().click();
      await other.getByTestId('lobby').waitFor();
      await createTable(other);
    };
    await newTable();
    assert.equal(await asked(), 1, 'a second table asks nothing more');
    await other.reload();
    await other.getByTestId('board').waitFor();
    await newTable();
    assert.equal(await asked(), 0, 'nor a table after a reload: it was asked once');
    await fresh.close();
  });
});
