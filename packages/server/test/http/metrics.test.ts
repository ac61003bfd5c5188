import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { after, before, describe, it } from 'node:test';
import type { Texas42Server } from '../../src/index.js';
import { AutoPlayer } from '../support/acting.js';
import { Client, emitAck, startServer } from '../support/harness.js';

/** This machine's first address that is not loopback: a client there is not "local". */
const elsewhere = Object.values(networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
const noElsewhere = elsewhere === undefined ? 'this machine has no address but loopback' : false;

/** A sample's value from Prometheus' text format: `name{labels} value`, or `name value`. */
function sample(text: string, name: string, labels = ''): number {
  const key = labels === '' ? name : `${name}{${labels}}`;
  const line = text.split('\n').find((l) => l.startsWith(`${key} `));
  if (line === undefined) throw new Error(`no sample ${key} in the metrics`);
  return Number(line.slice(key.length + 1));
}

/** The sum of every sample of `name` whatever its labels. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

async function scrape(base: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/metrics`, { headers });
}

describe('GET /metrics', () => {
  let server: Texas42Server;
  let port: string;
  before(async () => {
    // On every address, so a client can reach it from elsewhere than loopback.
    let url: string;
    ({ server, url } = await startServer({ host: '0.0.0.0' }));
    port = new URL(url).port;
  });
  after(() => server.close());
  const local = (): string => `http://127.0.0.1:${port}`;

  it('a game played through real sockets moves the counters and histograms', async () => {
    const before = await (await scrape(local())).text();
    const alice = new Client(local());
    await alice.guest('Alice');
    const id = await alice.botTable();
    const socket = alice.socket();
    const player = new AutoPlayer(socket, id);
    await emitAck(socket, 'table:watch', { tableId: id });
    await player.until(8);
    const broadcasts = (t: string): number =>
      sample(t, 'texas42_action_broadcast_seconds_count') -
      sample(before, 'texas42_action_broadcast_seconds_count');
    // An answer can reach Alice a moment before its broadcast is timed, and she plays on while
    // this scrapes: scrape until every action acknowledged before the scrape has been timed.
    let acted = player.acknowledged.length;
    let answer = await scrape(local());
    let text = await answer.text();
    for (let i = 0; i < 20 && broadcasts(text) < acted; i++) {
      await new Promise((r) => setTimeout(r, 100));
      acted = player.acknowledged.length;
      answer = await scrape(local());
      text = await answer.text();
    }
    const actedByNow = player.acknowledged.length;
    alice.close();
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);

    const moved = (name: string): number => total(text, name) - total(before, name);
    // Alice's actions, the bots' and the server's shakes are all appended.
    assert.ok(moved('texas42_actions_total') >= acted + 3, `${moved('texas42_actions_total')}`);
    assert.ok(sample(text, 'texas42_actions_total', 'kind="bid"') >= 1);
    // Each of Alice's acknowledged actions was timed to its broadcast, and only those.
    const timed = broadcasts(text);
    assert.ok(
      timed >= acted && timed <= actedByNow + player.refused.length + 2,
      `${timed} ${acted}`,
    );
    assert.ok(
      sample(text, 'texas42_db_commit_seconds_count') >= acted + 3,
      'every action is a commit',
    );
    assert.ok(sample(text, 'texas42_db_commit_seconds_sum') > 0);
    assert.ok(sample(text, 'texas42_bot_decision_seconds_count', 'level="medium"') >= 3);
    assert.equal(sample(text, 'texas42_sockets_connected'), 1);
    assert.ok(sample(text, 'texas42_tables_open') >= 1);
    assert.equal(sample(text, 'texas42_analysis_queued'), 0);
    assert.equal(sample(text, 'texas42_analysis_running'), 0);
    // prom-client's defaults: the event loop's delay and the process.
    assert.ok(sample(text, 'nodejs_eventloop_lag_p99_seconds') >= 0);
    assert.ok(sample(text, 'process_resident_memory_bytes') > 0);
  });

  it('every metric the sample Grafana dashboard asks for is one the server serves', async () => {
    const dashboard = readFileSync(
      new URL('../../../../../docs/grafana-dashboard.json', import.meta.url),
      'utf8',
    );
    const asked = new Set(
      [...dashboard.matchAll(/\b((?:texas42|nodejs|process)_[a-z0-9_]+)/g)].map(
        (m) => m[1] as string,
      ),
    );
    assert.ok(asked.size >= 10, [...asked].join());
    const served = await (await scrape(local())).text();
    for (const name of asked)
      assert.match(served, new RegExp(`^${name}[ {]`, 'm'), `${name} is not served`);
  });

  it('a request that came through a proxy is refused with METRICS_REFUSED, even from loopback', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await scrape(local(), { [header]: '127.0.0.1' });
      assert.equal(answer.status, 403, header);
      const body = (await answer.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'METRICS_REFUSED');
      assert.match(body.error.message, /METRICS_TOKEN/);
    }
  });

  it('a client on another address is refused without a token', { skip: noElsewhere }, async () => {
    const answer = await scrape(`http://${elsewhere}:${port}`);
    assert.equal(answer.status, 403);
    assert.equal(
      ((await answer.json()) as { error: { code: string } }).error.code,
      'METRICS_REFUSED',
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-long-enough-metrics-token-0123456789';
  let server: Texas42Server;
  let port: string;
  before(async () => {
    let url: string;
    ({ server, url } = await startServer({ host: '0.0.0.0', metricsToken: token }));
    port = new URL(url).port;
  });
  after(() => server.close());

  it(
    'the token opens the metrics to another address; a wrong one or none is refused',
    { skip: noElsewhere },
    async () => {
      const base = `http://${elsewhere}:${port}`;
      assert.equal((await scrape(base, { authorization: `Bearer ${token}` })).status, 200);
      assert.equal((await scrape(base, { authorization: `bearer ${token}` })).status, 200);
      const wrong: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${token}x` },
        { authorization: token },
      ];
      for (const headers of wrong) {
        const answer = await scrape(base, headers);
        assert.equal(answer.status, 403);
        const body = (await answer.json()) as { error: { code: string; message: string } };
        assert.equal(body.error.code, 'METRICS_REFUSED');
        assert.match(body.error.message, /bearer token/);
      }
    },
  );

  it('through a proxy, the token is what lets a scrape in', async () => {
    const base = `http://127.0.0.1:${port}`;
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    assert.equal((await scrape(base, proxied)).status, 403);
    const answer = await scrape(base, { ...proxied, authorization: `Bearer ${token}` });
    assert.equal(answer.status, 200);
    assert.match(await answer.text(), /texas42_actions_total/);
  });
});
