import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The embedded database holds password hashes and the session secret, so only the user the
 * server runs as may read it: the database and its -wal and -shm files 0600 (SQLite gives the
 * latter two the database's own mode), a backup 0600, and the data directory closed to other
 * users (its group is left as the operator set it: a backup group may read it).
 */
export function keepDatabasePrivate(path: string): void {
  const dir = dirname(path);
  const me = process.getuid?.();
  const mine = (p: string): boolean => me === undefined || me === 0 || statSync(p).uid === me;
  if (existsSync(dir) && mine(dir)) {
    const mode = statSync(dir).mode & 0o777;
    if ((mode & 0o007) !== 0) chmodSync(dir, mode & 0o770);
  }
  for (const file of [path, `${path}-wal`, `${path}-shm`]) keepFilePrivate(file, mine);
}

/** `file` readable and writable by its owner only (if it exists and is ours to change). */
export function keepFilePrivate(file: string, mine: (p: string) => boolean = () => true): void {
  if (!existsSync(file) || !mine(file)) return;
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
}
