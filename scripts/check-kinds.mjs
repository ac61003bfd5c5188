#!/usr/bin/env node
// Checks that what an event format *is* stays in the club (packages/club/src/formats): outside
// it, no code compares an event's kind with a kind's name or switches on it. The server and the
// web ask FORMATS[kind] instead. The files listed in STILL_BRANCHING are the ones not yet moved
// (issue 26); each may keep at most its count, and the count must come down as they are moved.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const KINDS = ['league', 'single-elimination', 'round-robin', 'pools', 'progressive'];
const names = KINDS.join('|');
/** `kind === 'league'`, `.kind !== 'pools'`, `case 'progressive':`. */
const BRANCH = new RegExp(
  `kind\\s*[!=]==\\s*'(?:${names})'|'(?:${names})'\\s*[!=]==\\s*[\\w.?]*kind\\b|case\\s+'(?:${names})'\\s*:`,
  'g',
);

/** Branches on the kind not yet moved into the club's formats, by file: their most. */
const STILL_BRANCHING = {
  // The view's rounds, standings, bracket, pools and tables by plan kind.
  'packages/server/src/events/event-view.ts': 6,
  // Each kind's settings from the request.
  'packages/server/src/events/registration.ts': 4,
};

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SCANNED = ['server', 'web', 'cli', 'protocol'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
const found = new Map();
for (const pkg of SCANNED)
  for (const path of files(join(root, 'packages', pkg, 'src'))) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    let count = 0;
    for (const [i, line] of lines.entries()) {
      if (/^\s*(\/\/|\*)/.test(line)) continue;
      const hits = line.match(BRANCH);
      if (hits === null) continue;
      count += hits.length;
      if (!(file in STILL_BRANCHING))
        problems.push(
          `${file}:${i + 1}: branches on an event's kind: ask FORMATS[kind] (the club's formats)`,
        );
    }
    if (count > 0) found.set(file, count);
  }
for (const [file, most] of Object.entries(STILL_BRANCHING)) {
  const count = found.get(file) ?? 0;
  if (count > most)
    problems.push(
      `${file}: ${count} branches on an event's kind, at most ${most}: ask FORMATS[kind]`,
    );
  else if (count < most)
    problems.push(
      `${file}: ${count} branches on an event's kind now, fewer than ${most}: lower its count in scripts/check-kinds.mjs`,
    );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
