import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreProblem } from '../src/logic/score-check.js';
import {
  joinOffered,
  checkInStatus,
  matchActions,
  outcomeText,
  parseScoreRows,
  teamName,
} from '../src/logic/events.js';
import type { EventMatch, EventTeam } from '../src/protocol.js';

const teams: EventTeam[] = [
  { id: 'a', name: 'Aces', seed: 1, players: [{ id: 'u1', name: 'Ann' }, null] },
  {
    id: 'b',
    name: 'Bones',
    seed: 2,
    players: [
      { id: 'u2', name: 'Bo' },
      { id: 'u3', name: 'Cy' },
    ],
  },
];

function match(over: Partial<EventMatch> = {}): EventMatch {
  return {
    id: 'w1-1',
    round: 1,
    index: 0,
    additional: false,
    bestOf: 3,
    teams: ['a', 'b'],
    status: 'awaiting-report',
    reporter: null,
    outcome: null,
    winner: null,
    tableId: null,
    log: [],
    ...over,
  };
}

describe('event helpers', () => {
  it('reads game scores from the entry rows, skipping empty rows and naming a bad game', () => {
    assert.deepEqual(
      parseScoreRows([
        ['7', '3'],
        [' 4', '7 '],
        ['', ''],
      ]),
      {
        ok: true,
        games: [
          [7, 3],
          [4, 7],
        ],
      },
    );
    const half = parseScoreRows([['7', '']]);
    assert.equal(half.ok, false);
    assert.match(half.ok ? '' : half.message, /Game 1/);
    assert.equal(parseScoreRows([['x', '1']]).ok, false);
    assert.equal(parseScoreRows([['', '']]).ok, false);
    // "-1" was once read as 1: it is refused, naming the game and what was typed.
    const negative = parseScoreRows([
      ['7', '3'],
      ['-1', '7'],
    ]);
    assert.deepEqual(negative.ok ? null : [negative.game, /"-1"/.test(negative.message)], [
      1,
      true,
    ]);
  });

  it('asks the club whether the games are a match the hands could have played, naming the game', () => {
    // "each round decided by the first to seven marks, winning by two" (000); five marks a hand at most.
    const austin = { marksToWin: 7, winBy: 2, maxRecordedMarks: null, mostMarksInAHand: 5 };
    assert.equal(
      scoreProblem(
        austin,
        3,
        [
          [7, 3],
          [9, 7],
        ],
        false,
      ),
      null,
    );
    const far = scoreProblem(
      austin,
      3,
      [
        [7, 3],
        [99, 1],
      ],
      false,
    );
    assert.equal(far?.game, 1);
    assert.match(far?.message ?? '', /^Game 2: 99-1 cannot end a game/);
    const extra = scoreProblem(
      austin,
      3,
      [
        [7, 3],
        [7, 2],
        [7, 1],
      ],
      false,
    );
    assert.equal(extra?.game, 2);
    assert.equal(scoreProblem(austin, 3, [[7, 3]], false)?.game, null);
  });

  it('names teams and outcomes', () => {
    assert.equal(teamName({ teams }, 'b'), 'Bones');
    assert.equal(teamName({ teams }, null), 'to be decided');
    const played = match({
      outcome: {
        kind: 'games',
        games: [
          [7, 3],
          [4, 7],
          [7, 2],
        ],
      },
    });
    assert.equal(outcomeText({ teams }, played), '7-3, 4-7, 7-2');
    assert.equal(
      outcomeText({ teams }, match({ outcome: { kind: 'forfeit', forfeit: 'b' } })),
      'Bones forfeit',
    );
  });

  it("draws what the session may do from the server's word (you.may)", () => {
    const m = match();
    assert.deepEqual([...matchActions({ you: { organizer: false, team: 'a' } }, m)], []);
    const may = {
      organizer: false,
      team: 'a',
      may: { [m.id]: ['report' as const, 'play' as const] },
    };
    assert.deepEqual([...matchActions({ you: may }, m)], ['report', 'play']);
    assert.deepEqual([...matchActions({ you: may }, { id: 'other' })], []);
  });

  // Who may join or answer an invitation is the club's joinableTeams and invitingTeams, sent as
  // you.mayJoin and you.invitedBy (tests in packages/club/test/event-actions.test.ts).
  it("offers to join a team's open place only from that team's link, where the server allows it", () => {
    const a = teams[0] as EventTeam;
    const b = teams[1] as EventTeam;
    const view = { you: { organizer: false, team: null, mayJoin: [a.id] } };
    assert.equal(joinOffered(view, a, { team: a.id }), true);
    assert.equal(joinOffered(view, a, null), false, 'no link, no join');
    assert.equal(joinOffered(view, b, { team: b.id }), false, 'the server does not allow it');
    assert.equal(joinOffered({ you: { organizer: false, team: null } }, a, { team: a.id }), false);
  });
});

describe('scorekeeper helpers', () => {
  it('labels seats and writes hand lines', async () => {
    const sk = await import('../src/logic/scorekeeper.js');
    assert.equal(sk.sideOfSeat('S'), 0);
    assert.equal(sk.sideOfSeat('W'), 1);
    const seats = { N: { id: 'u1', name: 'Ann' }, E: null, S: null, W: null };
    assert.equal(sk.seatLabel({ seats }, 'N'), 'Ann (N)');
    assert.equal(sk.seatLabel({ seats }, 'E'), 'E');
    const tally = { NS: 1, EW: 0 };
    assert.equal(
      sk.entryText(
        { seats },
        { type: 'hand', shaker: 'N', bidder: 'N', bid: 30, made: true, to: 'NS', marks: 1, tally },
      ),
      'Ann (N) bid 30, made',
    );
    assert.equal(sk.bidText({ marks: 2 }), '2 marks');
    assert.equal(sk.bidText(84), '84 (2 marks)');
    assert.equal(sk.chalk(7), '||||/ ||');
    assert.equal(sk.gamesToWin(3), 2);
  });

  it('says where a team stands at check-in', () => {
    assert.equal(checkInStatus({ checkIn: null }, 'a'), null);
    const checkIn = {
      opens: '2026-01-01T09:00:00Z',
      closes: '2026-01-01T10:00:00Z',
      teams: [{ team: 'a', at: '2026-01-01T09:10:00Z' }],
      tables: [{ table: 1, teams: ['b', 'a'] as const }],
    };
    assert.deepEqual(checkInStatus({ checkIn }, 'a'), { checkedIn: true, table: 1 });
    assert.deepEqual(checkInStatus({ checkIn: { ...checkIn, tables: null } }, 'c'), {
      checkedIn: false,
      table: null,
    });
  });
});
