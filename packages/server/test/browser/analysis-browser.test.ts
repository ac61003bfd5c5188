import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  SEATS,
  apply,
  finishedHands,
  newMatch,
  resolveRules,
  toAct,
  type Domino,
  type MatchState,
  type Seat,
} from '@texas42/engine';
import { moveValues } from '@texas42/solver';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { clickAMove, openNewTable, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * The analysis board (issue 18) in chromium: a deal valued play by play by the solver in the
 * page's Web Worker, checked here against the solver run in Node on the same deal; the best line
 * played out, a branch beside it, the board's own link opening the same board; the hard bot's
 * view from one seat; bidding help; a hand set up by clicking dominoes into seats and a pasted
 * hand record; all of it with the network cut, at a desktop's size and a phone's.
 */
const rig = browserRig({ botDelayMs: 0, handPauseMs: 30_000 });

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** Polls `expression` in the page until it is true (the site's CSP refuses waitForFunction's eval). */
async function until(page: Page, expression: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await page.evaluate(expression)) !== true) {
    assert.ok(Date.now() < deadline, `${expression} within ${ms} ms`);
    await page.waitForTimeout(50);
  }
}

const solvedReady =
  "document.querySelector('[data-testid=ab-solved]')?.getAttribute('data-ready') === 'true'";

/** Each element's attributes `names`, in order (the tests are compiled without the DOM's types). */
async function attributes(all: Locator, names: readonly string[]): Promise<string[][]> {
  const out: string[][] = [];
  for (const one of await all.all())
    out.push(await Promise.all(names.map(async (n) => (await one.getAttribute(n)) ?? '')));
  return out;
}

/** The dominoes each seat holds on the board, as drawn. */
async function handsShown(page: Page): Promise<Record<Seat, Domino[]>> {
  const out = { N: [], E: [], S: [], W: [] } as Record<Seat, Domino[]>;
  for (const seat of SEATS) {
    const tiles = page.locator(
      `[data-testid="ab-seat"][data-seat="${seat}"] [data-testid="ab-domino"]`,
    );
    for (const [d] of await attributes(tiles, ['data-domino'])) out[seat].push(d as Domino);
  }
  return out;
}

/** The rows of the values table: domino, what the bidder's side ends with, points lost. */
async function valuesShown(page: Page): Promise<{ domino: string; ends: number; lost: number }[]> {
  const rows = await attributes(page.getByTestId('ab-value-row'), [
    'data-domino',
    'data-ends',
    'data-lost',
  ]);
  return rows.map(([domino, ends, lost]) => ({
    domino: domino ?? '',
    ends: Number(ends),
    lost: Number(lost),
  }));
}

/** The board's default hand in Node: West deals, North bids 30 and names sixes. */
function declared(hands: Record<Seat, Domino[]>): MatchState {
  const rules = resolveRules('austin-league');
  assert.ok(rules.ok);
  const o = rules.value.options;
  const playOut = {
    ref: rules.value.ref,
    options: { ...o, play: { ...o.play, endWhenDecided: false }, match: { ...o.match, bestOf: 1 } },
  };
  const started = newMatch({ rules: playOut, seed: 0, firstShaker: 'W' });
  assert.ok(started.ok);
  let state = started.value;
  const step = (action: unknown): void => {
    const r = apply(state, action);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    state = r.value;
  };
  step({ type: 'shake', seat: 'W', hands });
  for (const bid of [30, 'pass', 'pass', 'pass']) step({ type: 'bid', seat: toAct(state), bid });
  step({ type: 'declare', seat: 'N', contract: 'sixes' });
  return state;
}

