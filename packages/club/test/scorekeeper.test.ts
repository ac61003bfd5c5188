import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { keepScore, newScorekeeper, sheetBids, type Scorekeeper } from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

function play(state: Scorekeeper, ...entries: unknown[]): Scorekeeper {
  return entries.reduce<Scorekeeper>((s, e) => must(keepScore(s, e)), state);
}

const made = (bidder: string, bid: unknown = 30) => ({ type: 'hand', bidder, bid, made: true });
const set = (bidder: string, bid: unknown = 30) => ({ type: 'hand', bidder, bid, made: false });

describe('the scorekeeper of a physical table', () => {
  rule('003', 'The player shaking rotates each hand in a clockwise direction.', () => {
    const s = must(newScorekeeper('straight-42', 'N'));
    const shakers = [s.shaker];
    let t = s;
    for (let i = 0; i < 4; i++) {
      t = play(t, made('E'));
      shakers.push(t.shaker);
    }
    assert.deepEqual(shakers, ['N', 'E', 'S', 'W', 'N']);
  });

  rule(
    '000',
    'A round consists of enough hands for one team to gain at least seven marks with an advantage of two marks over the opposing team.',
    () => {
      let s = must(newScorekeeper('austin-league', 'W'));
      for (let i = 0; i < 6; i++) s = play(s, made('N'), made('E'));
      assert.deepEqual(s.marks, { NS: 6, EW: 6 });
      s = play(s, made('S'));
      assert.deepEqual([s.marks.NS, s.winner], [7, null], '7-6 is not over');
      s = play(s, set('E'));
      assert.deepEqual([s.marks.NS, s.winner], [8, 'NS'], 'set: the marks go to the other side');
      mustFail(keepScore(s, made('N')), 'GAME_OVER');
    },
  );

  rule(
    '001',
    'Seven marks shall be the maximum recorded marks unless otherwise specified by the tournament director.',
    () => {
      let s = must(newScorekeeper('npa-tournament', 'N'));
      for (let i = 0; i < 6; i++) s = play(s, made('N'));
      s = play(s, made('S', 84));
      assert.deepEqual([s.marks.NS, s.recorded.NS, s.winner], [8, 7, 'NS']);
    },
  );

  rule('001', 'If all players pass, the shuffle passes to the next player.', () => {
    const s = play(must(newScorekeeper('npa-tournament', 'N')), { type: 'all-pass' });
    assert.deepEqual([s.shaker, s.marks], ['E', { NS: 0, EW: 0 }]);
    // Where the shaker is stuck with the bid, everyone cannot pass.
    mustFail(keepScore(must(newScorekeeper('straight-42', 'N')), { type: 'all-pass' }), 'BAD_BID');
  });

  rule(
    '001',
    'When time expires, the hand currently in process shall be completed. If the match is tied, the tournament director shall be notified and a one more hand shall be played.',
    () => {
      let s = play(must(newScorekeeper('npa-tournament', 'N')), made('N'), made('E'), {
        type: 'time',
      });
      s = play(s, made('W'));
      assert.deepEqual([s.marks, s.winner], [{ NS: 1, EW: 2 }, 'EW']);
      // Tied after the hand in progress: one more hand.
      let t = play(
        must(newScorekeeper('npa-tournament', 'N')),
        made('N'),
        { type: 'time' },
        made('E'),
      );
      assert.equal(t.winner, null);
      t = play(t, made('S'));
      assert.deepEqual([t.recorded, t.winner], [{ NS: 2, EW: 1 }, 'NS']);
    },
  );

  it('bids: points 30 to 42 are one mark, 84 two, or marks; bad input is named', () => {
    const s = must(newScorekeeper('npa-tournament', 'N'));
    assert.equal(play(s, made('N', 42)).marks.NS, 1);
    assert.equal(play(s, made('N', 84)).marks.NS, 2);
    assert.equal(play(s, set('N', { marks: 3 })).marks.EW, 3);
    assert.match(mustFail(keepScore(s, made('N', 29)), 'BAD_BID'), /^bid a point bid is 30 to 42/);
    assert.match(
      mustFail(keepScore(s, made('N', { marks: 6 })), 'BAD_BID'),
      /^bid\.marks at most 5 marks/,
    );
    assert.match(mustFail(keepScore(s, made('X')), 'BAD_SEAT'), /^bidder /);
    mustFail(keepScore(s, { type: 'hand', bidder: 'N', bid: 30, made: 'yes' }), 'BAD_INPUT');
    mustFail(newScorekeeper('poker', 'N'), 'UNKNOWN_RULES');
    mustFail(keepScore(s, { type: 'undo' }), 'NOTHING_TO_UNDO');
  });

  it('undo returns exactly to the state before the last entry', () => {
    const entry = fc.oneof(
      fc.record({
        type: fc.constant('hand'),
        bidder: fc.constantFrom('N', 'E', 'S', 'W'),
        bid: fc.constantFrom<unknown>(30, 35, 42, 84, { marks: 3 }),
        made: fc.boolean(),
      }),
      fc.constant({ type: 'all-pass' }),
      fc.constant({ type: 'time' }),
      fc.record({
        type: fc.constant('penalty'),
        offender: fc.constantFrom('N', 'E', 'S', 'W'),
        kind: fc.constantFrom('renege', 'violation', 'time'),
        bid: fc.constantFrom<unknown>(undefined, 30, 84, { marks: 3 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('austin-league', 'npa-tournament', 'straight-42'),
        fc.array(entry, { maxLength: 30 }),
        (rules, entries) => {
          let s = must(newScorekeeper(rules, 'S'));
          const states: Scorekeeper[] = [s];
          for (const e of entries) {
            const next = keepScore(s, e);
            if (!next.ok) continue;
            s = next.value;
            states.push(s);
          }
          // The marks are the sum of the hands' marks.
          const sum = { NS: 0, EW: 0 };
          for (const e of s.entries)
            if (e.type === 'hand' || e.type === 'penalty') sum[e.to] += e.marks;
          assert.deepEqual(s.marks, sum);
          // "The first infraction will result in a warning": one a side a game at most.
          assert.ok(s.warnings.NS <= 1 && s.warnings.EW <= 1, JSON.stringify(s.warnings));
          for (let i = states.length - 1; i > 0; i--) {
            s = must(keepScore(s, { type: 'undo' }));
            assert.deepEqual(s, states[i - 1]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  rule(
    '003',
    'The first infraction will result in a warning ... All other infractions will result in loss of a mark to the other team',
    () => {
      let s = must(newScorekeeper('straight-42', 'N'));
      s = play(s, { type: 'penalty', offender: 'E', kind: 'violation', bid: 84 });
      assert.deepEqual(s.warnings, { NS: 0, EW: 1 });
      assert.deepEqual(s.marks, { NS: 0, EW: 0 });
      assert.equal(s.shaker, 'N', 'a warning: the hand goes on, the shake does not pass');
      // W is E's partner: the side's second infraction costs one mark, not the 2 bid.
      s = play(s, { type: 'penalty', offender: 'W', kind: 'violation', bid: 84 });
      assert.deepEqual(s.marks, { NS: 1, EW: 0 });
      assert.equal(s.shaker, 'E', 'the hand ended');
      const last = s.entries.at(-1);
      assert.ok(last?.type === 'penalty' && last.applied === 'mark');
      // "If a “re-nig” or not following of suit when having the opportunity occurs, the team
      // that makes the infraction will lose that hand and the other team will gain the mark/s."
      s = play(s, { type: 'penalty', offender: 'N', kind: 'renege', bid: { marks: 3 } });
      assert.deepEqual(s.marks, { NS: 1, EW: 3 });
      // Time may not be called under rules that have no time calls.
      mustFail(keepScore(s, { type: 'penalty', offender: 'N', kind: 'time' }), 'BAD_INPUT');
      // Undo takes the warning back too.
      let u = must(newScorekeeper('straight-42', 'N'));
      u = play(u, { type: 'penalty', offender: 'E', kind: 'violation' });
      assert.deepEqual(must(keepScore(u, { type: 'undo' })).warnings, { NS: 0, EW: 0 });
    },
  );

  rule('000', 'the player has one minute to bid or play, else they forfeit the mark.', () => {
    let s = must(newScorekeeper('austin-league', 'N'));
    s = play(s, { type: 'penalty', offender: 'S', kind: 'time', bid: 84 });
    assert.deepEqual(s.marks, { NS: 0, EW: 2 }, 'the hand forfeited: its 2 marks bid');
    mustFail(keepScore(s, { type: 'penalty', offender: 'X', kind: 'time' }), 'BAD_SEAT');
    mustFail(keepScore(s, { type: 'penalty', offender: 'S', kind: 'talk' }), 'BAD_INPUT');
  });
});

describe('the bids a scoresheet offers', () => {
  const bids = (rules: string) => sheetBids(must(newScorekeeper(rules, 'N')).options);

  it('points from the minimum bid to 42, each of which the sheet takes', () => {
    const { points } = bids('austin-league');
    assert.deepEqual([points[0], points.at(-1), points.length], [30, 42, 13]);
    const s = must(newScorekeeper('austin-league', 'N'));
    for (const bid of points) must(keepScore(s, made('E', bid)));
  });

  it('marks as high as an auction reaches: two to open, then one a seat, within the limit', () => {
    // austin-league: no limit, no plunge: 2 + 3; npa-tournament: at most 5 marks.
    assert.deepEqual(bids('austin-league').marks, [1, 2, 3, 4, 5]);
    assert.deepEqual(bids('npa-tournament').marks, [1, 2, 3, 4, 5]);
    // straight-42 allows a plunge of 4 marks, which three seats may raise by one each.
    assert.deepEqual(bids('straight-42').marks, [1, 2, 3, 4, 5, 6, 7]);
  });
});
