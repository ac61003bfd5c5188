import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attentionText } from '../src/logic/attention.js';
import type { EventTeam } from '../src/protocol.js';

const teams: EventTeam[] = [
  { id: 'a', name: 'Aces', seed: 1, players: [null, null] },
  { id: 'b', name: 'Bones', seed: 2, players: [null, null] },
];

describe("the organizer's needs-attention lines", () => {
  it('name the teams and why, with since when', () => {
    assert.equal(
      attentionText(
        { teams },
        { match: 'w1-1', teams: ['a', 'b'], why: 'disputed', since: '2026-11-28T10:00:00.000Z' },
      ),
      'Aces v Bones: disputed: rule on it (since 2026-11-28)',
    );
    assert.equal(
      attentionText({ teams }, { match: 'r1-1', teams: ['a', 'b'], why: 'no-show', since: null }),
      'Aces v Bones: a team did not report within its minutes: eliminate it, or wait',
    );
  });
});
