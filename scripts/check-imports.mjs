#!/usr/bin/env node
// Checks the import graph of packages/*/src: no cycles between files, and each package imports
// only the packages its layer allows (ARCHITECTURE.md: layers import only downward).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Which workspace packages each package may import. */
const LAYERS = {
  engine: [],
  solver: ['engine'],
  bots: ['solver', 'engine'],
  club: ['engine'],
  // The wire contract: plain types and schemas over the engine's and the club's data.
  protocol: ['club', 'engine'],
  server: ['protocol', 'club', 'bots', 'solver', 'engine'],
  cli: ['server', 'protocol', 'club', 'bots', 'solver', 'engine'],
  // The browser app: the message types (type imports; the board knows no rules), the club's
  // checks a form asks before sending, and, in its solo table (src/solo/) only, a Web Worker that
  // runs the engine and the bots as a server does.
  web: ['protocol', 'club', 'engine', 'bots', 'solver'],
};

/** What the web app may import only in its solo table's folder (the worker, its match). */
const WEB_SOLO_ONLY = ['bots', 'solver'];
const WEB_SOLO = 'packages/web/src/solo/';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const problems = [];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const graph = new Map();
for (const pkg of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', pkg, 'src');
  try {
    statSync(src);
  } catch {
    continue;
  }
  const allowed = LAYERS[pkg];
  if (allowed === undefined)
    problems.push(`packages/${pkg}: not in the layer table of scripts/check-imports.mjs`);
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    const edges = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (spec.startsWith('.')) {
        edges.push(resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
      } else if (spec.startsWith('@texas42/')) {
        const target = spec.slice('@texas42/'.length).split('/')[0];
        if (!(allowed ?? []).includes(target))
          problems.push(
            `${relative(root, file)}: packages/${pkg} may not import @texas42/${target}`,
          );
        else if (
          pkg === 'web' &&
          WEB_SOLO_ONLY.includes(target) &&
          !relative(root, file).startsWith(WEB_SOLO)
        )
          problems.push(`${relative(root, file)}: only ${WEB_SOLO} may import @texas42/${target}`);
      }
    }
    graph.set(file, edges);
  }
}

// Depth-first search for cycles.
const state = new Map();
function visit(file, path) {
  if (state.get(file) === 'done') return;
  if (state.get(file) === 'open') {
    const cycle = path
      .slice(path.indexOf(file))
      .concat(file)
      .map((f) => relative(root, f));
    problems.push(`import cycle: ${cycle.join(' -> ')}`);
    return;
  }
  state.set(file, 'open');
  for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
  state.set(file, 'done');
}
for (const file of graph.keys()) visit(file, []);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`imports: ${graph.size} files, no cycles, layers respected`);
