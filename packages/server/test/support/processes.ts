import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One line of the server's log (LOG_FORMAT=json): pino's fields and the line's own. */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

/** A server process, its address, and every log line it has written so far. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly log: readonly LogLine[];
  /** What it wrote outside the log (also passed on to this process's stderr). */
  stderr(): string;
}

/**
 * The server in its own process (bin/texas42-server.js, what `npm start` runs), on a free port,
 * fast bots, logging JSON lines at info (its address is read from the startup line), with `env`
 * added: a data directory, a database, Redis, another LOG_LEVEL.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const bin = fileURLToPath(new URL('../../../bin/texas42-server.js', import.meta.url));
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BOT_DELAY_MS: '0',
      HAND_PAUSE_MS: '0',
      BOT_THREADS: '1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
    process.stderr.write(b);
  });
  return new Promise((resolve, reject) => {
    let partial = '';
    child.stdout?.on('data', (b: Buffer) => {
      const lines = (partial + b.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const text of lines) {
        const line = parseLine(text);
        log.push(line);
        if (typeof line.address === 'string' && line.version !== undefined)
          resolve({ child, url: line.address, log, stderr: () => stderr });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before serving: ${JSON.stringify(log)}`)),
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

/** A JSON log line, or (something else wrote to stdout) the text as an unparsed line. */
function parseLine(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return { level: 0, msg: text };
  }
}
