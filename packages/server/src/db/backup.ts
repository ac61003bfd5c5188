import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { keepFilePrivate } from './file-modes.js';
import { checkDatabaseFile, DatabaseFileError, type DatabaseFileInfo } from './database-file.js';

/** Pages copied per step: a few megabytes, so the progress bar moves on a big database. */
const PAGES_PER_STEP = 1000;

/**
 * Copies the embedded database at `path` to `file` with SQLite's online backup, safe while a
 * server is serving and writing it.
 *
 * The copy is one snapshot: a read transaction is held across the steps, so writes the server
 * commits meanwhile (to the WAL) are neither copied nor make the backup start over, as they
 * would between steps without it; every action acknowledged before the backup began is in it.
 * The copy is written beside `file` and renamed into place once it passes
 * `PRAGMA integrity_check`, so a failed backup never leaves a half file under that name. It is a
 * single file (rollback journal, not WAL), ready to be copied anywhere.
 */
export async function backupDatabase(
  path: string,
  file: string,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<DatabaseFileInfo> {
  if (!existsSync(path))
    throw new DatabaseFileError('NO_DATABASE', `there is no database at ${path}`);
  if (existsSync(file))
    throw new DatabaseFileError(
      'BACKUP_EXISTS',
      `${file} already exists: choose another name, or remove it first`,
    );
  const partial = `${file}.partial`;
  const source = new SQLite(path, { fileMustExist: true });
  try {
    // A server writing holds the write lock for moments; reading never waits for it in WAL.
    source.pragma('busy_timeout = 5000');
    const schemaVersion = checkSchemaOnly(source, path);
    source.exec('BEGIN');
    try {
      source.prepare('select count(*) from sqlite_master').get();
      await source.backup(partial, {
        progress({ totalPages, remainingPages }) {
          onProgress(totalPages - remainingPages, totalPages);
          return PAGES_PER_STEP;
        },
      });
    } finally {
      source.exec('COMMIT');
    }
    // While the snapshot was held, the server's checkpoints could not empty the log, so it grew
    // by every write made during the backup; the server's next automatic checkpoint would copy
    // all of it back at once, on its event loop. Copied here instead, in this process, without
    // waiting for anyone (PASSIVE: the server's writes go on meanwhile).
    source.pragma('wal_checkpoint(PASSIVE)');
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      if (checkDatabaseFile(copy, file) !== schemaVersion)
        throw new DatabaseFileError('BACKUP_FAILED', `the copy in ${file} lost its schema version`);
    } finally {
      copy.close();
    }
    keepFilePrivate(partial);
    renameSync(partial, file);
    return { schemaVersion, bytes: statSync(file).size };
  } catch (e) {
    rmSync(partial, { force: true });
    if (e instanceof DatabaseFileError) throw e;
    throw new DatabaseFileError('BACKUP_FAILED', `the backup failed: ${(e as Error).message}`);
  } finally {
    source.close();
  }
}

/**
 * The live database's schema version, without its integrity check: that reads every page, and
 * the copy is checked whole anyway.
 */
function checkSchemaOnly(db: SQLite.Database, path: string): string {
  try {
    const rows = db.prepare('select name from kysely_migration order by name').all() as {
      name: string;
    }[];
    const last = rows.at(-1)?.name;
    if (last !== undefined) return last;
  } catch {
    // No migrations table: not ours (or not SQLite at all); said below.
  }
  throw new DatabaseFileError(
    'NOT_A_TEXAS42_DATABASE',
    `${path} is not a Texas 42 database (no migration has run in it)`,
  );
}
