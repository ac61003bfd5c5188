import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';

/** Where a command reads and writes; tests pass their own streams. */
export interface Io {
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable & { isTTY?: boolean; columns?: number };
  readonly stdin: Readable;
}

/** A user mistake: printed as one line, never as a stack trace. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

export function print(stream: Io['stdout'], text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}

export function printJson(io: Io, value: unknown): void {
  print(io.stdout, JSON.stringify(value));
}

async function readStream(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads FILE, or standard input for "-". */
export async function readInput(io: Io, path: string): Promise<string> {
  if (path === '-') return readStream(io.stdin);
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${(e as Error).message}`,
    );
  }
}
