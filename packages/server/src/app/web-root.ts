import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The web app built by packages/web, if it has been built. */
export function defaultWebRoot(): string | undefined {
  // From dist/src/app/ of this package to packages/web/dist.
  const root = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
  return existsSync(root) ? root : undefined;
}
