import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { toAct } from '@texas42/engine';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { openNewTable, seatBot, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * Time calls in the browser (000: "the opposing team may call time limit, after which the player
 * has one minute to bid or play, else they forfeit the mark"): Ann at a desktop and Bob on a
 * phone sit as opponents; when one of them is slow, the other is offered "Call time", both see
 * the call, and the slow side loses the hand when the time runs out.
 */
const rig = browserRig();

/** austin-league, its time call shortened to its least (ten seconds). */
const AUSTIN = { base: 'austin-league', clock: { timeCallSeconds: 10 } };

describe('time calls at the table', () => {
  it('the slow player’s opponent is offered Call time; everyone sees the call; the time runs out into a forfeit', async () => {
    const annContext = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const ann = await annContext.newPage();
    await ann.goto(rig.url);
    await signInAsGuest(ann, 'Ann');
    await ann.getByTestId('lobby').waitFor();
    const { id, invite } = await openNewTable(ann, {
      rules: AUSTIN,
      visibility: 'private',
      seat: 'N',
    });

    const bobContext = await rig.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const bob = await bobContext.newPage();
    await bob.goto(rig.url);
    await signInAsGuest(bob, 'Bob');
    await bob.getByTestId('lobby').waitFor();
    await bob.goto(`${rig.url}/#/t/${id}?invite=${invite ?? ''}`);
    await bob.locator('[data-testid="take-seat"][data-seat="E"]').first().click();
    await seatBot(ann, id, 'S', 'medium');
    await seatBot(ann, id, 'W', 'medium');

    // The bidding reaches Ann or Bob, who then does nothing.
    const room = await rig.server.tables.room(id);
    await waitUntil(
      () => room.state.phase === 'bid' && ['N', 'E'].includes(toAct(room.state) ?? ''),
      30_000,
      "a person's bid",
    );
    const slow = toAct(room.state);
    const [caller, called] = slow === 'N' ? [bob, ann] : [ann, bob];
    // Not offered at once: "an inordinate amount of time" is the page's 20 seconds.
    assert.equal(await caller.getByTestId('call-time').count(), 0);
    const button = caller.getByTestId('call-time');
    await button.waitFor({ timeout: 40_000 });
    assert.match(
      (await button.textContent()) ?? '',
      new RegExp(`Call time on ${slow === 'N' ? 'Ann' : 'Bob'}`),
    );
    assert.equal(await called.getByTestId('call-time').count(), 0, 'never offered against oneself');
    await caller.screenshot({
      path: join(SHOTS, `time-call-offered-${slow === 'N' ? 'phone' : 'desktop'}.png`),
    });
    await button.click();

    for (const page of [ann, bob]) await page.getByTestId('time-call').waitFor();
    assert.match((await called.getByTestId('time-call').textContent()) ?? '', /bid or play now/);
    await ann.screenshot({ path: join(SHOTS, 'time-call-desktop.png') });
    await bob.screenshot({ path: join(SHOTS, 'time-call-phone.png') });
    assert.equal(await caller.getByTestId('call-time').count(), 0, 'no second call');

    await waitUntil(() => (room.state.game.hands.length ?? 0) > 0, 30_000, 'the forfeit');
    const hand = room.state.game.hands[0];
    assert.equal(hand?.outcome, 'forfeit');
    // "else they forfeit the mark" (000): austin-league's `penalties.time` is the hand's bid.
    assert.deepEqual(hand?.penalty, { after: 0, by: slow, kind: 'time', applied: 'bid' });
    await annContext.close();
    await bobContext.close();
  });
});
