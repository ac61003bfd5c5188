#!/usr/bin/env node
// The size guards (eslint.config.js: max-lines, max-lines-per-function) have one way past them:
// an eslint-disable comment that names the rule and says, after " -- ", why the thing is one
// piece. This refuses such a comment without its reason, and a bare eslint-disable (no rule
// named), which would switch the guards off unsaid. ESLint itself reports a disable that no
// longer disables anything (reportUnusedDisableDirectives).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const GUARDS = ['max-lines', 'max-lines-per-function'];
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const problems = [];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The comments of a file, block and line, with where each starts. */
const COMMENT = /\/\*([\s\S]*?)\*\/|\/\/([^\n]*)/g;
/** A directive: which kind, then its rules and, after " -- ", its reason. */
const DIRECTIVE = /^eslint-disable(?:-next-line|-line)?(?:\s([\s\S]*))?$/;

let checked = 0;
for (const pkg of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', pkg, 'src');
  try {
    statSync(src);
  } catch {
    continue;
  }
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(COMMENT)) {
      const directive = DIRECTIVE.exec((m[1] ?? m[2] ?? '').trim());
      if (directive === null) continue;
      checked++;
      const [rulesPart = '', ...why] = (directive[1] ?? '').split(/\s--(?:\s|$)/);
      const rules = rulesPart
        .split(',')
        .map((r) => r.trim())
        .filter((r) => r !== '');
      const where = `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`;
      if (rules.length === 0)
        problems.push(`${where}: an eslint-disable names no rule: name the rule it is about`);
      else if (rules.some((r) => GUARDS.includes(r)) && why.join(' -- ').trim() === '')
        problems.push(
          `${where}: an eslint-disable of ${rules.join(', ')} says no reason: add " -- " and why this is one piece`,
        );
    }
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`eslint-disable comments: ${checked} found, each names its rule and says why`);
