import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEAM_LIST_LINES_MAX, parseTeamList } from '../src/index.js';

/** The organizer's pasted list of teams: one a line, read forgivingly, each line judged alone. */

describe('a pasted list of teams', () => {
  it('reads the usual ways clubs write a team and its two players', () => {
    const list = parseTeamList(
      [
        'Aces: Ann Lee, Bob Ray',
        '',
        '# the Tuesday group',
        '2. Bones - Cy Young & Di Moss',
        'Crows | Ed Fox and Flo Gay',
        'Deuces\tGus Hale\tHal Ives',
        'Eights, Ivy Joy, Jo King',
        '  Fives:Kim Lam / Lou Mae  ',
      ].join('\n'),
    );
    assert.equal(list.ok, true);
    assert.deepEqual(
      list.lines.map((l) => l.line),
      [1, 4, 5, 6, 7, 8],
      'blank and # lines are skipped; lines keep their pasted numbers',
    );
    assert.deepEqual(list.teams, [
      { name: 'Aces', players: ['Ann Lee', 'Bob Ray'] },
      { name: 'Bones', players: ['Cy Young', 'Di Moss'] },
      { name: 'Crows', players: ['Ed Fox', 'Flo Gay'] },
      { name: 'Deuces', players: ['Gus Hale', 'Hal Ives'] },
      { name: 'Eights', players: ['Ivy Joy', 'Jo King'] },
      { name: 'Fives', players: ['Kim Lam', 'Lou Mae'] },
    ]);
  });

  it('names what is wrong on each line and keeps the good lines', () => {
    const list = parseTeamList(
      [
        'Aces: Ann Lee, Bob Ray',
        'Bones: Cy Young',
        'just some words',
        'Crows: Ed Fox, Flo Gay, Gus Hale',
        'Dogs: Al Pine, al pine',
        `${'X'.repeat(25)}: Ann B, Bo C`,
      ].join('\n'),
    );
    assert.equal(list.ok, false);
    assert.deepEqual(list.teams, [{ name: 'Aces', players: ['Ann Lee', 'Bob Ray'] }]);
    const errors = list.lines.flatMap((l) => (l.ok ? [] : [[l.line, l.error] as const]));
    assert.deepEqual(
      errors.map(([line]) => line),
      [2, 3, 4, 5, 6],
    );
    assert.match(errors[0]?.[1] ?? '', /two players: Bones has one/);
    assert.match(errors[1]?.[1] ?? '', /team name, a colon/);
    assert.match(errors[2]?.[1] ?? '', /Crows has 3/);
    assert.match(errors[3]?.[1] ?? '', /names Al Pine twice/);
    assert.match(errors[4]?.[1] ?? '', /too long \(25 characters, at most 24\)/);
  });

  it('refuses a duplicate team or player, naming the line it clashes with', () => {
    const list = parseTeamList(
      ['Aces: Ann Lee, Bob Ray', 'ACES: Cy Young, Di Moss', 'Bones: bob ray, Ed Fox'].join('\n'),
    );
    assert.equal(list.ok, false);
    assert.deepEqual(
      list.lines.map((l) => (l.ok ? 'ok' : l.error)),
      ['ok', 'team "ACES" is also on line 1', 'player "bob ray" is also on line 1'],
    );
  });

  it('refuses names already in the event', () => {
    const list = parseTeamList('Aces: Ann Lee, Bob Ray\nBones: Cy Young, Di Moss', {
      teams: ['aces'],
      players: ['Di Moss'],
    });
    assert.deepEqual(
      list.lines.map((l) => (l.ok ? 'ok' : l.error)),
      ['team "Aces" is already in this event', 'player "Di Moss" is already in this event'],
    );
  });

  it('an empty paste is not a list, and a paste over the limit adds nothing', () => {
    assert.equal(parseTeamList('\n  \n# nothing').ok, false);
    const many = Array.from(
      { length: TEAM_LIST_LINES_MAX + 1 },
      (_, i) => `T${i}: A${i}, B${i}`,
    ).join('\n');
    const list = parseTeamList(many);
    assert.equal(list.ok, false);
    assert.match(list.tooLong ?? '', /at most 200 teams at once \(this list has 201\)/);
  });
});
