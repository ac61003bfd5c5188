import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { TableSummary } from '@texas42/protocol';
import { ok, person, organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * Issue 16's table and lobby bugs 4 to 9 in chromium, at a laptop's 1366x850 and a phone's
 * 390x844: a wrong link, "Add bot" where it is refused, the phone's waiting room, the lobby's
 * abandoned tables, names and small words.
 */
const rig = browserRig();

const LAPTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

type Person = Awaited<ReturnType<typeof person>>;

/** A browser context signed in as `p` (their session cookie). */
async function contextOf(
  p: Person,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport, isMobile: viewport.width < 600 });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

async function pageOf(p: Person, viewport: { width: number; height: number }): Promise<Page> {
  return (await contextOf(p, viewport)).newPage();
}

async function box(locator: Locator): Promise<{ x: number; y: number; w: number; h: number }> {
  const b = await locator.boundingBox();
  assert.ok(b !== null, 'the element is laid out');
  return { x: b.x, y: b.y, w: b.width, h: b.height };
}

function overlap(
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    assert.ok(Date.now() < end, `timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('issue 16: a wrong table link (bug 4)', () => {
  it('no such table, and a private table with a wrong invite: each says so, with no invite box and a way back to the lobby', async () => {
    const ann = await person(rig.url, 'Ann');
    for (const [viewport, label] of [
      [LAPTOP, 'laptop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await pageOf(ann, viewport);
      await page.goto(`${rig.url}/#/t/NoSuchTable42`);
      const missing = page.getByTestId('table-missing');
      await missing.waitFor({ timeout: 10_000 });
      assert.equal(await missing.getAttribute('data-code'), 'NOT_FOUND');
      await missing.getByText('There is no such table').waitFor();
      assert.equal(await page.getByTestId('table-loading').count(), 0, 'not "Joining…" forever');
      assert.equal(await page.getByTestId('invite').count(), 0);
      await page.screenshot({ path: join(SHOTS, `table-missing-${label}.png`) });
      await page.getByTestId('back-to-lobby').click();
      await page.getByTestId('lobby').waitFor();
      await page.context().close();
    }

    const host = await person(rig.url, 'Hosta');
    const made = await ok<{ table: TableSummary; invite: string }>(host.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      visibility: 'private',
    });
    const page = await pageOf(ann, PHONE);
    await page.goto(`${rig.url}/#/t/${made.table.id}?invite=not-the-invite`);
    const missing = page.getByTestId('table-missing');
    await missing.waitFor({ timeout: 10_000 });
    assert.equal(await missing.getAttribute('data-code'), 'PRIVATE_TABLE');
    await missing.getByText('This invite is not valid').waitFor();
    // Neither the bad link offered to copy nor advice to use the link just used.
    assert.equal(await page.getByTestId('invite').count(), 0);
    assert.doesNotMatch((await page.textContent('main')) ?? '', /open it with its invite link/);
    await page.screenshot({ path: join(SHOTS, 'table-bad-invite-phone.png') });
    // The right invite still opens it.
    await page.goto(`${rig.url}/#/t/${made.table.id}?invite=${made.invite}`);
    await page.getByTestId('board').waitFor();
    assert.equal(await page.getByTestId('table-missing').count(), 0);
    await page.context().close();
  });
});

