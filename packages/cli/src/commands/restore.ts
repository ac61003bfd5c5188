import { DatabaseFileError, restoreDatabase } from '@texas42/server';
import { print, printJson, type Io } from '../io.js';
import { megabytes } from './backup.js';
import { embeddedDatabase, refusal } from './embedded-database.js';

export const RESTORE_HELP = `Usage: texas42 restore FILE [--db PATH] [--json]

Puts a backup made by "texas42 backup" in place of the embedded SQLite database. The server must
be stopped. The current database is kept beside it as texas42.sqlite.before-restore-<time>; the
next start migrates the backup if an earlier version made it.

  --db PATH   the database file (default: DATA_DIR/texas42.sqlite, as the server finds it)
  --json      print {"ok": true, "database", "file", "bytes", "schemaVersion", "keptAside"} or
              {"ok": false, "error": {"code", "message"}}

Exit status: 0 when the backup is in place; 1 when refused, nothing changed: NO_BACKUP,
DATABASE_IN_USE (a server has the database open), NOT_A_TEXAS42_DATABASE, SCHEMA_TOO_NEW (made
by a newer Texas 42: upgrade first), NOT_THE_OWNER (the database is another user's: run as that
user or as root; root gives the restored file the replaced one's owner and mode), or POSTGRES_DATABASE (DATABASE_URL is set: use pg_restore,
docs/backups.md); 2 for a usage mistake.`;

export function restoreCommand(
  io: Io,
  file: string,
  options: { readonly db: string | undefined; readonly json: boolean },
  env: NodeJS.ProcessEnv = process.env,
): number {
  try {
    const database = embeddedDatabase(options.db, env);
    const restored = restoreDatabase(database, file);
    if (options.json) printJson(io, { ok: true, database, file, ...restored });
    else
      print(
        io.stdout,
        `Restored ${file} (${megabytes(restored.bytes)}, schema ${restored.schemaVersion}) to ${database}` +
          (restored.keptAside === null
            ? ''
            : `; the database it replaced is ${restored.keptAside}`),
      );
    return 0;
  } catch (e) {
    if (e instanceof DatabaseFileError) return refusal(io, e, options.json);
    throw e;
  }
}
