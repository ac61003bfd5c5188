import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { EventView, Me } from '@texas42/protocol';
import { organizer as signedUp } from '../support/api.js';
import { browserRig, SHOTS } from '../support/browser-harness.js';
import { Client } from '../support/harness.js';

/**
 * Live event pages in chromium (issue 17, point 7: "event pages update over the socket the moment
 * a result changes ..., instead of polling every 4-5 s"): two people have one event open, one
 * reports a result, and it appears on the other's page without a reload, the other page asking
 * the server nothing until it is told; at phone and desktop size each way round.
 */
const rig = browserRig();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 850 };

interface Person {
  readonly c: Client;
  readonly me: Me;
}

async function person(name: string): Promise<Person> {
  const c = new Client(rig.url);
  const me = (await c.call<Me>('POST', '/api/guest', { name })).json;
  return { c, me };
}

async function ok<T = EventView>(p: Person, method: string, path: string, body?: unknown) {
  const r = await p.c.call<T>(method, path, body);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

async function contextOf(p: Person, viewport: typeof PHONE): Promise<BrowserContext> {
  const context = await rig.browser.newContext({ viewport });
  const [name, value] = p.c.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: rig.url }]);
  return context;
}

/** A scheduled league of two teams: its id, its first match, a player of each team. */
async function league(name: string) {
  const organizer = await signedUp(rig.url, 'Olive');
  const created = await ok(organizer, 'POST', '/api/events', { kind: 'league', name, seed: 4 });
  const players: { team: string; a: Person }[] = [];
  for (const team of ['Aces', 'Bones']) {
    const a = await person(`${team} A`);
    const b = await person(`${team} B`);
    const view = await ok(a, 'POST', `/api/events/${created.id}/teams`, {
      name: team,
      partner: b.me.id,
    });
    const id = view.teams.find((t) => t.name === team)?.id;
    assert.ok(id);
    await ok(b, 'POST', `/api/events/${created.id}/teams/${id}/accept`, {});
    players.push({ team: id, a });
  }
  const view = await ok(organizer, 'POST', `/api/events/${created.id}/generate`, {});
  const match = view.rounds.flatMap((r) => r.matches).find((m) => m.teams[0] !== null);
  assert.ok(match);
  const reporter = players.find((p) => p.team === match.teams[0])?.a;
  const other = players.find((p) => p.team === match.teams[1])?.a;
  assert.ok(reporter && other);
  return { id: created.id, match: match.id, reporter, other };
}

/** Every request a page makes to the API, as "METHOD path". */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

