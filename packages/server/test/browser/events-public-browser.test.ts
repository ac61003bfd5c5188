import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import type { EventView } from '@texas42/protocol';
import { eventWithTeams, ok, organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';

/**
 * Issue 17, points 2 and 6 in a real browser: a signed-out visitor opens an event's link and
 * reads its standings, schedule and bracket (with a way to sign in that comes back to the page);
 * the organizer finds the exports and the <iframe> snippet; the embed page shows in an iframe
 * of a page from another origin. Screenshots at 390x844 and 1366x850 in artifacts/screenshots/.
 */
const rig = browserRig();

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 850 } },
] as const;

const SEASON = {
  leagueNight: { weekday: 'Monday', time: '19:30', place: 'Ginny’s Little Longhorn' },
  firstNight: '2011-01-24',
  lastNight: '2011-04-04',
  byeNights: ['2011-03-14'],
  registrationOpens: '2010-12-28',
  dues: { perPlayer: 5, returningPlayersOnly: true },
};

type Made = Awaited<ReturnType<typeof eventWithTeams>>;

/** The first match still waiting for a report, reported 7-5 7-3 by its first team and confirmed. */
async function playOne(made: Made, view: EventView): Promise<void> {
  const match = view.rounds
    .flatMap((r) => r.matches)
    .find((m) => m.status === 'awaiting-report' && m.teams[0] !== null && m.teams[1] !== null);
  assert.ok(match);
  const [a, b] = match.teams.map((id) => made.teams.find((t) => t.id === id));
  assert.ok(a && b);
  const path = `/api/events/${made.id}/matches/${match.id}`;
  await ok(a.a.c, 'POST', `${path}/report`, {
    games:
      match.bestOf === 1
        ? [[7, 5]]
        : [
            [7, 5],
            [7, 3],
          ],
  });
  await ok(b.a.c, 'POST', `${path}/confirm`, {});
}

let league: Made;
let cup: Made;
/** A page of another origin (another port) that frames the embed widget. */
let host: Server;
let hostUrl: string;

async function signedOut(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return rig.browser.newContext({ viewport });
}

