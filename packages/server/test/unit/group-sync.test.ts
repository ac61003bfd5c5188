import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GroupSync } from '../../src/db/group-sync.js';

describe('group commit: fsyncs of the log shared by the commits that wait for them', () => {
  it('a commit made while an fsync is under way waits for the next one; those waiting share it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'texas42-sync-')), 'db.sqlite');
    writeFileSync(`${path}-wal`, 'frames');
    const sync = new GroupSync(path);
    try {
      const order: string[] = [];
      const first = sync.durable().then(() => order.push(`first after ${sync.syncs}`));
      const second = sync.durable().then(() => order.push(`second after ${sync.syncs}`));
      const third = sync.durable().then(() => order.push(`third after ${sync.syncs}`));
      await Promise.all([first, second, third]);
      // The first fsync covers the first commit only; the two made during it share the second.
      assert.deepEqual(order, ['first after 1', 'second after 2', 'third after 2']);
      assert.equal(sync.commits, 3);
      await sync.durable();
      assert.equal(sync.syncs, 3, 'a commit after all settled gets an fsync of its own');
    } finally {
      sync.close();
    }
  });

  it('before the log exists there is nothing to sync', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'texas42-sync-')), 'db.sqlite');
    const sync = new GroupSync(path);
    await sync.durable();
    assert.equal(sync.syncs, 0);
    sync.close();
  });
});
