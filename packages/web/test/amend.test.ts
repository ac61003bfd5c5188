import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { amendWords } from '../src/logic/amend.js';
import type { EventTeam } from '../src/protocol.js';

const teams: EventTeam[] = [
  { id: 'a', name: 'Aces', seed: 1, players: [null, null] },
  { id: 'b', name: 'Bones', seed: 2, players: [null, null] },
];

describe("the organizer's correction, asked before it is sent", () => {
  it('names the result it records, by team names, and the reason both teams are told', () => {
    const match = { teams: ['a', 'b'] as const };
    assert.equal(
      amendWords({ teams }, match, {
        comment: ' the sheet was mis-keyed ',
        games: [
          [7, 3],
          [3, 7],
          [7, 2],
        ],
      }),
      'Record Aces 2-1 Bones (7-3, 3-7, 7-2) as the final result of Aces v Bones? Both teams are told: “the sheet was mis-keyed”.',
    );
    assert.equal(
      amendWords({ teams }, match, { comment: 'left early', forfeit: 'b' }),
      'Record that Bones forfeits Aces v Bones, as the final result? Both teams are told: “left early”.',
    );
  });
});
