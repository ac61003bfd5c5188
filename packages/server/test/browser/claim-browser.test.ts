import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { actOnce, openNewTable, signInAsGuest, waitUntil } from '../support/table-play.js';

/**
 * Lay-down claims at an online table (000: "if the opposing team challenges and can demonstrate
 * any possible way the bidder may be set, or the bid would have been made, the declarer must
 * forfeit the hand"). The view lists the claims a seat may make while the hand is played, the
 * table offers them as buttons, asks first, and the server judges the claim.
 */
const rig = browserRig();

describe('lay-down claims at the table', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 850 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`offers the claims while the hand is played, asks first, and the server judges it (${label})`, async () => {
      const context = await rig.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(rig.url);
      await signInAsGuest(page, 'Claire');
      await page.getByTestId('lobby').waitFor();
      const { id } = await openNewTable(page, { rules: 'straight-42', seat: 'S', bots: 'easy' });
      await page.goto(`${rig.url}/#/t/${id}`);
      const room = await rig.server.tables.room(id);
      // Play along (bids, a contract, dominoes) until the hand is being played.
      await waitUntil(
        async () => {
          if (room.state.phase === 'play') return true;
          await actOnce(page);
          return false;
        },
        60_000,
        'the play of the first hand',
      );
      const buttons = page.getByTestId('claim-button');
      await buttons.first().waitFor();
      const offered: (string | null)[] = [];
      for (const button of await buttons.all())
        offered.push(await button.getAttribute('data-claim'));
      const hand = room.state.phase === 'play' ? room.state.hand : null;
      assert.ok(hand !== null);
      const bidders = hand.bidder === 'S' || hand.bidder === 'N';
      assert.deepEqual(offered, bidders ? ['made', 'rest'] : ['set', 'rest']);
      await page.screenshot({ path: join(SHOTS, `claim-offered-${label}.png`) });

      const handsBefore = room.state.game.hands.length;
      await buttons.first().click();
      const dialog = page.getByTestId('confirm-claim');
      await dialog.waitFor();
      await page.screenshot({ path: join(SHOTS, `claim-confirm-${label}.png`) });
      // Cancelled, nothing is sent.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      assert.equal(room.state.phase, 'play');
      await buttons.first().click();
      await page
        .getByTestId('confirm-claim')
        .getByRole('button', { name: /^Lay down/ })
        .click();
      await waitUntil(() => room.state.game.hands.length > handsBefore, 15_000, 'the hand scored');
      const result = room.state.game.hands[handsBefore];
      assert.equal(result?.claim?.by, 'S');
      assert.equal(result?.claim?.claim, offered[0]);
      // It stood, and the hand went as claimed; or it fell and the claimant's side forfeited.
      assert.equal(result?.outcome, result?.claim?.stands ? offered[0] : 'forfeit');
      await context.close();
    });
  }
});
