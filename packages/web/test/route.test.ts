import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  claimLink,
  inviteLink,
  parseRoute,
  pathOfHash,
  routePath,
  safeNext,
  teamInviteLink,
} from '../src/logic/route.js';

describe('the router', () => {
  it('reads pages from paths and their queries', () => {
    assert.deepEqual(parseRoute('/'), { page: 'lobby' });
    assert.deepEqual(parseRoute('/index.html'), { page: 'lobby' });
    assert.deepEqual(parseRoute('/t/abc123?invite=tok_9'), {
      page: 'table',
      id: 'abc123',
      invite: 'tok_9',
    });
    assert.deepEqual(parseRoute('/e/ev1?team=t1&invite=k'), {
      page: 'event',
      id: 'ev1',
      join: { team: 't1', invite: 'k' },
    });
    assert.deepEqual(parseRoute('/nowhere/1'), { page: 'not-found', path: '/nowhere/1' });
  });

  it("reads a match's own address (a notice's link), and writes it back", () => {
    assert.deepEqual(parseRoute('/e/ev1/m/w3-1'), { page: 'event', id: 'ev1', match: 'w3-1' });
    assert.equal(routePath({ page: 'event', id: 'ev1', match: 'w3-1' }), '/e/ev1/m/w3-1');
    assert.equal(parseRoute('/e/ev1/m/bad%20id').page, 'not-found');
  });

  it('reads the lobby from an empty hash (the old form)', () => {
    assert.deepEqual(parseRoute(''), { page: 'lobby' });
    assert.deepEqual(parseRoute('#'), { page: 'lobby' });
    assert.deepEqual(parseRoute('#/'), { page: 'lobby' });
  });

  it('reads tables, their invites and history', () => {
    assert.deepEqual(parseRoute('#/t/abc123'), { page: 'table', id: 'abc123', invite: null });
    assert.deepEqual(parseRoute('#/t/abc123?invite=tok_9'), {
      page: 'table',
      id: 'abc123',
      invite: 'tok_9',
    });
    assert.deepEqual(parseRoute('#/t/abc123/history'), {
      page: 'history',
      id: 'abc123',
      invite: null,
    });
  });

  it('reads profiles', () => {
    assert.deepEqual(parseRoute('#/u/u_42'), { page: 'profile', id: 'u_42' });
  });

  it('reads the leaderboard', () => {
    assert.deepEqual(parseRoute('#/leaderboard'), { page: 'leaderboard' });
    assert.equal(parseRoute('#/leaderboard/x').page, 'not-found');
  });

  it('reads the solo page', () => {
    assert.deepEqual(parseRoute('/solo'), { page: 'solo' });
    assert.deepEqual(parseRoute('#/solo'), { page: 'solo' });
    assert.equal(parseRoute('/solo/x').page, 'not-found');
  });

  it('reads events and one event', () => {
    assert.deepEqual(parseRoute('#/events'), { page: 'events' });
    assert.deepEqual(parseRoute('#/e/ev_42'), { page: 'event', id: 'ev_42' });
    assert.equal(parseRoute('#/events/x').page, 'not-found');
    assert.equal(parseRoute('#/e/').page, 'not-found');
  });

  it('sends anything else to not-found', () => {
    assert.equal(parseRoute('#/t/').page, 'not-found');
    assert.equal(parseRoute('#/t/a b').page, 'not-found');
    assert.equal(parseRoute('#/x/1').page, 'not-found');
    assert.deepEqual(parseRoute('#/e/ev1/m/w1-1/score'), {
      page: 'score',
      id: 'ev1',
      match: 'w1-1',
    });
    assert.equal(parseRoute('#/e/ev1/m/w1-1/other').page, 'not-found');
    assert.equal(parseRoute('#/t/abc/history/more').page, 'not-found');
    assert.equal(parseRoute('#/t/%E0%A4%A').page, 'not-found');
  });

  it('writes what it reads', () => {
    for (const path of [
      '/',
      '/t/abc123',
      '/t/abc123?invite=tok',
      '/t/x-y/history',
      '/u/7',
      '/events',
      '/leaderboard',
      '/solo',
      '/e/ev1',
      '/e/ev1?team=t1&invite=tok',
      '/e/ev1/m/w1-1/score',
      '/e/ev1/m/r2-1/sheet',
    ])
      assert.equal(routePath(parseRoute(path)), path);
  });

  it('reads an old hash link as the path it moves to, and leaves a path alone', () => {
    assert.equal(pathOfHash('#/t/abc123?invite=tok'), '/t/abc123?invite=tok');
    assert.equal(pathOfHash('#/e/ev1?team=t1&invite=k'), '/e/ev1?team=t1&invite=k');
    assert.equal(pathOfHash('#/'), '/');
    assert.equal(pathOfHash('#/x/1'), '/x/1');
    assert.equal(pathOfHash(''), null);
    assert.equal(pathOfHash('#top'), null);
  });

  it('builds an invite link from the site origin', () => {
    assert.equal(
      inviteLink('https://play.example', 'abc123', 'tok'),
      'https://play.example/t/abc123?invite=tok',
    );
    assert.equal(
      inviteLink('http://localhost:5173', 'T1abcd', 'a b'),
      'http://localhost:5173/t/T1abcd?invite=a%20b',
    );
    assert.equal(
      teamInviteLink('https://play.example', 'ev1', 't2', 'k'),
      'https://play.example/e/ev1?team=t2&invite=k',
    );
  });

  it("reads and builds a named player's claim link", () => {
    const link = claimLink('https://play.example', 'ev1', 'Tok_en-9');
    assert.equal(link, 'https://play.example/e/ev1?claim=Tok_en-9');
    assert.deepEqual(parseRoute('/e/ev1?claim=Tok_en-9'), {
      page: 'event',
      id: 'ev1',
      claim: 'Tok_en-9',
    });
    assert.equal(routePath(parseRoute('/e/ev1?claim=Tok_en-9')), '/e/ev1?claim=Tok_en-9');
    // A token that cannot be one is left out: the event page opens as usual.
    assert.deepEqual(parseRoute('/e/ev1?claim=%3Cscript%3E'), { page: 'event', id: 'ev1' });
  });
});

