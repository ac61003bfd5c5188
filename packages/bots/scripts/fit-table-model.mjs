#!/usr/bin/env node
// Fits the bots' table model (packages/bots/src/table-model.ts) from duplicate arena games, the
// bots playing themselves, and writes it to packages/bots/src/table-model-data.ts:
//   node packages/bots/scripts/fit-table-model.mjs [--games 30] [--seed 101] [--bot hard-plain]
//     [--rules straight-42] [--records FILE.json ...] [--save FILE.json] [--out FILE.ts]
// after `npx tsc -b`. The games are deterministic (unbudgeted bots), so the same arguments give
// the same model. --records fits from games saved earlier by --save (a JSON list of the arena's
// game records) instead of playing; several files are pooled. --out writes the model elsewhere
// (to keep games for measure-inference.mjs without refitting). Then run prettier on the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRules } from '@texas42/engine';
import { botByName, fitTableModel, runArena } from '@texas42/bots';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const many = (name) => args.flatMap((a, i) => (args[i - 1] === `--${name}` ? [a] : []));
const games = Number(option('games', '30'));
const seed = Number(option('seed', '101'));
const botName = option('bot', 'hard-plain');
const rules = option('rules', 'straight-42');
const inputs = many('records');

let records = [];
let fittedBy;
if (inputs.length > 0) {
  for (const file of inputs) records.push(...JSON.parse(readFileSync(file, 'utf8')));
  // Saved by --save from a run with these --seed, --bot and --rules: the same games it plays.
  fittedBy = `node packages/bots/scripts/fit-table-model.mjs --games ${records.length} --seed ${seed} --bot ${botName} --rules ${rules} (read from games saved by --save)`;
} else {
  const bot = botByName(botName);
  if (bot === undefined) throw new Error(`no bot named ${botName}`);
  const played = runArena({
    a: bot,
    b: bot,
    games,
    seed,
    rules,
    onGame: (n, record) => {
      records.push(record);
      process.stderr.write(`\r${n}/${games} games`);
    },
  });
  process.stderr.write('\n');
  if (!played.ok) throw new Error(played.error.message);
  fittedBy = `node packages/bots/scripts/fit-table-model.mjs --games ${games} --seed ${seed} --bot ${botName} --rules ${rules}`;
}
const save = option('save', undefined);
if (save !== undefined) writeFileSync(save, JSON.stringify(records));

const resolved = resolveRules(rules);
if (!resolved.ok) throw new Error(resolved.error.message);
const model = fitTableModel(
  records.flatMap((r) => r.hands),
  resolved.value.options,
  fittedBy,
);
const out = option(
  'out',
  join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'table-model-data.ts'),
);
writeFileSync(
  out,
  `import type { TableModel } from './table-model.js';

/** Fitted by packages/bots/scripts/fit-table-model.mjs: do not edit by hand, fit again. */
export const BOTS_TABLE_MODEL: TableModel = ${JSON.stringify(model)};
`,
);
process.stderr.write(`${model.hands} hands from ${records.length} games -> ${out}\n`);
