import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatClock, secondsLeft } from '../src/logic/clock.js';
import { friendlyMessage, problemOf, type ProblemText } from '../src/logic/errors.js';
import { describeAction, hintedBid, hintedDomino } from '../src/logic/hint.js';
import { handKey } from '../src/logic/hand-keys.js';
import { percent } from '../src/logic/stats.js';

describe('the clock', () => {
  it('counts whole seconds down to zero', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    assert.equal(secondsLeft('2026-01-01T00:00:10.000Z', now), 10);
    assert.equal(secondsLeft('2026-01-01T00:00:09.200Z', now), 10);
    assert.equal(secondsLeft('2025-12-31T23:59:00.000Z', now), 0);
    assert.equal(secondsLeft('not a date', now), null);
  });

  it('formats minutes and seconds', () => {
    assert.equal(formatClock(7), '0:07');
    assert.equal(formatClock(90), '1:30');
    assert.equal(formatClock(-3), '0:00');
  });
});

describe('server errors', () => {
  it('reads HTTP and socket error shapes', () => {
    assert.deepEqual(problemOf({ error: { code: 'SEAT_TAKEN', message: 'taken' } }), {
      code: 'SEAT_TAKEN',
      message: 'taken',
    });
    assert.deepEqual(problemOf({ code: 'MUST_FOLLOW_SUIT', message: 'follow', tableId: 'x' }), {
      code: 'MUST_FOLLOW_SUIT',
      message: 'follow',
    });
    assert.equal(problemOf('oops'), null);
    assert.equal(problemOf({}), null);
  });

  it("types codes as the protocol's or the web's own: a misspelled one does not compile", () => {
    assert.equal(friendlyMessage({ code: 'NETWORK', message: 'No answer' }), 'No answer');
    assert.equal(friendlyMessage({ code: 'HTTP_502', message: 'Bad Gateway' }), 'Bad Gateway');
    // @ts-expect-error: no such code (STALE_VERSION is)
    const misspelled: ProblemText = { code: 'STALE_VERSON', message: 'v' };
    assert.equal(friendlyMessage(misspelled), 'v');
  });

  it('words some codes for players', () => {
    assert.match(friendlyMessage({ code: 'STALE_VERSION', message: 'v' }), /try again/);
    assert.equal(
      friendlyMessage({ code: 'MUST_FOLLOW_SUIT', message: 'Follow suit' }),
      'Follow suit',
    );
  });
});

describe('hints', () => {
  it('describes suggested actions', () => {
    assert.equal(describeAction({ type: 'play', domino: '5-5' }), 'play double 5');
    assert.equal(describeAction({ type: 'bid', bid: 30 }), 'bid 30');
    assert.equal(describeAction({ type: 'bid', bid: 'pass' }), 'pass');
    assert.equal(describeAction({ type: 'declare', contract: 'sixes' }), 'call Sixes');
    assert.equal(describeAction(null), null);
    assert.equal(describeAction({ type: 'dance' }), null);
  });

  it('picks out the hinted domino or bid', () => {
    assert.equal(hintedDomino({ type: 'play', seat: 'S', domino: '6-4' }), '6-4');
    assert.equal(hintedDomino({ type: 'bid', bid: 30 }), null);
    assert.equal(hintedBid({ type: 'bid', bid: '1m' }), '1m');
    assert.equal(hintedBid('x'), null);
  });
});

describe('keys at the table', () => {
  const playable = [true, false, true];

  it('number keys pick the n-th domino', () => {
    assert.deepEqual(handKey('2', null, 3, playable), { focus: 1, play: null, handled: true });
    assert.equal(handKey('7', null, 3, playable).handled, false);
  });

  it('arrows move the focus ring round the hand', () => {
    assert.equal(handKey('ArrowRight', null, 3, playable).focus, 0);
    assert.equal(handKey('ArrowRight', 2, 3, playable).focus, 0);
    assert.equal(handKey('ArrowLeft', 0, 3, playable).focus, 2);
    assert.equal(handKey('ArrowLeft', null, 3, playable).focus, 2);
  });

  it('Enter plays the domino in focus only when it is playable', () => {
    assert.equal(handKey('Enter', 2, 3, playable).play, 2);
    assert.equal(handKey('Enter', 1, 3, playable).play, null);
    assert.equal(handKey('Enter', null, 3, playable).handled, false);
  });

  it('does nothing with an empty hand', () => {
    assert.equal(handKey('1', null, 0, []).handled, false);
  });
});

describe('stats', () => {
  it('gives percentages', () => {
    assert.equal(percent(1, 3), '33%');
    assert.equal(percent(0, 0), '–');
  });
});
