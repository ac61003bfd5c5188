import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventView, TableSummary } from '@texas42/protocol';
import { configFromEnv } from '../../src/config.js';
import { defaultWebRoot, type Texas42Server } from '../../src/index.js';
import { escapeHtml, previewTags } from '../../src/pages/preview-tags.js';
import { ok, person, organizer as signedUp } from '../support/api.js';
import { startServer } from '../support/harness.js';

/**
 * The app's pages over real HTTP: every path of the web app is the page (with the security
 * headers and no-cache), tables' and events' links carry their previews with names escaped and
 * private things left out, and the API and missing files keep their 404s.
 */
const HTML = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

async function page(url: string, headers: Record<string, string> = HTML) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The content of one meta tag, its entities read back. */
function meta(html: string, name: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the app pages and their link previews', () => {
  let server: Texas42Server;
  let url: string;
  const webRoot = defaultWebRoot();

  before(async () => {
    assert.ok(webRoot, 'the web app is built (npm run build)');
    ({ server, url } = await startServer({ webRoot }));
  });
  after(async () => {
    await server.close();
  });

  it('answers every path of the app with the page, its headers and no-cache', async () => {
    const index = await page(`${url}/`);
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+)"/.exec(index.body)?.[1];
    assert.ok(script, 'the page loads the build');
    const host = await person(url, 'Hal');
    const table = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      rules: 'straight-42',
    });
    const paths = [
      '/',
      '/events',
      '/leaderboard',
      '/account',
      `/u/${host.id}`,
      `/t/${table.table.id}`,
      `/t/${table.table.id}/history`,
      '/e/someevent/m/w1-1/score',
      '/e/someevent/m/w1-1/sheet',
    ];
    for (const path of paths) {
      const res = await page(url + path);
      assert.equal(res.status, 200, path);
      assert.match(String(res.headers.get('content-type')), /^text\/html/, path);
      assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      assert.match(String(res.headers.get('content-security-policy')), /default-src 'self'/, path);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
      assert.ok(res.body.includes(`src="${script}"`), `${path} loads the same build`);
      assert.ok(res.body.includes('<div id="root"></div>'), path);
      assert.equal(meta(res.body, 'og:image'), `${url}/preview.png`, path);
    }
    // Revalidated like a file: the same page again is a 304.
    const first = await page(`${url}/t/${table.table.id}`);
    const again = await fetch(`${url}/t/${table.table.id}`, {
      headers: { ...HTML, 'if-none-match': String(first.headers.get('etag')) },
    });
    assert.equal(again.status, 304);
    // The picture the previews name is there.
    const image = await fetch(`${url}/preview.png`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.ok((await image.arrayBuffer()).byteLength > 1000);
  });

  it('previews a public table with its name, escaped, its rules and who waits there', async () => {
    const host = await person(url, "Dee O'Hara");
    const made = await ok<{ table: TableSummary }>(host.c, 'POST', '/api/tables', {
      name: "O'Brien's <42>".replace(/[<>]/g, ''),
      rules: 'straight-42',
      seat: 'N',
    });
    const res = await page(`${url}/t/${made.table.id}`);
    assert.equal(res.status, 200);
    assert.equal(meta(res.body, 'og:title'), "O'Brien's 42: a table of 42");
    assert.ok(res.body.includes('O&#39;Brien&#39;s 42'), 'the name is escaped');
    assert.ok(!res.body.includes("O'Brien"), 'never raw');
    assert.match(String(meta(res.body, 'og:description')), /Straight 42.*3 seats open.*Dee O'Hara/);
    assert.equal(meta(res.body, 'og:url'), `${url}/t/${made.table.id}`);
    assert.equal(meta(res.body, 'twitter:card'), 'summary_large_image');
    assert.equal(meta(res.body, 'twitter:title'), meta(res.body, 'og:title'));
    assert.match(res.body, /<title>O&#39;Brien&#39;s 42: a table of 42<\/title>/);
    // One title and one description: the build's own are replaced, not doubled.
    assert.equal(res.body.match(/<title>/g)?.length, 1);
    assert.equal(res.body.match(/name="description"/g)?.length, 1);
  });

  it('says of a private table only what its invite allows, and never who holds which dominoes', async () => {
    const host = await person(url, 'Priya');
    const made = await ok<{ table: TableSummary; invite: string }>(host.c, 'POST', '/api/tables', {
      name: 'Secret Supper',
      rules: 'straight-42',
      visibility: 'private',
      seat: 'S',
      bots: 'medium',
    });
    const id = made.table.id;
    for (const path of [`/t/${id}`, `/t/${id}?invite=wrong_one`, `/t/${id}/history`]) {
      const res = await page(url + path);
      assert.equal(res.status, 200, path);
      assert.equal(meta(res.body, 'og:title'), 'A private table of 42', path);
      assert.ok(!res.body.includes('Secret Supper'), `${path}: no name`);
      assert.ok(!res.body.includes('Priya'), `${path}: nobody's name`);
      assert.equal(meta(res.body, 'og:url'), `${url}${path.replace('?invite=wrong_one', '')}`);
    }
    const invited = await page(`${url}/t/${id}?invite=${made.invite}`);
    assert.equal(meta(invited.body, 'og:title'), 'Join “Secret Supper”, a table of 42');
    assert.match(String(meta(invited.body, 'og:description')), /invited.*no seat open/);
    assert.ok(!invited.body.includes('Priya'), 'who sits there stays at the table');
    assert.equal(meta(invited.body, 'og:url'), `${url}/t/${id}?invite=${made.invite}`);
    // The match is being played (bots bid and play): the page carries no hand, no domino.
    const room = await server.tables.room(id);
    assert.ok(room.state.phase !== 'done');
    assert.doesNotMatch(invited.body, /"hand"|\b[0-6]-[0-6]\b/);
  });

  it('previews an event, and a team link names the team it joins', async () => {
    const organizer = await signedUp(url, 'Olive');
    const ev = await ok<EventView>(organizer.c, 'POST', '/api/events', {
      kind: 'single-elimination',
      name: "Tom's & Jerry's Cup (spring) #1",
      rules: 'straight-42',
    });
    const ann = await person(url, 'Ann');
    const view = await ok<EventView>(ann.c, 'POST', `/api/events/${ev.id}/teams`, {
      name: "Ann's Aces",
    });
    const team = view.teams.find((t) => t.name === "Ann's Aces");
    assert.ok(team?.invite, 'a team with an open place and its invite');

    const res = await page(`${url}/e/${ev.id}`);
    assert.equal(res.status, 200);
    assert.equal(meta(res.body, 'og:title'), "Tom's & Jerry's Cup (spring) #1");
    assert.ok(res.body.includes('Tom&#39;s &amp; Jerry&#39;s Cup (spring) #1'));
    assert.equal(
      meta(res.body, 'og:description'),
      'A single-elimination tournament of Texas 42 organized by Olive: 1 team, teams are registering.',
    );
    const link = `/e/${ev.id}?team=${team.id}&invite=${team.invite}`;
    const joining = await page(url + link);
    assert.equal(
      meta(joining.body, 'og:title'),
      "Join Ann's Aces at Tom's & Jerry's Cup (spring) #1",
    );
    assert.equal(meta(joining.body, 'og:url'), url + link);
  });

  it('keeps the API, missing files and unknown things to their 404s', async () => {
    const asset = await page(`${url}/assets/missing.js`);
    assert.equal(asset.status, 404);
    assert.match(String(asset.headers.get('content-type')), /application\/json/);
    assert.ok(!asset.body.includes('<div id="root">'), 'a missing asset is never the page');
    for (const path of ['/api/nothing', '/api/tables/x/y/z', '/missing.png']) {
      const res = await page(url + path);
      assert.equal(res.status, 404, path);
      assert.equal((JSON.parse(res.body) as { error: { code: string } }).error.code, 'NOT_FOUND');
    }
    // A page the app does not have, asked for by a browser: the app (which says so) with a 404.
    const unknown = await page(`${url}/nowhere/at/all`);
    assert.equal(unknown.status, 404);
    assert.ok(unknown.body.includes('<div id="root"></div>'));
    assert.equal(meta(unknown.body, 'og:title'), 'Texas 42');
    // ... and asked for by something that wants JSON, the API's 404.
    const asJson = await page(`${url}/nowhere/at/all`, { accept: 'application/json' });
    assert.equal(asJson.status, 404);
    assert.equal((JSON.parse(asJson.body) as { error: { code: string } }).error.code, 'NOT_FOUND');
    // A table or event that is not there: the page (the app says so) with the site's preview.
    for (const path of ['/t/nosuchtable', '/e/nosuchevent', '/t/bad%20id']) {
      const res = await page(url + path);
      assert.equal(res.status, 404, path);
      assert.equal(meta(res.body, 'og:title'), 'Texas 42', path);
    }
  });
});

