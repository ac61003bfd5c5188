import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTE_PATHS } from '@texas42/protocol/route-paths';
import { call } from '../src/api/call.js';
import { routeMethod, routeUrl, urlOf } from '../src/api/route-url.js';
import type { RouteName } from '../src/protocol.js';

describe('requests addressed from the route table (api/route-url.ts)', () => {
  it("fills each :param of the route's path, encoded, and adds the query's present values", () => {
    assert.equal(routeUrl('tables'), '/api/tables');
    assert.equal(
      routeUrl('analysis', { params: { id: 'a b', n: 2 }, query: { invite: 'x&y=z' } }),
      '/api/tables/a%20b/hands/2/analysis?invite=x%26y%3Dz',
    );
    assert.equal(routeUrl('table', { params: { id: 't/1' }, query: {} }), '/api/tables/t%2F1');
    assert.equal(
      routeUrl('eventMatches', {
        params: { id: 'e1' },
        query: { round: 2, team: undefined, page: 3 },
      }),
      '/api/events/e1/matches?round=2&page=3',
    );
    assert.equal(
      routeUrl('tableMarks', { params: { id: 'e1', table: '12' } }),
      '/api/events/e1/progressive/tables/12/marks',
    );
    assert.equal(
      routeUrl('adminAccounts', { query: { q: 'ann lee' } }),
      '/api/admin/accounts?q=ann%20lee',
    );
  });

  it("takes each route's method from the table", () => {
    assert.equal(routeMethod('me'), 'GET');
    assert.equal(routeMethod('signIn'), 'POST');
    assert.equal(routeMethod('nightsIcs'), 'GET');
  });

  it('leaves no :param unfilled on any route, and refuses a missing one', () => {
    for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
      const params = { id: 'x', n: 0, team: 't', match: 'm', table: '1' };
      assert.doesNotMatch(urlOf(name, { params }), /:/, name);
    }
    assert.throws(() => urlOf('event', {}), /no value for :id/);
  });
});

/**
 * What the compiler refuses: each line below is a mistake a page could make. Never run; the
 * build (npm run test:web) fails if any of them compiles.
 */
export function refusedByTheCompiler(): void {
  // @ts-expect-error: no such route
  void call('mee');
  // @ts-expect-error: the event's id is missing
  void call('event');
  // @ts-expect-error: the param is `id`, not `event`
  void call('event', { params: { event: 'e1' } });
  // @ts-expect-error: GET /api/me has no params
  void call('me', { params: { id: 'x' } });
  // @ts-expect-error: POST /api/signout takes no body
  void call('signOut', { body: {} });
  // @ts-expect-error: a report's games are pairs of numbers
  void call('report', { params: { id: 'e', match: 'm' }, body: { games: 'x' } });
  // @ts-expect-error: the admin's search needs its `q`
  void call('adminAccounts', { query: {} });
  // @ts-expect-error: a file is linked to (routeUrl), not fetched as JSON
  void call('standingsCsv', { params: { id: 'e' } });
  // @ts-expect-error: a table's number is its text in the path
  void routeUrl('tableMarks', { params: { id: 'e', table: 12 } });
}
