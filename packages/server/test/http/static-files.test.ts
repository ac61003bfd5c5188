import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defaultWebRoot, type Texas42Server } from '../../src/index.js';
import { startServer } from '../support/harness.js';

/** One GET over node:http, the body as it came over the wire (not decompressed). */
function wire(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web app as static files', () => {
  let server: Texas42Server;
  let url: string;
  // A build of our own: an index, a hashed script with the .br and .gz a build writes, an icon.
  const root = mkdtempSync(join(tmpdir(), 'texas42-web-'));
  const script = Buffer.from(`console.log(${JSON.stringify('a domino '.repeat(500))});\n`);
  const index = `<!doctype html><html><head><script type="module" src="/assets/index-AbC_12-x.js"></script></head><body>${'<p>42</p>'.repeat(200)}</body></html>`;

  before(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), index);
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(root, 'assets/index-AbC_12-x.js'), script);
    writeFileSync(join(root, 'assets/index-AbC_12-x.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets/index-AbC_12-x.js.gz'), gzipSync(script));
    ({ server, url } = await startServer({ webRoot: root }));
  });
  after(async () => {
    await server.close();
  });

  it('sends a hashed asset precompressed, in the encoding asked for, cached for a year', async () => {
    const asset = `${url}/assets/index-AbC_12-x.js`;
    const br = await wire(asset, { 'accept-encoding': 'br, gzip' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(br.body, readFileSync(join(root, 'assets/index-AbC_12-x.js.br')));
    assert.deepEqual(brotliDecompressSync(br.body), script);

    const gz = await wire(asset, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), script);
    assert.equal(gz.headers['cache-control'], IMMUTABLE);

    const plain = await wire(asset);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, script);
    assert.equal(plain.headers['cache-control'], IMMUTABLE);
    assert.match(String(plain.headers['content-type']), /javascript/);

    // Asked again with its ETag: a 304 that keeps the year.
    const again = await wire(asset, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], IMMUTABLE);
  });

  it('sends index.html and other unhashed files compressed and revalidated every time', async () => {
    for (const path of ['/', '/index.html']) {
      const page = await wire(url + path, { 'accept-encoding': 'br' });
      assert.equal(page.status, 200, path);
      assert.equal(page.headers['cache-control'], 'no-cache', path);
      assert.equal(page.headers['content-encoding'], 'br', path);
      const text = brotliDecompressSync(page.body).toString();
      // The file as built; at / the app's page, the same with the site's link preview in its head.
      if (path === '/index.html') assert.equal(text, index, path);
      else {
        assert.ok(text.endsWith(index.slice(index.indexOf('</head>'))), path);
        assert.match(text, /<meta property="og:title" content="Texas 42" \/>/, path);
      }
      const revalidated = await wire(url + path, {
        'accept-encoding': 'br',
        'if-none-match': String(page.headers.etag),
      });
      assert.equal(revalidated.status, 304, path);
      assert.equal(revalidated.headers['cache-control'], 'no-cache', path);
    }
    const icon = await wire(`${url}/favicon.svg`);
    assert.equal(icon.headers['cache-control'], 'no-cache');
    // An asset that is not there is the API's 404, not index.html.
    const missing = await wire(`${url}/assets/index-Zz9Zz9Zz.js`);
    assert.equal(missing.status, 404);
  });
});

describe('the built web app', () => {
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

  it("serves the build's script and styles precompressed with brotli and immutable", async () => {
    const page = (await wire(url)).body.toString();
    const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] as string,
    );
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')));
    for (const asset of assets) {
      const file = readFileSync(join(webRoot as string, asset));
      const res = await wire(url + asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      assert.equal(res.headers['content-encoding'], 'br', asset);
      assert.equal(res.headers['cache-control'], IMMUTABLE, asset);
      // The build's own .br, at the highest quality: smaller than a quarter of the file.
      assert.deepEqual(res.body, readFileSync(join(webRoot as string, `${asset}.br`)), asset);
      assert.deepEqual(brotliDecompressSync(res.body), file, asset);
      assert.ok(
        res.body.length < file.length / 3.5,
        `${asset}: ${res.body.length} of ${file.length}`,
      );
    }
  });
});
