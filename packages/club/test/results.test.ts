import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  AUSTIN_LEAGUE_MATCH,
  COORDINATOR,
  applyResultEvent,
  isFinal,
  legalResultActions,
  newMatchResult,
  parseResultEvent,
  reduceResult,
  replayResultEvents,
  type MatchResult,
  type ResultActionType,
  type ResultViewer,
} from '../src/index.js';
import { must, mustFail, rule } from './helpers.js';

const PLAYED = '2011-01-24T19:30:00-06:00';
const start = newMatchResult(['A', 'B'], PLAYED, AUSTIN_LEAGUE_MATCH);
const GAMES = [
  [7, 3],
  [4, 7],
  [7, 2],
];
const report = { type: 'report', by: 'A', at: '2011-01-25T09:00:00-06:00', games: GAMES };

describe('result reporting (000 Section 3)', () => {
  rule(
    '000',
    'Match scores must be reported by one team on the official website within 72 hours of the match and validated by the team that did not initially post the scores.',
    () => {
      must(applyResultEvent(start, { ...report, at: '2011-01-27T19:30:00-06:00' })); // 72 hours
      assert.match(
        mustFail(
          applyResultEvent(start, { ...report, at: '2011-01-27T19:31:00-06:00' }),
          'REPORT_TOO_LATE',
        ),
        /^at scores must be reported within 72 hours/,
      );
      mustFail(applyResultEvent(start, { ...report, by: 'C' }), 'NOT_A_TEAM_IN_MATCH');
      const reported = must(applyResultEvent(start, report));
      assert.equal(reported.status, 'reported');
      mustFail(applyResultEvent(reported, { ...report, by: 'B' }), 'ALREADY_REPORTED');
      mustFail(
        applyResultEvent(reported, { type: 'confirm', by: 'A', at: '2011-01-25T10:00:00-06:00' }),
        'CONFIRM_BY_OTHER_TEAM',
      );
      const confirmed = must(
        applyResultEvent(reported, { type: 'confirm', by: 'B', at: '2011-01-25T10:00:00-06:00' }),
      );
      assert.equal(confirmed.status, 'confirmed');
      assert.ok(isFinal(confirmed));
      mustFail(
        applyResultEvent(confirmed, {
          type: 'dispute',
          by: 'B',
          at: '2011-01-25T11:00:00-06:00',
          comment: 'no',
        }),
        'RESULT_FINAL',
      );
      mustFail(
        applyResultEvent(start, { type: 'confirm', by: 'B', at: '2011-01-25T10:00:00-06:00' }),
        'NOT_REPORTED',
      );
    },
  );

  rule(
    '000',
    'Such a report shall consist of the actual marks in each round (for example: 7-3, 4-7, 7-2).',
    () => {
      const reported = must(applyResultEvent(start, report));
      assert.deepEqual(reported.outcome, { kind: 'games', games: GAMES });
      assert.match(
        mustFail(
          applyResultEvent(start, {
            ...report,
            games: [
              [7, 3],
              [4, 7],
              [7, 6],
            ],
          }),
          'BAD_GAME_SCORE',
        ),
        /^games\[2\] 7-6 is not a finished game/,
      );
      mustFail(applyResultEvent(start, { ...report, games: [[7, 3]] }), 'BAD_MATCH_SCORE');
    },
  );

  rule(
    '000',
    'Any discrepancies must be noted in the comments box on the match page and reported to the League Coordinator, who will then attend to any discrepancies before the next week’s games.',
    () => {
      const reported = must(applyResultEvent(start, report));
      const at = '2011-01-25T12:00:00-06:00';
      mustFail(
        applyResultEvent(reported, { type: 'dispute', by: 'B', at, comment: '' }),
        'BAD_INPUT',
      );
      // An event malformed in itself is refused as malformed whatever the match's state (parsed at
      // the edge, as the engine parses an action before judging it): the same empty dispute
      // before any report is BAD_INPUT, not NOT_REPORTED; a well-formed one is NOT_REPORTED.
      mustFail(applyResultEvent(start, { type: 'dispute', by: 'B', at, comment: '' }), 'BAD_INPUT');
      mustFail(
        applyResultEvent(start, { type: 'dispute', by: 'B', at, comment: 'no' }),
        'NOT_REPORTED',
      );
      const disputed = must(
        applyResultEvent(reported, {
          type: 'dispute',
          by: 'B',
          at,
          comment: 'the second game was 7-4 to us, the third 5-7',
          games: [
            [7, 3],
            [4, 7],
            [5, 7],
          ],
        }),
      );
      assert.equal(disputed.status, 'disputed');
      mustFail(applyResultEvent(disputed, { type: 'confirm', by: 'B', at }), 'ALREADY_REPORTED');
      mustFail(
        applyResultEvent(disputed, { type: 'rule', by: 'A', at, comment: 'we won', games: GAMES }),
        'NOT_COORDINATOR',
      );
      mustFail(
        applyResultEvent(reported, {
          type: 'rule',
          by: 'coordinator',
          at,
          comment: 'x',
          games: GAMES,
        }),
        'NOT_DISPUTED',
      );
      const ruled = must(
        applyResultEvent(disputed, {
          type: 'rule',
          by: 'coordinator',
          at: '2011-01-29T12:00:00-06:00',
          comment: 'score sheet checked',
          games: [
            [7, 3],
            [4, 7],
            [5, 7],
          ],
        }),
      );
      assert.equal(ruled.status, 'ruled');
      assert.deepEqual(ruled.outcome, {
        kind: 'games',
        games: [
          [7, 3],
          [4, 7],
          [5, 7],
        ],
      });
      // The ruling is final.
      mustFail(
        applyResultEvent(ruled, {
          type: 'rule',
          by: 'coordinator',
          at,
          comment: 'again',
          forfeit: 'A',
        }),
        'RESULT_FINAL',
      );
      // Every change is in the audit log, in order.
      assert.deepEqual(
        ruled.log.map((e) => [e.seq, e.type, e.by, e.status]),
        [
          [1, 'report', 'A', 'reported'],
          [2, 'dispute', 'B', 'disputed'],
          [3, 'rule', 'coordinator', 'ruled'],
        ],
      );
      assert.deepEqual(ruled.log[1]?.games, [
        [7, 3],
        [4, 7],
        [5, 7],
      ]);
      assert.equal(ruled.log[2]?.comment, 'score sheet checked');
    },
  );

  it('the reporting team may correct its report before the other team answers; a forfeit ruling', () => {
    const reported = must(applyResultEvent(start, report));
    const at = '2011-01-25T12:00:00-06:00';
    mustFail(
      applyResultEvent(reported, { type: 'correct', by: 'B', at, games: GAMES }),
      'NOT_A_TEAM_IN_MATCH',
    );
    const corrected = must(
      applyResultEvent(reported, {
        type: 'correct',
        by: 'A',
        at,
        games: [
          [7, 3],
          [7, 2],
        ],
      }),
    );
    assert.deepEqual(corrected.outcome, {
      kind: 'games',
      games: [
        [7, 3],
        [7, 2],
      ],
    });
    const disputed = must(
      applyResultEvent(corrected, { type: 'dispute', by: 'B', at, comment: 'A left the table' }),
    );
    const ruled = must(
      applyResultEvent(disputed, {
        type: 'rule',
        by: 'coordinator',
        at,
        comment: 'forfeit',
        forfeit: 'A',
      }),
    );
    assert.deepEqual(ruled.outcome, { kind: 'forfeit', forfeit: 'A' });
  });

  it('never throws; a rejected event leaves the state and its log as they were', () => {
    const event = fc.record({
      type: fc.constantFrom('report', 'correct', 'confirm', 'dispute', 'rule', 'bogus'),
      by: fc.constantFrom('A', 'B', 'C', 'coordinator', ''),
      at: fc.constantFrom('2011-01-25T12:00:00-06:00', '2011-02-25T12:00:00-06:00', 'soon'),
      comment: fc.constantFrom('x', ''),
      games: fc.constantFrom<unknown>(
        GAMES,
        [
          [7, 3],
          [7, 2],
        ],
        [[7, 6]],
        'lots',
        undefined,
      ),
      forfeit: fc.constantFrom<unknown>(undefined, 'A', 'Q'),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let state: MatchResult = start;
        const accepted: unknown[] = [];
        for (const e of events) {
          const before = structuredClone(state);
          const next = applyResultEvent(state, e);
          if (!next.ok) {
            assert.match(next.error.code, /^[A-Z_]+$/);
            assert.deepEqual(state, before);
            continue;
          }
          if (isFinal(state)) assert.fail('an event was accepted after the result was final');
          state = next.value;
          accepted.push(e);
        }
        assert.equal(state.log.length, accepted.length);
        // The accepted events alone rebuild the same state.
        assert.deepEqual(must(replayResultEvents(start, accepted)), state);
      }),
      { numRuns: 300 },
    );
  });

  it('replays a log of events, naming the one rejected', () => {
    const events = [report, { type: 'confirm', by: 'A', at: '2011-01-25T10:00:00-06:00' }];
    const r = replayResultEvents(start, events);
    assert.match(mustFail(r, 'CONFIRM_BY_OTHER_TEAM'), /^events\[1\]: by /);
  });
});

