import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { puzzlesOfHand } from '@texas42/bots';
import { resolveRules } from '@texas42/engine';
import type { PuzzleNext, PuzzleVerdict, TableState } from '@texas42/protocol';
import { defaultPuzzleFile } from '../../src/puzzles/catalog.js';
import { readFinishedHands } from '../../src/tables/finished-hands.js';
import type { Texas42Server } from '../../src/index.js';
import { person, type Problem } from '../support/api.js';
import { Client, freshDatabaseUrl, startServer } from '../support/harness.js';

/**
 * Puzzles over HTTP: posed without their answer, judged, and rated (the session's first try at a
 * puzzle moves both ratings; every try moves the streak); and the finished hands a server keeps,
 * read back as hand records for texas42 puzzles make.
 */
interface Entry {
  id: string;
  answer: string;
  view: { hand: string[]; legal: string[] };
}
const file = JSON.parse(readFileSync(defaultPuzzleFile(), 'utf8')) as { puzzles: Entry[] };
const byId = new Map(file.puzzles.map((p) => [p.id, p]));
/** A puzzle whose seat holds a domino it may not play (it must follow suit). */
const followSuit = file.puzzles.find((p) => p.view.hand.length > p.view.legal.length) as Entry;

let server: Texas42Server;
let url: string;
let dataDir: string;
let databaseUrl: string | undefined;

before(async () => {
  databaseUrl = await freshDatabaseUrl();
  ({ server, url, dataDir } = await startServer({ databaseUrl }));
});
after(async () => {
  await server.close();
});

const answer = (c: Client, id: string, domino: string) =>
  c.call<PuzzleVerdict & Problem>('POST', `/api/puzzles/${id}/answer`, { domino });
const wrongOf = (p: Entry): string => p.view.legal.find((d) => d !== p.answer) as string;

