import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { noStackTrace, run, tempFile } from './run.js';

const SUITED = {
  N: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
  E: ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
  S: ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1'],
  W: ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
};
const MADE = {
  rules: 'straight-42',
  dealer: 'W',
  hands: SUITED,
  bids: [30, 'pass', 'pass', 'pass'],
  contract: 'sixes',
  plays: ['6-6', '5-5', '4-1', '3-0', '6-5', '5-0', '3-2', '2-2', '6-4', '5-4', '4-3', '2-1'],
};

describe('texas42 replay', () => {
  it('prints exactly the scored hand with --json, from a file or standard input', async () => {
    const expected = {
      ok: true,
      declarer: 'N',
      bid: 30,
      contract: 'sixes',
      tricks: [
        { leader: 'N', plays: ['6-6', '5-5', '4-1', '3-0'], winner: 'N', points: 16 },
        { leader: 'N', plays: ['6-5', '5-0', '3-2', '2-2'], winner: 'N', points: 11 },
        { leader: 'N', plays: ['6-4', '5-4', '4-3', '2-1'], winner: 'N', points: 11 },
      ],
      points: { NS: 38, EW: 0 },
      outcome: 'made',
      marks: { NS: 1, EW: 0 },
    };
    const fromFile = await run(['replay', tempFile(JSON.stringify(MADE)), '--json']);
    assert.equal(fromFile.code, 0);
    assert.deepEqual(JSON.parse(fromFile.out), expected);
    const fromStdin = await run(['replay', '-', '--json'], JSON.stringify(MADE));
    assert.deepEqual(JSON.parse(fromStdin.out), expected);
  });

  it('prints a readable summary without --json', async () => {
    const r = await run(['replay', '-'], JSON.stringify(MADE));
    assert.equal(r.code, 0);
    assert.match(r.out, /N won the bid at 30; contract sixes/);
    assert.match(r.out, /Trick 1: N leads 6-6 5-5 4-1 3-0 {2}-> N takes 16/);
    assert.match(r.out, /Outcome: made \(NS \+1\)/);
  });

  it('an illegal record: the error with its place, exit status 1', async () => {
    const renege = { ...MADE, contract: 'threes', plays: ['6-3', '5-5'] };
    const r = await run(['replay', '-', '--json'], JSON.stringify(renege));
    assert.equal(r.code, 1);
    const body = JSON.parse(r.out) as {
      ok: boolean;
      error: { code: string; at: string; message: string };
    };
    assert.equal(body.ok, false);
    assert.equal(body.error.code, 'MUST_FOLLOW_SUIT');
    assert.equal(body.error.at, 'plays[1]');
    const text = await run(['replay', '-'], JSON.stringify(renege));
    assert.equal(text.code, 1);
    assert.match(text.err, /^MUST_FOLLOW_SUIT at plays\[1\]: 5-5 does not follow/);
  });

  it('malformed input: BAD_RECORD naming the field, exit status 2, never a stack trace', async () => {
    const cases: [string, string][] = [
      ['{"rules": "straight-42", "dealer": ', ''],
      [
        JSON.stringify({ ...MADE, hands: { ...SUITED, N: ['6-7', ...SUITED.N.slice(1)] } }),
        'hands.N[0]',
      ],
      [JSON.stringify({ ...MADE, hands: { ...SUITED, N: SUITED.N.slice(1) } }), 'hands.N'],
      [
        JSON.stringify({ ...MADE, hands: { ...SUITED, N: [...SUITED.N.slice(1), '5-5'] } }),
        'hands.E[0]',
      ],
    ];
    for (const [input, at] of cases) {
      const r = await run(['replay', '-', '--json'], input);
      assert.equal(r.code, 2, input);
      const body = JSON.parse(r.out) as { error: { code: string; at?: string } };
      assert.equal(body.error.code, 'BAD_RECORD');
      assert.equal(body.error.at ?? '', at);
      noStackTrace(r);
    }
  });

  it('a game record: hands, marks as recorded, winner', async () => {
    const seats = ['W', 'N', 'E', 'S'];
    const hands = [0, 1, 2, 3, 4, 5, 6].map((k) => ({
      dealer: seats[k % 4],
      hands: SUITED,
      bids: [30, 'pass', 'pass', 'pass'],
      plays: [],
      // A renege costs the hand's bid (one mark here) under every profile.
      penalty: { by: 'E', kind: 'renege' },
    }));
    const r = await run(['replay', '-', '--json'], JSON.stringify({ rules: 'straight-42', hands }));
    assert.equal(r.code, 0);
    const body = JSON.parse(r.out) as {
      ok: boolean;
      hands: unknown[];
      marks: unknown;
      winner: string;
    };
    assert.equal(body.ok, true);
    assert.equal(body.hands.length, 7);
    assert.deepEqual(body.marks, { NS: 7, EW: 0 });
    assert.equal(body.winner, 'NS');
  });

  it('a missing file is a clear error', async () => {
    const r = await run(['replay', '/no/such/file.json']);
    assert.equal(r.code, 2);
    assert.match(r.err, /no such file: \/no\/such\/file.json/);
    noStackTrace(r);
  });
});

