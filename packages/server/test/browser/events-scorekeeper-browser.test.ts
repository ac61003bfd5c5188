import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/** The scorekeeper of a physical table on a phone, and the printable score sheet, in chromium. */
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

describe('the scorekeeper in chromium', () => {
  it('a team member keeps score on a phone by tapping; the marks show; the blank sheet prints', async () => {
    const organizer = await signedUp(rig.url, 'Olive');
    const created = await ok(organizer.c, 'POST', '/api/events', {
      kind: 'league',
      name: 'Thursday League',
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

    const context = await rig.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const [name, value] = keeper.c.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: rig.url }]);
    // A clock the test can move on: a called time's minute passes in an instant.
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${created.id}`);
    await page.locator(`[data-match="${match.id}"] [data-testid="keep-score"]`).click();
    await page.getByTestId('scorekeeper').waitFor();
    assert.match(page.url(), new RegExp(`[^#]/e/${created.id}/m/${match.id}/score$`));

    const marks = (side: number) =>
      page.locator(`[data-testid="sk-team"][data-side="${side}"] [data-testid="sk-marks"]`);
    const hand = async (seat: string, bid: string, made: boolean) => {
      await page.locator(`[data-testid="sk-bidder"][data-seat="${seat}"]`).tap();
      await page.locator(`[data-testid="sk-bid"][data-bid="${bid}"]`).tap();
      await page.getByTestId(made ? 'sk-made' : 'sk-set').tap();
    };
    assert.equal(await page.getByTestId('sk-shaker').getAttribute('data-seat'), 'N');
    await hand('N', '30', true);
    await marks(0).getByText('1', { exact: true }).waitFor();
    await hand('E', '34', false);
    await marks(0).getByText('2', { exact: true }).waitFor();
    await page.locator('[data-testid="sk-bidder"][data-seat="W"]').tap();
    await page.locator('[data-testid="sk-bid-marks"][data-marks="2"]').tap();
    await page.getByTestId('sk-made').tap();
    await marks(1).getByText('2', { exact: true }).waitFor();
    // A mark bid, then undo a slip.
    await page.locator('[data-testid="sk-bidder"][data-seat="S"]').tap();
    await page.locator('[data-testid="sk-bid-marks"][data-marks="2"]').tap();
    await page.getByTestId('sk-made').tap();
    await marks(0).getByText('4', { exact: true }).waitFor();
    await hand('N', '31', true);
    await marks(0).getByText('5', { exact: true }).waitFor();
    await page.getByTestId('sk-undo').tap();
    await marks(0).getByText('4', { exact: true }).waitFor();
    assert.equal(await page.locator('[data-testid="sk-hands"] li').count(), 4);
    assert.equal(await marks(1).textContent(), '2');
    const sheet = await ok<{ games: { marks: { NS: number; EW: number } }[] }>(
      organizer.c,
      'GET',
      `/api/events/${created.id}/matches/${match.id}/score`,
    );
    assert.deepEqual(sheet.games[0]?.marks, { NS: 4, EW: 2 });
    await page.screenshot({ path: join(SHOTS, 'scorekeeper.png'), fullPage: true });

    // Infractions, under austin-league: "Misplays ... should be called as warnings on the first
    // occurrence, then as violations if such misplays persist" and "Violations will result in
    // the forfeit of a mark" (000).
    const offender = (seat: string) =>
      page.locator(`[data-testid="sk-offender"][data-seat="${seat}"]`).tap();
    await offender('E');
    await page.getByTestId('sk-violation').tap();
    await page.getByTestId('sk-warnings').getByText('Bones 1').waitFor();
    assert.equal(await marks(0).textContent(), '4', 'a warning gives no mark');
    await offender('W');
    await page.getByTestId('sk-violation').tap();
    await marks(0).getByText('5', { exact: true }).waitFor();
    assert.match(
      (await page.locator('[data-testid="sk-hands"] li').first().textContent()) ?? '',
      /infraction, 1 mark to NS/,
    );
    // A time call: "the player has one minute to bid or play, else they forfeit the mark" (000).
    await offender('E');
    await page.getByTestId('sk-call-time').tap();
    await page.getByTestId('sk-countdown').getByText('1:00').waitFor();
    await page.getByTestId('sk-time-met').tap();
    assert.equal(await page.getByTestId('sk-time-call').count(), 0, 'E acted in time');
    // South bid 2 marks and lets the minute run out: the hand's 2 marks go to East-West.
    await page.locator('[data-testid="sk-bid-marks"][data-marks="2"]').tap();
    await offender('S');
    await page.getByTestId('sk-call-time').tap();
    await page.getByTestId('sk-countdown').waitFor();
    await page.screenshot({ path: join(SHOTS, 'scorekeeper-time-call.png'), fullPage: true });
    await context.clock.fastForward(61_000);
    await marks(1).getByText('4', { exact: true }).waitFor();
    assert.match(
      (await page.locator('[data-testid="sk-hands"] li').first().textContent()) ?? '',
      /out of time, 2 marks to EW/,
    );
    const after = await ok<{ games: { marks: { NS: number; EW: number } }[] }>(
      organizer.c,
      'GET',
      `/api/events/${created.id}/matches/${match.id}/score`,
    );
    assert.deepEqual(after.games[0]?.marks, { NS: 5, EW: 4 });
    await page.screenshot({ path: join(SHOTS, 'scorekeeper-infractions.png'), fullPage: true });

    // The blank sheet, as printed.
    await page.goto(`${rig.url}/#/e/${created.id}/m/${match.id}/sheet`);
    await page.getByTestId('score-sheet').waitFor();
    assert.equal(await page.locator('[data-testid="sheet-game"]').count(), 3);
    const printPage = await (
      await rig.browser.newContext({ viewport: { width: 816, height: 1056 } })
    ).newPage();
    await printPage.context().addCookies([{ name, value, url: rig.url }]);
    await printPage.goto(`${rig.url}/#/e/${created.id}/m/${match.id}/sheet`);
    await printPage.getByTestId('score-sheet').waitFor();
    await printPage.emulateMedia({ media: 'print' });
    assert.equal(await printPage.getByTestId('print-sheet').isVisible(), false);
    await printPage.screenshot({ path: join(SHOTS, 'score-sheet.png'), fullPage: true });
    await printPage.context().close();
    await context.close();
  });
});
