import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  ALL_DOMINOES,
  SEATS,
  apply,
  conductActions,
  exposedInHand,
  finishedHands,
  handRecordOf,
  legalActions,
  newMatch,
  nextInt,
  parseRecord,
  replayRecord,
  seedRng,
  summarizeHand,
  viewFor,
  writeHandRecord,
  type MatchState,
  type RulesRef,
} from '../src/index.js';
import { deepFreeze, must } from './helpers.js';

const PROFILES = [
  'austin-league',
  'npa-tournament',
  'nello-tournament',
  'straight-42',
  'forced-low',
  'house',
] as const;

/**
 * Random games where, now and then, the table records a bid out of turn, a wrong shaker or an
 * exposed domino (any the engine lists in `conductActions`) between the players' legal actions.
 */
function randomMatchWithConduct(
  rules: RulesRef,
  seed: number,
  visit: (s: MatchState) => void,
): MatchState {
  let s = must(newMatch({ rules, seed }));
  let rng = seedRng(seed ^ 0x2545f491);
  for (let step = 0; step < 4000 && s.phase !== 'done'; step++) {
    const [roll, r1] = nextInt(rng, 100);
    rng = r1;
    const conduct = roll < 4 ? conductActions(s) : [];
    const choices = conduct.length > 0 ? conduct : legalActions(s);
    assert.ok(choices.length > 0, 'a seat to act always has a legal action');
    const [i, r2] = nextInt(rng, choices.length);
    rng = r2;
    s = must(apply(s, choices[i]));
    visit(s);
  }
  return s;
}

/** Every domino the viewer may not see: the others' unexposed dominoes in hand. */
function hiddenFrom(s: MatchState, viewer: (typeof SEATS)[number] | 'spectator'): string[] {
  const hand = s.hand;
  if (hand === null) return [];
  return SEATS.filter((seat) => seat !== viewer).flatMap((seat) => {
    const shown = exposedInHand(hand, seat);
    return hand.hands[seat].filter((d) => !shown.includes(d));
  });
}

describe('the table’s procedure in random games', () => {
  it('games with bids out of turn, wrong shakers and exposed dominoes never reach an illegal state, and no view shows a hidden domino', () => {
    let conductSeen = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (rules, seed) => {
          const end = randomMatchWithConduct(rules, seed, (s) => {
            const hand = s.hand;
            if (hand === null) return;
            const inHands = SEATS.flatMap((seat) => [...hand.hands[seat]]);
            const played = [...hand.tricks.flatMap((t) => t.plays), ...hand.trick];
            assert.equal(new Set([...inHands, ...played.map((p) => p.domino)]).size, 28);
            assert.equal(inHands.length + played.length, 28, 'every domino in a hand or played');
            for (const viewer of [...SEATS, 'spectator'] as const) {
              // The finished hands of the game are shown whole, face up: not part of this hand.
              const view = viewFor(s, viewer);
              const text = JSON.stringify({ ...view, rules: null, game: null, games: null });
              for (const d of hiddenFrom(s, viewer))
                assert.ok(!text.includes(`"${d}"`), `${viewer} must not see ${d}`);
            }
          });
          assert.equal(end.phase, 'done');
          for (const h of finishedHands(end)) {
            const c = h.conduct;
            conductSeen += c.outOfTurnBids.length + c.exposed.length + (c.wrongShaker ? 1 : 0);
            assert.ok(h.marks.NS === 0 || h.marks.EW === 0, 'one team scores a hand');
            // Every exposed domino that was played, was played before any other of its seat's
            // later plays where it could have been (checked by apply); here: it was dealt to them.
            for (const e of c.exposed) assert.ok(h.dealt[e.by].includes(e.domino));
          }
        },
      ),
      { numRuns: 40 },
    );
    assert.ok(conductSeen > 20, `${conductSeen} procedural events in the games`);
  });

  it('hands with the procedure in them replay from their records as they were played', () => {
    let withConduct = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (rules, seed) => {
          const end = randomMatchWithConduct(rules, seed, () => undefined);
          for (const h of finishedHands(end)) {
            const c = h.conduct;
            if (c.outOfTurnBids.length + c.exposed.length === 0 && c.wrongShaker === null) continue;
            withConduct++;
            const text = writeHandRecord(handRecordOf(h, rules));
            const parsed = must(parseRecord(text));
            assert.ok(parsed.kind === 'hand');
            assert.equal(writeHandRecord(parsed.record), text);
            const replay = must(replayRecord(parsed));
            assert.ok(replay.kind === 'hand');
            assert.deepEqual(replay.summary, summarizeHand(h), text);
            assert.deepEqual(replay.result.conduct, h.conduct);
          }
        },
      ),
      { numRuns: 30 },
    );
    assert.ok(withConduct > 10, `${withConduct} hands with the procedure replayed`);
  });

  it('a procedural action the table may not record now is refused with a stable code, the state unchanged', () => {
    const seat = fc.constantFrom(...SEATS);
    const action = fc.oneof(
      fc.record({
        type: fc.constant('bidOutOfTurn'),
        seat,
        bid: fc.constantFrom('pass', 30, 35, 41, '1m', '2m', 'plunge', 'nine'),
        choice: fc.constantFrom('continue', 'reshake', 'later'),
      }),
      fc.record({ type: fc.constant('wrongShaker'), seat }),
      fc.record({
        type: fc.constant('expose'),
        seat,
        domino: fc.constantFrom(...ALL_DOMINOES, '7-7'),
      }),
    );
    let rejected = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(action, { minLength: 4, maxLength: 4 }),
        (rules, seed, attempts) => {
          let steps = 0;
          randomMatchWithConduct(rules, seed, (s) => {
            if (steps++ > 150) return;
            deepFreeze(s);
            const before = JSON.stringify(s);
            const listed = conductActions(s).map((a) => JSON.stringify(a));
            for (const raw of attempts) {
              const r = apply(s, raw);
              if (listed.includes(JSON.stringify(raw))) assert.ok(r.ok, JSON.stringify(raw));
              if (r.ok) accepted++;
              else {
                assert.match(r.error.code, /^[A-Z_]+$/);
                rejected++;
              }
              assert.equal(JSON.stringify(s), before, 'state unchanged');
            }
          });
        },
      ),
      { numRuns: 20 },
    );
    assert.ok(rejected > 500 && accepted > 50, `${rejected} rejected, ${accepted} accepted`);
  });
});