describe('the account page', () => {
  it('#/account is your account, and back', () => {
    assert.deepEqual(parseRoute('#/account'), { page: 'account' });
    assert.equal(routePath({ page: 'account' }), '/account');
    assert.equal(parseRoute('#/account/x').page, 'not-found');
  });
});

describe("the admin page and the mailed links' pages", () => {
  it('reads /admin, and /verify, /reset and /unsubscribe with their token', () => {
    assert.deepEqual(parseRoute('/admin'), { page: 'admin' });
    assert.equal(routePath({ page: 'admin' }), '/admin');
    assert.equal(parseRoute('/admin/x').page, 'not-found');
    const token = 'a'.repeat(43);
    assert.deepEqual(parseRoute(`/verify?token=${token}`), { page: 'verify-email', token });
    assert.deepEqual(parseRoute(`/reset?token=${token}`), { page: 'reset-password', token });
    const unsubscribe = `user-1.${token}`;
    assert.deepEqual(parseRoute(`/unsubscribe?token=${unsubscribe}`), {
      page: 'unsubscribe',
      token: unsubscribe,
    });
    for (const page of ['verify-email', 'reset-password', 'unsubscribe'] as const)
      assert.deepEqual(parseRoute(routePath({ page, token })), { page, token });
    // A link cut short, or with anything else in it, is a page that says so: no token.
    assert.deepEqual(parseRoute('/reset'), { page: 'reset-password', token: null });
    assert.deepEqual(parseRoute('/reset?token=short'), { page: 'reset-password', token: null });
    assert.deepEqual(parseRoute('/verify?token=%3Cscript%3E'), {
      page: 'verify-email',
      token: null,
    });
  });
});

describe('signing in from a public page, and the embed widget', () => {
  it('reads /signin with the page to come back to, and refuses to lead anywhere else', () => {
    assert.deepEqual(parseRoute('/signin?next=%2Fe%2Fev1'), { page: 'sign-in', next: '/e/ev1' });
    assert.deepEqual(parseRoute('/signin'), { page: 'sign-in', next: null });
    for (const next of [
      '//evil.example/e/x',
      'https://evil.example/',
      '/nowhere/at/all',
      '/signin',
    ])
      assert.equal(safeNext(next), null, next);
    assert.equal(safeNext('/e/ev1?team=t1&invite=abc'), '/e/ev1?team=t1&invite=abc');
    const there = { page: 'sign-in', next: '/e/ev1?team=t1&invite=abc' } as const;
    assert.deepEqual(parseRoute(routePath(there)), there);
  });

  it('reads /embed/events/<id> with what to show and a theme, and writes it back', () => {
    assert.deepEqual(parseRoute('/embed/events/ev1'), {
      page: 'embed',
      id: 'ev1',
      show: 'both',
      theme: null,
    });
    const route = { page: 'embed', id: 'ev1', show: 'bracket', theme: 'dark' } as const;
    assert.equal(routePath(route), '/embed/events/ev1?show=bracket&theme=dark');
    assert.deepEqual(parseRoute(routePath(route)), route);
    assert.deepEqual(parseRoute('/embed/events/ev1?show=nonsense&theme=pink'), {
      page: 'embed',
      id: 'ev1',
      show: 'both',
      theme: null,
    });
    assert.equal(parseRoute('/embed/tables/x').page, 'not-found');
  });
});

describe('the puzzles page', () => {
  it('is /puzzles, or /puzzles/<id> for one puzzle (12 hex digits)', () => {
    assert.deepEqual(parseRoute('/puzzles'), { page: 'puzzles', id: null });
    assert.deepEqual(parseRoute('/puzzles/01071883fd20'), { page: 'puzzles', id: '01071883fd20' });
    assert.deepEqual(parseRoute('#/puzzles'), { page: 'puzzles', id: null });
    assert.equal(parseRoute('/puzzles/NOT-AN-ID').page, 'not-found');
    assert.equal(routePath({ page: 'puzzles', id: null }), '/puzzles');
    assert.equal(routePath({ page: 'puzzles', id: '01071883fd20' }), '/puzzles/01071883fd20');
  });
});