describe('a forfeit for lateness, recorded before any report (000 Section 2)', () => {
  rule(
    '000',
    'If one team is absent or delinquent by more than thirty minutes for a scheduled match (without prior notification), they shall forfeit the match at the discretion of the punctual team.',
    () => {
      const at = '2011-01-24T20:05:00-06:00';
      const forfeit = {
        type: 'forfeit',
        by: 'coordinator',
        at,
        comment: 'B 35 late',
        forfeit: 'B',
      };
      const ruled = must(applyResultEvent(start, forfeit));
      assert.equal(ruled.status, 'ruled');
      assert.deepEqual(ruled.outcome, { kind: 'forfeit', forfeit: 'B' });
      assert.equal(ruled.log.at(-1)?.type, 'forfeit');
      assert.ok(isFinal(ruled));
      mustFail(applyResultEvent(start, { ...forfeit, by: 'A' }), 'NOT_COORDINATOR');
      mustFail(applyResultEvent(start, { ...forfeit, forfeit: 'C' }), 'BAD_INPUT');
      const reported = must(applyResultEvent(start, report));
      mustFail(applyResultEvent(reported, forfeit), 'ALREADY_REPORTED');
      mustFail(applyResultEvent(ruled, forfeit), 'RESULT_FINAL');
    },
  );
});

