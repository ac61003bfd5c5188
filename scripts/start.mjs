#!/usr/bin/env node
// `npm start`: builds whatever is missing (the TypeScript packages, the web app), then serves
// Texas 42 on PORT (4242) with the embedded database in ./data unless DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function run(what, command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`npm start: ${what} failed`);
    process.exit(r.status ?? 1);
  }
}
// tsc -b is incremental: a no-op when everything is built.
run('building the packages', process.execPath, [
  join(root, 'node_modules/typescript/bin/tsc'),
  '-b',
]);
if (!existsSync(join(root, 'packages/web/dist/index.html')))
  run('building the web app', 'npm', ['run', 'build', '--workspace', '@texas42/web']);
const { serve } = await import('@texas42/server');
await serve();
