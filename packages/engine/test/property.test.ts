import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  ALL_DOMINOES,
  CONTRACT_NAMES,
  SEATS,
  apply,
  applyAction,
  claimStands,
  countOfDomino,
  finishedHands,
  handRecordOf,
  legalActions,
  newMatch,
  nextInt,
  nextInTrick,
  parseAction,
  parseRecord,
  replayRecord,
  seedRng,
  summarizeHand,
  teamOf,
  toAct,
  writeHandRecord,
  type Action,
  type HandResult,
  type MatchState,
  type RulesRef,
  type Seat,
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

/** Random legal play from a seed; calls `visit` on every state reached. */
function randomMatch(
  rules: RulesRef,
  seed: number,
  visit: (s: MatchState) => void,
  maxSteps = 4000,
): MatchState {
  let s = must(newMatch({ rules, seed }));
  let rng = seedRng(seed ^ 0x5bd1e995);
  visit(s);
  for (let step = 0; step < maxSteps && s.phase !== 'done'; step++) {
    const legal = legalActions(s);
    assert.ok(legal.length > 0, 'a seat to act always has a legal action');
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    s = must(apply(s, legal[i]));
    visit(s);
  }
  return s;
}

function allHands(s: MatchState): HandResult[] {
  return finishedHands(s);
}

function checkHand(h: HandResult): void {
  const dealt = SEATS.flatMap((seat) => [...h.dealt[seat]]);
  assert.deepEqual([...dealt].sort(), [...ALL_DOMINOES].sort(), '28 distinct dominoes dealt');
  const played = h.tricks.flatMap((t) => t.plays.map((p) => p.domino));
  assert.equal(new Set(played).size, played.length, 'no domino played twice');
  const sittingOut =
    h.contract?.startsWith('nello') === true
      ? SEATS.find((s) => s !== h.bidder && h.bidder !== null && teamOf(s) === teamOf(h.bidder))
      : undefined;
  let leader = h.declarer;
  let points = { NS: 0, EW: 0 };
  for (const t of h.tricks) {
    assert.equal(t.leader, leader, 'the winner of a trick leads the next');
    assert.equal(t.plays.length, sittingOut === undefined ? 4 : 3);
    t.plays.forEach((p, i) => {
      assert.ok(h.dealt[p.seat].includes(p.domino), 'a seat plays only its own dominoes');
      if (i > 0)
        assert.equal(
          p.seat,
          nextInTrick((t.plays[i - 1] as { seat: Seat }).seat, sittingOut ?? null),
          'turn order',
        );
    });
    points = { ...points, [teamOf(t.winner)]: points[teamOf(t.winner)] + t.points };
    leader = t.winner;
  }
  if (h.outcome !== 'forfeit') assert.deepEqual(h.points, points);
  // A hand is worth 42 points; in nello the partner's face-down dominoes are never played.
  const faceDown =
    sittingOut === undefined ? 0 : h.dealt[sittingOut].reduce((n, d) => n + countOfDomino(d), 0);
  if (h.tricks.length === 7)
    assert.equal(h.points.NS + h.points.EW, 42 - faceDown, 'a hand is worth 42 points');
  const marks = h.marks.NS + h.marks.EW;
  assert.ok(h.marks.NS === 0 || h.marks.EW === 0, 'one team scores a hand');
  assert.equal(marks, h.outcome === 'reshake' ? 0 : Math.max(1, h.bidMarks));
}