describe('a result reported with time called (001 I)', () => {
  rule('001', 'If time expires on a game, teams shall record their actual marks earned.', () => {
    const npa = newMatchResult(['A', 'B'], PLAYED, {
      game: { marksToWin: 7, winBy: 1, maxRecordedMarks: null },
      bestOf: 1,
    });
    const short = { type: 'report', by: 'A', at: PLAYED, games: [[4, 1]] };
    mustFail(applyResultEvent(npa, short), 'BAD_GAME_SCORE');
    const timed = must(applyResultEvent(npa, { ...short, timed: true }));
    assert.deepEqual(timed.outcome, { kind: 'games', games: [[4, 1]], timed: true });
    assert.equal(timed.log[0]?.timed, true);
    // "If the match is tied, ... one more hand shall be played": a tie is no result.
    mustFail(applyResultEvent(npa, { ...short, games: [[3, 3]], timed: true }), 'BAD_GAME_SCORE');
  });
});

describe('result events from outside (parseResultEvent)', () => {
  it('gives a typed event, or the field that is wrong', () => {
    assert.deepEqual(must(parseResultEvent({ ...report, comment: 'ok', extra: 1 })), {
      ...report,
      comment: 'ok',
    });
    assert.deepEqual(
      must(
        parseResultEvent({ type: 'rule', by: 'coordinator', at: PLAYED, forfeit: 'A', games: 1 }),
      ),
      { type: 'rule', by: 'coordinator', at: PLAYED, forfeit: 'A' },
    );
    mustFail(parseResultEvent(null), 'BAD_INPUT');
    assert.match(mustFail(parseResultEvent({ ...report, at: 'soon' }), 'BAD_INPUT'), /^at /);
    assert.match(mustFail(parseResultEvent({ ...report, type: 'bogus' }), 'BAD_INPUT'), /^type /);
    mustFail(parseResultEvent({ ...report, games: 'lots' }), 'BAD_MATCH_SCORE');
    assert.match(
      mustFail(parseResultEvent({ ...report, games: [[7, 3], [7]] }), 'BAD_GAME_SCORE'),
      /^games\[1\] /,
    );
    assert.match(
      mustFail(
        parseResultEvent({ type: 'dispute', by: 'B', at: PLAYED, comment: ' ' }),
        'BAD_INPUT',
      ),
      /^comment /,
    );
    mustFail(parseResultEvent({ type: 'forfeit', by: 'coordinator', at: PLAYED }), 'BAD_INPUT');
  });

  it('the reducer judges a typed event under the match rules alone', () => {
    const typed = must(parseResultEvent(report));
    if (typed.type !== 'report') assert.fail('a report parses as a report');
    assert.deepEqual(must(reduceResult(start, typed)), must(applyResultEvent(start, report)));
    mustFail(reduceResult(start, { ...typed, games: [[7, 6]] }), 'BAD_GAME_SCORE');
  });
});

