import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { legalActions, toAct, type Domino } from '@texas42/engine';
import { assertAccessible, browserRig, SHOTS } from '../support/browser-harness.js';
import { openNewTable, seatBot, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * An exposed domino at an online table: 000 "If a domino is accidentally turned over face up,
 * leave it face up and that domino must be played at the first opportunity." Ann (desktop) shows
 * one of her dominoes; she and a spectator on a phone see it face up by her seat, and her hand
 * offers only it once it may be played.
 */
const rig = browserRig();

describe('an exposed domino at the table', () => {
  it('lies face up by its seat for everyone, and is the only domino offered at the first opportunity', async () => {
    const annContext = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const ann = await annContext.newPage();
    await ann.goto(rig.url);
    await signInAsGuest(ann, 'Ann');
    await ann.getByTestId('lobby').waitFor();
    const { id } = await openNewTable(ann, {
      rules: 'austin-league',
      visibility: 'public',
      seat: 'N',
    });
    for (const seat of ['E', 'S', 'W']) await seatBot(ann, id, seat, 'easy');

    // Ann's turn: the bots wait for her, so the table stands still while she shows a domino.
    const room = await rig.server.tables.room(id);
    await waitUntil(
      () => room.state.phase !== 'shake' && toAct(room.state) === 'N',
      30_000,
      "Ann's turn",
    );
    const hand = room.state.hand;
    assert.ok(hand !== null);
    const shown = hand.hands.N[3] as Domino;
    const seatRow = room.seats.get('N');
    assert.ok(seatRow !== undefined && seatRow.user_id !== null);
    const me = { id: seatRow.user_id, name: 'Ann', guest: true, username: null };
    await rig.server.tables.act(me, id, room.state.version, { type: 'expose', domino: shown });
    // Another seat's domino is refused by the engine, and nothing changes.
    const other = hand.hands.E[0] as Domino;
    await assert.rejects(
      rig.server.tables.act(me, id, room.state.version, { type: 'expose', domino: other }),
      { code: 'NOT_IN_HAND' },
    );

    const bobContext = await rig.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const bob = await bobContext.newPage();
    await bob.goto(rig.url);
    await signInAsGuest(bob, 'Bob');
    await bob.getByTestId('lobby').waitFor();
    await bob.goto(`${rig.url}/#/t/${id}`);

    for (const page of [ann, bob]) {
      const faceUp = page.locator('[data-testid="face-up"][data-seat="N"]');
      await faceUp.waitFor();
      assert.match((await faceUp.getAttribute('aria-label')) ?? '', new RegExp(shown));
      assert.equal(await page.locator('[data-testid="face-up"]').count(), 1, 'only N shows one');
    }
    // In Ann's own hand it wears the same dashes.
    const own = ann.locator('[data-testid="hand-domino"][data-face-up="true"]');
    assert.equal(await own.count(), 1);
    assert.equal(await own.first().getAttribute('data-domino'), shown);
    await ann.screenshot({ path: join(SHOTS, 'exposed-desktop.png') });
    await bob.screenshot({ path: join(SHOTS, 'exposed-phone.png') });
    await assertAccessible(bob, 'an exposed domino, phone');

    // Ann bids two marks and names trump: at her first lead the exposed domino is the only one
    // her hand lets her play (what the page offers is what the engine allows).
    if (room.state.phase === 'bid') {
      const twoMarks = ann.locator('[data-testid="bid-button"][data-bid="2m"]');
      const top = (await twoMarks.count()) > 0 ? twoMarks : ann.getByTestId('bid-button').last();
      await top.click();
    }
    await waitUntil(
      async () => {
        if (room.state.phase === 'play' && toAct(room.state) === 'N') return true;
        const contract = ann.locator('[data-testid="contract-button"]:not([disabled])').first();
        if (await contract.isVisible().catch(() => false))
          await contract.click({ timeout: 1000 }).catch(() => undefined);
        return false;
      },
      60_000,
      'Ann to play',
    );
    const legal = legalActions(room.state).flatMap((a) => (a.type === 'play' ? [a.domino] : []));
    if (room.state.hand?.declarer === 'N')
      assert.deepEqual(legal, [shown], 'a lead: the first opportunity');
    const playable = ann.locator('[data-testid="hand-domino"][data-playable="true"]');
    await waitUntil(
      async () => (await playable.count()) === legal.length,
      10_000,
      'the hand offered',
    );
    const offered: (string | null)[] = [];
    for (const el of await playable.all()) offered.push(await el.getAttribute('data-domino'));
    assert.deepEqual(offered.sort(), [...legal].sort());
    await annContext.close();
    await bobContext.close();
  });
});
