import { readFileSync } from 'node:fs';

/**
 * This command's version, from its own package.json (beside dist/ when built and when
 * installed from the registry; the workspaces all carry the root's version).
 */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  if (typeof pkg.version !== 'string') throw new Error('package.json has no version');
  return pkg.version;
}
