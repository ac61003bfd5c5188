import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FairQueue, PoolError, USAGE_HALF_LIFE_MS, WorkerPool } from '../src/index.js';
import type { Command } from './pool-test-worker.js';

const script = new URL('./pool-test-worker.js', import.meta.url);

function pool(
  options: { size?: number; timeoutMs?: number; maxQueue?: number; maxPerLane?: number } = {},
) {
  return new WorkerPool<Command, unknown>({ script, size: options.size ?? 1, ...options });
}

async function rejectsWith(p: Promise<unknown>, code: string): Promise<PoolError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof PoolError, `a PoolError, not ${String(e)}`);
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}, got an answer`);
}

describe('the fair queue', () => {
  it('a string lane: lanes with no time used yet are served first come, first served', () => {
    const q = new FairQueue<string>();
    for (let i = 1; i <= 3; i++) q.push('hog', `hog${i}`);
    q.push('a', 'a1');
    assert.equal(q.length, 4);
    assert.equal(q.laneCount, 2);
    assert.equal(q.shift(), 'hog1');
    // hog's first task took 500 ms of a thread: a, which used nothing, goes next.
    q.charge('hog', 500);
    assert.deepEqual(
      [q.shift(), q.shift(), q.shift(), q.shift()],
      ['a1', 'hog2', 'hog3', undefined],
    );
    assert.equal(q.length, 0);
    assert.equal(q.laneCount, 0);
  });

  it('by address first: four guests of one address share one turn with a person elsewhere', () => {
    let now = 0;
    const q = new FairQueue<string>(() => now);
    const lane = (address: string, person: string) => ({ address, person, people: true });
    const order: string[] = [];
    // Four guests behind one address, eight tables each, each decision 1 s; one person elsewhere
    // at one table whose decisions take 60 ms.
    for (let round = 0; round < 3; round++) {
      for (let g = 0; g < 4; g++)
        for (let t = 0; t < 8; t++) q.push(lane('1.2.3.4', `guest${g}`), `guest${g}`);
      q.push(lane('5.6.7.8', 'dora'), 'dora');
      for (let served = 0; served < 6; served++) {
        const who = q.shift() as string;
        order.push(who);
        now += who === 'dora' ? 60 : 1000;
        q.charge(
          who === 'dora' ? lane('5.6.7.8', 'dora') : lane('1.2.3.4', who),
          who === 'dora' ? 60 : 1000,
        );
      }
    }
    // Dora is served in every round, and within the first two decisions of it.
    const rounds = [order.slice(0, 6), order.slice(6, 12), order.slice(12, 18)];
    for (const r of rounds) assert.ok(r.slice(0, 2).includes('dora'), r.join(' '));
    // The guests of the one address take turns among themselves by the time each has used.
    const guests = order.filter((w) => w !== 'dora');
    assert.deepEqual(
      new Set(guests.slice(0, 4)),
      new Set(['guest0', 'guest1', 'guest2', 'guest3']),
    );
  });

  it('whatever people wait on goes before what nobody watches, whatever the time used', () => {
    const q = new FairQueue<string>();
    q.push({ address: 'x', person: 'ann', people: false }, 'bots only');
    q.push({ address: 'y', person: 'bo', people: true }, 'people');
    q.charge({ address: 'y', person: 'bo', people: true }, 100_000);
    assert.deepEqual([q.shift(), q.shift()], ['people', 'bots only']);
  });

  it('time used fades: an hour later a heavy address starts level again', () => {
    let now = 0;
    const q = new FairQueue<string>(() => now);
    q.charge('heavy', 600_000);
    q.push('heavy', 'h');
    q.push('light', 'l');
    q.charge('light', 1);
    assert.equal(q.shift(), 'l');
    q.push('light', 'l2');
    now += 60 * USAGE_HALF_LIFE_MS;
    q.charge('light', 1);
    // 600 s faded over sixty half-lives is less than the light lane's fresh millisecond.
    assert.equal(q.shift(), 'h');
  });
});

describe('the worker pool', () => {
  it('answers tasks, and a task that throws is rejected while its thread lives on', async () => {
    const p = pool({ size: 2 });
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((v) => p.run({ do: 'echo', value: v })),
      );
      assert.deepEqual(answers, [1, 2, 3, 4, 5]);
      const e = await rejectsWith(p.run({ do: 'throw', message: 'no such bot' }), 'TASK_FAILED');
      assert.match(e.message, /no such bot/);
      assert.equal(await p.run({ do: 'echo', value: 'still here' }), 'still here');
      assert.equal(p.stats().threadsStarted, 2);
    } finally {
      await p.close();
    }
  });

  it('replaces a thread that crashes or exits: its task is rejected, the pool keeps its size', async () => {
    const p = pool({ size: 2 });
    try {
      const crash = rejectsWith(p.run({ do: 'crash' }), 'WORKER_EXIT');
      const exit = rejectsWith(p.run({ do: 'exit' }), 'WORKER_EXIT');
      const waiting = p.run({ do: 'echo', value: 'after' });
      assert.match((await crash).message, /crashed on command/);
      assert.match((await exit).message, /exited with code 3/);
      // The task waiting behind them runs on a replacement.
      assert.equal(await waiting, 'after');
      const s = p.stats();
      assert.equal(s.threads, 2);
      assert.equal(s.crashed, 2);
      assert.equal(s.threadsStarted, 4);
      assert.equal(s.peakThreads, 2);
      const ids = new Set(await Promise.all([1, 2, 3, 4].map(() => p.run({ do: 'thread' }))));
      assert.ok(ids.size <= 2, `at most two threads answer: ${[...ids].join(', ')}`);
    } finally {
      await p.close();
    }
  });

  it('abandons a task past its time limit: the hung thread is ended and replaced', async () => {
    const p = pool({ size: 1, timeoutMs: 300 });
    try {
      const before = await p.run({ do: 'thread' });
      const started = Date.now();
      const e = await rejectsWith(p.run({ do: 'hang' }), 'TIMEOUT');
      const took = Date.now() - started;
      assert.ok(took >= 290 && took < 5000, `gave up after ${took} ms`);
      assert.match(e.message, /300 ms/);
      const after = await p.run({ do: 'thread' });
      assert.notEqual(after, before, 'a new thread answers');
      assert.deepEqual(
        {
          threads: p.stats().threads,
          timedOut: p.stats().timedOut,
          started: p.stats().threadsStarted,
        },
        { threads: 1, timedOut: 1, started: 2 },
      );
      // A task within the limit is untouched.
      assert.equal(await p.run({ do: 'sleep', ms: 50, value: 'in time' }), 'in time');
    } finally {
      await p.close();
    }
  });

  it('refuses a task when the line is full, and one lane past its share', async () => {
    const p = pool({ size: 1, maxQueue: 2, maxPerLane: 2 });
    try {
      const running = p.run({ do: 'sleep', ms: 300, value: 0 }, 'x');
      const w1 = p.run({ do: 'echo', value: 1 }, 'y');
      const w2 = p.run({ do: 'echo', value: 2 }, 'z');
      await rejectsWith(p.run({ do: 'echo', value: 3 }, 'w'), 'QUEUE_FULL');
      await rejectsWith(p.run({ do: 'echo', value: 4 }, 'y'), 'QUEUE_FULL');
      assert.deepEqual(await Promise.all([running, w1, w2]), [0, 1, 2]);
      const a = p.run({ do: 'sleep', ms: 100, value: 'a' }, 'x');
      const b = p.run({ do: 'echo', value: 'b' }, 'x');
      await rejectsWith(p.run({ do: 'echo', value: 'c' }, 'x'), 'LANE_FULL');
      assert.deepEqual(await Promise.all([a, b]), ['a', 'b']);
      // Once its tasks are done the lane may ask again.
      assert.equal(await p.run({ do: 'echo', value: 'again' }, 'x'), 'again');
    } finally {
      await p.close();
    }
  });

  it('serves by time used: one lane with twenty tasks waiting does not hold back another', async () => {
    const p = pool({ size: 1 });
    try {
      const order: string[] = [];
      const mark = (name: string) => (v: unknown) => (order.push(name), v);
      const first = p.run({ do: 'sleep', ms: 100, value: 'first' }, 'hog').then(mark('hog0'));
      const hog = Array.from({ length: 20 }, (_, i) =>
        p.run({ do: 'sleep', ms: 5, value: i }, 'hog').then(mark(`hog${i + 1}`)),
      );
      const other = [1, 2, 3].map((i) =>
        p.run({ do: 'echo', value: i }, 'table').then(mark(`table${i}`)),
      );
      await Promise.all([first, ...hog, ...other]);
      // The hog's first task used 100 ms of the thread; the other table's three answers take
      // less than that together, so they all go before the hog's next.
      assert.deepEqual(order.slice(0, 5), ['hog0', 'table1', 'table2', 'table3', 'hog1']);
      assert.equal(order.length, 24);
    } finally {
      await p.close();
    }
  });

  it('rejects whatever waits or runs when closed, and everything after', async () => {
    const p = pool({ size: 1 });
    const running = rejectsWith(p.run({ do: 'hang' }), 'CLOSED');
    const waiting = rejectsWith(p.run({ do: 'echo', value: 1 }), 'CLOSED');
    await new Promise((r) => setTimeout(r, 50));
    await p.close();
    await Promise.all([running, waiting]);
    await rejectsWith(p.run({ do: 'echo', value: 2 }), 'CLOSED');
    assert.equal(p.stats().threads, 0);
  });
});
