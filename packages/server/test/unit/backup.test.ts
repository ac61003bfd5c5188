import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { backupDatabase } from '../../src/db/backup.js';
import { connect } from '../../src/db/connect.js';
import { SCHEMA_VERSIONS } from '../../src/db/migrations.js';
import { startSteadyWriter } from '../support/steady-writer.js';

/** The seqs of a table's log in a database file, in order. */
function seqs(file: string, tableId: string): number[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('select seq from table_events where table_id = ? order by seq').all(tableId) as {
        seq: number;
      }[]
    ).map((r) => r.seq);
  } finally {
    db.close();
  }
}

describe('the online backup of the embedded database', () => {
  it('copies one snapshot in many steps while another process commits without pause', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-backup-'));
    const path = join(dir, 'texas42.sqlite');
    // A database of some megabytes: a long table log, so the copy takes many steps.
    const { db } = await connect({ sqlitePath: path });
    await db.destroy();
    const sqlite = new SQLite(path);
    const insert = sqlite.prepare(
      "insert into table_events (table_id, seq, seat, action, created_at) values ('long', ?, 'N', ?, ?)",
    );
    const action = JSON.stringify({
      type: 'play',
      seat: 'N',
      domino: '6-6',
      note: 'x'.repeat(200),
    });
    sqlite.transaction(() => {
      for (let seq = 1; seq <= 40_000; seq++) insert.run(seq, action, new Date().toISOString());
    })();
    sqlite.close();

    const writer = await startSteadyWriter(path, 'busy', 1);
    try {
      const before = writer.committed();
      const progress: [number, number][] = [];
      const info = await backupDatabase(path, join(dir, 'backup.sqlite'), (done, total) =>
        progress.push([done, total]),
      );
      const during = writer.committed() - before;
      assert.ok(during > 0, 'the writer committed while the backup ran');
      assert.ok(progress.length > 3, `${progress.length} steps`);
      // Never started over: what was copied only grows, against one total.
      for (let i = 1; i < progress.length; i++) {
        assert.ok((progress[i]?.[0] ?? 0) >= (progress[i - 1]?.[0] ?? 0), `step ${i}`);
        assert.equal(progress[i]?.[1], progress[0]?.[1]);
      }
      assert.equal(info.schemaVersion, SCHEMA_VERSIONS.at(-1));

      const file = join(dir, 'backup.sqlite');
      const copy = new SQLite(file, { readonly: true });
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
      assert.equal(copy.pragma('journal_mode', { simple: true }), 'delete');
      copy.close();
      assert.equal(seqs(file, 'long').length, 40_000);
      // Every commit reported before the backup began is in it, in one unbroken run: a snapshot.
      const busy = seqs(file, 'busy');
      assert.ok(busy.length >= before, `${busy.length} of the ${before} committed before`);
      assert.deepEqual(
        busy,
        Array.from({ length: busy.length }, (_, i) => i + 1),
      );
    } finally {
      await writer.stop();
    }
  });
});
