import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { noStackTrace, run } from './run.js';

/** texas42 arena --out and texas42 puzzles make, end to end on records the arena wrote. */
interface Made {
  version: number;
  margin: number;
  puzzles: {
    id: string;
    source: string;
    seat: string;
    measure: 'points' | 'tricks';
    answer: string;
    margin: number;
    view: { legal: string[]; hand: string[] };
    record: { plays: string[] };
    line: { seat: string; domino: string }[];
  }[];
}

const arenaGames = async (): Promise<string> => {
  const dir = join(mkdtempSync(join(tmpdir(), 'texas42-puzzles-')), 'games');
  const r = await run([
    'arena',
    '--a',
    'medium',
    '--b',
    'medium',
    '--games',
    '4',
    '--seed',
    '7',
    '--out',
    dir,
  ]);
  assert.equal(r.code, 0, r.err);
  return dir;
};

describe('texas42 puzzles make', () => {
  it('finds puzzles in the records texas42 arena --out writes, the same each time', async () => {
    const dir = await arenaGames();
    assert.deepEqual(readdirSync(dir), [
      'game-0001.json',
      'game-0002.json',
      'game-0003.json',
      'game-0004.json',
    ]);
    // Each is a game record texas42 replay accepts.
    const replay = await run(['replay', join(dir, 'game-0001.json'), '--json']);
    assert.equal(replay.code, 0, replay.out);
    const out = join(dir, '..', 'puzzles.json');
    const r = await run(['puzzles', 'make', '--from', dir, '--out', out, '--json']);
    assert.equal(r.code, 0, r.err);
    const summary = JSON.parse(r.out) as {
      ok: boolean;
      hands: number;
      puzzles: number;
      skipped: unknown[];
    };
    const made = JSON.parse(readFileSync(out, 'utf8')) as Made;
    assert.equal(summary.ok, true);
    assert.deepEqual(summary.skipped, []);
    assert.ok(summary.hands > 20, `${summary.hands} hands`);
    assert.equal(made.version, 1);
    assert.equal(made.margin, 5);
    assert.equal(made.puzzles.length, summary.puzzles);
    assert.ok(made.puzzles.length > 0, 'four games hold a puzzle');
    for (const p of made.puzzles) {
      assert.match(p.id, /^[0-9a-f]{12}$/);
      assert.match(p.source, /^game-000[1-4]\.json hand \d+$/);
      assert.ok(p.view.legal.length > 1);
      assert.ok(p.view.legal.includes(p.answer));
      assert.ok(p.margin >= (p.measure === 'tricks' ? 1 : 5), `${p.id} margin ${p.margin}`);
      assert.deepEqual(p.line[0], { seat: p.seat, domino: p.answer });
    }
    // One puzzle a hand at most.
    assert.equal(new Set(made.puzzles.map((p) => p.source)).size, made.puzzles.length);
    // The same records make the same file; --limit keeps the first ones; a wider margin fewer.
    const again = join(dir, '..', 'again.json');
    await run(['puzzles', 'make', '--from', dir, '--out', again]);
    assert.equal(readFileSync(again, 'utf8'), readFileSync(out, 'utf8'));
    const one = join(dir, '..', 'one.json');
    const limited = await run(['puzzles', 'make', '--from', dir, '--out', one, '--limit', '1']);
    assert.match(limited.out, /^1 puzzles from \d+ hands, written to /);
    assert.deepEqual(
      (JSON.parse(readFileSync(one, 'utf8')) as Made).puzzles,
      made.puzzles.slice(0, 1),
    );
    const wide = join(dir, '..', 'wide.json');
    await run(['puzzles', 'make', '--from', dir, '--out', wide, '--margin', '15']);
    const fewer = (JSON.parse(readFileSync(wide, 'utf8')) as Made).puzzles;
    assert.ok(fewer.length < made.puzzles.length);
    for (const p of fewer) assert.ok(p.margin >= 15);
  });

  it('a file that is not a record is skipped and named; the others are read', async () => {
    const dir = await arenaGames();
    writeFileSync(join(dir, 'notes.json'), '{"dealer": "X"}');
    const r = await run([
      'puzzles',
      'make',
      '--from',
      dir,
      '--out',
      join(dir, '..', 'p.json'),
      '--json',
    ]);
    assert.equal(r.code, 0);
    const summary = JSON.parse(r.out) as {
      skipped: { source: string; reason: string }[];
      puzzles: number;
    };
    assert.deepEqual(
      summary.skipped.map((s) => s.source),
      ['notes.json'],
    );
    assert.match(summary.skipped[0]?.reason ?? '', /^BAD_RECORD: /);
    assert.ok(summary.puzzles > 0);
  });

  it('reads a server database (SQLite): a new one has no finished hands and no puzzles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-puzzles-db-'));
    const db = join(dir, 'texas42.sqlite');
    writeFileSync(db, '');
    const out = join(dir, 'p.json');
    const r = await run(['puzzles', 'make', '--from', db, '--out', out, '--json']);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out), { ok: true, hands: 0, skipped: [], puzzles: 0, out });
    assert.deepEqual(JSON.parse(readFileSync(out, 'utf8')), { version: 1, margin: 5, puzzles: [] });
  });

  it('usage mistakes: one line, exit status 2, no file written', async () => {
    const nothing = await run(['puzzles']);
    assert.equal(nothing.code, 2);
    assert.match(nothing.err, /puzzles needs a subcommand: make/);
    const noFrom = await run(['puzzles', 'make', '--out', 'x.json']);
    assert.equal(noFrom.code, 2);
    assert.match(noFrom.err, /needs --from DIR\|DB and --out FILE/);
    const missing = await run(['puzzles', 'make', '--from', '/no/such/place', '--out', 'x.json']);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /--from \/no\/such\/place: no such folder or database file/);
    const margin = await run([
      'puzzles',
      'make',
      '--from',
      '.',
      '--out',
      'x.json',
      '--margin',
      'lots',
    ]);
    assert.equal(margin.code, 2);
    assert.match(margin.err, /--margin must be a whole number/);
    for (const r of [nothing, noFrom, missing, margin]) noStackTrace(r);
    const help = await run(['puzzles', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.out, /Usage: texas42 puzzles make --from DIR\|DB --out FILE/);
  });
});