describe('properties of random legal play', () => {
  it('random legal games never break an invariant (42 points a hand, 28 distinct dominoes, turn order)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (rules, seed) => {
          const end = randomMatch(rules, seed, (s) => {
            const hand = s.hand;
            if (hand === null) return;
            const inHands = SEATS.flatMap((seat) => [...hand.hands[seat]]);
            const played = [...hand.tricks.flatMap((t) => t.plays), ...hand.trick].map(
              (p) => p.domino,
            );
            assert.equal(
              new Set([...inHands, ...played]).size,
              28,
              'every domino is in a hand or played',
            );
            assert.equal(inHands.length + played.length, 28);
          });
          assert.equal(end.phase, 'done');
          for (const h of allHands(end)) checkHand(h);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('every illegal action is rejected with a stable code and the state unchanged', () => {
    const seat = fc.constantFrom<Seat>(...SEATS);
    const action = fc.oneof(
      fc.record({ type: fc.constant('shake'), seat }),
      fc.record({
        type: fc.constant('bid'),
        seat,
        bid: fc.oneof(
          fc.constantFrom('pass', 'plunge', 'splash', '1m', '2m', '3m', '5m', 42, 84),
          fc.integer({ min: 25, max: 45 }),
        ),
      }),
      fc.record({
        type: fc.constant('declare'),
        seat,
        contract: fc.constantFrom(...CONTRACT_NAMES, 'nello', '6', 'hearts'),
      }),
      fc.record({
        type: fc.constant('play'),
        seat,
        domino: fc.constantFrom(...ALL_DOMINOES, '4-6', '7-7'),
      }),
      fc.record({ type: fc.constantFrom('fold', 'undo'), seat }),
      // Inspection and penalties: a renege called on a trick (in or out of range), penalties.
      fc.record({ type: fc.constant('callRenege'), seat, trick: fc.integer({ min: 0, max: 9 }) }),
      fc.record({
        type: fc.constant('callRenege'),
        seat,
        trick: fc.integer({ min: 1, max: 7 }),
        offender: seat,
      }),
      fc.record({
        type: fc.constant('penalty'),
        seat,
        kind: fc.constantFrom('renege', 'violation', 'time', 'misdeal'),
      }),
      fc.anything(),
    );
    let rejected = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(action, { minLength: 5, maxLength: 5 }),
        (rules, seed, attempts) => {
          randomMatch(
            rules,
            seed,
            (s) => {
              deepFreeze(s);
              const before = JSON.stringify(s);
              const legal = legalActions(s).map((a) => JSON.stringify(a));
              for (const raw of attempts) {
                const parsed = parseAction(raw, s.rules.options);
                const r = apply(s, raw);
                // An action parsed at the edge is applied alike without being parsed again.
                if (parsed.ok)
                  assert.equal(
                    JSON.stringify(applyAction(s, parsed.value)),
                    JSON.stringify(r),
                    'applyAction agrees with apply',
                  );
                if (parsed.ok && legal.includes(JSON.stringify(parsed.value)))
                  assert.ok(r.ok, `legal ${JSON.stringify(raw)} accepted`);
                else if (!r.ok) {
                  assert.match(r.error.code, /^[A-Z_]+$/);
                  rejected++;
                }
                if (r.ok) accepted++;
                assert.equal(JSON.stringify(s), before, 'state unchanged');
              }
            },
            300,
          );
        },
      ),
      { numRuns: 40 },
    );
    assert.ok(rejected > 1000 && accepted > 10, `${rejected} rejected, ${accepted} accepted`);
  });

  it('record → parse → write → parse is the identity, and replaying a record scores it as it was played', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (rules, seed) => {
          const end = randomMatch(rules, seed, () => undefined);
          for (const h of allHands(end).slice(0, 12)) {
            const text = writeHandRecord(handRecordOf(h, rules));
            const parsed = must(parseRecord(text));
            assert.ok(parsed.kind === 'hand');
            assert.equal(writeHandRecord(parsed.record), text);
            assert.deepEqual(must(parseRecord(writeHandRecord(parsed.record))), parsed);
            const replay = must(replayRecord(parsed));
            assert.deepEqual(replay.kind === 'hand' ? replay.summary : null, summarizeHand(h));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('claims against plain enumeration', () => {
  /** Every continuation to the end through apply: does `claim` hold in all of them? */
  function holdsEverywhere(
    s: MatchState,
    by: Seat,
    claim: 'made' | 'set' | 'rest',
    tricksBefore: number,
  ): boolean {
    if (s.phase !== 'play') {
      const h = allHands(s).at(-1) as HandResult;
      if (claim === 'rest')
        return h.tricks.slice(tricksBefore).every((t) => teamOf(t.winner) === teamOf(by));
      return h.outcome === claim;
    }
    return legalActions(s).every((a: Action) =>
      holdsEverywhere(must(apply(s, a)), by, claim, tricksBefore),
    );
  }

  it('claimStands agrees with trying every continuation, late in random hands', () => {
    let positions = 0;
    let stood = 0;
    let fell = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('straight-42', 'nello-tournament', 'house'),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 4, max: 6 }),
        (base, seed, tricks) => {
          const rules = { base, play: { endWhenDecided: false } };
          let checked = 0;
          randomMatch(
            rules,
            seed,
            (s) => {
              if (
                checked >= 3 ||
                s.phase !== 'play' ||
                s.hand === null ||
                s.hand.tricks.length !== tricks
              )
                return;
              if (s.hand.trick.length !== checked % 2) return;
              checked++;
              positions++;
              for (const by of SEATS)
                for (const claim of ['made', 'set', 'rest'] as const) {
                  const stands = claimStands(s.rules.options, s.hand, by, claim);
                  assert.equal(
                    stands,
                    holdsEverywhere(s, by, claim, s.hand.tricks.length),
                    `${by} claims ${claim} after ${tricks} tricks (${s.hand.contract})`,
                  );
                  if (stands) stood++;
                  else fell++;
                }
            },
            600,
          );
        },
      ),
      { numRuns: 30 },
    );
    assert.ok(
      positions >= 30 && stood > 0 && fell > 0,
      `${positions} positions, ${stood} claims stood, ${fell} fell`,
    );
  });
});

describe('toAct and legalActions agree', () => {
  it('every legal action is for the seat to act', () => {
    randomMatch('house', 77, (s) => {
      for (const a of legalActions(s)) assert.equal(a.seat, toAct(s));
    });
  });
});
