#!/usr/bin/env node
// Checks that what an event format *is* stays in the club (packages/club/src/formats): outside
// it, no code compares an event's kind with a kind's name or switches on it. The server and the
// web ask FORMATS[kind] instead (a table keyed by kind is fine; a branch is not).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const KINDS = ['league', 'single-elimination', 'round-robin', 'pools', 'progressive'];
const names = KINDS.join('|');
/** `kind === 'league'`, `.kind !== 'pools'`, `case 'progressive':`. */
const BRANCH = new RegExp(
  `kind\\s*[!=]==\\s*'(?:${names})'|'(?:${names})'\\s*[!=]==\\s*[\\w.?]*kind\\b|case\\s+'(?:${names})'\\s*:`,
  'g',
);

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SCANNED = ['server', 'web', 'cli', 'protocol'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
let scanned = 0;
for (const pkg of SCANNED)
  for (const path of files(join(root, 'packages', pkg, 'src'))) {
    scanned++;
    const lines = readFileSync(path, 'utf8').split('\n');
    for (const [i, line] of lines.entries()) {
      if (/^\s*(\/\/|\*)/.test(line)) continue;
      if (BRANCH.test(line))
        problems.push(
          `${relative(root, path)}:${i + 1}: branches on an event's kind: ask FORMATS[kind] (the club's formats)`,
        );
      BRANCH.lastIndex = 0;
    }
  }
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`event kinds: ${scanned} files outside the club, no branch on an event's kind`);
