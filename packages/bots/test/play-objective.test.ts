import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apply,
  isNello,
  newMatch,
  seedRng,
  teamOf,
  toAct,
  viewFor,
  type Action,
  type HandResult,
  type MatchState,
  type PlayingMatch,
} from '@texas42/engine';
import { moveValues, solve } from '@texas42/solver';
import { heuristicBot, makesWith } from '../src/index.js';
import { must, seatToAct } from './helpers.js';

/** How the first seat to speak bids, so that every kind of requirement is met. */
type Bidding = 'thumb' | 'marks' | 'nello';

/** The action a seat takes while the hand is dealt to a contract of the kind asked. */
function steer(s: MatchState, bidding: Bidding, rng: ReturnType<typeof seedRng>) {
  const seat = seatToAct(s);
  const view = viewFor(s, seat);
  const pick = (ok: (a: Action) => boolean) => view.legal.find(ok);
  let action: Action | undefined;
  if (bidding !== 'thumb' && s.phase === 'bid')
    action =
      s.hand.bids.length === 0
        ? pick((a) => a.type === 'bid' && typeof a.bid === 'string' && a.bid.endsWith('m'))
        : pick((a) => a.type === 'bid' && a.bid === 'pass');
  if (bidding === 'nello' && s.phase === 'declare')
    action = pick((a) => a.type === 'declare' && isNello(a.contract));
  if (action !== undefined) return { action, rng };
  return heuristicBot.decide(view, rng);
}

/** The hand just finished: the last of the game in progress, or of the game it ended. */
function lastHand(s: MatchState): HandResult {
  const hands = s.game.hands.length > 0 ? s.game.hands : (s.games.at(-1)?.hands ?? []);
  const last = hands.at(-1);
  assert.ok(last, 'a hand has finished');
  return last;
}

/** Hands finished in the match so far. */
function handsPlayed(s: MatchState): number {
  return s.games.reduce((n, g) => n + g.hands.length, s.game.hands.length);
}

/** Plays the hand out with best play on both sides (the solver's), and says how it ended. */
function playedOut(s: PlayingMatch): HandResult['outcome'] {
  const before = handsPlayed(s);
  let at: MatchState = s;
  while (at.phase === 'play' && handsPlayed(at) === before) {
    const hand: PlayingMatch['hand'] = at.hand;
    const seat = seatToAct(at);
    const bidderSide = teamOf(hand.bidder) === teamOf(seat);
    const maximize: boolean = isNello(hand.contract) ? !bidderSide : bidderSide;
    const moves = moveValues(hand, at.rules.options);
    const best = moves.reduce((b, m) =>
      (maximize ? m.value > b.value : m.value < b.value) ? m : b,
    );
    at = must(apply(at, { type: 'play', seat, domino: best.domino }));
  }
  return lastHand(at).outcome;
}

describe('playing for the contract', () => {
  it('"If the team winning the bid captures enough points to reach their bid, they are awarded the winning mark(s)" (002): a take makes the contract exactly when best play from there makes it', () => {
    const seen = { points: 0, 'all-tricks': 0, 'no-tricks': 0 };
    const outcomes = { made: 0, set: 0 };
    for (const [rules, bidding] of [
      ['straight-42', 'thumb'],
      ['straight-42', 'marks'],
      ['nello-tournament', 'nello'],
      ['npa-tournament', 'thumb'],
    ] as const)
      for (let seed = 1; seed <= 3; seed++) {
        let s = must(newMatch({ rules, seed }));
        let rng = seedRng(seed);
        let checked = 0;
        while (s.phase !== 'done' && checked < 12) {
          if (s.phase === 'play' && s.hand.tricks.length % 2 === 0) {
            const seat = toAct(s);
            assert.ok(seat);
            const view = viewFor(s, seat);
            assert.equal(view.phase, 'play');
            const take = solve(s.hand, s.rules.options).value;
            const made = playedOut(s) === 'made';
            outcomes[made ? 'made' : 'set']++;
            assert.equal(makesWith(view.hand, take), made, `${rules} seed ${seed}, take ${take}`);
            const kind = isNello(s.hand.contract)
              ? 'no-tricks'
              : typeof s.hand.high.bid === 'number'
                ? 'points'
                : 'all-tricks';
            seen[kind]++;
            checked++;
          }
          const d = steer(s, bidding, rng);
          rng = d.rng;
          s = must(apply(s, d.action));
        }
      }
    // Every kind of requirement was met, made and set alike.
    assert.ok(outcomes.made > 10 && outcomes.set > 10, JSON.stringify(outcomes));
    assert.ok(
      seen.points > 10 && seen['all-tricks'] > 3 && seen['no-tricks'] > 3,
      JSON.stringify(seen),
    );
  });

  it('"enough points to reach their bid" (002): a take one short of the bid is set, the bid itself made', () => {
    let s = must(newMatch({ rules: 'straight-42', seed: 4 }));
    let rng = seedRng(4);
    while (!(s.phase === 'play' && s.hand.tricks.length === 2)) {
      const d = steer(s, 'thumb', rng);
      rng = d.rng;
      s = must(apply(s, d.action));
    }
    const view = viewFor(s, seatToAct(s));
    assert.equal(view.phase, 'play');
    const bid = s.hand.high.bid;
    assert.equal(typeof bid, 'number');
    const short = Number(bid) - s.hand.points[teamOf(s.hand.bidder)];
    assert.equal(makesWith(view.hand, short), true, `${short} more reaches ${bid}`);
    assert.equal(makesWith(view.hand, short - 1), false, `${short - 1} more falls short of ${bid}`);
  });
});
