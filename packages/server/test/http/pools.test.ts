import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { AnalysisLimits } from '../../src/config.js';
import { poolDriver } from '../../src/index.js';
import { Client, startServer } from '../support/harness.js';

/** The threads of this process, counted by Linux (null elsewhere). */
function processThreads(): number | null {
  if (!existsSync('/proc/self/status')) return null;
  const m = /^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return m === null ? null : Number(m[1]);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A table of four medium bots (botDelayMs 0 in tests) and the address of each finished hand. */
async function finishedHands(url: string, atLeast: number): Promise<string[]> {
  const host = new Client(url);
  await host.guest('Host');
  const created = await host.call<{ table: { id: string } }>('POST', '/api/tables', {
    rules: 'straight-42',
    bots: 'medium',
  });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const id = created.json.table.id;
  // Bots playing bots wait for someone to watch (BotTurns.paused): the host watches.
  host.socket().emit('table:watch', { tableId: id });
  for (let i = 0; i < 600; i++) {
    const r = await host.call<{ hands: { index: number }[] }>('GET', `/api/tables/${id}/hands`);
    if (r.json.hands.length >= atLeast)
      return r.json.hands.map((h) => `/api/tables/${id}/hands/${h.index}/analysis`);
    await sleep(100);
  }
  throw new Error(`the bots did not finish ${atLeast} hands`);
}

interface Answer {
  readonly path: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly retryAfter: string | null;
  readonly body: { plays?: unknown[]; error?: { code: string } };
}

async function ask(url: string, path: string): Promise<Answer> {
  const res = await fetch(url + path);
  const body = (await res.json()) as Answer['body'];
  return {
    path,
    status: res.status,
    code: body.error?.code,
    retryAfter: res.headers.get('retry-after'),
    body,
  };
}

/** Asks for all the paths at once, counting this process's threads every 10 ms meanwhile. */
async function burst(url: string, paths: string[]): Promise<{ answers: Answer[]; peak: number }> {
  let peak = processThreads() ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, processThreads() ?? 0)), 10);
  try {
    const answers = await Promise.all(paths.map((p) => ask(url, p)));
    return { answers, peak: Math.max(peak, processThreads() ?? 0) };
  } finally {
    clearInterval(timer);
  }
}

function limits(over: Partial<AnalysisLimits>): AnalysisLimits {
  return { threads: 1, queue: 16, timeoutMs: 60_000, perClient: 1000, cacheSize: 500, ...over };
}

