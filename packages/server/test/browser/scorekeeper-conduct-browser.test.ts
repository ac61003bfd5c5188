import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { EventScoresheet, EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * The table's procedure on the phone scorekeeper (austin-league, 000): "If a player bids out of
 * order ... The other team may also elect to have the hand shaken again by the same shaker."; and
 * a shake by the wrong player, 001 II.5 (the austin-league profile follows its procedure).
 */
const rig = browserRig();

async function person(name: string): Promise<{ c: Client; me: Me }> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

async function ok<T = EventView>(c: Client, method: string, path: string, body?: unknown) {
  const r = await c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

describe('the scorekeeper records a bid out of turn and a wrong shaker', () => {
  it('from the phone: the same shaker shakes again; after a wrong shake found after trump the seat due shakes next', async () => {
    const organizer = await signedUp(rig.url, 'Olive');
    const created = await ok(organizer.c, 'POST', '/api/events', {
      kind: 'league',
      name: 'Friday League',
    });
    const people = [];
    for (const name of ['Aces', 'Bones']) {
      const a = await person(`${name} A`);
      const b = await person(`${name} B`);
      const view = await ok(a.c, 'POST', `/api/events/${created.id}/teams`, {
        name,
        partner: b.me.id,
      });
      const id = view.teams.find((t) => t.name === name)?.id ?? '';
      await ok(b.c, 'POST', `/api/events/${created.id}/teams/${id}/accept`, {});
      people.push(a);
    }
    const view = await ok(organizer.c, 'POST', `/api/events/${created.id}/generate`, {});
    const match = view.rounds[0]?.matches[0];
    assert.ok(match);
    const keeper = people[0];
    assert.ok(keeper);
    const path = `/api/events/${created.id}/matches/${match.id}/score`;

    // A bad choice is refused naming the field; the sheet says what the rules allow.
    const bad = await keeper.c.call<{ error: { code: string; at: string } }>('POST', path, {
      entry: { type: 'out-of-turn', by: 'E', choice: 'maybe' },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.error.at, 'entry.choice');
    const sheet = await ok<EventScoresheet>(keeper.c, 'GET', path);
    assert.equal(sheet.outOfTurnBid, 'opponents-choose');

    for (const [label, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 850 }],
    ] as const) {
      const context = await rig.browser.newContext({
        viewport,
        ...(label === 'phone' ? { hasTouch: true, isMobile: true } : {}),
      });
      const [name, value] = keeper.c.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: rig.url }]);
      const page = await context.newPage();
      await page.goto(`${rig.url}/#/e/${created.id}/m/${match.id}/score`);
      await page.getByTestId('scorekeeper').waitFor();
      const shaker = await page.getByTestId('sk-shaker').getAttribute('data-seat');
      assert.ok(shaker !== null);
      const offender = shaker === 'E' ? 'S' : 'E';
      await page.locator('[data-testid="sk-procedure"] summary').click();
      await page.locator(`[data-testid="sk-procedure-seat"][data-seat="${offender}"]`).click();
      await page.getByTestId('sk-out-of-turn-reshake').click();
      await page.locator('[data-testid="sk-hands"] li', { hasText: 'reshaken' }).first().waitFor();
      assert.equal(
        await page.getByTestId('sk-shaker').getAttribute('data-seat'),
        shaker,
        'the same shaker shakes again',
      );
      await page.locator('[data-testid="sk-procedure"] summary').click();
      await page.screenshot({
        path: join(SHOTS, `scorekeeper-procedure-${label}.png`),
        fullPage: true,
      });
      if (label === 'phone') await assertAccessible(page, 'the scorekeeper procedure, phone');
      await context.close();
    }

    // Found after trump: the hand is entered as played; the seat due shakes the next one.
    const before = await ok<EventScoresheet>(keeper.c, 'GET', path);
    const wrong = before.shaker === 'E' ? 'S' : 'E';
    await ok(keeper.c, 'POST', path, {
      entry: { type: 'wrong-shaker', by: wrong, found: 'after-trump' },
    });
    const after = await ok<EventScoresheet>(keeper.c, 'POST', path, {
      entry: { type: 'hand', bidder: 'N', bid: 30, made: true },
    });
    assert.equal(after.shaker, before.shaker, 'the seat due shakes');
    const refused = await keeper.c.call('POST', path, {
      entry: { type: 'wrong-shaker', by: after.shaker, found: 'after-bid' },
    });
    assert.equal(refused.status, 400, 'the seat due did not shake in error');
  });
});
