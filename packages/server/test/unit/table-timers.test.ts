import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { TableTimers } from '../../src/tables/timers.js';

test('a wait set after the server closed never fires and is not pending', async () => {
  const timers = new TableTimers();
  let fired = 0;
  const before = timers.after(5, () => fired++);
  timers.close();
  const after = timers.after(5, () => fired++);
  assert.equal(timers.waiting(before), false);
  assert.equal(timers.waiting(after), false);
  await sleep(30);
  assert.equal(fired, 0);
});

test('a wait fires once, then is no longer pending; a cancelled one never fires', async () => {
  const timers = new TableTimers();
  let fired = 0;
  const kept = timers.after(5, () => fired++);
  const cancelled = timers.after(5, () => (fired += 10));
  timers.cancel(cancelled);
  assert.equal(timers.waiting(kept), true);
  await sleep(30);
  assert.equal(fired, 1);
  assert.equal(timers.waiting(kept), false);
});
