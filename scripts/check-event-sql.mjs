#!/usr/bin/env node
// The events' repository owns every event query (issue 26): packages/server/src/events/repository/
// holds the SQL, and the event modules call its functions, named for what they do. This refuses a
// query builder call (selectFrom, updateTable, insertInto, deleteFrom) or a sql`` template
// anywhere else under packages/server/src/events.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const events = join(root, 'packages', 'server', 'src', 'events');
const repository = join(events, 'repository');
const QUERY = /\b(?:selectFrom|updateTable|insertInto|deleteFrom)\b|\bsql\s*(?:<[^>]*>)?\s*`/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === repository ? [] : files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
let checked = 0;
for (const file of files(events)) {
  checked++;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [i, line] of lines.entries())
    if (QUERY.test(line))
      problems.push(
        `${relative(root, file)}:${i + 1}: a query outside the events' repository: move it to events/repository/ and call it by name`,
      );
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-event-sql: ${checked} event modules, no query outside events/repository/`);
