/**
 * SQLite's and PostgreSQL's ways of saying a key or a unique column is already taken: the
 * database's answer to two writers that both checked first and both found the place free.
 */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === '23505'
  );
}
