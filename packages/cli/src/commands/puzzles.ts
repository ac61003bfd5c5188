import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { puzzlesOfHand, type Puzzle } from '@texas42/bots';
import { parseRecord, resolveRules, type HandRecord, type Rules } from '@texas42/engine';
import { readFinishedHands } from '@texas42/server';
import { UsageError, print, printJson, type Io } from '../io.js';
import { progressBar } from '../progress.js';

export const PUZZLES_HELP = `Usage: texas42 puzzles make --from DIR|DB --out FILE [--margin N] [--limit N] [--json]

Finds puzzles in played hands: positions where exactly one domino keeps the bid made (or, for
the defenders, keeps it set) with best play after, every other legal domino falls short of it
by a clear margin, more than one domino is legal and more than two tricks are left. One puzzle
at most from each hand, the earliest. Each puzzle holds the hand record up to the position, the
seat to play and what it can see (the bids, the plays so far, its dominoes), the answer, every
legal domino's exact value and the solver's line from the position to the end of the hand.

  --from DIR     hand or game records (*.json, in DIR and its folders), as texas42 arena --out
                 writes them
  --from DB      the server's finished hands: a SQLite database file (as texas42 backup makes)
                 or a postgres:// URL
  --out FILE     where to write the puzzles: {"version": 1, "margin", "puzzles": [...]}
  --margin N     the smallest shortfall of the best other domino, in points (default 5; in
                 nello one trick)
  --limit N      stop after N puzzles
  --json         print {"ok": true, "hands", "skipped": [...], "puzzles", "out"}

A progress bar shows on a terminal. Exit status: 0, or 2 for a usage mistake.`;

/** One played hand to look in, with its rules and where it came from. */
interface Source {
  readonly source: string;
  readonly rules: Rules;
  readonly record: HandRecord;
}

interface Skipped {
  readonly source: string;
  readonly reason: string;
}

function recordFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...recordFiles(path));
    else if (name.endsWith('.json')) out.push(path);
  }
  return out;
}

function fromFolder(dir: string, skipped: Skipped[]): Source[] {
  const sources: Source[] = [];
  for (const file of recordFiles(dir)) {
    const name = relative(dir, file);
    const parsed = parseRecord(readFileSync(file, 'utf8'));
    if (!parsed.ok) {
      skipped.push({ source: name, reason: `${parsed.error.code}: ${parsed.error.message}` });
      continue;
    }
    const hands = parsed.value.kind === 'hand' ? [parsed.value.record] : parsed.value.record.hands;
    hands.forEach((record, k) =>
      sources.push({
        source: hands.length > 1 ? `${name} hand ${k + 1}` : name,
        rules: parsed.value.rules,
        record,
      }),
    );
  }
  return sources;
}

async function fromDatabase(from: string, skipped: Skipped[]): Promise<Source[]> {
  const url = /^postgres(ql)?:\/\//.test(from) ? from : undefined;
  const stored = await readFinishedHands({ url, sqlitePath: from });
  const sources: Source[] = [];
  for (const s of stored) {
    const rules = resolveRules(s.record.rules ?? 'straight-42');
    if (rules.ok) sources.push({ source: s.source, rules: rules.value, record: s.record });
    else skipped.push({ source: s.source, reason: `${rules.error.code}: ${rules.error.message}` });
  }
  return sources;
}

export interface PuzzlesArgs {
  readonly sub: string | undefined;
  readonly from: string | undefined;
  readonly out: string | undefined;
  readonly margin: number;
  readonly limit: number | undefined;
  readonly json: boolean;
}

export async function puzzlesCommand(io: Io, args: PuzzlesArgs): Promise<number> {
  if (args.sub !== 'make')
    throw new UsageError(
      `${args.sub === undefined ? 'puzzles needs a subcommand' : `unknown subcommand "puzzles ${args.sub}"`}: make\n\n${PUZZLES_HELP}`,
    );
  if (args.from === undefined || args.out === undefined)
    throw new UsageError(`puzzles make needs --from DIR|DB and --out FILE\n\n${PUZZLES_HELP}`);
  const from = args.from;
  const isUrl = /^postgres(ql)?:\/\//.test(from);
  if (!isUrl && !existsSync(from))
    throw new UsageError(`--from ${from}: no such folder or database file`);
  const skipped: Skipped[] = [];
  const sources =
    !isUrl && statSync(from).isDirectory()
      ? fromFolder(from, skipped)
      : await fromDatabase(from, skipped);
  const bar = progressBar(io, sources.length, 'puzzles');
  const puzzles: Puzzle[] = [];
  const seen = new Set<string>();
  let hands = 0;
  for (const s of sources) {
    if (args.limit !== undefined && puzzles.length >= args.limit) break;
    hands++;
    const found = puzzlesOfHand(s.rules, s.record, s.source, { margin: args.margin });
    if (!found.ok) {
      skipped.push({ source: s.source, reason: `${found.error.code}: ${found.error.message}` });
      continue;
    }
    for (const p of found.value)
      if (!seen.has(p.id)) {
        seen.add(p.id);
        puzzles.push(p);
      }
    bar.update(hands);
  }
  bar.finish();
  const chosen = args.limit === undefined ? puzzles : puzzles.slice(0, args.limit);
  try {
    writeFileSync(
      args.out,
      JSON.stringify({ version: 1, margin: args.margin, puzzles: chosen }) + '\n',
    );
  } catch (e) {
    throw new UsageError(`cannot write the puzzles to ${args.out}: ${(e as Error).message}`, 1);
  }
  if (args.json) printJson(io, { ok: true, hands, skipped, puzzles: chosen.length, out: args.out });
  else {
    print(io.stdout, `${chosen.length} puzzles from ${hands} hands, written to ${args.out}`);
    for (const s of skipped) print(io.stderr, `skipped ${s.source}: ${s.reason}`);
  }
  return 0;
}
