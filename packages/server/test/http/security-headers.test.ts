import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { defaultWebRoot, type Texas42Server } from '../../src/index.js';
import { rawBytes as raw, startServer } from '../support/harness.js';

describe('security headers and one shape for every error', () => {
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

  it('pages and API answers carry a Content Security Policy and the other helmet headers', async () => {
    for (const path of ['/', '/api/health', '/api/nothing-here']) {
      const res = await fetch(url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      assert.match(csp, /script-src 'self'/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, path);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(res.headers.get('referrer-policy'), 'same-origin', path);
    }
  });

  it('only the embed pages may be framed: no frame-ancestors nor X-Frame-Options there, the rest of the policy kept', async () => {
    for (const path of ['/embed/events/some-event', '/embed/events/some-event?show=bracket']) {
      const res = await fetch(url + path, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      assert.match(csp, /script-src 'self'/, path);
      assert.doesNotMatch(csp, /frame-ancestors/, path);
      assert.equal(res.headers.get('x-frame-options'), null, path);
    }
    // Everything else stays unframeable, the event's own page and its API included.
    for (const path of [
      '/e/some-event',
      '/events',
      '/embed-nothing',
      // Only the embed page itself (issue 25: every /embed/... path was frameable).
      '/embed/',
      '/embed/anything',
      '/embed/events',
      '/embed/events/some-event/more',
      '/embed/tables/some-table',
      '/api/events',
      '/api/events/x/standings.csv',
    ]) {
      const res = await fetch(url + path, { headers: { accept: 'text/html' } });
      assert.match(
        res.headers.get('content-security-policy') ?? '',
        /frame-ancestors 'none'/,
        path,
      );
      assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
    }
  });

  it('the production build has no source maps, and none is served', async () => {
    const assets = readdirSync(join(webRoot as string, 'assets'));
    assert.ok(assets.some((f) => f.endsWith('.js')));
    assert.deepEqual(
      assets.filter((f) => f.endsWith('.map')),
      [],
    );
    const script = assets.find((f) => f.endsWith('.js')) as string;
    const res = await fetch(`${url}/assets/${script}`);
    assert.doesNotMatch(await res.text(), /sourceMappingURL/);
    assert.equal((await fetch(`${url}/assets/${script}.map`)).status, 404);
  });

  it("the framework's refusals (404, 413, 415, 431, not HTTP) answer {error: {code, message}}", async () => {
    const post = (body: string, type: string): Promise<Response> =>
      fetch(`${url}/api/guest`, { method: 'POST', headers: { 'content-type': type }, body });
    const cases: [Promise<Response>, number, string][] = [
      [fetch(`${url}/api/no/such/thing`), 404, 'NOT_FOUND'],
      [fetch(`${url}/api/tables`, { method: 'DELETE' }), 404, 'NOT_FOUND'],
      [post('x'.repeat(100_000), 'application/json'), 413, 'BODY_TOO_LARGE'],
      [post('<name/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [post('{"name": ', 'application/json'), 400, 'BAD_REQUEST'],
      [
        fetch(`${url}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } }),
        431,
        'HEADERS_TOO_LARGE',
      ],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      assert.equal(res.status, status, code);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, code);
      assert.ok(body.error.message.length > 0);
    }
    const garbage = await raw(url, 'HELLO THERE\r\n\r\n');
    assert.match(garbage, /^HTTP\/1\.1 400 /);
    assert.match(garbage, /\{"error":\{"code":"BAD_REQUEST"/);
  });
});
