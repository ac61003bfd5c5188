import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same file is in packages/club/test: each package's tests compile on their own.

const fromEnv = process.env.TEXAS42_SEEDS_DIR;

/**
 * The folder of the rule documents (000_....txt and the rest): TEXAS42_SEEDS_DIR, or
 * ../shared/seeds beside the repository, where CI has them.
 */
export const DOCUMENTS_DIR =
  fromEnv !== undefined && fromEnv !== ''
    ? fromEnv
    : fileURLToPath(new URL('../../../../../shared/seeds/', import.meta.url));

/**
 * Why the tests that read the documents are skipped (a clone without the folder, or a folder
 * holding none of them), or false when they are there and those tests run. A folder holding some
 * documents and not others is no reason to skip: those tests fail, naming the missing one.
 */
export const DOCUMENTS_ABSENT: string | false =
  existsSync(DOCUMENTS_DIR) && readdirSync(DOCUMENTS_DIR).some((f) => /^\d{3}_\w+\.txt$/.test(f))
    ? false
    : `the rule documents (${DOCUMENTS_DIR}) are not beside this clone; TEXAS42_SEEDS_DIR names their folder`;

/** A document's path in the folder. */
export function documentPath(file: string): string {
  return join(DOCUMENTS_DIR, file);
}