async function reportedElsewhereShowsHere(
  name: string,
  reporterSize: typeof PHONE,
  watcherSize: typeof PHONE,
): Promise<void> {
  const event = await league(name);
  const reporterContext = await contextOf(event.reporter, reporterSize);
  const watcherContext = await contextOf(event.other, watcherSize);
  const reporter = await reporterContext.newPage();
  const watcher = await watcherContext.newPage();
  const row = `[data-testid="match-row"][data-match="${event.match}"]`;
  const requests = apiRequests(watcher);
  await watcher.goto(`${rig.url}/#/e/${event.id}`);
  await reporter.goto(`${rig.url}/#/e/${event.id}`);
  // Both pages follow the event.
  for (const page of [watcher, reporter])
    await page.locator('[data-testid="live-note"][data-connection="live"]').waitFor();
  await watcher.locator(`${row}[data-status="awaiting-report"]`).waitFor();
  // A mark of this very page: a reload would lose it.
  await watcher.evaluate(() => {
    (globalThis as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  requests.length = 0;

  for (const [g, [x, y]] of [
    [7, 4],
    [7, 5],
  ].entries()) {
    await reporter
      .locator(`${row} [data-testid="report-scores"] input[data-game="${g}"][data-side="0"]`)
      .fill(String(x));
    await reporter
      .locator(`${row} [data-testid="report-scores"] input[data-game="${g}"][data-side="1"]`)
      .fill(String(y));
  }
  await reporter.locator(`${row} [data-testid="report-submit"]`).click();
  await reporter.locator(`${row}[data-status="reported"]`).waitFor();
  // Meanwhile the watching page asked nothing of the server: it polls no more.
  const beforeNotice = requests.length;

  // The report, and the other team's button to confirm it, appear on the watching page.
  await watcher.locator(`${row}[data-status="reported"]`).waitFor();
  await watcher.locator(`${row} [data-testid="confirm-result"]`).waitFor();
  assert.equal(
    await watcher.evaluate(
      () => (globalThis as unknown as { stillThisPage?: boolean }).stillThisPage,
    ),
    true,
    'the page was not reloaded',
  );
  // Its only requests: the event asked again once it was told (a page of matches with it).
  assert.ok(beforeNotice <= requests.length);
  assert.ok(requests.length >= 1, 'the page asked for the event again');
  for (const r of requests)
    assert.match(r, new RegExp(`^GET /api/events/${event.id}(/matches)?$`), requests.join(', '));
  assert.ok(
    requests.filter((r) => r === `GET /api/events/${event.id}`).length <= 2,
    requests.join(', '),
  );
  const size = watcherSize.width < 600 ? 'phone' : 'desktop';
  await watcher.screenshot({ path: join(SHOTS, `events-live-${size}.png`) });
  await reporterContext.close();
  await watcherContext.close();
}

describe('live event pages in chromium', () => {
  it('a result reported on a desktop appears on a phone open on the event, with no reload and no polling', async () => {
    await reportedElsewhereShowsHere('Live Desk League', DESKTOP, PHONE);
  });

  it('a result reported on a phone appears on a desktop open on the event, with no reload and no polling', async () => {
    await reportedElsewhereShowsHere('Live Phone League', PHONE, DESKTOP);
  });

  it('the lobby shows a table the moment someone sits down at it, and drops it when they leave, with no polling', async () => {
    const context = await contextOf(await person('Watcher'), PHONE);
    const lobby = await context.newPage();
    const requests = apiRequests(lobby);
    await lobby.goto(`${rig.url}/`);
    await lobby.locator('[data-testid="live-note"][data-connection="live"]').waitFor();
    requests.length = 0;
    const alice = new Client(rig.url);
    await alice.guest('Alice');
    const created = await alice.call<{ table: { id: string } }>('POST', '/api/tables', {
      rules: 'straight-42',
      seat: 'S',
    });
    const id = created.json.table.id;
    const card = lobby.locator(`[data-testid="table-card"][data-table="${id}"]`);
    const socket = alice.socket();
    socket.emit('table:watch', { tableId: id });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await lobby.screenshot({ path: join(SHOTS, 'lobby-live-phone.png') });
    socket.disconnect();
    await card.waitFor({ state: 'detached' });
    // Each time, the lobby asked for the tables once it was told, and nothing else.
    assert.ok(requests.length >= 2, requests.join(', '));
    for (const r of requests) assert.equal(r, 'GET /api/tables');
    await context.close();
  });

  it('the page says when the connection is lost, and is live again when it is back', async () => {
    const event = await league('Dropped League');
    const context = await contextOf(event.other, PHONE);
    const page = await context.newPage();
    await page.goto(`${rig.url}/#/e/${event.id}`);
    const note = page.getByTestId('live-note');
    await note.and(page.locator('[data-connection="live"]')).waitFor();
    await context.setOffline(true);
    await note.and(page.locator('[data-connection="down"]')).waitFor();
    assert.match(await note.innerText(), /Connection lost: reconnecting/);
    await page.screenshot({ path: join(SHOTS, 'events-live-down-phone.png') });
    await context.setOffline(false);
    await note.and(page.locator('[data-connection="live"]')).waitFor();
    await context.close();
  });
});