describe('issue 16: "Add bot" only where the server allows it (bug 6)', () => {
  it("a team member at an event's table is offered no bot; a player at a casual table is", async () => {
    const o = await signedUp(rig.url, 'Olive');
    const ev = await ok(o.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Bot Cup',
      rules: 'straight-42',
      rounds: { first: 1, later: 1, final: 1 },
    });
    const people: Person[] = [];
    for (const name of ['Aces', 'Deuces']) {
      const a = await person(rig.url, `${name} a`);
      const b = await person(rig.url, `${name} b`);
      const team = (
        await ok(a.c, 'POST', `/api/events/${ev.id}/teams`, { name, partner: b.id })
      ).teams.find((t) => t.name === name);
      await ok(b.c, 'POST', `/api/events/${ev.id}/teams/${team?.id}/accept`, {});
      people.push(a, b);
    }
    await ok(o.c, 'POST', `/api/events/${ev.id}/generate`, {});
    const first = people[0] as Person;
    const { tableId } = await ok<{ tableId: string }>(
      first.c,
      'POST',
      `/api/events/${ev.id}/matches/r1-1/play`,
    );
    const page = await pageOf(first, LAPTOP);
    await page.goto(`${rig.url}/#/t/${tableId}`);
    await page.getByTestId('board').waitFor();
    await page.locator('.seat-panel.seat-you').waitFor();
    await waitUntil(
      async () => (await page.locator('.seat-panel.seat-is-empty').count()) === 3,
      'three empty seats',
    );
    assert.equal(await page.getByTestId('add-bot').count(), 0, 'no "Add bot" the server refuses');
    // The server refuses it indeed: the organizer's alone.
    const refused = await first.c.call<{ error: { code: string } }>(
      'POST',
      `/api/tables/${tableId}/bot`,
      { seat: 'E', level: 'easy' },
    );
    assert.equal(refused.json.error.code, 'EVENT_TABLE');
    await page.screenshot({ path: join(SHOTS, 'event-table-no-bot.png') });
    await page.context().close();

    // A casual table: its player fills seats with bots.
    const casual = await ok<{ table: TableSummary }>(first.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const mine = await pageOf(first, LAPTOP);
    await mine.goto(`${rig.url}/#/t/${casual.table.id}`);
    await mine.getByTestId('board').waitFor();
    await waitUntil(async () => (await mine.getByTestId('add-bot').count()) === 3, 'three bots');
    await mine.context().close();
  });
});

describe('issue 16: the waiting room on a phone (bug 7)', () => {
  it('"Waiting for players" overlaps no bot control and every "Add bot" is whole on screen', async () => {
    const wes = await person(rig.url, 'Wes');
    const made = await ok<{ table: TableSummary }>(wes.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const page = await pageOf(wes, PHONE);
    await page.goto(`${rig.url}/#/t/${made.table.id}`);
    await page.getByTestId('board').waitFor();
    await waitUntil(async () => (await page.getByTestId('add-bot').count()) === 3, 'three bots');
    await page
      .getByTestId('status')
      .getByText(/Waiting for players/)
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'waiting-room-phone.png') });
    // The words in the middle of the board, if shown there too, run over no seat's controls.
    const message = page.locator('.trick-message');
    if (await message.isVisible()) {
      const said = await box(message);
      for (const controls of await page.locator('.seat-empty-actions').all()) {
        const b = await box(controls);
        assert.ok(
          !overlap(said, b),
          `the message ${JSON.stringify(said)} clears ${JSON.stringify(b)}`,
        );
      }
    }
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= PHONE.width, `no sideways scrolling (${width}px)`);
    for (const button of await page.getByTestId('add-bot').all()) {
      const b = await box(button);
      const seat = await button.getAttribute('data-seat');
      assert.ok(
        b.x >= 0 && b.x + b.w <= PHONE.width,
        `${seat}'s button is whole: ${JSON.stringify(b)}`,
      );
    }
    // And it works: East's bot sits down.
    await page.locator('[data-testid="add-bot"][data-seat="E"]').click();
    await waitUntil(async () => (await page.getByTestId('add-bot').count()) === 2, "East's bot");
    await page.context().close();
  });
});