describe("the README's example records", () => {
  it('replay and analyze as the README says', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const hand = await run(['replay', join(root, 'examples/hand.json'), '--json']);
    assert.equal(hand.code, 0, hand.err);
    const game = await run(['replay', join(root, 'examples/game.json'), '--json']);
    assert.equal(game.code, 0, game.err);
    const analysis = await run(['analyze', join(root, 'examples/hand.json')]);
    assert.match(analysis.out, /trick 1: N leading 5-5 lost 11 points/);
  });
});

describe('texas42 rules', () => {
  it('lists the profiles, one per document', async () => {
    const r = await run(['rules', '--json']);
    const ids = (JSON.parse(r.out) as { profiles: { id: string }[] }).profiles.map((p) => p.id);
    assert.deepEqual(ids, [
      'austin-league',
      'npa-tournament',
      'nello-tournament',
      'straight-42',
      'forced-low',
      'house',
    ]);
  });

  it('shows every option of a profile with its value and its source', async () => {
    const r = await run(['rules', 'straight-42', '--json']);
    const body = JSON.parse(r.out) as {
      options: { option: string; value: unknown; source: { from: string; text: string } }[];
    };
    const plunge = body.options.find((o) => o.option === 'plunge.allowed');
    assert.equal(plunge?.value, true);
    assert.match(plunge?.source.text ?? '', /must have at least 4 doubles/);
    for (const o of body.options) assert.ok(o.source.text.length > 0, `${o.option} has a source`);
    const text = await run(['rules', 'npa-tournament']);
    assert.match(text.out, /game.maxRecordedMarks = 7/);
  });

  it('an unknown profile is a clear error', async () => {
    const r = await run(['rules', 'poker']);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown rule profile "poker"/);
  });
});

describe('texas42 deal, simulate, bench', () => {
  it('deal: the same seed deals the same hands', async () => {
    const a = await run(['deal', '--seed', '5', '--json']);
    const b = await run(['deal', '--seed', '5', '--json']);
    assert.equal(a.out, b.out);
    const body = JSON.parse(a.out) as { dealer: string; hands: Record<string, string[]> };
    assert.equal(Object.values(body.hands).flat().length, 28);
    const text = await run(['deal', '--seed', '5']);
    assert.match(text.out, new RegExp(`${body.dealer} shakes`));
  });

  it('simulate: hands of random legal play, and the rate', async () => {
    const r = await run([
      'simulate',
      '--hands',
      '300',
      '--seed',
      '2',
      '--rules',
      'nello-tournament',
      '--json',
    ]);
    assert.equal(r.code, 0);
    const body = JSON.parse(r.out) as { hands: number; seconds: number; handsPerSecond: number };
    assert.equal(body.hands, 300);
    assert.ok(body.seconds > 0 && body.handsPerSecond > 0);
  });

  it('bench engine: median, tail and the machine', async () => {
    const r = await run(['bench', 'engine', '--hands', '200', '--runs', '3', '--json']);
    const body = JSON.parse(r.out) as {
      handsPerSecond: { median: number; min: number; max: number };
      machine: { cpu: string; node: string };
    };
    assert.ok(
      body.handsPerSecond.min <= body.handsPerSecond.median &&
        body.handsPerSecond.median <= body.handsPerSecond.max,
    );
    assert.equal(body.machine.node, process.version);
  });
});

describe('texas42 bench solver', () => {
  it('prints mean, p50, p99 and max for the exact value and for make/set', async () => {
    const r = await run(['bench', 'solver', '--deals', '6', '--seed', '3', '--json']);
    assert.equal(r.code, 0, r.err);
    const body = JSON.parse(r.out) as Record<string, unknown> & {
      exact: Record<string, number>;
      makeSet: Record<string, number>;
    };
    assert.equal(body['deals'], 6);
    for (const part of [body.exact, body.makeSet]) {
      assert.deepEqual(Object.keys(part), ['mean', 'p50', 'p99', 'max']);
      assert.ok((part['p50'] ?? 0) <= (part['max'] ?? 0));
    }
  });
});