describe('the analysis board', () => {
  it('values every legal play exactly, plays the best line, branches, and its link opens the same board', async () => {
    const context = await rig.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${rig.url}/analysis`);
    await page.getByTestId('analysis-page').waitFor();
    await until(page, solvedReady);

    // The first lead, against the solver in Node on the same deal.
    const hands = await handsShown(page);
    assert.deepEqual(
      SEATS.map((s) => hands[s].length),
      [7, 7, 7, 7],
    );
    const state = declared(hands);
    assert.ok(state.phase === 'play');
    const expected = moveValues(state.hand, state.rules.options);
    const shown = await valuesShown(page);
    const best = expected[0]?.value ?? NaN;
    assert.deepEqual(
      shown.map((r) => [r.domino, r.ends, r.lost]).sort(),
      expected.map((v) => [v.domino, v.value, best - v.value]).sort(),
      "every legal lead with North-South's exact final points and the points it loses",
    );
    assert.equal(shown[0]?.lost, 0, 'best first');
    const made = (await page.getByTestId('ab-verdict').getAttribute('data-made')) === 'true';
    assert.equal(made, best >= 30, 'made with best play exactly when the solver takes 30');
    const ms = Number(await page.getByTestId('ab-ms').getAttribute('data-ms'));
    const shownMs = Number(await page.getByTestId('ab-ms').getAttribute('data-shown-ms'));
    console.log(
      `# analysis board: full-hand solve (every lead valued) ${ms.toFixed(1)} ms in the worker, ${shownMs.toFixed(1)} ms from asking to shown`,
    );
    await page.screenshot({ path: join(SHOTS, 'analysis-board-1366.png') });
    await assertAccessible(page, 'the analysis board');

    // The best line, played to the end: the hand ends as the solver said.
    await until(
      page,
      "document.querySelector('[data-testid=ab-solved]')?.getAttribute('data-line-ready') === 'true'",
    );
    const line = await page.getByTestId('ab-line-play').count();
    assert.equal(line, 28, 'the best line runs to the last trick');
    await page.getByTestId('ab-line-all').click();
    await until(
      page,
      "document.querySelector('[data-testid=analysis-page]')?.getAttribute('data-at') === '28'",
    );
    const where = (await page.getByTestId('ab-where').textContent()) ?? '';
    assert.match(where, new RegExp(`Hand over: (made|set), ${best}–${42 - best}`));

    // Back to the lead and a worse one: a second line, beside the first.
    await page.getByTestId('ab-first').click();
    await until(page, solvedReady);
    const worse = shown.find((r) => r.lost > 0) ?? shown[shown.length - 1];
    assert.ok(worse);
    await page
      .locator(
        `[data-testid="ab-seat"][data-seat="N"] [data-testid="ab-domino"][data-domino="${worse.domino}"]`,
      )
      .click();
    await until(page, solvedReady);
    assert.equal(await page.getByTestId('ab-line-row').count(), 2, 'the new line beside the old');
    assert.equal(
      await page
        .locator('[data-testid="ab-line-row"][data-current="true"]')
        .textContent()
        .then((t) => t?.includes(worse.domino)),
      true,
    );
    // After that lead, the best the side can do is what the lead was worth.
    const after = await valuesShown(page);
    const bestAfter = Math.max(...after.map((r) => r.ends));
    const minAfter = Math.min(...after.map((r) => r.ends));
    // East follows: East-West minimize North-South's points; best for them is the least.
    assert.equal(minAfter, worse.ends, 'the value of the lead is the value after it');
    assert.ok(bestAfter >= minAfter);
    await page.screenshot({ path: join(SHOTS, 'analysis-branch-1366.png') });

    // The address carries the board: opened elsewhere, the same hands and the same play.
    const address = page.url();
    assert.match(address, /\/analysis\?h=1\./);
    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(address);
    await until(other, solvedReady);
    assert.deepEqual(await handsShown(other), await handsShown(page));
    assert.equal(await other.getByTestId('analysis-page').getAttribute('data-at'), '1');
    assert.deepEqual(await valuesShown(other), after);
    await other.screenshot({ path: join(SHOTS, 'analysis-board-390.png'), fullPage: true });
    await other.close();
    await context.close();
  });

  it("shows the hard bot's view from the seat to play and bidding help, with the network cut", async () => {
    const context = await rig.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${rig.url}/analysis`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    if ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true)
      await page.reload();
    await until(page, 'navigator.serviceWorker.controller !== null');
    await context.setOffline(true);
    await page.reload();
    await until(page, solvedReady);

    await page.getByTestId('ab-seat-view-toggle').check();
    await until(
      page,
      "document.querySelector('[data-testid=ab-seat-view]')?.getAttribute('data-ready') === 'true'",
    );
    // North leads: the other hands are hidden, North's are shown.
    assert.equal(
      await page
        .locator('[data-testid="ab-seat"][data-seat="N"] [data-testid="ab-domino"]')
        .count(),
      7,
    );
    assert.equal(await page.locator('.ab-back').count(), 21);
    const rows = (
      await attributes(page.getByTestId('seat-view-row'), ['data-domino', 'data-best'])
    ).map(([domino, best]) => ({ domino: domino ?? '', best: Number(best) }));
    assert.ok(rows.length >= 1);
    const samples = Number(await page.getByTestId('ab-seat-view').getAttribute('data-samples'));
    assert.ok(samples > 0 && samples <= 20, 'the hard bot samples up to 20 deals a play');
    assert.ok(rows.every((r) => r.best >= 0 && r.best <= samples));
    assert.ok(
      rows.reduce((n, r) => n + r.best, 0) >= samples,
      'every sampled deal has a best play',
    );
    const bot = (await page.getByTestId('seat-view-bot').textContent()) ?? '';
    assert.ok(
      rows.some((r) => bot.includes(r.domino ?? '?')),
      'the bot plays one of the legal dominoes',
    );
    await page.screenshot({ path: join(SHOTS, 'analysis-seat-view-390.png'), fullPage: true });

    await page.getByTestId('ab-bidding-ask').click();
    await page.getByTestId('ab-bidding-table').waitFor({ timeout: 120_000 });
    const cells = await page.getByTestId('ab-bidding-cell').allTextContents();
    assert.ok(
      cells.length >= 3 * 14,
      'a row a bid (30-41 and the marks bids), a column a contract',
    );
    assert.ok(cells.every((c) => /^(\d{1,3}%|—)$/.test(c)));
    // A higher bid is never made more often than a lower one with the same contract.
    const columns = await page.locator('[data-testid="ab-bidding-table"] thead th').count();
    const perRow = columns - 1;
    for (let col = 0; col < perRow; col++) {
      let previous = 101;
      for (let row = 0; row < 12; row++) {
        const text = cells[row * perRow + col] ?? '—';
        if (text === '—') continue;
        const pct = Number(text.slice(0, -1));
        assert.ok(pct <= previous, `column ${col}: ${text} after ${previous}%`);
        previous = pct;
      }
    }
    await page.getByTestId('ab-bidding').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'analysis-bidding-390.png') });
    await context.close();
  });

  it('sets up a hand by clicking dominoes into seats, and opens a pasted hand record', async () => {
    const page = await rig.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${rig.url}/analysis`);
    await until(page, solvedReady);
    await page.getByTestId('ab-edit').click();
    await page.getByTestId('ab-setup').waitFor();
    await page.getByRole('button', { name: 'Clear the hands' }).click();
    // North gets the six-suit's top seven; the rest is dealt at random.
    const north: Domino[] = ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'];
    for (const d of north)
      await page.locator(`[data-testid="ab-pick"][data-domino="${d}"]`).click();
    assert.equal(
      await page.getByTestId('ab-analyze').isDisabled(),
      true,
      'not before 28 are dealt',
    );
    await page.getByTestId('ab-fill').click();
    await page.getByTestId('ab-bid').selectOption('2m');
    await page.getByTestId('ab-contract').selectOption('sixes');
    await page.screenshot({ path: join(SHOTS, 'analysis-setup-1366.png'), fullPage: true });
    await page.getByTestId('ab-analyze').click();
    await until(page, solvedReady);
    assert.deepEqual((await handsShown(page)).N.sort(), [...north].sort());
    // Seven trumps from the lead: every trick, so 2 marks are made whatever is led.
    assert.equal(await page.getByTestId('ab-verdict').getAttribute('data-made'), 'true');
    assert.ok((await valuesShown(page)).every((r) => r.ends === 42));

    // A pasted record opens at its first lead, its plays ready to step through.
    const record = {
      rules: 'straight-42',
      dealer: 'S',
      hands: {
        N: ['6-6', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'],
        E: ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-4'],
        S: ['5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1'],
        W: ['4-0', '3-2', '3-1', '3-0', '2-1', '2-0', '1-0'],
      },
      bids: ['pass', 'pass', 30, 'pass'],
      contract: 'sixes',
      plays: ['6-2', '5-3', '4-0', '6-6'],
    };
    await page.getByTestId('ab-edit').click();
    await page.getByText('Paste a hand record').click();
    await page.getByTestId('ab-paste').fill('{"rules": "straight-42", "dealer": "Q"}');
    await page.getByTestId('ab-paste-open').click();
    assert.match((await page.getByTestId('ab-problem').textContent()) ?? '', /dealer/);
    await page.getByTestId('ab-paste').fill(JSON.stringify(record));
    await page.getByTestId('ab-paste-open').click();
    await until(page, solvedReady);
    assert.equal(await page.getByTestId('analysis-page').getAttribute('data-plays'), '4');
    await page.getByTestId('ab-last').click();
    await until(page, solvedReady);
    // East leads 6-2, North trumps it with 6-6: the trick is North's; North leads the second trick.
    assert.match((await page.getByTestId('ab-solved').textContent()) ?? '', /North to play/);
    await page.close();
  });

  it("opens a finished hand from a table's history on the board", async () => {
    const page = await rig.browser.newPage({ viewport: DESKTOP });
    await page.goto(rig.url);
    await signInAsGuest(page, 'Ana');
    await page.getByTestId('lobby').waitFor();
    const { id } = await openNewTable(page, { rules: 'straight-42', seat: 'S', bots: 'medium' });
    const room = await rig.server.tables.room(id);
    const declaredHand = () => finishedHands(room.state).find((h) => h.contract !== null);
    await waitUntil(
      async () => {
        if (declaredHand() !== undefined) return true;
        // The panel can give way by itself between the look and the click.
        if (await page.getByTestId('hand-over-close').isVisible())
          await page
            .getByTestId('hand-over-close')
            .click({ timeout: 2000 })
            .catch(() => undefined);
        else await clickAMove(page);
        return false;
      },
      180_000,
      'a hand played to its end',
    );
    const hand = declaredHand();
    assert.ok(hand);
    const index = finishedHands(room.state).indexOf(hand);
    await page.goto(`${rig.url}/t/${id}/history`);
    await page.locator(`[data-testid="history-hand"][data-index="${index}"]`).click();
    await page.getByTestId('history-analysis-link').click();
    await until(page, solvedReady);
    assert.match(page.url(), /\/analysis\?h=/);
    const shown = await handsShown(page);
    for (const seat of SEATS)
      assert.deepEqual([...shown[seat]].sort(), [...hand.dealt[seat]].sort());
    // It opens at the first lead, with the hand's plays to step through.
    assert.equal(await page.getByTestId('analysis-page').getAttribute('data-at'), '0');
    assert.equal(
      Number(await page.getByTestId('analysis-page').getAttribute('data-plays')),
      hand.tricks.reduce((n, t) => n + t.plays.length, 0) + hand.trick.length,
    );
    await page.close();
  });
});
