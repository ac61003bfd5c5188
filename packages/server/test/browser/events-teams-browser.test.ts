import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventView } from '@texas42/protocol';
import { ok, person, organizer as signedUp } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * Teams by name in chromium (issue 17, point 3): the organizer pastes a list of teams, sees each
 * line judged before adding, makes the schedule, and every page shows names; a named player
 * claims their place with the organizer's link.
 */
const rig = browserRig();

async function contextOf(
  p: Awaited<ReturnType<typeof person>>,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

const SIZES = [
  { label: 'desktop', viewport: { width: 1366, height: 850 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const LIST = [
  'Aces: Ann Lee, Bob Ray',
  'Bones: Cy Young & Di Moss',
  'Crows - Ed Fox and Flo Gay',
  'Deuces, Gus Hale, Hal Ives',
];

describe('the organizer adds teams by name in chromium', () => {
  for (const { label, viewport } of SIZES)
    it(`${label}: pastes four teams, makes the schedule, names everywhere; Ann claims her place`, async () => {
      const o = await signedUp(rig.url, 'Olive');
      const ev = await ok<EventView>(o.c, 'POST', '/api/events', {
        kind: 'round-robin',
        name: `Paper Cup ${label}`,
      });
      const context = await contextOf(o, viewport);
      const page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
      await page.goto(`${rig.url}/e/${ev.id}`);
      const form = page.getByTestId('named-teams');
      await form.getByTestId('named-mode-list').click();
      // A mistake first: the preview names the line and what is wrong, and nothing is added.
      await form
        .getByTestId('named-list-text')
        .fill([...LIST, 'aces: Jo King, Kim Lam'].join('\n'));
      const lines = form.getByTestId('named-preview-line');
      await lines.nth(4).waitFor();
      assert.equal(await lines.nth(4).getAttribute('data-ok'), 'no');
      assert.match(
        (await lines.nth(4).textContent()) ?? '',
        /Line 5.*team "aces" is also on line 1/,
      );
      assert.equal(await form.getByTestId('named-add-list').isDisabled(), true);
      await page.screenshot({
        path: join(SHOTS, `event-teams-preview-${label}.png`),
        fullPage: true,
      });
      await assertAccessible(page, `the teams by name form with its preview (${label})`);
      await form.getByTestId('named-list-text').fill(LIST.join('\n'));
      await form.getByTestId('named-add-list').getByText('Add 4 teams').click();
      const aces = page.locator('[data-testid="team-row"][data-team="Aces"]');
      await aces.getByTestId('named-player').getByText('Ann Lee').waitFor();
      assert.equal(await page.getByTestId('named-player').count(), 8);

      // The organizer copies Ann Lee's link.
      await aces.locator('[data-player="Ann Lee"]').getByTestId('claim-link-make').click();
      const linkBox = aces.locator('[data-player="Ann Lee"]').getByTestId('claim-link-url');
      await linkBox.waitFor();
      const link = await linkBox.inputValue();
      assert.match(link, new RegExp(`^${rig.url}/e/${ev.id}\\?claim=[A-Za-z0-9_-]{43}$`));
      await page.screenshot({
        path: join(SHOTS, `event-teams-added-${label}.png`),
        fullPage: true,
      });
      await assertAccessible(page, `named teams and a claim link (${label})`);

      // The schedule: every match names its teams, and no id of a team or player shows anywhere.
      await page.getByTestId('generate').click();
      await page.getByTestId('confirm-ok').click(); // the dialog that asks first
      await page.locator('[data-testid="event-page"][data-status="scheduled"]').waitFor();
      const view = await ok<EventView>(o.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(view.rounds.length, 3, 'four teams: three rounds');
      const text = (await page.locator('main').innerText()) ?? '';
      for (const name of ['Aces', 'Bones', 'Crows', 'Deuces']) assert.ok(text.includes(name));
      const ids = view.teams.flatMap((t) => [t.id, ...t.players.map((p) => p?.id ?? '')]);
      for (const id of ids) assert.ok(!text.includes(id), `no id on the page (${id})`);
      await page.screenshot({
        path: join(SHOTS, `event-teams-schedule-${label}.png`),
        fullPage: true,
      });
      const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
      assert.ok(width <= viewport.width, `no sideways scrolling (${width}px)`);
      // The printable sheet and the scorekeeper of a match name its teams and players too.
      const first = view.rounds[0]?.matches[0];
      assert.ok(first);
      for (const [where, testid] of [
        ['sheet', 'score-sheet'],
        ['score', 'scorekeeper'],
      ] as const) {
        await page.goto(`${rig.url}/e/${ev.id}/m/${first.id}/${where}`);
        const sheet = await page.getByTestId(testid).innerText();
        for (const t of first.teams) {
          const named = view.teams.find((x) => x.id === t);
          assert.ok(named && sheet.includes(named.name), `${where} names ${named?.name}`);
          for (const p of named.players) assert.ok(p && sheet.includes(p.name));
        }
        for (const id of ids) assert.ok(!sheet.includes(id), `no id on the ${where} (${id})`);
      }
      await page.screenshot({ path: join(SHOTS, `event-teams-scorekeeper-${label}.png`) });

      // Ann opens her link signed in and takes her place.
      const ann = await person(rig.url, 'Ann');
      const annContext = await contextOf(ann, viewport);
      const annPage = await annContext.newPage();
      await annPage.goto(link);
      // The page says whose place the link is for before anything is taken.
      await annPage.getByTestId('claim-for').getByText('Ann Lee').waitFor();
      assert.match(await annPage.getByTestId('claim-for').innerText(), /to Ann Lee of Aces/);
      await annPage.screenshot({ path: join(SHOTS, `event-teams-claim-${label}.png`) });
      await annPage.getByTestId('claim-submit').getByText('I am Ann Lee').click();
      await annPage.getByTestId('claim-done').getByText('Aces').waitFor();
      const mine = annPage.locator('[data-testid="team-row"][data-team="Aces"]');
      await mine.getByText('Ann', { exact: true }).waitFor();
      assert.equal(new URL(annPage.url()).search, '', 'the spent link leaves the address bar');
      await annPage.screenshot({
        path: join(SHOTS, `event-teams-claimed-${label}.png`),
        fullPage: true,
      });
      // Opened again, the link says it was used.
      await annPage.goto(link);
      await annPage
        .getByTestId('claim-used')
        .getByText(/used already/)
        .waitFor();
      const after = await ok<EventView>(o.c, 'GET', `/api/events/${ev.id}`);
      assert.equal(after.teams.find((t) => t.name === 'Aces')?.players[0]?.id, ann.id);
      await annContext.close();
      await context.close();
    });
});
