import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openSeasonMatches, seasonRounds } from '../src/logic/playoffs.js';
import type { EventMatch, EventPoolBracket, EventRound, EventView } from '../src/protocol.js';

function match(id: string, round: number, status: EventMatch['status']): EventMatch {
  return {
    id,
    round,
    index: 0,
    additional: false,
    bestOf: 3,
    teams: ['a', 'b'],
    status,
    reporter: null,
    outcome: null,
    winner: null,
    tableId: null,
    log: [],
  };
}

const round = (n: number, matches: EventMatch[]): EventRound => ({
  round: n,
  label: n > 200 ? 'Playoffs final' : `Week ${n}`,
  bestOf: 3,
  leagueBye: false,
  byes: [],
  matches,
});

const week1 = round(1, [match('w1-1', 1, 'confirmed'), match('w1-2', 1, 'reported')]);
const final = round(201, [match('po1-1', 201, 'awaiting-report')]);
const playoffs: EventPoolBracket = { seeds: [], rounds: [final], champion: null };
type View = Pick<EventView, 'rounds' | 'playoffs'>;
const league: View = { rounds: [week1], playoffs: null };

describe("a league's playoffs on the page", () => {
  // Who may start them is the club's playoffsMayStart, sent as you.mayStartPlayoffs (its tests
  // are in packages/club/test/event-actions.test.ts).
  it('open season matches are counted', () => {
    assert.equal(openSeasonMatches(league), 1);
    const started = { ...league, rounds: [week1, final], playoffs };
    assert.equal(openSeasonMatches(started), 1, "the playoffs' matches are not the season's");
  });

  it("the weeks apart from the playoffs' rounds", () => {
    const started = { ...league, rounds: [week1, final], playoffs };
    assert.deepEqual(
      seasonRounds(started).map((r) => r.round),
      [1],
    );
  });
});
