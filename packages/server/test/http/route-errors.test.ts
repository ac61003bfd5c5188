import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EngineErrorCode, EventView } from '@texas42/protocol';
import { Routes, SERVER_ERROR_CODES } from '@texas42/protocol';
import { CLUB_STATUS } from '../../src/events/club-errors.js';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, ok, type Problem, organizer as signedUp } from '../support/api.js';
import { startServer, type Client } from '../support/harness.js';

/**
 * The route table's error lists against the server: every code a route lists is a code the wire
 * knows, and the codes real requests are refused with appear in their route's list (or among
 * those any request may get).
 */

/** Every engine code, once: the compiler checks this record has them all and no other. */
const ENGINE: Readonly<Record<EngineErrorCode, true>> = {
  BAD_ACTION: true,
  BAD_RECORD: true,
  BAD_RULES: true,
  UNKNOWN_RULES: true,
  WRONG_PHASE: true,
  NOT_YOUR_TURN: true,
  NOT_IN_HAND: true,
  MUST_FOLLOW_SUIT: true,
  MUST_PLAY_CLOSEST_TO_SEVEN: true,
  BID_TOO_LOW: true,
  BID_NOT_ALLOWED: true,
  MUST_BID: true,
  CONTRACT_NOT_ALLOWED: true,
  MUST_DECLARE: true,
  CLAIM_NOT_ALLOWED: true,
  INCOMPLETE_RECORD: true,
  GAME_OVER: true,
  TIME_ALREADY_CALLED: true,
  TIME_CALL_NOT_ALLOWED: true,
  NOT_AN_OPPONENT: true,
  NO_TIME_CALLED: true,
  STACK_NOT_ALLOWED: true,
  NO_RENEGE: true,
  NO_SUCH_TRICK: true,
  NOTHING_TO_INSPECT: true,
  ALREADY_PENALIZED: true,
  NOT_IN_THESE_RULES: true,
  NOT_OUT_OF_TURN: true,
  ALREADY_BID: true,
  RESHAKE_NOT_ALLOWED: true,
  BID_STANDS: true,
  RIGHT_SHAKER: true,
  ALREADY_RECORDED: true,
  ALREADY_EXPOSED: true,
  MUST_PLAY_EXPOSED: true,
};
const KNOWN = new Set<string>([
  ...SERVER_ERROR_CODES,
  ...Object.keys(ENGINE),
  ...Object.keys(CLUB_STATUS),
]);
/** What any request may get (routes.ts): a part that does not fit, limits, a busy database. */
const ANY = ['BAD_REQUEST', 'RATE_LIMITED', 'DATABASE_BUSY', 'INTERNAL'];

type RouteName = keyof typeof Routes;

describe("the route table's error codes", () => {
  it('every code a route lists is a ServerErrorCode', () => {
    for (const [name, route] of Object.entries(Routes))
      for (const code of route.errors) assert.ok(KNOWN.has(code), `${name} lists ${code}`);
  });

  describe('real refusals appear in their route’s list', () => {
    let server: Texas42Server;
    let url: string;
    before(async () => {
      ({ server, url } = await startServer());
    });
    after(async () => {
      await server.close();
    });

    /** The code `route` refuses this call with: a 4xx whose code the route lists. */
    async function refused(
      route: RouteName,
      c: Client,
      path: string,
      body: unknown,
      code: string,
    ): Promise<void> {
      const r = await c.call<Problem>(Routes[route].method, path, body);
      assert.ok(r.status >= 400 && r.status < 500, `${route}: ${JSON.stringify(r.json)}`);
      assert.equal(r.json.error.code, code, `${route}: ${JSON.stringify(r.json)}`);
      const listed: readonly string[] = [...Routes[route].errors, ...ANY];
      assert.ok(listed.includes(code), `${route} answered ${code}, which its list leaves out`);
    }

    it('event routes: registration, generation and result reports', async () => {
      const made = await eventWithTeams(url, { kind: 'league', name: 'Codes', seed: 4 }, [
        'Aces',
        'Bones',
        'Carts',
        'Dukes',
      ]);
      const [aces] = made.teams;
      assert.ok(aces);
      const id = made.id;
      await refused('event', aces.a.c, '/api/events/nosuchevent', undefined, 'NOT_FOUND');
      await refused('generate', aces.a.c, `/api/events/${id}/generate`, {}, 'NOT_ORGANIZER');
      await refused(
        'registerTeam',
        aces.a.c,
        `/api/events/${id}/teams`,
        { name: 'Again' },
        'ALREADY_REGISTERED',
      );
      const lone = await signedUp(url, 'Lone');
      const small = await ok(lone.c, 'POST', '/api/events', { kind: 'league', name: 'Small' });
      await ok(lone.c, 'POST', `/api/events/${small.id}/teams`, { name: 'Only' });
      await refused('generate', lone.c, `/api/events/${small.id}/generate`, {}, 'TOO_FEW_TEAMS');

      const view = await ok<EventView>(made.organizer.c, 'POST', `/api/events/${id}/generate`, {});
      const match = view.rounds[0]?.matches.find((m) => m.teams.includes(aces.id));
      assert.ok(match);
      const at = `/api/events/${id}/matches/${match.id}`;
      await refused('confirm', aces.a.c, `${at}/confirm`, {}, 'NOT_REPORTED');
      await refused('dispute', aces.a.c, `${at}/dispute`, { comment: 'no' }, 'NOT_REPORTED');
      await refused('dispute', aces.a.c, `${at}/dispute`, { comment: ' ' }, 'BAD_REQUEST');
      await refused('correct', aces.a.c, `${at}/correct`, { games: [[7, 3]] }, 'NOT_REPORTED');
      await refused('report', aces.a.c, `${at}/report`, { games: [[7, 3]] }, 'BAD_MATCH_SCORE');
      await refused(
        'report',
        lone.c,
        `${at}/report`,
        {
          games: [
            [7, 3],
            [7, 3],
          ],
        },
        'NOT_YOUR_MATCH',
      );
    });
  });
});