describe('issue 16: the lobby lists tables someone is at (bug 8)', () => {
  it('a table whose person closed it leaves "Games in progress" for "Recent tables"', async () => {
    const alice = await person(rig.url, 'Alys');
    const bob = await person(rig.url, 'Bobby');
    const made = await ok<{ table: TableSummary }>(alice.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
      bots: 'easy',
    });
    const id = made.table.id;
    const at = await pageOf(alice, LAPTOP);
    await at.goto(`${rig.url}/#/t/${id}`);
    await at.waitForSelector('[data-testid="connection"][data-connected="true"]');

    const lobby = await pageOf(bob, LAPTOP);
    await lobby.goto(rig.url);
    const playing = lobby.locator(`[data-testid="playing-tables"] [data-table="${id}"]`);
    await playing.waitFor({ timeout: 10_000 });
    await lobby.screenshot({ path: join(SHOTS, 'lobby-someone-there.png') });

    // Alice closes her tab: nobody is at the table any more, the bots play on.
    await at.context().close();
    await playing.waitFor({ state: 'detached', timeout: 15_000 });
    const recent = lobby.locator(`[data-testid="recent-tables"] [data-table="${id}"]`);
    await recent.waitFor();
    assert.equal(
      await recent.getByTestId('recent-history').getAttribute('href'),
      `/t/${id}/history`,
    );
    await lobby.screenshot({ path: join(SHOTS, 'lobby-recent-tables.png') });
    await lobby.setViewportSize(PHONE);
    await lobby.getByTestId('recent-tables').scrollIntoViewIfNeeded();
    await lobby.screenshot({ path: join(SHOTS, 'lobby-recent-tables-phone.png') });

    // The API says the same: not among the tables, among the recent ones.
    const list = await ok<{ tables: TableSummary[]; recent: TableSummary[] }>(
      bob.c,
      'GET',
      '/api/tables',
    );
    assert.ok(!list.tables.some((t) => t.id === id));
    assert.ok(list.recent.some((t) => t.id === id));
    await lobby.context().close();
  });
});

describe('the lobby on a phone', () => {
  it('the open tables come before the new-table form, with their seat letters; "New table" takes a player to the form', async () => {
    const host = await person(rig.url, 'Hosta');
    const guest = await person(rig.url, 'Gwen');
    const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    // The lobby lists a table someone is at: the host waits there.
    const at = await pageOf(host, LAPTOP);
    await at.goto(`${rig.url}/#/t/${made.table.id}`);
    await at.waitForSelector('[data-testid="connection"][data-connected="true"]');
    const page = await pageOf(guest, PHONE);
    await page.goto(rig.url);
    const card = page.locator(`[data-testid="open-tables"] [data-table="${made.table.id}"]`);
    await card.waitFor();
    // Joining a friend's table is what a phone is most often for: the card is on the first
    // screen, above the form, and says which seat each "Sit" takes.
    const cardBox = await box(card);
    assert.ok(cardBox.y + cardBox.h <= PHONE.height, `the open table is on the first screen`);
    assert.ok(cardBox.y < (await box(page.getByTestId('create-table'))).y, 'tables first');
    for (const seat of ['N', 'E', 'S', 'W'])
      assert.ok(await card.locator('.seat-compass', { hasText: seat }).isVisible(), seat);
    await page.getByTestId('to-create-table').click();
    await waitUntil(
      async () =>
        (await page.evaluate(`document.activeElement?.getAttribute('data-testid') ?? null`)) ===
        'create-name',
      'the name field has the cursor',
    );
    const form = await box(page.getByTestId('create-table'));
    assert.ok(form.y >= -1 && form.y < PHONE.height / 2, `the form is in sight (y ${form.y})`);
    await page.screenshot({ path: join(SHOTS, 'lobby-phone-form.png') });

    // Beside the form on a laptop, with no button to reach it.
    await page.setViewportSize(LAPTOP);
    assert.equal(await page.getByTestId('to-create-table').isVisible(), false);
    const wide = await box(page.getByTestId('create-table'));
    assert.ok(wide.x + wide.w <= (await box(card)).x, 'the form is left of the tables');
    await page.context().close();
    await at.context().close();
  });
});
