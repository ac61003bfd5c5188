import { backupDatabase, DatabaseFileError } from '@texas42/server';
import { print, printJson, type Io } from '../io.js';
import { progressBar, type Progress } from '../progress.js';
import { embeddedDatabase, refusal } from './embedded-database.js';

export const BACKUP_HELP = `Usage: texas42 backup FILE [--db PATH] [--json]

Copies the embedded SQLite database to FILE with SQLite's online backup: safe while the server is
serving and writing. The copy is one consistent snapshot holding every action acknowledged
before it began, checked with PRAGMA integrity_check before it is given its name.

  --db PATH   the database file (default: DATA_DIR/texas42.sqlite, as the server finds it)
  --json      print {"ok": true, "database", "file", "bytes", "schemaVersion"} or
              {"ok": false, "error": {"code", "message"}}

Exit status: 0 when FILE holds the backup; 1 when refused: NO_DATABASE, BACKUP_EXISTS (FILE is
never overwritten), NOT_A_TEXAS42_DATABASE, BACKUP_FAILED, or POSTGRES_DATABASE (DATABASE_URL is
set: use pg_dump, docs/backups.md); 2 for a usage mistake.`;

export async function backupCommand(
  io: Io,
  file: string,
  options: { readonly db: string | undefined; readonly json: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  // The page count is known once the copy begins.
  const bar: { progress: Progress | null } = { progress: null };
  try {
    const database = embeddedDatabase(options.db, env);
    const info = await backupDatabase(database, file, (done, total) => {
      bar.progress ??= progressBar(io, total, 'backup');
      bar.progress.update(done);
    });
    bar.progress?.finish();
    if (options.json) printJson(io, { ok: true, database, file, ...info });
    else
      print(
        io.stdout,
        `Backed up ${database} to ${file}: ${megabytes(info.bytes)}, schema ${info.schemaVersion}`,
      );
    return 0;
  } catch (e) {
    if (e instanceof DatabaseFileError) return refusal(io, e, options.json);
    throw e;
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
