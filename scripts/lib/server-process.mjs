// The product's server in a process of its own, as `npm start` runs it, for the measuring
// scripts: on a free loopback port, a fresh data directory, one bot thread.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the server; resolves to `{ child, url }` once it says where it is served. `name` names
 * the data directory; `env` adds to (or overrides) the environment, e.g. the log settings.
 */
export function startServer(name, env = {}) {
  const child = spawn(process.execPath, [join(root, 'packages/server/bin/texas42-server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `texas42-${name}-`)),
      BOT_THREADS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b.toString();
      const m = /served at (http:\/\/[^\s]+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}