describe('PUBLIC_URL', () => {
  let server: Texas42Server;
  let url: string;

  before(async () => {
    ({ server, url } = await startServer({
      webRoot: defaultWebRoot(),
      publicUrl: 'https://42.example.org',
    }));
  });
  after(async () => {
    await server.close();
  });

  it("makes the previews' links absolute on the public address, whatever the Host", async () => {
    const res = await page(`${url}/events`);
    assert.equal(meta(res.body, 'og:image'), 'https://42.example.org/preview.png');
    assert.equal(meta(res.body, 'og:url'), 'https://42.example.org/events');
  });

  it('is read from the environment as an origin, and refused otherwise', () => {
    assert.equal(configFromEnv({}, false).publicUrl, undefined);
    assert.equal(
      configFromEnv({ PUBLIC_URL: 'https://42.example.org/' }, false).publicUrl,
      'https://42.example.org',
    );
    assert.equal(
      configFromEnv({ PUBLIC_URL: 'http://localhost:4242' }, false).publicUrl,
      'http://localhost:4242',
    );
    for (const bad of ['42.example.org', 'ftp://42.example.org', 'https://42.example.org/play'])
      assert.throws(() => configFromEnv({ PUBLIC_URL: bad }, false), /PUBLIC_URL must be/);
  });
});

describe('preview tags', () => {
  it('escape whatever a name holds', () => {
    assert.equal(
      escapeHtml(`"><script>alert('x')</script>&`),
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
    const tags = previewTags(
      { title: '"><script>x</script>', description: "$& $' a & b", path: '/t/x' },
      'https://42.example.org',
    );
    assert.ok(!tags.includes('<script>'));
    assert.match(tags, /content="\$&amp; \$&#39; a &amp; b"/);
  });
});
