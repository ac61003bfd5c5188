import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apply,
  legalActions,
  newMatch,
  seedRng,
  toAct,
  type Action,
  type MatchState,
} from '@texas42/engine';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * Issue 16, bug 9 ("1 points"): a side with one point this hand reads "1 point", on the trick
 * pile by its seat and in the marks board, at both sizes. The position is made with the engine
 * from a seed (a trick with no count in it is worth one point) and opened as a solo match, so the
 * words are checked on a board that certainly shows a count of one. A bot holds the bid, so the
 * contract badge names a long bidder ("Nora (medium)"): whole on a phone too.
 */
const rig = browserRig();

const SIZES = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
] as const;

/**
 * Plays the engine's first legal action for every seat (the first bid, then passes) from `seed`
 * until a trick has been won, South is to play and one side has exactly one point; null if this
 * seed never gets there in its first hand.
 */
function onePointPosition(seed: number): MatchState | null {
  const made = newMatch({ rules: 'straight-42', seed });
  assert.ok(made.ok);
  let state = made.value;
  for (let step = 0; step < 200; step++) {
    if (state.phase === 'play' && state.hand.tricks.length > 0 && toAct(state) === 'S') {
      const { NS, EW } = state.hand.points;
      if ((NS === 1 || EW === 1) && state.hand.bidder !== 'S') return state;
    }
    if (state.phase !== 'shake' && state.phase !== 'bid' && state.phase !== 'declare')
      if (state.phase !== 'play') return null;
    const legal = legalActions(state);
    const pass = legal.find((a) => a.type === 'bid' && a.bid === 'pass');
    const open = legal.find((a) => a.type === 'bid' && typeof a.bid === 'number');
    const someBid = state.phase === 'bid' && state.hand.high !== null;
    const action: Action | undefined = someBid ? (pass ?? legal[0]) : (open ?? legal[0]);
    if (action === undefined) return null;
    const next = apply(state, action);
    assert.ok(next.ok, JSON.stringify(next));
    state = next.value;
  }
  return null;
}

/** Puts `state` in the solo page's IndexedDB record (solo-store.ts) and reloads to it. */
async function openAsSolo(page: Page, state: MatchState): Promise<void> {
  await page.goto(`${rig.url}/solo`);
  await page.locator('[data-testid="solo-page"][data-ready="true"]').waitFor();
  const match = {
    settings: { level: 'medium', rules: 'straight-42', pauseMs: 0, handPauseMs: 0 },
    state,
    rng: seedRng(7),
    startedAt: new Date().toISOString(),
  };
  await page.evaluate(
    `new Promise((resolve, reject) => {
      const open = indexedDB.open('texas42-solo', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('matches');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('matches', 'readwrite');
        tx.objectStore('matches').put(${JSON.stringify(match)}, 'current');
        tx.oncomplete = () => { open.result.close(); resolve(true); };
        tx.onerror = () => reject(tx.error);
      };
    })`,
  );
  await page.reload();
  await page.getByTestId('board').waitFor();
}

describe('issue 16: one point is "1 point" (bug 9)', () => {
  it('the trick pile and the marks board say "1 pt" and "1 point", never "1 pts" or "1 points"; the contract badge is whole', async () => {
    let state: MatchState | null = null;
    for (let seed = 1; state === null && seed < 500; seed++) state = onePointPosition(seed);
    assert.ok(state !== null && state.phase === 'play', 'a seed gives a side one point');
    const points = state.hand.points;
    const one = points.NS === 1 ? 'NS' : 'EW';
    for (const viewport of SIZES) {
      const page = await rig.browser.newPage({ viewport });
      await openAsSolo(page, state);
      await page.locator('[data-testid="hand-domino"][data-playable="true"]').first().waitFor();
      const pile = page.locator(`[data-testid="trick-pile"][data-team="${one}"] .pile-count`);
      const tricks: number = state.hand.tricksWon[one];
      assert.equal(
        await pile.textContent(),
        `${tricks} ${tricks === 1 ? 'trick' : 'tricks'} · 1 pt`,
      );
      const board = page.locator(`[data-testid="scoreboard"] [data-team="${one}"] .score-points`);
      assert.equal(await board.textContent(), '1 point this hand');
      const words = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      assert.doesNotMatch(words, /\b1 (pts|points|tricks)\b/);
      // The badge says the whole contract, bidder and all, and South is "You", not "You (you)".
      const badge = page.getByTestId('contract-badge');
      assert.match((await badge.textContent()) ?? '', / by (Nora|Eli|Walt) \(medium\)$/);
      const cut = await page.evaluate<boolean>(
        `(() => { const b = document.querySelector('[data-testid="contract-badge"]');
          return b.scrollWidth > b.clientWidth; })()`,
      );
      assert.equal(cut, false, `the badge is whole at ${viewport.width}px`);
      assert.equal(
        await page.locator('[data-testid="seat-panel"][data-seat="S"] .seat-name').innerText(),
        'You',
      );
      await page.screenshot({ path: join(SHOTS, `one-point-${viewport.width}.png`) });
      await page.close();
    }
  });
});
