import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bracketSides } from '../src/logic/bracket.js';
import type { EventMatch, EventRound, EventTeam } from '../src/protocol.js';

const teams: EventTeam[] = ['Aces', 'Bones', 'Carts', 'Dukes'].map((name, i) => ({
  id: name[0]!.toLowerCase(),
  name,
  seed: i + 1,
  players: [null, null],
}));

function line(
  id: string,
  index: number,
  sides: readonly [string | null, string | null],
  winner: string | null = null,
  status: EventMatch['status'] = 'awaiting-report',
  feeders: readonly [string | null, string | null] = [null, null],
): EventMatch {
  // The server's name of the line: its round in its bracket and its place ("2-1" of "r2-1").
  const name = id.replace(/^[a-z]+/, '');
  return {
    id,
    round: Number(name.split('-')[0]),
    index,
    additional: false,
    bestOf: 1,
    teams: sides,
    status,
    reporter: null,
    outcome: null,
    winner,
    tableId: null,
    log: [],
    line: name,
    feeders,
  };
}

const round = (n: number, matches: EventMatch[]): EventRound => ({
  round: n,
  label: `Round ${n}`,
  bestOf: 1,
  leagueBye: false,
  byes: [],
  matches,
});

describe('a bracket line before both its teams are known', () => {
  it('names the team already through and the teams of the line the other comes from', () => {
    const semis = [line('r1-1', 0, ['a', 'd'], 'a', 'confirmed'), line('r1-2', 1, ['b', 'c'])];
    const final = line('r2-1', 0, [null, null], null, 'waiting', ['r1-1', 'r1-2']);
    const rounds = [round(1, semis), round(2, [final])];
    assert.deepEqual(bracketSides({ teams }, rounds, final), ['Aces', 'winner of Bones v Carts']);
    // Nothing decided yet: both sides name their lines' teams.
    const open = [round(1, [line('r1-1', 0, ['a', 'd']), semis[1]!]), round(2, [final])];
    assert.deepEqual(bracketSides({ teams }, open, final), [
      'winner of Aces v Dukes',
      'winner of Bones v Carts',
    ]);
    // Two rounds ahead, the feeding line has no teams yet either: it is named by its place.
    const finalOf8 = line('r3-1', 0, [null, null], null, 'waiting', ['r2-1', 'r2-2']);
    const deep = [...open, round(3, [finalOf8])];
    assert.equal(bracketSides({ teams }, deep, finalOf8)[0], 'winner of match 2-1');
    // Once the line has its teams, they are its sides; a first-round line is as it is.
    assert.deepEqual(bracketSides({ teams }, rounds, semis[1]!), ['Bones', 'Carts']);
  });

  it("a bye's team is through at once; the pools' and playoffs' lines are named alike", () => {
    const first = [line('po1-1', 0, ['a', null], 'a', 'bye'), line('po1-2', 1, ['b', 'c'])];
    const final = line('po2-1', 0, [null, null], null, 'waiting', ['po1-1', 'po1-2']);
    const rounds = [round(201, first), round(202, [final])];
    assert.deepEqual(bracketSides({ teams }, rounds, final), ['Aces', 'winner of Bones v Carts']);
    // A side no line feeds (the server sends none) is an open place.
    const unfed = line('po2-1', 0, [null, null], null, 'waiting');
    assert.deepEqual(bracketSides({ teams }, rounds, unfed), ['to be decided', 'to be decided']);
  });
});