describe('puzzles over HTTP', () => {
  it('a puzzle is posed without its answer, its values, its line or the hidden hands', async () => {
    const visitor = new Client(url);
    const r = await visitor.call<PuzzleNext>('GET', '/api/puzzles/next');
    assert.equal(r.status, 200);
    assert.equal(r.json.total, file.puzzles.length);
    assert.equal(r.json.player, null);
    const q = r.json.question as unknown as Record<string, unknown>;
    for (const hidden of ['answer', 'values', 'line', 'record', 'margin', 'source'])
      assert.ok(!(hidden in q), `no ${hidden} in a posed puzzle`);
    const entry = byId.get(r.json.question.id);
    assert.ok(entry !== undefined);
    assert.deepEqual(r.json.question.view.hand, entry.view.hand);
    assert.deepEqual(r.json.question.puzzle, { rating: 1500, deviation: 350 });
  });

  it("a person's first try moves their rating and the puzzle's; a second try moves only the streak", async () => {
    const { c } = await person(url, 'Solver');
    const first = await c.call<PuzzleNext>('GET', '/api/puzzles/next');
    assert.deepEqual(first.json.player, {
      rating: 1500,
      deviation: 350,
      tried: 0,
      solved: 0,
      streak: 0,
      bestStreak: 0,
    });
    const p = byId.get(first.json.question.id) as Entry;
    const right = await answer(c, p.id, p.answer);
    assert.equal(right.status, 200);
    assert.equal(right.json.correct, true);
    assert.equal(right.json.answer, p.answer);
    assert.equal(right.json.rated, true);
    assert.ok(right.json.line.length > 0);
    assert.deepEqual(right.json.line[0]?.domino, p.answer);
    assert.ok((right.json.player?.rating ?? 0) > 1500, 'solving raises the player');
    assert.ok((right.json.player?.deviation ?? 350) < 350);
    assert.ok(right.json.puzzle.rating < 1500, 'being solved lowers the puzzle');
    assert.equal(right.json.player?.streak, 1);
    assert.equal(right.json.player?.solved, 1);

    const again = await answer(c, p.id, wrongOf(p));
    assert.equal(again.json.correct, false);
    assert.equal(again.json.rated, false);
    assert.equal(again.json.player?.rating, right.json.player?.rating, 'not rated again');
    assert.equal(again.json.player?.tried, 1);
    assert.equal(again.json.player?.streak, 0);
    assert.equal(again.json.player?.bestStreak, 1);
    assert.deepEqual(again.json.puzzle, right.json.puzzle);

    // The next puzzle is another one, not tried; the one shared by its id says it was tried.
    const next = await c.call<PuzzleNext>('GET', `/api/puzzles/next?after=${p.id}`);
    assert.notEqual(next.json.question.id, p.id);
    assert.equal(next.json.question.tried, false);
    const shared = await c.call<PuzzleNext>('GET', `/api/puzzles/${p.id}`);
    assert.equal(shared.json.question.tried, true);
    assert.deepEqual(shared.json.question.puzzle, right.json.puzzle);

    // A miss on a fresh puzzle: the player goes down, the puzzle up.
    const q = byId.get(next.json.question.id) as Entry;
    const miss = await answer(c, q.id, wrongOf(q));
    assert.equal(miss.json.rated, true);
    assert.ok((miss.json.player?.rating ?? 0) < (right.json.player?.rating ?? 0));
    assert.ok(miss.json.puzzle.rating > 1500);
  });

  it('two first tries at once are rated once', async () => {
    const { c } = await person(url, 'Twice');
    const p = file.puzzles[7] as Entry;
    const both = await Promise.all([answer(c, p.id, p.answer), answer(c, p.id, p.answer)]);
    assert.deepEqual(both.map((r) => r.json.rated).sort(), [false, true]);
    const after = await c.call<PuzzleNext>('GET', `/api/puzzles/${p.id}`);
    assert.equal(after.json.player?.tried, 1);
    assert.equal(after.json.player?.streak, 2);
  });

  it('without a session a try is judged and nothing is kept', async () => {
    const visitor = new Client(url);
    const p = file.puzzles[11] as Entry;
    const r = await answer(visitor, p.id, p.answer);
    assert.equal(r.json.correct, true);
    assert.equal(r.json.rated, false);
    assert.equal(r.json.player, null);
    assert.deepEqual(r.json.puzzle, { rating: 1500, deviation: 350 });
  });

  it('a domino not held, one that may not be played, an unknown puzzle, a bad id: clear errors, nothing kept', async () => {
    const { c } = await person(url, 'Careless');
    const notHeld = ['6-6', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'].find(
      (d) => !followSuit.view.hand.includes(d),
    ) as string;
    const r1 = await answer(c, followSuit.id, notHeld);
    assert.equal(r1.status, 400);
    assert.equal(r1.json.error.code, 'NOT_IN_HAND');
    assert.equal(r1.json.error.at, 'domino');
    const illegal = followSuit.view.hand.find((d) => !followSuit.view.legal.includes(d)) as string;
    const r2 = await answer(c, followSuit.id, illegal);
    assert.equal(r2.status, 400);
    assert.equal(r2.json.error.code, 'MUST_FOLLOW_SUIT');
    assert.match(r2.json.error.message, new RegExp(followSuit.view.legal[0] as string));
    const r3 = await answer(c, '0123456789ab', '6-6');
    assert.equal(r3.status, 404);
    assert.equal(r3.json.error.code, 'NOT_FOUND');
    const r4 = await c.call<Problem>('GET', '/api/puzzles/not-an-id');
    assert.equal(r4.status, 400);
    assert.equal(r4.json.error.code, 'BAD_REQUEST');
    const r5 = await answer(c, followSuit.id, 'seven');
    assert.equal(r5.status, 400);
    const after = await c.call<PuzzleNext>('GET', `/api/puzzles/${followSuit.id}`);
    assert.equal(after.json.question.tried, false);
    assert.equal(after.json.player?.tried, 0);
  });
});

describe("the server's finished hands, for texas42 puzzles make", () => {
  it('reads every finished hand back as a hand record that replays, and finds puzzles in them', async () => {
    const c = new Client(url);
    await c.guest('Dealer');
    const tableId = await c.botTable();
    // South plays the first legal action until two hands are over.
    const socket = c.socket();
    await new Promise<void>((resolve, reject) => {
      socket.on('table:state', (state: TableState) => {
        const { view, you } = state;
        if (view.game.hands.length >= 2) return resolve();
        if (you === null || view.toAct !== you || view.legal.length === 0) return;
        const { seat: _seat, ...action } = view.legal[0] as { seat: string };
        socket.emit(
          'table:act',
          { tableId, version: view.version, action },
          (r: { ok: boolean; error?: { code: string } }) => {
            if (!r.ok && r.error?.code !== 'STALE_VERSION')
              reject(new Error(JSON.stringify(r.error)));
          },
        );
      });
      socket.emit('table:watch', { tableId });
    });
    c.close();
    const hands = await readFinishedHands({
      url: databaseUrl,
      sqlitePath: `${dataDir}/test.sqlite`,
    });
    const mine = hands.filter((h) => h.source.startsWith(`table ${tableId} `));
    assert.ok(mine.length >= 2, `${mine.length} hands`);
    assert.equal(mine[0]?.source, `table ${tableId} hand 1`);
    const rules = resolveRules('straight-42');
    assert.ok(rules.ok);
    for (const h of mine) {
      assert.equal(h.record.rules, 'straight-42');
      // Each replays to its end: the finder walks it without an error.
      const found = puzzlesOfHand(rules.value, h.record, h.source);
      assert.ok(found.ok, JSON.stringify(found));
    }
  });
});
