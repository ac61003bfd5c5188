import { readFileSync } from 'node:fs';

/** The server's version, from its own package.json (beside dist/ when built and installed). */
export function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  if (typeof pkg.version !== 'string') throw new Error('package.json has no version');
  return pkg.version;
}