describe('public event pages, exports and the embed widget in the browser', () => {
  before(async () => {
    league = await eventWithTeams(
      rig.url,
      { kind: 'league', name: 'Spring League', seed: 7, season: SEASON },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    for (const t of league.teams)
      for (const p of [t.a, t.b])
        await ok(league.organizer.c, 'POST', `/api/events/${league.id}/dues/returning`, {
          team: t.id,
          player: p.id,
          returning: false,
        });
    await playOne(
      league,
      await ok(league.organizer.c, 'POST', `/api/events/${league.id}/generate`, {}),
    );
    cup = await eventWithTeams(
      rig.url,
      { kind: 'single-elimination', name: 'Domino Cup', rounds: { first: 1, later: 1, final: 1 } },
      ['Eights', 'Fives', 'Sixes', 'Treys'],
    );
    await playOne(cup, await ok(cup.organizer.c, 'POST', `/api/events/${cup.id}/generate`, {}));
    host = createServer((request, response) => {
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      const src = `${rig.url}/embed/events/${params.get('event') ?? ''}?${params.get('q') ?? ''}`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Our club</title>` +
          `<h1 style="font:16px sans-serif">Our club's page</h1>` +
          `<iframe src="${src}" title="Standings" width="100%" height="600" style="border:1px solid #ccc"></iframe>`,
      );
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  after(() => {
    host?.close();
  });

  for (const size of SIZES)
    it(`a signed-out visitor reads a league and a bracket by their links (${size.name})`, async () => {
      const context = await signedOut(size.viewport);
      const page = await context.newPage();
      await page.goto(`${rig.url}/e/${league.id}`);
      await page.getByTestId('event-page').waitFor();
      assert.equal(await page.getByTestId('signin').count(), 0, 'no sign-in form in the way');
      assert.equal(await page.getByTestId('event-title').textContent(), 'Spring League');
      // Standings: the four teams; the schedule with the confirmed result.
      await page.getByTestId('standings-table').locator('tbody tr').nth(3).waitFor();
      assert.equal(await page.getByTestId('standings-table').locator('tbody tr').count(), 4);
      await page.getByTestId('schedule').waitFor();
      assert.ok((await page.getByTestId('match-row').count()) > 0);
      assert.match((await page.getByTestId('schedule').textContent()) ?? '', /7-5/);
      // No action offered, only the way to sign in for them.
      assert.equal(await page.locator('[data-testid="match-row"] button').count(), 0);
      assert.equal(await page.getByTestId('register-team').count(), 0);
      const signIn = page.getByTestId('event-signed-out').getByTestId('sign-in-to');
      assert.match((await signIn.textContent()) ?? '', /^Sign in to report or confirm/);
      // The exports anyone may take.
      assert.equal(
        await page.getByTestId('standings-csv').getAttribute('href'),
        `/api/events/${league.id}/standings.csv`,
      );
      const webcal = await page.getByTestId('subscribe-nights').getAttribute('href');
      assert.equal(
        webcal,
        `${rig.url.replace('http:', 'webcal:')}/api/events/${league.id}/nights.ics`,
      );
      assert.equal(
        await page.getByTestId('embed-snippet').count(),
        0,
        'the snippet is the organizer’s',
      );
      await page.screenshot({
        path: join(SHOTS, `events-public-league-${size.name}.png`),
        fullPage: true,
      });

      await page.goto(`${rig.url}/e/${cup.id}`);
      await page.getByTestId('bracket').waitFor();
      assert.match(
        (await page.getByTestId('bracket').textContent()) ?? '',
        /Eights|Fives|Sixes|Treys/,
      );
      assert.equal(
        await page.getByTestId('standings-csv').count(),
        0,
        'a bracket has no standings',
      );
      await page.getByTestId('results-csv').waitFor();
      await page.screenshot({
        path: join(SHOTS, `events-public-bracket-${size.name}.png`),
        fullPage: true,
      });

      await page.goto(`${rig.url}/events`);
      await page.getByTestId('events-signed-out').waitFor();
      // The list comes after the page: both events, once it has.
      await page.getByTestId('event-card').nth(1).waitFor();
      assert.ok((await page.getByTestId('event-card').count()) >= 2);
      assert.equal(await page.getByTestId('event-form').count(), 0);
      await context.close();
    });

  it('"Sign in to ..." leads to the sign-in form and back to the same event page', async () => {
    const context = await signedOut({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${rig.url}/e/${league.id}`);
    await page.getByTestId('event-signed-out').getByTestId('sign-in-to').click();
    await page.getByTestId('signin').waitFor();
    assert.equal(new URL(page.url()).pathname, '/signin');
    await page.getByTestId('guest-name').fill('Visitor');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('me-link').waitFor();
    await page.getByTestId('event-page').waitFor();
    assert.equal(new URL(page.url()).pathname, `/e/${league.id}`);
    assert.equal(await page.getByTestId('event-signed-out').count(), 0);
    await context.close();
  });

  it("a team's link to its open place, opened signed out, still joins after signing in", async () => {
    const captain = await signedUp(rig.url, 'Captain');
    const open = await ok(captain.c, 'POST', '/api/events', { kind: 'round-robin', name: 'Open' });
    const registered = await ok(captain.c, 'POST', `/api/events/${open.id}/teams`, {
      name: 'Lone Stars',
      partner: null,
    });
    const team = registered.teams[0];
    assert.ok(team?.invite);
    const link = `/e/${open.id}?team=${team.id}&invite=${team.invite}`;
    const context = await signedOut({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(rig.url + link);
    await page.getByTestId('sign-in-to-register').waitFor();
    await page.screenshot({ path: join(SHOTS, 'events-public-join-phone.png') });
    await page.getByTestId('sign-in-to-join').click();
    await page.getByTestId('guest-name').fill('Partner');
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('join-team').click();
    await page.locator('[data-team="Lone Stars"]', { hasText: 'Partner' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname + url.search, link, 'back on the very link, its query kept');
    await context.close();
  });

  it('the organizer copies an <iframe> snippet for the bracket, or for a league what they choose', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const [cupName, cupValue] = cup.organizer.c.cookie.split('=') as [string, string];
    await context.addCookies([{ name: cupName, value: cupValue, url: rig.url }]);
    const page = await context.newPage();
    await page.goto(`${rig.url}/e/${cup.id}`);
    await page.getByTestId('embed-snippet').waitFor();
    const code = await page.getByTestId('embed-code').inputValue();
    assert.match(
      code,
      new RegExp(`^<iframe src="${rig.url}/embed/events/${cup.id}\\?show=bracket"`),
    );
    // A single elimination has no standings: no choice is offered that would show none.
    assert.equal(await page.getByTestId('embed-show-standings').count(), 0);
    await page
      .getByTestId('event-exports')
      .screenshot({ path: join(SHOTS, 'events-embed-snippet-desktop.png') });
    await context.close();

    // A league's organizer chooses: the standings, the playoffs' bracket, or both.
    const leagues = await rig.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const [name, value] = league.organizer.c.cookie.split('=') as [string, string];
    await leagues.addCookies([{ name, value, url: rig.url }]);
    const mine = await leagues.newPage();
    await mine.goto(`${rig.url}/e/${league.id}`);
    await mine.getByTestId('embed-snippet').waitFor();
    assert.match(
      await mine.getByTestId('embed-code').inputValue(),
      new RegExp(`/embed/events/${league.id}\\?show=standings"`),
    );
    await mine.getByTestId('embed-show-both').check();
    assert.match(
      await mine.getByTestId('embed-code').inputValue(),
      new RegExp(`/embed/events/${league.id}"`),
    );
    await leagues.close();
  });

  for (const size of SIZES)
    it(`the widget shows in an iframe of another site's page (${size.name})`, async () => {
      const context = await signedOut(size.viewport);
      const page = await context.newPage();
      await page.goto(`${hostUrl}/?event=${cup.id}&q=show=bracket`);
      const frame = page.frameLocator('iframe');
      await frame.getByTestId('embed-page').waitFor();
      await frame.getByTestId('bracket').waitFor();
      assert.equal(await frame.getByTestId('standings-table').count(), 0);
      assert.equal(await frame.locator('.app-header').count(), 0, 'no header in the widget');
      await page.screenshot({ path: join(SHOTS, `events-embed-bracket-${size.name}.png`) });

      // The app's service worker now serves this origin's navigations inside the frame too:
      // the next widget must still come from the server, with the headers that allow framing.
      const widget = page.frames().find((f) => f.url().includes('/embed/events/'));
      assert.ok(widget);
      const worker = await widget.evaluate(
        `navigator.serviceWorker.ready.then((r) => r.active.state === 'activated' ? 'activated' :
          new Promise((done) => r.active.addEventListener('statechange', (e) => {
            if (e.target.state === 'activated') done('activated');
          })))`,
      );
      assert.equal(worker, 'activated');

      await page.goto(`${hostUrl}/?event=${league.id}&q=show=standings%26theme=dark`);
      await frame.getByTestId('standings-table').waitFor();
      assert.equal(await frame.getByTestId('bracket').count(), 0);
      const theme = await frame.locator('html').getAttribute('data-theme');
      assert.equal(theme, 'dark');
      await page.screenshot({ path: join(SHOTS, `events-embed-standings-dark-${size.name}.png`) });
      await context.close();
    });
});
