import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  finishedHands,
  legalActions,
  newMatch,
  nextInt,
  seedRng,
  type MatchState,
  type RulesRef,
} from '../src/index.js';
import { deepFreeze, must, mustFail } from './helpers.js';

/** Plays random legal actions (seeded by the state's version) until `stop` says so. */
function playUntil(state: MatchState, stop: (s: MatchState) => boolean): MatchState {
  let s = state;
  for (let guard = 0; guard < 10_000 && !stop(s); guard++) {
    const legal = legalActions(s);
    const [i] = nextInt(seedRng(`time/${s.version}/${finishedHands(s).length}`), legal.length);
    const action = legal[i];
    assert.ok(action, `an action at ${s.phase}`);
    s = must(apply(s, action));
  }
  return s;
}

const handsDone = (n: number) => (s: MatchState) => finishedHands(s).length >= n;
const inPlay = (s: MatchState) => s.phase === 'play';

function match(rules: RulesRef, seed: number): MatchState {
  return must(newMatch({ rules, seed }));
}

describe('time limits (001)', () => {
  it('"When time expires, the hand currently in process shall be completed": time called mid-hand ends the game when that hand ends, to the team ahead, with its actual marks', () => {
    // Find a seed where, after two hands, one team is ahead.
    for (let seed = 1; seed < 50; seed++) {
      let s = playUntil(match('npa-tournament', seed), handsDone(2));
      if (s.game.marks.NS === s.game.marks.EW || s.phase === 'done') continue;
      s = playUntil(s, inPlay);
      const before = s.game.marks;
      s = must(apply(s, { type: 'time', seat: 'N' }));
      assert.equal(s.timeCalled, true);
      assert.equal(s.phase, 'play', 'the hand in process goes on');
      s = playUntil(s, handsDone(3));
      const game = s.games[0];
      assert.ok(game, 'the game is over');
      assert.equal(s.phase, 'done');
      const { NS, EW } = game.marks;
      if (NS === EW) continue; // the third hand levelled it: covered by the next test
      assert.equal(s.winner, NS > EW ? 'NS' : 'EW');
      // "teams shall record their actual marks earned. The winning team does not automatically get seven marks."
      assert.deepEqual(game.recorded, game.marks);
      assert.ok(Math.max(NS, EW) < 7 || Math.max(before.NS, before.EW) >= 6);
      return;
    }
    assert.fail('no seed gave a team ahead');
  });

  it('"If the match is tied, ... one more hand shall be played": level on time, play goes on until a team is ahead', () => {
    for (let seed = 1; seed < 200; seed++) {
      let s = playUntil(
        match('npa-tournament', seed),
        (x) =>
          x.phase === 'shake' &&
          finishedHands(x).length >= 1 &&
          x.game.marks.NS === x.game.marks.EW,
      );
      if (s.phase === 'done' || finishedHands(s).length > 6) continue;
      s = must(apply(s, { type: 'time', seat: 'E' }));
      assert.notEqual(s.phase, 'done', 'level: not over');
      const hands = finishedHands(s).length;
      s = playUntil(s, (x) => x.phase === 'done');
      const game = s.games[0];
      assert.ok(game);
      assert.notEqual(game.marks.NS, game.marks.EW);
      // Every hand after the call but the last left the game level.
      const after = game.hands.slice(hands);
      let marks = { NS: 0, EW: 0 };
      for (const h of game.hands.slice(0, hands))
        marks = { NS: marks.NS + h.marks.NS, EW: marks.EW + h.marks.EW };
      after.slice(0, -1).forEach((h) => {
        marks = { NS: marks.NS + h.marks.NS, EW: marks.EW + h.marks.EW };
        assert.equal(marks.NS, marks.EW);
      });
      return;
    }
    assert.fail('no seed gave a level game between hands');
  });

  it('time called between hands with a team ahead ends the game at once', () => {
    for (let seed = 1; seed < 50; seed++) {
      const s = playUntil(match('npa-tournament', seed), handsDone(1));
      if (s.phase !== 'shake' || s.game.marks.NS === s.game.marks.EW) continue;
      const after = must(apply(s, { type: 'time', seat: 'S' }));
      assert.equal(after.phase, 'done');
      assert.equal(after.games.length, 1);
      return;
    }
    assert.fail('no seed');
  });

  it('a best of three on time: the match goes to the team with more games; games level plays on', () => {
    const rules: RulesRef = { base: 'npa-tournament', match: { bestOf: 3 } };
    for (let seed = 1; seed < 100; seed++) {
      let s = playUntil(match(rules, seed), (x) => x.games.length === 1 && x.phase === 'shake');
      s = playUntil(s, handsDone(finishedHands(s).length + 1));
      const firstWinner = s.games[0]?.winner;
      const leader =
        s.game.marks.NS === s.game.marks.EW
          ? null
          : s.game.marks.NS > s.game.marks.EW
            ? 'NS'
            : 'EW';
      if (s.phase !== 'shake' || leader === null || s.games.length !== 1) continue;
      s = must(apply(s, { type: 'time', seat: 'W' }));
      if (leader === firstWinner) {
        assert.equal(s.phase, 'done');
        assert.equal(s.winner, leader);
        assert.deepEqual(s.gamesWon, leader === 'NS' ? { NS: 2, EW: 0 } : { NS: 0, EW: 2 });
      } else {
        // One game each: one more hand (of a new game) decides.
        assert.notEqual(s.phase, 'done');
        assert.equal(s.games.length, 2);
        s = playUntil(s, (x) => x.phase === 'done');
        assert.ok(s.winner !== null);
        assert.equal(s.gamesWon[s.winner], 2);
      }
      return;
    }
    assert.fail('no seed');
  });

  it('time can be called once; a second call is refused and changes nothing', () => {
    let s = playUntil(match('npa-tournament', 3), inPlay);
    s = must(apply(s, { type: 'time', seat: 'N' }));
    const frozen = deepFreeze(s);
    mustFail(apply(frozen, { type: 'time', seat: 'N' }), 'TIME_ALREADY_CALLED');
    assert.equal(frozen.timeCalled, true);
  });
});
