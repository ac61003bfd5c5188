import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventView } from '@texas42/protocol';
import { ok, person, organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/** A partner's invitation in chromium: seen on the events page, accepted on the event's. */
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

describe('a partner accepts an invitation in chromium', () => {
  it('Ann invites Bo: Ann sees Bo invited and her link, Bo sees the invitation and accepts on a phone', async () => {
    const o = await signedUp(rig.url, 'Olive');
    const ev = await ok<EventView>(o.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: 'Spring Cup',
      rules: 'straight-42',
    });
    const ann = await person(rig.url, 'Ann');
    const bo = await person(rig.url, 'Bo');
    await ok(ann.c, 'POST', `/api/events/${ev.id}/teams`, { name: 'Aces', partner: bo.id });

    const annContext = await contextOf(ann, { width: 1366, height: 850 });
    const annPage = await annContext.newPage();
    await annPage.goto(`${rig.url}/#/e/${ev.id}`);
    const aces = annPage.locator('[data-testid="team-row"][data-team="Aces"]');
    await aces.getByText('Bo (invited)').waitFor();
    const link = (await aces.getByTestId('team-invite-link').textContent()) ?? '';
    assert.match(link, new RegExp(`^${rig.url}/e/${ev.id}\\?team=.+&invite=.+$`));
    await annPage.screenshot({ path: join(SHOTS, 'event-invited.png') });

    const boContext = await contextOf(bo, { width: 390, height: 844 });
    const boPage = await boContext.newPage();
    await boPage.goto(`${rig.url}/#/events`);
    await boPage.getByTestId('invitations').getByText('Aces in Spring Cup').click();
    const row = boPage.locator('[data-testid="team-row"][data-team="Aces"]');
    await row.getByTestId('accept-invite').waitFor();
    await boPage.screenshot({ path: join(SHOTS, 'event-invitation-phone.png') });
    await row.getByTestId('accept-invite').click();
    await row.getByText('Bo', { exact: true }).waitFor();
    const width = Number(await boPage.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= 390, `no sideways scrolling at phone size (${width}px)`);
    const view = await ok<EventView>(o.c, 'GET', `/api/events/${ev.id}`);
    assert.deepEqual(
      view.teams[0]?.players.map((p) => p?.name),
      ['Ann', 'Bo'],
    );
    await annContext.close();
    await boContext.close();
  });
});
