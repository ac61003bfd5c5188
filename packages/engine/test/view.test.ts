import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SEATS,
  apply,
  handRecordOf,
  legalActions,
  newMatch,
  parseRecord,
  replayRecord,
  viewFor,
  writeHandRecord,
  type MatchState,
  type MatchView,
} from '../src/index.js';
import {
  bids,
  contractHand,
  must,
  mustFail,
  plays,
  SIXES_RUN,
  startHand,
  SUITED,
} from './helpers.js';

/** The view as sent, less the first-shake draws: those dominoes were shown to everyone. */
function json(value: MatchView): string {
  return JSON.stringify({ ...value, game: { ...value.game, draws: [] } });
}

describe('viewFor: what each viewer may see', () => {
  it('a seat sees its own dominoes and how many the others hold; never the generator', () => {
    const m = must(newMatch({ rules: 'straight-42', seed: 12 }));
    const s = must(apply(m, { type: 'shake', seat: m.shaker }));
    for (const seat of SEATS) {
      const v = viewFor(s, seat);
      assert.deepEqual(v.hand?.hand, s.hand?.hands[seat]);
      assert.deepEqual(v.hand?.handSizes, { N: 7, E: 7, S: 7, W: 7 });
      const text = json(v);
      assert.ok(!('rng' in v));
      for (const other of SEATS)
        if (other !== seat)
          for (const d of s.hand?.hands[other] ?? [])
            assert.ok(!text.includes(`"${d}"`), `${seat} must not see ${other}'s ${d}`);
    }
  });

  it('a spectator sees no hand until it is over', () => {
    const s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    const v = viewFor(s, 'spectator');
    assert.equal(v.hand?.hand, null);
    assert.deepEqual(v.legal, []);
    for (const seat of SEATS)
      for (const d of s.hand?.hands[seat] ?? []) assert.ok(!json(v).includes(`"${d}"`));
    // After the hand every hand is shown: "all hands shall be turned face up" (000).
    const done = plays(s, [...SIXES_RUN]);
    const after = viewFor(done, 'spectator');
    assert.deepEqual(after.game.hands[0]?.dealt, SUITED);
  });

  it('only the seat to act is handed legal actions, the same the engine gives', () => {
    const s = contractHand('straight-42', 'W', SUITED, [30, 'pass', 'pass', 'pass'], 'sixes');
    assert.deepEqual(viewFor(s, 'N').legal, legalActions(s));
    assert.deepEqual(viewFor(s, 'E').legal, []);
  });

  it('"your teammate doesn’t play and turns their dominoes down on the table" (002): the nello partner\'s hand is face down', () => {
    const s = contractHand(
      'nello-tournament',
      'W',
      SUITED,
      ['1m', 'pass', 'pass', 'pass'],
      'nello',
    );
    assert.equal(s.hand?.sittingOut, 'S');
    for (const viewer of [...SEATS, 'spectator'] as const) {
      const v = viewFor(s, viewer);
      if (viewer === 'N') assert.ok(v.hand?.hand);
      if (viewer === 'S') assert.equal(v.hand?.hand, null);
      for (const d of SUITED.S)
        assert.ok(!json(v).includes(`"${d}"`), `${viewer} must not see S's ${d}`);
    }
  });

  it('"IF 2 MARKS (84) IS BID ... There will be NO un-stacking to look at previously played dominoes." (003)', () => {
    let s: MatchState = contractHand(
      'straight-42',
      'W',
      SUITED,
      ['2m', 'pass', 'pass', 'pass'],
      'sixes',
    );
    s = plays(s, ['6-6', '5-5', '4-1', '3-0', '6-5', '5-0', '3-2', '2-2']);
    let v = viewFor(s, 'E');
    assert.equal(v.hand?.stacked, true);
    assert.equal(v.hand?.tricks[0]?.plays, null, 'the first trick is stacked');
    assert.ok(v.hand?.tricks[1]?.plays, 'the trick just won is still in sight');
    s = plays(s, ['6-4']);
    v = viewFor(s, 'E');
    assert.equal(v.hand?.tricks[1]?.plays, null, 'stacked once the next trick is led');
    assert.equal(v.hand?.tricks[1]?.winner, 'N', 'who won a stacked trick stays known');
    // One mark: tricks stay face up.
    const open = plays(
      contractHand('straight-42', 'W', SUITED, ['1m', 'pass', 'pass', 'pass'], 'sixes'),
      ['6-6', '5-5', '4-1', '3-0', '6-5'],
    );
    assert.equal(viewFor(open, 'E').hand?.stacked, false);
    assert.ok(viewFor(open, 'E').hand?.tricks[0]?.plays);
  });

  it('"If the bid is one mark, the bidder can elect to stack the dominoes or leave them all face up as in any normal game." (000)', () => {
    const won = bids(startHand('austin-league', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    const declares = legalActions(won).filter((a) => a.type === 'declare');
    // Every contract, both ways.
    assert.equal(declares.filter((a) => a.stack === true).length * 2, declares.length);
    const stacked = plays(
      must(apply(won, { type: 'declare', seat: 'N', contract: 'sixes', stack: true })),
      ['6-6', '5-5', '4-1', '3-0', '6-5'],
    );
    const v = viewFor(stacked, 'E');
    assert.equal(v.hand?.stacked, true);
    assert.equal(v.hand?.tricks[0]?.plays, null, "the bidder's choice hides the first trick");
    const open = plays(must(apply(won, { type: 'declare', seat: 'N', contract: 'sixes' })), [
      '6-6',
      '5-5',
      '4-1',
      '3-0',
      '6-5',
    ]);
    assert.equal(viewFor(open, 'E').hand?.stacked, false);
    // At two marks 000 stacks anyway: there is nothing to choose.
    const two = bids(startHand('austin-league', 'W', SUITED), ['2m', 'pass', 'pass', 'pass']);
    assert.ok(legalActions(two).every((a) => a.type !== 'declare' || a.stack !== true));
    mustFail(
      apply(two, { type: 'declare', seat: 'N', contract: 'sixes', stack: true }),
      'STACK_NOT_ALLOWED',
    );
    // A point bid, or rules that give no choice (003), refuse it too.
    const points = bids(startHand('austin-league', 'W', SUITED), [30, 'pass', 'pass', 'pass']);
    mustFail(
      apply(points, { type: 'declare', seat: 'N', contract: 'sixes', stack: true }),
      'STACK_NOT_ALLOWED',
    );
    const straight = bids(startHand('straight-42', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    mustFail(
      apply(straight, { type: 'declare', seat: 'N', contract: 'sixes', stack: true }),
      'STACK_NOT_ALLOWED',
    );
  });

  it('"In MARKS bids, bid winners may opt to stack tricks on top of each other" (002): the choice is kept in the hand record', () => {
    const won = bids(startHand('nello-tournament', 'W', SUITED), ['1m', 'pass', 'pass', 'pass']);
    const declared = must(
      apply(won, { type: 'declare', seat: 'N', contract: 'sixes', stack: true }),
    );
    // N holds every trump: three tricks, then the rest claimed.
    const s = must(
      apply(plays(declared, [...SIXES_RUN]), { type: 'claim', seat: 'N', claim: 'rest' }),
    );
    const result = s.game.hands.at(-1);
    assert.ok(result);
    assert.equal(result.stackChosen, true);
    const record = handRecordOf(result, 'nello-tournament');
    assert.equal(record.stack, true);
    const replayed = must(replayRecord(must(parseRecord(writeHandRecord(record)))));
    assert.ok(replayed.kind === 'hand');
    assert.equal(replayed.result.stackChosen, true);
  });
});
