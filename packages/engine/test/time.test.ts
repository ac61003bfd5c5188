import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  finishedHands,
  legalActions,
  newMatch,
  nextInt,
  parseRecord,
  replayRecord,
  seedRng,
  viewFor,
  type MatchState,
  type RulesRef,
} from '../src/index.js';
import { deepFreeze, must, mustFail, SUITED, seatToAct, startHand } from './helpers.js';

/** Plays random legal actions (seeded by the state's version) until `stop` says so. */
function playUntil(state: MatchState, stop: (s: MatchState) => boolean): MatchState {
  let s = state;
  for (let guard = 0; guard < 10_000 && !stop(s); guard++) {
    const legal = legalActions(s);
    // The match is over: nothing more to play (nextInt has no pick among none).
    if (legal.length === 0) break;
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

describe('time called on a slow player', () => {
  const SENTENCE =
    '"If a player is taking an inordinate amount of time to bid or play their hand, the opposing team may call time limit, after which the player has one minute to bid or play, else they forfeit the mark." (000)';

  it(`${SENTENCE}: the other side calls it, the player acts in time or their side forfeits the hand`, () => {
    const dealt = startHand('austin-league', 'W', SUITED);
    assert.equal(dealt.rules.options.clock.timeCallSeconds, 60);
    // N bids first; only E or W may call time on N.
    assert.equal(seatToAct(dealt), 'N');
    mustFail(apply(dealt, { type: 'callTime', seat: 'S' }), 'NOT_AN_OPPONENT');
    mustFail(apply(dealt, { type: 'callTime', seat: 'N' }), 'NOT_AN_OPPONENT');
    const called = must(apply(dealt, { type: 'callTime', seat: 'E' }));
    assert.deepEqual(called.timeCall, { by: 'E', on: 'N' });
    assert.equal(called.version, dealt.version + 1);
    mustFail(apply(called, { type: 'callTime', seat: 'W' }), 'TIME_ALREADY_CALLED');
    // Every viewer sees the call.
    for (const viewer of ['N', 'E', 'S', 'W', 'spectator'] as const)
      assert.deepEqual(viewFor(called, viewer).timeCall, { by: 'E', on: 'N' });
    // N bids in time: the call is over, and E may be called on in turn.
    const bid = must(apply(called, { type: 'bid', seat: 'N', bid: '1m' }));
    assert.equal(bid.timeCall, null);
    mustFail(apply(bid, { type: 'penalty', seat: 'N', kind: 'time' }), 'NO_TIME_CALLED');
    const onE = must(apply(bid, { type: 'callTime', seat: 'N' }));
    // E lets the minute run out: the table calls the penalty, and NS take the hand's mark.
    mustFail(apply(onE, { type: 'penalty', seat: 'W', kind: 'time' }), 'NO_TIME_CALLED');
    const out = must(apply(onE, { type: 'penalty', seat: 'E', kind: 'time' }));
    const last = finishedHands(out).at(-1);
    assert.equal(last?.outcome, 'forfeit');
    assert.deepEqual(last?.penalty, { after: 0, by: 'E', kind: 'time', applied: 'bid' });
    assert.deepEqual(last?.marks, { NS: 1, EW: 0 });
    assert.equal(out.timeCall, null);
  });

  it('rules that say nothing of time calls refuse them; between hands there is no one to call time on', () => {
    const dealt = startHand('straight-42', 'W', SUITED);
    mustFail(apply(dealt, { type: 'callTime', seat: 'E' }), 'TIME_CALL_NOT_ALLOWED');
    const between = must(newMatch({ rules: 'austin-league', seed: 1, firstShaker: 'W' }));
    mustFail(apply(between, { type: 'callTime', seat: 'N' }), 'WRONG_PHASE');
  });

  it('a hand record keeps a time penalty, and replays it', () => {
    const parsed = must(
      parseRecord(
        JSON.stringify({
          rules: 'austin-league',
          dealer: 'W',
          hands: SUITED,
          bids: ['1m'],
          plays: [],
          penalty: { by: 'E', kind: 'time' },
        }),
      ),
    );
    const r = must(replayRecord(parsed));
    assert.ok(r.kind === 'hand');
    assert.equal(r.result.outcome, 'forfeit');
    assert.deepEqual(r.result.marks, { NS: 1, EW: 0 });
    assert.deepEqual(r.result.penalty, { after: 0, by: 'E', kind: 'time', applied: 'bid' });
  });
});
