import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { isBusy } from './busy.js';
import { checkDatabaseFile, DatabaseFileError, type DatabaseFileInfo } from './database-file.js';

export interface Restored extends DatabaseFileInfo {
  /** Where the database that was in place is kept (`<path>.before-restore-<time>`); null if none. */
  readonly keptAside: string | null;
}

/**
 * Puts the backup `file` in place of the embedded database at `path`, keeping the current one
 * aside as `<path>.before-restore-<time>`. The next start migrates the backup if it is older.
 *
 * Refused while any process has the database open. Every SQLite connection to a WAL database
 * holds a shared lock on its file for as long as it is open (the server's two do, idle or not),
 * and the operating system lets it go when the process ends, even by kill -9; so taking the
 * exclusive lock here, without waiting, is exactly "nobody is using it". A pid file would be
 * stale after a crash, and could name another process by then.
 *
 * The lock is held until the backup is in place: the current database is switched out of WAL
 * (folding its log into the file, so the copy kept aside is whole), given its second name by a
 * hard link, and the backup renamed over `path` in one step; a server starting meanwhile finds
 * the old file locked and stops, or the backup in place, never no file or half of one.
 */
export function restoreDatabase(path: string, file: string, at: Date = new Date()): Restored {
  if (!existsSync(file)) throw new DatabaseFileError('NO_BACKUP', `there is no file ${file}`);
  const backup = openOrRefuse(file);
  let schemaVersion: string;
  try {
    schemaVersion = checkDatabaseFile(backup, file);
  } finally {
    backup.close();
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const owner = ownerFor(path);
  const incoming = `${path}.restoring`;
  copyFileSync(file, incoming);
  let keptAside: string | null = null;
  try {
    // The server runs as the owner of the database it replaces (a service user): the backup
    // becomes theirs, with the same mode, or the service could not open it after a restore.
    if (owner.chown) chownSync(incoming, owner.uid, owner.gid);
    chmodSync(incoming, owner.mode);
    if (existsSync(path)) {
      const current = lockExclusively(path);
      try {
        keptAside = `${path}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`;
        linkSync(path, keptAside);
        // A -shm file left by the old WAL is harmless: the first connection to open the
        // backup finds nobody else holding it and starts it afresh.
        renameSync(incoming, path);
      } finally {
        current.close();
      }
    } else renameSync(incoming, path);
  } finally {
    rmSync(incoming, { force: true });
  }
  return { schemaVersion, bytes: statSync(path).size, keptAside };
}

/**
 * Whose the restored file must be, and with what mode: the current database's (the data
 * directory's owner, mode 0600, when there is none). Root gives it to them; any other user may
 * only restore a database of their own (NOT_THE_OWNER), as they could not give the file away.
 */
function ownerFor(path: string): { uid: number; gid: number; mode: number; chown: boolean } {
  const current = existsSync(path) ? statSync(path) : null;
  const from = current ?? statSync(dirname(path));
  const mode = current === null ? 0o600 : current.mode & 0o777;
  const me = process.getuid?.() ?? from.uid;
  if (me === 0) return { uid: from.uid, gid: from.gid, mode, chown: true };
  if (current !== null && current.uid !== me)
    throw new DatabaseFileError(
      'NOT_THE_OWNER',
      `${path} belongs to user ${current.uid}, not to you (${me}): restore as that user (sudo -u <the service's user> texas42 restore ...) or as root`,
    );
  return { uid: me, gid: from.gid, mode, chown: false };
}

function openOrRefuse(file: string): SQLite.Database {
  try {
    return new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new DatabaseFileError(
      'NOT_A_TEXAS42_DATABASE',
      `${file} cannot be opened as a database: ${(e as Error).message}`,
    );
  }
}

/**
 * The current database with its exclusive lock held and its WAL folded in, or DATABASE_IN_USE if
 * another connection (a running server, a script) has it open.
 */
function lockExclusively(path: string): SQLite.Database {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    // Checkpoints the WAL into the file and deletes it: the kept copy is one whole file.
    db.pragma('journal_mode = DELETE');
    return db;
  } catch (e) {
    db.close();
    if (isBusy(e))
      throw new DatabaseFileError(
        'DATABASE_IN_USE',
        `${path} is in use (a server or another program has it open): stop the server, then restore`,
      );
    throw new DatabaseFileError(
      'NOT_A_TEXAS42_DATABASE',
      `the current database ${path} cannot be locked: ${(e as Error).message}`,
    );
  }
}
