import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventWithTeams, matchOf, ok } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import type { Client } from '../support/harness.js';

/**
 * Corrections in chromium at desktop (1366x850) and phone (390x844) size (issue 27): a captain
 * corrects their own report while it waits for the other team; the organizer corrects a confirmed
 * result, asked first in words that name it, and the bracket follows.
 */
const rig = browserRig();

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function pageOf(c: Client, viewport: { width: number; height: number }, path: string) {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  const page = await context.newPage();
  await page.goto(`${rig.url}${path}`);
  await page.getByTestId('event-page').waitFor();
  return page;
}

/** Types a match's games into a card's score inputs. */
async function typeGames(
  card: Locator,
  testId: string,
  games: readonly (readonly [number, number])[],
) {
  for (const [g, [x, y]] of games.entries()) {
    await card
      .locator(`[data-testid="${testId}"] input[data-game="${g}"][data-side="0"]`)
      .fill(String(x));
    await card
      .locator(`[data-testid="${testId}"] input[data-game="${g}"][data-side="1"]`)
      .fill(String(y));
  }
}

const card = (page: Page, match: string): Locator =>
  page.locator(`[data-testid="match-row"][data-match="${match}"]`);

describe('corrections in chromium', () => {
  for (const size of SIZES)
    it(`a captain corrects their report; the organizer corrects a confirmed result (${size.name})`, async () => {
      const { organizer, id, teams } = await eventWithTeams(
        rig.url,
        {
          kind: 'single-elimination',
          name: `Corrections ${size.name}`,
          rounds: { first: 3, later: 3, final: 3 },
        },
        ['Aces', 'Bones', 'Carts', 'Dukes'],
      );
      const [aces, bones, carts, dukes] = teams as [
        (typeof teams)[0],
        (typeof teams)[0],
        (typeof teams)[0],
        (typeof teams)[0],
      ];
      const path = `/api/events/${id}`;
      await ok(organizer.c, 'POST', `${path}/generate`, {});
      await ok(bones.a.c, 'POST', `${path}/matches/r1-2/report`, {
        games: [
          [7, 2],
          [7, 2],
        ],
      });
      await ok(carts.a.c, 'POST', `${path}/matches/r1-2/dispute`, { comment: 'we won game 2' });
      await ok(aces.a.c, 'POST', `${path}/matches/r1-1/report`, {
        games: [
          [7, 3],
          [7, 3],
        ],
      });

      // The Dukes' page says first what waits for them, in a line that opens the match.
      const other = await pageOf(dukes.b.c, size.viewport, `/e/${id}`);
      const line = other.getByTestId('your-match');
      assert.equal(
        await line.locator('summary').textContent(),
        'Aces v Dukes: Aces reported a result; it waits for your answer',
      );
      await other.screenshot({ path: join(SHOTS, `your-match-${size.name}.png`) });
      await line.locator('summary').click();
      await line.getByTestId('your-match-card').getByTestId('confirm-result').waitFor();
      await other.context().close();

      // The Aces' captain sees the typo while the Dukes have not answered: a second game of 7-4.
      const captain = await pageOf(aces.a.c, size.viewport, `/e/${id}`);
      const mine = card(captain, 'r1-1');
      await mine.getByTestId('correct-open').click();
      await typeGames(mine, 'correct-scores', [
        [7, 3],
        [7, 4],
      ]);
      await mine.getByTestId('correct-comment').fill('game 2 was 7-4');
      await captain.screenshot({ path: join(SHOTS, `correct-report-${size.name}.png`) });
      await mine.getByTestId('correct-submit').click();
      await mine.getByTestId('match-score').filter({ hasText: '7-3, 7-4' }).waitFor();
      await assertAccessible(captain, `a captain's correction (${size.name})`);
      await ok(dukes.a.c, 'POST', `${path}/matches/r1-1/confirm`, {});

      // The organizer: the dispute is first on the page, and its line opens the match.
      const olive = await pageOf(organizer.c, size.viewport, `/e/${id}`);
      const item = olive.getByTestId('attention-item');
      assert.equal(await item.count(), 1);
      assert.equal(
        await item.textContent(),
        `Bones v Carts: disputed: rule on it (since ${new Date().toISOString().slice(0, 10)})`,
      );
      await olive.screenshot({ path: join(SHOTS, `needs-attention-${size.name}.png`) });
      await item.getByRole('link').click();
      await olive.getByTestId('focused-match-card').getByTestId('rule-form').waitFor();
      await ok(organizer.c, 'POST', `${path}/matches/r1-2/rule`, {
        comment: 'as reported',
        games: [
          [7, 2],
          [7, 2],
        ],
      });
      await olive.goto(`${rig.url}/e/${id}`);
      await olive.getByTestId('event-page').waitFor();
      // The sheet was mis-keyed after all, the Dukes won.
      const confirmed = card(olive, 'r1-1');
      await confirmed.getByTestId('amend-open').click();
      await typeGames(confirmed, 'amend-scores', [
        [3, 7],
        [4, 7],
      ]);
      await confirmed.getByTestId('amend-comment').fill('the paper sheet was mis-keyed');
      await confirmed.getByTestId('amend-submit').click();
      const ask = olive.getByTestId('amend-confirm');
      await ask.waitFor();
      assert.match(
        (await ask.textContent()) ?? '',
        /Record Aces 0-2 Dukes \(3-7, 4-7\) as the final result of Aces v Dukes\? Both teams are told: “the paper sheet was mis-keyed”/,
      );
      await assertAccessible(olive, `the correction's question (${size.name})`);
      await olive.screenshot({ path: join(SHOTS, `amend-confirm-${size.name}.png`) });
      await ask.getByTestId('confirm-ok').click();
      await confirmed.getByTestId('match-score').filter({ hasText: '3-7, 4-7' }).waitFor();
      await olive.screenshot({ path: join(SHOTS, `amend-done-${size.name}.png`) });
      const view = await ok(organizer.c, 'GET', path);
      assert.equal(matchOf(view, 'r1-1').status, 'ruled');
      assert.deepEqual(matchOf(view, 'r2-1').teams, [dukes.id, bones.id], 'the Dukes go on');
      for (const p of [captain, olive]) await p.context().close();
    });
});
