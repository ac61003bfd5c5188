import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  SEATS,
  apply,
  finishedHands,
  legalActions,
  newMatch,
  nextInt,
  seedRng,
  teamOf,
  type GameProgress,
  type MatchState,
  type RngState,
  type Seat,
} from '../src/index.js';
import { must } from './helpers.js';

/**
 * Random matches at a real table's rules (reneges playable) with reneges, penalties and
 * renege calls in the mix. The oracle for a call is independent of the engine's inspection:
 * the test itself remembers which plays were not among `legalActions` (the reneges it made).
 */

interface Made {
  /** Index of the hand among the match's finished hands, once finished. */
  readonly hand: number;
  readonly trick: number;
  readonly seat: Seat;
}

function pick<T>(rng: RngState, list: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(rng, list.length);
  return [list[i] as T, next];
}

function checkGame(g: GameProgress): void {
  const sum = g.hands.reduce((m, h) => ({ NS: m.NS + h.marks.NS, EW: m.EW + h.marks.EW }), {
    NS: 0,
    EW: 0,
  });
  assert.deepEqual(g.marks, sum, "a game's marks are its hands' marks");
  for (const team of ['NS', 'EW'] as const)
    assert.ok(
      g.warnings.filter((w) => teamOf(w.by) === team).length <= 1,
      'one warning a side a game: "All other infractions will result in loss of a mark" (003)',
    );
  for (const h of g.hands)
    if (h.penalty !== null) {
      const stake = Math.max(1, h.bidMarks);
      const given = h.marks.NS + h.marks.EW;
      assert.equal(given, h.penalty.applied === 'bid' ? stake : 1, 'the penalty costs its size');
      assert.equal(h.marks[teamOf(h.penalty.by)], 0, 'the offender gains nothing');
    }
}

describe('properties with reneges, penalties and inspection in the mix', () => {
  it('a call is accepted exactly when the other side reneged in that trick, and scores stay consistent', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('straight-42', 'austin-league', 'nello-tournament', 'house'),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (base, seed) => {
          const rules = { base, play: { reneges: 'playable' } };
          let s: MatchState = must(newMatch({ rules, seed }));
          let rng = seedRng(seed ^ 0x2545f491);
          const made: Made[] = [];
          for (let step = 0; step < 1500 && s.phase !== 'done'; step++) {
            const handIndex = finishedHands(s).length;
            let roll: number;
            [roll, rng] = nextInt(rng, 100);
            if (s.phase === 'shake' && handIndex > 0 && roll < 40) {
              // Inspection: a call on a trick of the last hand.
              let seat: Seat;
              let trick: number;
              [seat, rng] = pick(rng, SEATS);
              [trick, rng] = nextInt(rng, 7);
              trick += 1;
              // Half the calls are on a trick where a renege was made, if one was: a random
              // trick alone finds one too seldom to test the acceptance often.
              const reneged = made.filter((m) => m.hand === handIndex - 1);
              if (reneged.length > 0 && roll < 20) {
                let m: Made;
                [m, rng] = pick(rng, reneged);
                trick = m.trick;
              }
              const lastHand = finishedHands(s).at(-1);
              const penalized = lastHand?.penalty !== null;
              const expected =
                !penalized &&
                made.some(
                  (m) =>
                    m.hand === handIndex - 1 &&
                    m.trick === trick &&
                    teamOf(m.seat) !== teamOf(seat),
                );
              const r = apply(s, { type: 'callRenege', seat, trick });
              assert.equal(r.ok, expected, `call by ${seat} on trick ${trick}`);
              if (r.ok) {
                accepted++;
                s = r.value;
              } else refused++;
              continue;
            }
            if (s.phase !== 'shake' && roll < 3) {
              let seat: Seat;
              [seat, rng] = pick(rng, SEATS);
              s = must(apply(s, { type: 'penalty', seat, kind: 'violation' }));
              continue;
            }
            const legal = legalActions(s);
            const picked = pick(rng, legal);
            let action = picked[0];
            rng = picked[1];
            if (s.phase === 'play' && s.hand !== null && roll > 85 && action?.type === 'play') {
              // A renege where one is possible: a domino of the hand that is not legal.
              const seat = action.seat;
              const ok = new Set(legal.map((a) => (a.type === 'play' ? a.domino : '')));
              const others = s.hand.hands[seat].filter((d) => !ok.has(d));
              if (others.length > 0) {
                const [domino, next] = pick(rng, others);
                rng = next;
                made.push({ hand: handIndex, trick: s.hand.tricks.length + 1, seat });
                action = { type: 'play', seat, domino };
              }
            }
            s = must(apply(s, action));
          }
          for (const g of s.phase === 'done' ? s.games : [...s.games, s.game]) checkGame(g);
        },
      ),
      { numRuns: 40 },
    );
    assert.ok(accepted > 5 && refused > 20, `${accepted} accepted, ${refused} refused`);
  });
});
