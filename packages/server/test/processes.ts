import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The server in its own process (bin/texas42-server.js, what `npm start` runs), on a free port,
 * fast bots, with `env` added: a data directory, a database, Redis.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; url: string }> {
  const bin = fileURLToPath(new URL('../../bin/texas42-server.js', import.meta.url));
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BOT_DELAY_MS: '0',
      HAND_PAUSE_MS: '0',
      BOT_THREADS: '1',
      LOG: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /served at (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before serving: ${out}`)),
    );
  });
}

/** kill -9, and wait for the process to be gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