describe('a match played at an online table', () => {
  const played = { type: 'played', by: 'table', at: '2011-01-24T21:00:00-06:00', games: GAMES };

  it('is one event: its games are the result, final as played', () => {
    const state = must(applyResultEvent(start, played));
    assert.equal(state.status, 'confirmed');
    assert.ok(isFinal(state));
    assert.equal(state.reporter, null);
    assert.deepEqual(state.outcome, { kind: 'games', games: GAMES });
    assert.deepEqual(
      state.log.map((e) => [e.type, e.by, e.status]),
      [['played', 'table', 'confirmed']],
    );
    mustFail(applyResultEvent(state, report), 'RESULT_FINAL');
  });

  it('is refused after a report, and its games are judged under the match rules', () => {
    mustFail(applyResultEvent(must(applyResultEvent(start, report)), played), 'ALREADY_REPORTED');
    mustFail(applyResultEvent(start, { ...played, games: [[7, 3]] }), 'BAD_MATCH_SCORE');
    mustFail(applyResultEvent(start, { ...played, games: [[7, 6]] }), 'BAD_GAME_SCORE');
  });
});

describe('what a viewer may do with a result (legalResultActions)', () => {
  const at = '2011-01-25T12:00:00-06:00';
  const viewers: ResultViewer[] = [
    { team: 'A', coordinator: false },
    { team: 'B', coordinator: false },
    { team: 'C', coordinator: false },
    { team: null, coordinator: true },
    { team: 'A', coordinator: true },
    { team: null, coordinator: false },
  ];
  /** A well-formed event of `type` by the viewer (as a team, or as the coordinator). */
  const eventOf = (type: ResultActionType, v: ResultViewer): unknown => {
    const by =
      type === 'rule' || type === 'forfeit' || type === 'amend'
        ? COORDINATOR
        : (v.team ?? 'nobody');
    const more =
      type === 'report' || type === 'correct'
        ? { games: GAMES }
        : type === 'dispute'
          ? { comment: 'not so' }
          : type === 'rule' || type === 'amend'
            ? { comment: 'as played', games: GAMES }
            : type === 'forfeit'
              ? { comment: 'late', forfeit: 'A' }
              : {};
    return { type, by, at, ...more };
  };
  const reported = must(applyResultEvent(start, report));
  const disputed = must(
    applyResultEvent(reported, { type: 'dispute', by: 'B', at, comment: 'not so' }),
  );
  const confirmed = must(applyResultEvent(reported, { type: 'confirm', by: 'B', at }));
  const states: [string, MatchResult][] = [
    ['awaiting a report', start],
    ['reported', reported],
    ['disputed', disputed],
    ['confirmed', confirmed],
  ];
  const types: ResultActionType[] = [
    'report',
    'correct',
    'confirm',
    'dispute',
    'rule',
    'amend',
    'forfeit',
  ];

  rule(
    '000',
    'Match scores must be reported by one team on the official website within 72 hours of the match and validated by the team that did not initially post the scores.',
    () => {
      assert.deepEqual(legalResultActions(start, viewers[0] as ResultViewer), ['report']);
      assert.deepEqual(legalResultActions(reported, viewers[0] as ResultViewer), ['correct']);
      assert.deepEqual(legalResultActions(reported, viewers[1] as ResultViewer), [
        'confirm',
        'dispute',
      ]);
      assert.deepEqual(legalResultActions(reported, viewers[2] as ResultViewer), []);
      assert.deepEqual(legalResultActions(disputed, viewers[3] as ResultViewer), ['rule']);
      assert.deepEqual(legalResultActions(start, viewers[3] as ResultViewer), ['forfeit', 'amend']);
      // Final for the teams; the coordinator may still correct it, with a reason.
      assert.deepEqual(legalResultActions(confirmed, viewers[0] as ResultViewer), []);
      assert.deepEqual(legalResultActions(confirmed, viewers[4] as ResultViewer), ['amend']);
    },
  );

  it('lists exactly the events the reducer accepts from that viewer', () => {
    for (const [name, state] of states)
      for (const v of viewers) {
        const may = legalResultActions(state, v);
        for (const type of types) {
          const asTeam = type !== 'rule' && type !== 'forfeit' && type !== 'amend';
          if (asTeam && v.team === null) continue;
          if (!asTeam && !v.coordinator) continue;
          const accepted = applyResultEvent(state, eventOf(type, v)).ok;
          assert.equal(
            may.includes(type),
            accepted,
            `${name}, ${JSON.stringify(v)}: ${type} is ${accepted ? '' : 'not '}accepted`,
          );
        }
      }
  });
});