describe('texas42 analyze', () => {
  it('names the mistakes in plain words', async () => {
    const rec = {
      rules: 'straight-42',
      dealer: 'W',
      hands: {
        N: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'],
        E: ['6-0', '4-4', '4-3', '4-2', '4-1', '4-0', '3-3'],
        S: ['5-4', '5-3', '5-2', '5-1', '5-0', '3-2', '3-1'],
        W: ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
      },
      bids: ['1m', 'pass', 'pass', 'pass'],
      contract: 'sixes',
      plays: ['5-5', '6-0', '5-0', '3-0'],
    };
    const r = await run(['analyze', '-'], JSON.stringify(rec));
    assert.equal(r.code, 0, r.err);
    assert.match(
      r.out,
      /trick 1: N leading 5-5 lost \d+ points; .* keep them \(and cost the hand\)/,
    );
    const j = await run(['analyze', '-', '--json'], JSON.stringify(rec));
    const body = JSON.parse(j.out) as {
      ok: boolean;
      plays: { domino: string; loss: number }[];
      mistakes: string[];
    };
    assert.equal(body.ok, true);
    assert.equal(body.plays.length, 4);
    const bad = await run(['analyze', '-', '--json'], JSON.stringify({ ...rec, plays: ['6-0'] }));
    assert.equal(bad.code, 1);
  });
});

describe('texas42 bench bots', () => {
  it('prints decision times keyed by level', async () => {
    const r = await run([
      'bench',
      'bots',
      '--levels',
      'medium,hard',
      '--decisions',
      '12',
      '--json',
    ]);
    assert.equal(r.code, 0, r.err);
    const body = JSON.parse(r.out) as Record<
      string,
      { p50: number; p95: number; decisions: number }
    >;
    for (const level of ['medium', 'hard']) {
      assert.equal(body[level]?.decisions, 12);
      assert.ok((body[level]?.p50 ?? -1) <= (body[level]?.p95 ?? -1));
    }
  });
});

describe('texas42 arena', () => {
  it('reports the duplicate games as JSON and draws the running difference', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texas42-'));
    const plot = join(dir, 'arena.svg');
    const log = join(dir, 'arena.log');
    const r = await run([
      'arena',
      '--a',
      'heuristic',
      '--b',
      'random',
      '--games',
      '8',
      '--seed',
      '3',
      '--json',
      '--plot',
      plot,
      '--log',
      log,
    ]);
    assert.equal(r.code, 0, r.err);
    const body = JSON.parse(r.out) as {
      games: number;
      a: { bot: string; wins: number };
      b: { bot: string; wins: number };
      winRateA: number;
      ci95: number[];
    };
    assert.equal(body.games, 8);
    assert.equal(body.a.bot, 'heuristic');
    assert.equal(body.a.wins + body.b.wins, 8);
    assert.equal(body.ci95.length, 2);
    const svg = readFileSync(plot, 'utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /<polyline /);
    // --log: one line a game, the last one the final tally and its interval.
    const lines = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { games: number; aWins: number; bWins: number; ci95: number[] });
    assert.deepEqual(
      lines.map((l) => l.games),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    const last = lines[7];
    assert.equal(last?.aWins, body.a.wins);
    assert.equal(last?.bWins, body.b.wins);
    assert.deepEqual(
      last?.ci95.map((x) => Math.round(x * 1000) / 1000),
      body.ci95,
    );
  });

  it('an unknown bot is a clear error', async () => {
    const r = await run(['arena', '--a', 'genius', '--b', 'random']);
    assert.equal(r.code, 2);
    assert.match(r.err, /arena needs --a and --b, each one of: random, heuristic/);
  });
});

describe('texas42 usage', () => {
  it('--help on every command', async () => {
    for (const command of ['replay', 'rules', 'deal', 'simulate', 'bench', 'arena', 'analyze']) {
      const r = await run([command, '--help']);
      assert.equal(r.code, 0);
      assert.match(r.out, new RegExp(`^Usage: texas42 ${command}`));
    }
    const top = await run(['--help']);
    assert.equal(top.code, 0);
    assert.match(top.out, /Commands:/);
  });

  it('mistakes get one line and exit status 2', async () => {
    for (const args of [
      ['frobnicate'],
      ['deal'],
      ['deal', '--seed', 'x'],
      ['simulate', '--hands', '0'],
      ['replay'],
      ['rules', '--colour'],
    ]) {
      const r = await run(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.err, /^texas42: /);
      noStackTrace(r);
    }
  });

  it('runs as a program: npx texas42 replay - reads standard input', () => {
    const bin = fileURLToPath(new URL('../../bin/texas42.js', import.meta.url));
    const ok = spawnSync(process.execPath, [bin, 'replay', '-', '--json'], {
      input: JSON.stringify(MADE),
      encoding: 'utf8',
    });
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal((JSON.parse(ok.stdout) as { outcome: string }).outcome, 'made');
    // A reader that stops early closes the pipe: no stack trace.
    const piped = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" "${bin}" rules straight-42 | head -1`],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(piped.stdout.trim(), 'Timpson VFD "Straight 42" Tournament');
    assert.equal(piped.stderr, '');
    const bad = spawnSync(process.execPath, [bin, 'replay', '-'], {
      input: 'not json',
      encoding: 'utf8',
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^BAD_RECORD: not JSON/);
  });
});
