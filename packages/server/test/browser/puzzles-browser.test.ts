import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { defaultPuzzleFile } from '../../src/puzzles/catalog.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';

/** The Puzzles page in chromium, at a desk and on a phone: solve one, miss one, see the proof. */
const rig = browserRig();

interface Entry {
  id: string;
  answer: string;
  view: { legal: string[] };
}
const byId = new Map(
  (JSON.parse(readFileSync(defaultPuzzleFile(), 'utf8')) as { puzzles: Entry[] }).puzzles.map(
    (p) => [p.id, p],
  ),
);

describe('puzzles in chromium', () => {
  for (const [viewport, suffix] of [
    [{ width: 1366, height: 850 }, ''],
    [{ width: 390, height: 844 }, '-phone'],
  ] as const)
    it(`a guest solves a puzzle, sees the proof, misses the next one (${viewport.width}x${viewport.height})`, async () => {
      const context = await rig.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(rig.url);
      await page.getByTestId('guest-name').fill(`Puzzler${suffix}`);
      await page.getByTestId('signin-submit').click();
      await page.getByTestId('lobby').waitFor();
      await page.getByTestId('puzzles-link').click();
      const board = page.getByTestId('puzzle');
      await board.waitFor();
      assert.equal(new URL(page.url()).pathname, '/puzzles');
      const id = (await board.getAttribute('data-puzzle')) ?? '';
      const p = byId.get(id);
      assert.ok(p !== undefined, `a shipped puzzle: ${id}`);
      assert.match(
        (await page.getByTestId('puzzle-task').textContent()) ?? '',
        /Find the one domino that (makes|sets) the bid/,
      );
      assert.equal(await page.getByTestId('puzzle-player-rating').textContent(), '1500 ± 350');
      // Only the legal dominoes may be chosen.
      const enabled: string[] = [];
      for (const b of await page.locator('.puzzle-hand button:not([disabled])').all())
        enabled.push((await b.getAttribute('data-domino')) ?? '');
      assert.deepEqual([...enabled].sort(), [...p.view.legal].sort());
      await assertAccessible(page, `puzzle${suffix}`);
      await page.screenshot({ path: join(SHOTS, `puzzle${suffix}.png`), fullPage: true });

      await page.locator(`.puzzle-hand button[data-domino="${p.answer}"]`).click();
      await page.getByTestId('puzzle-verdict').waitFor();
      assert.match((await page.getByTestId('puzzle-result').textContent()) ?? '', /^Right: /);
      assert.match((await page.getByTestId('puzzle-streak').textContent()) ?? '', /^1/);
      const rating = (await page.getByTestId('puzzle-player-rating').textContent()) ?? '';
      assert.ok(Number(rating.split(' ')[0]) > 1500, rating);
      assert.equal(
        await page.getByTestId('puzzle-values').locator('tbody tr').count(),
        p.view.legal.length,
      );
      assert.ok((await page.getByTestId('puzzle-line').locator('li').count()) >= 2);
      await page.screenshot({ path: join(SHOTS, `puzzle-solved${suffix}.png`), fullPage: true });

      await page.getByTestId('puzzle-next').click();
      await page.locator(`[data-testid="puzzle"]:not([data-puzzle="${id}"])`).waitFor();
      const nextId = (await board.getAttribute('data-puzzle')) ?? '';
      const q = byId.get(nextId) as Entry;
      const wrong = q.view.legal.find((d) => d !== q.answer) as string;
      await page.locator(`.puzzle-hand button[data-domino="${wrong}"]`).click();
      await page.getByTestId('puzzle-verdict').waitFor();
      assert.match((await page.getByTestId('puzzle-result').textContent()) ?? '', /^Not this time/);
      assert.match((await page.getByTestId('puzzle-streak').textContent()) ?? '', /^0 \(best 1\)/);
      await page.screenshot({ path: join(SHOTS, `puzzle-missed${suffix}.png`), fullPage: true });
      await context.close();
    });
});
