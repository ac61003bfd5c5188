import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apply, teamOf, toAct, type MatchState, type PlayingHand } from '@texas42/engine';
import { Search, SearchStopped, canTake, moveValues, positionOf, solve } from '../src/index.js';
import { STAMPS } from '../src/search.js';
import { minimax } from './reference.js';
import { KINDS, endgame, handInPlay } from './positions.js';

function hand(s: MatchState): PlayingHand {
  assert.equal(s.phase, 'play', 'a hand in play');
  return s.hand;
}

describe('search windows', () => {
  it('a full-window search agrees with the zero-window MTD (exact values in the table)', () => {
    const search = new Search();
    for (let i = 0; i < 60; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = handInPlay(kind, 7000 + i);
      const pos = positionOf(hand(s), s.rules.options);
      search.load(pos);
      const exact = search.exact();
      search.load(pos);
      assert.equal(
        search.root(-1, search.remaining(pos.tricksLeft) + 1),
        exact,
        `${kind} deal ${i}`,
      );
      // And re-searching over a table full of exact values changes nothing.
      for (const [a, b] of [
        [exact - 3, exact + 3],
        [exact - 1, exact + 1],
        [-1, 99],
      ] as const) {
        const v = search.root(a, b);
        if (v > a && v < b) assert.equal(v, exact, `${kind} deal ${i}, window (${a}, ${b})`);
      }
    }
  });
});

describe('the transposition table', () => {
  it('a Search reused for more positions than its table has stamps keeps its answers', () => {
    // When the stamps run out the table is cleared, so no entry answers for a later position
    // with the same dominoes out and leader: here the same endgame with N's and E's hands
    // swapped, loaded exactly one round of stamps earlier.
    const search = new Search();
    let differ = 0;
    for (let i = 0; i < 6; i++) {
      const s = endgame('trump', 3000 + i, 3, 0);
      const pos = positionOf(hand(s), s.rules.options);
      const hands = Int32Array.from(pos.hands);
      hands[0] = pos.hands[1] as number;
      hands[1] = pos.hands[0] as number;
      const swapped = { ...pos, hands };
      search.load(pos);
      const value = search.exact();
      search.load(swapped);
      if (search.exact() !== value) differ++;
      for (let n = 0; n < STAMPS - 2; n++) search.load(pos);
      search.load(pos);
      assert.equal(search.exact(), value, `endgame ${i}`);
    }
    assert.ok(differ >= 3, `${differ} swaps change the value`);
  });
});

describe('a search given up', () => {
  it('stops when its caller says so, and the next search answers as if it had never run', () => {
    const s = handInPlay('trump', 7);
    const h = hand(s);
    const o = s.rules.options;
    const exact = solve(h, o).value;
    const best = moveValues(h, o);
    // A full deal from the first lead searches far more than 256 positions: the stop is asked.
    let asked = 0;
    const now = (): boolean => {
      asked++;
      return true;
    };
    assert.throws(() => solve(h, o, now), SearchStopped);
    assert.throws(() => moveValues(h, o, now), SearchStopped);
    assert.throws(() => canTake(h, o, 30, now), SearchStopped);
    assert.equal(asked, 3, 'asked once each, at its 256th position');
    // A stop that never says so changes nothing; after the given-up searches, the same answers.
    assert.equal(solve(h, o, () => false).value, exact);
    assert.equal(solve(h, o).value, exact);
    assert.deepEqual(moveValues(h, o), best);
    assert.equal(canTake(h, o, exact), true);
  });
});

describe('the solver equals plain minimax', () => {
  it('on 320 random endgames of every contract kind (1 to 4 tricks left, mid-trick too)', () => {
    let checked = 0;
    for (let i = 0; i < 320; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, i, 1 + (i % 4), (i >> 2) % 4);
      if (s.phase !== 'play') continue;
      const h = hand(s);
      const options = s.rules.options;
      assert.equal(solve(h, options).value, minimax(h, options), `${kind} #${i} (${h.contract})`);
      checked++;
    }
    assert.ok(checked >= 300, `${checked} endgames checked`);
  });

  it('with two or three tricks left (searched in plain order), every window brackets minimax', () => {
    // Fail-soft: a value at or below the window's floor is an upper bound of the true value, at
    // or above its ceiling a lower bound, and inside it the value itself.
    const search = new Search();
    let checked = 0;
    for (let i = 0; i < 96; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, 4000 + i, 2 + ((i >> 3) % 2), 0);
      if (s.phase !== 'play') continue;
      const h = hand(s);
      const exact = minimax(h, s.rules.options);
      const pos = positionOf(h, s.rules.options);
      for (let a = -1; a <= exact + 2; a++)
        for (const width of [1, 3, 50]) {
          search.load(pos);
          const v = search.root(a, a + width);
          const at = `${kind} #${i} (${h.contract}), window (${a}, ${a + width}): ${v}, exact ${exact}`;
          if (v <= a) assert.ok(exact <= v, at);
          else if (v >= a + width) assert.ok(exact >= v, at);
          else assert.equal(v, exact, at);
        }
      checked++;
    }
    assert.ok(checked >= 90, `${checked} endgames checked`);
  });

  it('"can the declarer\'s side make N?" agrees with the exact value', () => {
    for (let i = 0; i < 64; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, 1000 + i, 2 + (i % 3), 0);
      if (s.phase !== 'play') continue;
      const h = hand(s);
      const value = solve(h, s.rules.options).value;
      for (const need of [0, value, value + 1, 5, 15])
        assert.equal(
          canTake(h, s.rules.options, need),
          value >= need,
          `${kind} #${i}: take ${need} (value ${value})`,
        );
    }
  });

  it("the value of every legal play, each equal to minimax after it; the best is the position's value", () => {
    let checked = 0;
    for (let i = 0; i < 48; i++) {
      const kind = KINDS[i % KINDS.length] ?? 'trump';
      const s = endgame(kind, 2000 + i, 2 + (i % 2), i % 3);
      if (s.phase !== 'play') continue;
      const h = hand(s);
      const options = s.rules.options;
      const moves = moveValues(h, options);
      assert.equal(moves[0]?.value, solve(h, options).value);
      // Play each move with the hand played out, and add what its trick gave the counted team.
      const playOut = {
        ...s,
        rules: {
          ...s.rules,
          options: { ...options, play: { ...options.play, endWhenDecided: false } },
        },
      };
      const team = teamOf(h.bidder);
      const measure = (x: PlayingHand) =>
        h.contract.startsWith('nello') ? x.tricksWon[team] : x.points[team];
      for (const m of moves) {
        const r = apply(playOut, { type: 'play', seat: toAct(playOut), domino: m.domino });
        assert.ok(r.ok);
        const after = r.value;
        // After a play the hand is still in play, or it is over (no hand).
        const gained = after.phase !== 'play' ? 0 : measure(after.hand) - measure(h);
        const rest = after.phase !== 'play' ? 0 : minimax(after.hand, options);
        assert.equal(m.value, gained + rest, `${kind} #${i}: ${m.domino}`);
        checked++;
      }
    }
    assert.ok(checked > 60, `${checked} moves checked`);
  });
});
