import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALL_DOMINOES,
  SEATS,
  apply,
  handsFromPile,
  info,
  newMatch,
  toAct,
  type Domino,
} from '../src/index.js';
import { must, mustFail } from './helpers.js';

describe('first shaker', () => {
  it('"the player drawing the domino with the highest total quantity of pips ... will be the first shaker. In the event of a tie, those players will repeat drawing until there is a single winner." (003)', () => {
    let ties = 0;
    for (let seed = 0; seed < 300; seed++) {
      const m = must(newMatch({ rules: 'straight-42', seed }));
      const draws = m.game.draws;
      assert.ok(draws.length >= 1);
      assert.deepEqual(Object.keys(draws[0] ?? {}).sort(), [...SEATS].sort());
      for (let r = 0; r < draws.length; r++) {
        const round = draws[r] ?? {};
        const pips = Object.entries(round).map(([seat, d]) => [seat, info(d).pips] as const);
        const best = Math.max(...pips.map(([, p]) => p));
        const leaders = pips.filter(([, p]) => p === best).map(([s]) => s);
        if (r === draws.length - 1) assert.deepEqual(leaders, [m.shaker]);
        else {
          ties++;
          // "ties shall be broken by additional pulls by only those tied" (000)
          assert.deepEqual(Object.keys(draws[r + 1] ?? {}).sort(), leaders.sort());
        }
      }
    }
    assert.ok(ties > 0, 'some seeds tie');
  });

  it('the first shaker shakes first; nobody else may', () => {
    const m = must(newMatch({ rules: 'straight-42', seed: 4 }));
    assert.equal(toAct(m), m.shaker);
    const other = SEATS.find((s) => s !== m.shaker) ?? 'N';
    mustFail(apply(m, { type: 'shake', seat: other }), 'NOT_YOUR_TURN');
  });
});

describe('shake and deal', () => {
  it('"Each player draws 7 dominoes." (002): four hands of seven, all 28 dominoes', () => {
    for (let seed = 0; seed < 50; seed++) {
      const m = must(newMatch({ rules: 'straight-42', seed }));
      const s = must(apply(m, { type: 'shake', seat: m.shaker }));
      const all: Domino[] = SEATS.flatMap((seat) => [...(s.hand?.hands[seat] ?? [])]);
      for (const seat of SEATS) assert.equal(s.hand?.hands[seat].length, 7);
      assert.deepEqual([...all].sort(), [...ALL_DOMINOES].sort());
    }
  });

  it('the same seed deals the same hands; another seed deals others', () => {
    const dealOf = (seed: number | string) => {
      const m = must(newMatch({ rules: 'straight-42', seed }));
      return must(apply(m, { type: 'shake', seat: m.shaker })).hand?.hands;
    };
    assert.deepEqual(dealOf(42), dealOf(42));
    assert.deepEqual(dealOf('club night'), dealOf('club night'));
    assert.notDeepEqual(dealOf(42), dealOf(43));
  });

  it('every domino is dealt to each seat about equally often (the shake is fair)', () => {
    const counts = new Map<string, number>();
    const trials = 4000;
    let m = must(newMatch({ rules: 'straight-42', seed: 99, firstShaker: 'N' }));
    for (let t = 0; t < trials; t++) {
      const s = must(
        apply(
          { ...m, phase: 'shake', shaker: 'N', hand: null, winner: null },
          { type: 'shake', seat: 'N' },
        ),
      );
      for (const seat of SEATS)
        for (const d of s.hand?.hands[seat] ?? [])
          counts.set(`${seat}${d}`, (counts.get(`${seat}${d}`) ?? 0) + 1);
      m = { ...m, rng: s.rng };
    }
    // Each (seat, domino) pair has p = 1/4: expect 1000, standard deviation about 27.
    for (const [key, n] of counts) assert.ok(Math.abs(n - trials / 4) < 6 * 27.4, `${key}: ${n}`);
    assert.equal(counts.size, 4 * 28);
  });
});

describe('a generator keyed whole (a server dealing from its own randomness)', () => {
  it('four 32-bit words are the generator itself: the same key replays, another key differs', () => {
    const key = [0x12345678, 0x9abcdef0, 0x0fedcba9, 0x87654321] as const;
    const a = must(newMatch({ rules: 'straight-42', seed: key }));
    const b = must(newMatch({ rules: 'straight-42', seed: [...key] }));
    assert.deepEqual(a.game.draws, b.game.draws);
    assert.deepEqual(
      must(apply(a, { type: 'shake', seat: a.shaker })).hand?.hands,
      must(apply(b, { type: 'shake', seat: b.shaker })).hand?.hands,
    );
    const c = must(newMatch({ rules: 'straight-42', seed: [key[0], key[1], key[2], key[3] + 1] }));
    assert.notDeepEqual(
      must(apply(a, { type: 'shake', seat: a.shaker })).hand?.hands,
      must(apply(c, { type: 'shake', seat: c.shaker })).hand?.hands,
    );
  });

  it('a key that is not four 32-bit words is refused, not used', () => {
    for (const seed of [[1, 2, 3], [1, 2, 3, 2 ** 32], [1, 2, 3, -1], [1, 2, 3, 0.5], {}, null])
      mustFail(newMatch({ rules: 'straight-42', seed: seed as never }), 'BAD_ACTION');
  });

  it('handsFromPile deals a shaken pile in the order of the draw, as the engine deals its own', () => {
    // "Opponents of the dealer draw first, followed by the partner of the dealer; the dealer then
    // claims the remaining seven dominoes." (002)
    const pile = [...ALL_DOMINOES];
    const hands = handsFromPile(pile, 'N');
    const sorted = (ds: readonly Domino[]) => [...ds].sort();
    assert.deepEqual(sorted(hands.E), sorted(pile.slice(0, 7)));
    assert.deepEqual(sorted(hands.W), sorted(pile.slice(7, 14)));
    assert.deepEqual(sorted(hands.S), sorted(pile.slice(14, 21)));
    assert.deepEqual(sorted(hands.N), sorted(pile.slice(21, 28)));
    const m = must(newMatch({ rules: 'straight-42', seed: 5 }));
    const shaken = must(apply(m, { type: 'shake', seat: m.shaker, hands }));
    assert.deepEqual(shaken.hand?.hands, hands);
    assert.equal(shaken.rng, m.rng, 'given hands use none of the generator');
  });
});
