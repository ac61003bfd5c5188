import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';
import { spills } from '../support/layout.js';

/**
 * The organizer's unfinished corners (issue 17, point 4), in chromium at a phone's size and a
 * desktop's: the tournament form's seeding choice, the seeds folded under "Advanced", closing
 * registration and ending a season asked first in an in-page dialog, the playoffs' start only
 * once the season is done, form fields that stay inside their panel with their words whole, and
 * the scorekeeper's finished match with the games won and every game's marks.
 */
const rig = browserRig();
const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1366, height: 850 },
] as const;
type Size = (typeof SIZES)[number];

interface Person {
  readonly c: Client;
  readonly me: Me;
}

interface Team {
  readonly name: string;
  readonly a: Person;
  readonly id: string;
}

async function person(name: string): Promise<Person> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

async function contextOf(p: Person, size: Size): Promise<BrowserContext> {
  const context = await rig.browser.newContext({
    viewport: { width: size.width, height: size.height },
  });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

async function ok<T = EventView>(p: Person, method: string, path: string, body?: unknown) {
  const r = await p.c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A league of the organizer's with `names` registered as full teams. */
async function league(organizer: Person, names: readonly string[]) {
  const created = await ok(organizer, 'POST', '/api/events', { kind: 'league', name: 'Tuesdays' });
  const teams: Team[] = [];
  for (const name of names) {
    const a = await person(`${name} A`);
    const b = await person(`${name} B`);
    const view = await ok(a, 'POST', `/api/events/${created.id}/teams`, {
      name,
      partner: b.me.id,
    });
    const id = view.teams.find((t) => t.name === name)?.id;
    assert.ok(id);
    await ok(b, 'POST', `/api/events/${created.id}/teams/${id}/accept`, {});
    teams.push({ name, a, id });
  }
  return { id: created.id, teams };
}

for (const size of SIZES) {
  describe(`the organizer's corners in chromium, ${size.label} ${size.width}x${size.height}`, () => {
    it('the tournament form offers standard or random seeding; seeds wait under Advanced; nothing spills or is cut', async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/events`);
      await page.getByTestId('event-form').waitFor();

      // A league: the schedule seed is not in plain sight, but one click away.
      await page.getByTestId('event-kind').selectOption('league');
      assert.deepEqual(await spills(page), [], 'the league form');
      assert.equal(await page.getByTestId('event-seed').isVisible(), false);
      await page.screenshot({ path: join(SHOTS, `corners-league-form-${size.label}.png`) });
      await page.getByTestId('event-advanced').locator('summary').click();
      assert.equal(await page.getByTestId('event-seed').isVisible(), true);
      await assertAccessible(page, `the league form, ${size.label}`);

      for (const kind of ['round-robin', 'pools', 'progressive'] as const) {
        await page.getByTestId('event-kind').selectOption(kind);
        assert.equal(await page.getByTestId('event-seed').isVisible(), false, kind);
        assert.deepEqual(await spills(page), [], `the ${kind} form`);
      }

      // README: "a single-elimination tournament (standard or random seeding, ...)".
      await page.getByTestId('event-kind').selectOption('single-elimination');
      const seeding = page.getByTestId('event-seed-order');
      assert.equal(await seeding.inputValue(), 'standard');
      const offered = [];
      for (const option of await seeding.locator('option').all())
        offered.push(await option.getAttribute('value'));
      assert.deepEqual(offered, ['standard', 'random']);
      assert.deepEqual(await spills(page), [], 'the single-elimination form');
      await seeding.selectOption('random');
      assert.equal(await page.getByTestId('event-seed').isVisible(), false);
      await page.getByTestId('event-advanced').locator('summary').click();
      await page.getByTestId('event-seed').fill('7');
      assert.deepEqual(await spills(page), [], 'the random draw form');
      await page.screenshot({
        path: join(SHOTS, `corners-tournament-form-${size.label}.png`),
        fullPage: true,
      });
      await page.getByTestId('event-name').fill('Drawn Open');
      await page.getByTestId('event-create').click();
      await page.getByTestId('event-page').waitFor();
      assert.match(await page.getByTestId('event-page').innerText(), /random draw/);
      const id = /\/e\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1];
      assert.ok(id, page.url());
      const view = await ok(organizer, 'GET', `/api/events/${id}`);
      assert.equal((view.settings as Readonly<Record<string, unknown>>)['seedOrder'], 'random');
      assert.equal((view.settings as Readonly<Record<string, unknown>>)['seed'], 7);
      await context.close();
    });

    it('closing registration asks first, says what happens and that it cannot be undone', async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const { id } = await league(organizer, ['Aces', 'Bones', 'Carts', 'Dukes']);
      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${id}`);
      await page.locator('[data-testid="team-row"]').nth(3).waitFor();
      assert.deepEqual(await spills(page), [], 'the event page while registering');

      const generate = page.getByTestId('generate');
      await generate.click();
      const dialog = page.getByRole('alertdialog', { name: /close registration/i });
      await dialog.waitFor();
      const words = await dialog.innerText();
      assert.match(words, /4 teams/);
      assert.match(words, /schedule is made/);
      assert.match(words, /cannot be undone/);
      // Focus starts on Cancel: a stray Enter changes nothing.
      assert.equal(
        await page.evaluate<string | null>(
          `document.activeElement?.getAttribute('data-testid') ?? null`,
        ),
        'confirm-cancel',
      );
      await page.screenshot({ path: join(SHOTS, `corners-close-registration-${size.label}.png`) });
      await assertAccessible(page, `the close-registration dialog, ${size.label}`);
      await page.getByTestId('confirm-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      // Escape cancels too; nothing was sent either time.
      await generate.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await ok(organizer, 'GET', `/api/events/${id}`)).status, 'registering');
      assert.equal(await page.locator('[data-testid="week"]').count(), 0);

      await generate.click();
      await page.getByTestId('confirm-ok').click();
      await page.locator('[data-testid="week"][data-week="1"]').waitFor();
      assert.equal((await ok(organizer, 'GET', `/api/events/${id}`)).status, 'scheduled');
      await context.close();
    });

    it('a new league offers no playoffs start; ending the season early says how many matches go unplayed and asks first', async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const { id } = await league(organizer, ['Aces', 'Bones', 'Carts', 'Dukes']);
      await ok(organizer, 'POST', `/api/events/${id}/generate`, {});
      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${id}`);
      await page.locator('[data-testid="week"][data-week="1"]').waitFor();
      assert.deepEqual(await spills(page), [], 'the league page');
      await page.screenshot({
        path: join(SHOTS, `corners-new-league-${size.label}.png`),
        fullPage: true,
      });

      // Before any result, no "Still tied: rank 1" over four teams that have not played.
      assert.match(await page.getByTestId('standings-none').innerText(), /No results yet/);
      assert.equal(await page.getByText('Still tied').count(), 0);
      assert.equal(await page.getByTestId('start-playoffs').count(), 0);
      // The weeks come first; the early end is below them, and says what is left.
      const weekTop = (await page.locator('[data-testid="week"]').first().boundingBox())?.y ?? 0;
      const playoffsTop = (await page.getByTestId('playoffs-section').boundingBox())?.y ?? 0;
      assert.ok(playoffsTop > weekTop, `playoffs at ${playoffsTop}, week 1 at ${weekTop}`);
      assert.match(await page.getByTestId('season-open').innerText(), /^6 season matches still/);

      const early = page.getByTestId('end-season-early');
      await early.click();
      const dialog = page.getByRole('alertdialog', { name: /end the season early/i });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /6 season matches have no final result/);
      assert.match(await dialog.innerText(), /cannot be undone/);
      await page.screenshot({ path: join(SHOTS, `corners-end-season-${size.label}.png`) });
      await page.getByTestId('confirm-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await ok(organizer, 'GET', `/api/events/${id}`)).playoffs ?? null, null);

      await early.click();
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('playoff-seeds').waitFor();
      assert.notEqual((await ok(organizer, 'GET', `/api/events/${id}`)).playoffs ?? null, null);
      await context.close();
    });

    it('a finished season offers "Start the playoffs", asked first', async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const { id, teams } = await league(organizer, ['Aces', 'Bones']);
      const view = await ok(organizer, 'POST', `/api/events/${id}/generate`, {});
      const match = view.rounds[0]?.matches[0];
      assert.ok(match);
      const [first, second] = match.teams.map((t) => teams.find((x) => x.id === t));
      assert.ok(first && second);
      const path = `/api/events/${id}/matches/${match.id}`;
      await ok(first.a, 'POST', `${path}/report`, {
        games: [
          [7, 3],
          [7, 2],
        ],
      });
      await ok(second.a, 'POST', `${path}/confirm`, {});

      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${id}`);
      const start = page.getByTestId('start-playoffs');
      await start.waitFor();
      assert.equal(await page.getByTestId('end-season-early').count(), 0);
      await start.click();
      const dialog = page.getByRole('alertdialog', { name: /start the playoffs/i });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /cannot be undone/);
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('playoff-seeds').waitFor();
      await context.close();
    });

    it("a pools event's standings show all their columns without a scrollbar", async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const created = await ok(organizer, 'POST', '/api/events', { kind: 'pools', name: 'Pools' });
      for (const name of ['Aces', 'Bones', 'Carts', 'Dukes', 'Eagles', 'Foxes']) {
        const a = await person(`${name} A`);
        const b = await person(`${name} B`);
        const view = await ok(a, 'POST', `/api/events/${created.id}/teams`, {
          name,
          partner: b.me.id,
        });
        const id = view.teams.find((t) => t.name === name)?.id ?? '';
        await ok(b, 'POST', `/api/events/${created.id}/teams/${id}/accept`, {});
      }
      await ok(organizer, 'POST', `/api/events/${created.id}/generate`, {});
      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${created.id}`);
      await page.locator('[data-testid="pool"][data-pool="B"]').waitFor();
      const hidden = await page.evaluate<
        string[]
      >(`[...document.querySelectorAll('.pool .table-scroll')]
        .filter((s) => s.scrollWidth > s.clientWidth)
        .map((s) => s.scrollWidth - s.clientWidth + 'px')`);
      assert.deepEqual(hidden, [], 'no pool standings scroll sideways');
      // The round's time box shows the limit a blank gives (001 I 4: "Single game matches shall
      // have a twenty-five minute time limit unless the tournament director stipulates otherwise").
      assert.equal(
        await page.getByTestId('start-minutes').first().getAttribute('placeholder'),
        '25 min',
      );
      assert.deepEqual(await spills(page), []);
      await context.close();
    });

    it('the scorekeeper\'s "Match over" shows the games won and every game\'s marks', async () => {
      const organizer = await signedUp(rig.url, 'Olive');
      const { id } = await league(organizer, ['Aces', 'Bones']);
      const view = await ok(organizer, 'POST', `/api/events/${id}/generate`, {});
      const match = view.rounds[0]?.matches[0];
      assert.ok(match);
      const path = `/api/events/${id}/matches/${match.id}/score`;
      // N bids 30 and makes it: a mark to North-South; E likewise to East-West.
      const hands = async (bidder: 'N' | 'E', n: number) => {
        for (let i = 0; i < n; i++)
          await ok(organizer, 'POST', path, {
            entry: { type: 'hand', bidder, bid: 30, made: true },
          });
      };
      await hands('E', 2);
      await hands('N', 7); // game 1: 7-2
      await hands('N', 3);
      await hands('E', 7); // game 2: 3-7
      await hands('N', 7); // game 3: 7-0
      const names = match.teams.map((t) => view.teams.find((x) => x.id === t)?.name);

      const context = await contextOf(organizer, size);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${id}/m/${match.id}/score`);
      await page.locator('[data-testid="scorekeeper"][data-over="true"]').waitFor();
      const won = page.getByTestId('sk-games-won');
      assert.deepEqual(await won.allInnerTexts(), ['2', '1']);
      assert.equal(await page.getByTestId('sk-marks').count(), 0, 'no 0-0 of a game not begun');
      const games = page.getByTestId('sk-game');
      assert.equal(await games.count(), 3);
      const lines = (await page.getByTestId('sk-game-marks').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' '),
      );
      assert.deepEqual(lines, [
        `${names[0]} 7 – 2 ${names[1]}`,
        `${names[0]} 3 – 7 ${names[1]}`,
        `${names[0]} 7 – 0 ${names[1]}`,
      ]);
      assert.match(
        await page.getByTestId('sk-over').innerText(),
        new RegExp(`${names[0]} won 2–1`),
      );
      await page.screenshot({
        path: join(SHOTS, `corners-match-over-${size.label}.png`),
        fullPage: true,
      });
      await assertAccessible(page, `the finished scorekeeper, ${size.label}`);
      await context.close();
    });
  });
}