describe("the coordinator's correction of a result (amend)", () => {
  const at = '2011-01-26T12:00:00-06:00';
  const reported = must(applyResultEvent(start, report));
  const confirmed = must(applyResultEvent(reported, { type: 'confirm', by: 'B', at }));
  const fixed = [
    [7, 3],
    [7, 4],
  ];

  it('corrects a confirmed result, with its reason, final; the log keeps what stood', () => {
    const amended = must(
      applyResultEvent(confirmed, {
        type: 'amend',
        by: COORDINATOR,
        at,
        comment: 'the sheet was mis-keyed',
        games: fixed,
      }),
    );
    assert.equal(amended.status, 'ruled');
    assert.deepEqual(amended.outcome, { kind: 'games', games: fixed });
    assert.deepEqual(
      amended.log.map((e) => [e.type, e.status]),
      [
        ['report', 'reported'],
        ['confirm', 'confirmed'],
        ['amend', 'ruled'],
      ],
    );
    assert.equal(amended.log[2]?.comment, 'the sheet was mis-keyed');
    // Corrected again (a forfeit this time): still the coordinator's alone.
    const forfeited = must(
      applyResultEvent(amended, {
        type: 'amend',
        by: COORDINATOR,
        at,
        comment: 'B left',
        forfeit: 'B',
      }),
    );
    assert.deepEqual(forfeited.outcome, { kind: 'forfeit', forfeit: 'B' });
    // A paper result entered before any report is final at once.
    assert.equal(
      must(
        applyResultEvent(start, {
          type: 'amend',
          by: COORDINATOR,
          at,
          comment: 'paper',
          games: fixed,
        }),
      ).status,
      'ruled',
    );
  });

  it('is refused to a team, without a reason, for a score the rules cannot give, and on a dispute', () => {
    mustFail(
      applyResultEvent(confirmed, { type: 'amend', by: 'A', at, comment: 'x', games: fixed }),
      'NOT_COORDINATOR',
    );
    mustFail(
      applyResultEvent(confirmed, {
        type: 'amend',
        by: COORDINATOR,
        at,
        comment: ' ',
        games: fixed,
      }),
      'BAD_INPUT',
    );
    mustFail(
      applyResultEvent(confirmed, {
        type: 'amend',
        by: COORDINATOR,
        at,
        comment: 'x',
        games: [[7, 3]],
      }),
      'BAD_MATCH_SCORE',
    );
    const disputed = must(
      applyResultEvent(reported, { type: 'dispute', by: 'B', at, comment: 'no' }),
    );
    mustFail(
      applyResultEvent(disputed, {
        type: 'amend',
        by: COORDINATOR,
        at,
        comment: 'x',
        games: fixed,
      }),
      'RESULT_DISPUTED',
    );
  });
});