describe('the analysis pool under a crowd', () => {
  it('150 requests at once: threads stay bounded, every answer is the analysis or 503 ANALYSIS_BUSY with Retry-After, and a hand asked 150 times is computed once', async () => {
    const { server, url } = await startServer({ analysis: limits({ queue: 2 }) });
    try {
      const hands = await finishedHands(url, 8);
      const before = processThreads();
      // 150 requests over the finished hands but the last: each hand is asked for many times.
      const spread = hands.slice(0, -1);
      const paths = Array.from({ length: 150 }, (_, i) => spread[i % spread.length] as string);
      const { answers, peak } = await burst(url, paths);
      for (const a of answers) {
        if (a.status === 200) assert.ok(Array.isArray(a.body.plays), JSON.stringify(a.body));
        else {
          assert.deepEqual([a.status, a.code], [503, 'ANALYSIS_BUSY'], JSON.stringify(a.body));
          assert.ok(Number(a.retryAfter) >= 1, `Retry-After: ${a.retryAfter}`);
        }
      }
      const analysed = new Set(answers.filter((a) => a.status === 200).map((a) => a.path));
      const busy = answers.filter((a) => a.status === 503).length;
      assert.ok(analysed.size >= 1 && busy >= 1, `${analysed.size} hands analysed, ${busy} busy`);
      let stats = server.analyses.stats();
      // Each hand that was answered was computed once, however many asked for it.
      assert.equal(stats.started, analysed.size);
      assert.equal(stats.peakThreads, 1);
      if (before !== null)
        assert.ok(peak - before <= 4, `threads went from ${before} to ${peak} during the burst`);

      // One more hand, asked for 150 times at once: one computation, 150 answers.
      const last = hands.at(-1) as string;
      const same = await burst(
        url,
        Array.from({ length: 150 }, () => last),
      );
      assert.deepEqual(
        same.answers.map((a) => a.status),
        same.answers.map(() => 200),
      );
      const first = JSON.stringify(same.answers[0]?.body);
      for (const a of same.answers) assert.equal(JSON.stringify(a.body), first);
      stats = server.analyses.stats();
      assert.equal(stats.started, analysed.size + 1);
      assert.equal(stats.threads, 1);
      if (before !== null) assert.ok(same.peak - before <= 4, `threads: ${before} to ${same.peak}`);
    } finally {
      await server.close();
    }
  });

  it('one address with an analysis under way is refused another with 429 TOO_MANY_ANALYSES and Retry-After', async () => {
    const { server, url } = await startServer({ analysis: limits({ perClient: 1 }) });
    try {
      const hands = await finishedHands(url, 2);
      const [a, b] = await Promise.all([
        ask(url, hands[0] as string),
        ask(url, hands[1] as string),
      ]);
      assert.equal(a.status, 200, JSON.stringify(a.body));
      assert.deepEqual([b.status, b.code], [429, 'TOO_MANY_ANALYSES'], JSON.stringify(b.body));
      assert.ok(Number(b.retryAfter) >= 1);
      // Once the first is done the address may ask again.
      assert.equal((await ask(url, hands[1] as string)).status, 200);
    } finally {
      await server.close();
    }
  });

  it('an analysis past ANALYSIS_TIMEOUT_MS is 503 ANALYSIS_TIMEOUT; its thread is replaced and the failure is not kept forever', async () => {
    let clock = Date.now();
    const { server, url } = await startServer({
      analysis: limits({ timeoutMs: 1 }),
      now: () => clock,
    });
    try {
      const [hand] = await finishedHands(url, 1);
      const a = await ask(url, hand as string);
      assert.deepEqual([a.status, a.code], [503, 'ANALYSIS_TIMEOUT'], JSON.stringify(a.body));
      assert.ok(Number(a.retryAfter) >= 1);
      // Asked again at once, the failure is remembered: the pool does not try again.
      assert.equal((await ask(url, hand as string)).code, 'ANALYSIS_TIMEOUT');
      const stats = server.analyses.stats();
      assert.deepEqual(
        { timedOut: stats.timedOut, started: stats.started, threads: stats.threads },
        { timedOut: 1, started: 1, threads: 1 },
      );
      assert.equal(stats.threadsStarted, 2);
      // A minute later it is tried again (and times out again, with this limit).
      clock += 61_000;
      assert.equal((await ask(url, hand as string)).code, 'ANALYSIS_TIMEOUT');
      assert.equal(server.analyses.stats().started, 2);
    } finally {
      await server.close();
    }
  });
});

describe('bots that do not decide in time', () => {
  it('an expert decision past BOT_TIMEOUT_MS is abandoned and the rules of thumb play the seat: the table never stalls', async () => {
    // The real pool, one thread, one millisecond per decision: every search is cut short.
    const bots = poolDriver(1, 1);
    const { server, url } = await startServer({}, bots);
    try {
      const host = new Client(url);
      await host.guest('Host');
      const created = await host.call<{ table: { id: string } }>('POST', '/api/tables', {
        rules: 'straight-42',
        bots: 'expert',
      });
      assert.equal(created.status, 200, JSON.stringify(created.json));
      const id = created.json.table.id;
      host.socket().emit('table:watch', { tableId: id });
      let moves = 0;
      for (let i = 0; i < 300 && moves < 20; i++) {
        await sleep(100);
        const log = await host.call<{ events: { action: { type: string } }[] }>(
          'GET',
          `/api/tables/${id}/log`,
        );
        moves = log.json.events.filter((e) => e.action.type !== 'shake').length;
      }
      assert.ok(moves >= 20, `the bots made ${moves} moves`);
      const stats = bots.stats?.();
      assert.ok(stats !== undefined);
      assert.ok(stats.timedOut >= 10, `${stats.timedOut} decisions abandoned`);
      assert.equal(stats.threads, 1);
      assert.equal(stats.peakThreads, 1);
      assert.ok(stats.threadsStarted > stats.timedOut, 'each abandoned thread was replaced');
    } finally {
      await server.close();
    }
  });
});
