import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main } from '../src/main.js';

/** One run of the texas42 command in this process: its exit code and what it printed. */
export interface Run {
  code: number;
  out: string;
  err: string;
}

function sink(): Writable & { text: string } {
  const w = new Writable({
    write(chunk: Buffer, _enc, done) {
      w.text += chunk.toString();
      done();
    },
  }) as Writable & { text: string };
  w.text = '';
  return w;
}

export async function run(args: string[], stdin = ''): Promise<Run> {
  const stdout = sink();
  const stderr = sink();
  const code = await main(args, { stdout, stderr, stdin: Readable.from([stdin]) });
  return { code, out: stdout.text, err: stderr.text };
}

/** A file in a fresh temporary directory holding `content`. */
export function tempFile(content: string, name = 'record.json'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'texas42-')), name);
  writeFileSync(path, content);
  return path;
}

export function noStackTrace(r: Run): void {
  assert.ok(!/\n\s+at /.test(r.err + r.out), `no stack trace in: ${r.err}`);
}
