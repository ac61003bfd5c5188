import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apply, legalActions, newMatch, type Action, type MatchState } from '@texas42/engine';
import type { EventView, Me, ProfileStats, TableLog, TableState } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import { connect } from '../../src/db/connect.js';
import { SCHEMA_VERSIONS } from '../../src/db/migrations.js';
import type { Texas42Server } from '../../src/index.js';
import { eventWithTeams, ok } from '../support/api.js';
import { Client, emitAck, freshDatabaseUrl, startServer, waitFor } from '../support/harness.js';

/**
 * Every earlier schema version, with data in it, brought up to the current one by the current
 * server's start, and read back through the API (SQLite; PostgreSQL with TEST_DATABASE_URL).
 *
 * The data is what a club would have had then: an account with a password, its session and its
 * old Elo rating; a table from before the server keyed its generator (a 32-bit seed, shakes dealt
 * from it, no generator keys) with a game under way; and, from 002 on, a league with four teams,
 * a schedule and a confirmed result. The accounts and the league are made through the current
 * API and copied into each version's tables, column by column as far as that version had them
 * (rows of an era hold only that era's columns); the table's log is made by the engine as the
 * server of that era made it.
 */

const PASSWORD = 'double six walks the dog';
/** The tables in an order their foreign keys allow. */
const ORDER = [
  'settings',
  'users',
  'sessions',
  'sign_in_failures',
  'tables',
  'seats',
  'table_events',
  'game_results',
  'events',
  'event_teams',
  'event_matches',
  'event_log',
  'rating_history',
  'rated_leaves',
] as const;

/** A table of the 001 era: its 32-bit seed, and the actions played, shakes dealt from the seed. */
function oldTableLog(seed: string, plays: number): { seat: string | null; action: Action }[] {
  const start = newMatch({ rules: 'straight-42', seed });
  assert.ok(start.ok);
  let state: MatchState = start.value;
  const log: { seat: string | null; action: Action }[] = [];
  for (let i = 0; i < plays; i++) {
    const action = legalActions(state)[0];
    assert.ok(action, `an action at step ${i}`);
    const next = apply(state, action);
    assert.ok(next.ok, `step ${i}`);
    state = next.value;
    log.push({ seat: 'seat' in action ? action.seat : null, action });
  }
  return log;
}

/** The token a signed session cookie carries (`name=token.signature`). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

describe('migrations from every earlier schema version, with data in it', () => {
  let source: { server: Texas42Server; url: string };
  let alice: Client;
  let aliceId: string;
  let eventId: string;
  let standings: EventView['standings'];
  let matches: [string, string, string | null][];
  const table = {
    id: 'old-table-1',
    seed: '20110315',
    log: oldTableLog('20110315', 30),
  };

  before(async () => {
    source = await startServer();
    // A guest came first; Alice's is the oldest account, Zed's a later one (015 makes the oldest
    // account the admin).
    await new Client(source.url).guest('Early Bird');
    alice = new Client(source.url);
    aliceId = (
      await ok<Me>(alice, 'POST', '/api/signup', {
        username: 'alice',
        password: PASSWORD,
        name: 'Alice',
      })
    ).id;
    await ok<Me>(new Client(source.url), 'POST', '/api/signup', {
      username: 'zed',
      password: PASSWORD,
      name: 'Zed',
    });
    const league = await eventWithTeams(
      source.url,
      { kind: 'league', name: 'Monday League', seed: 7 },
      ['Aces', 'Bones', 'Carts', 'Dukes'],
    );
    eventId = league.id;
    const view = await ok(league.organizer.c, 'POST', `/api/events/${eventId}/generate`, {});
    const match = view.rounds[0]?.matches[0];
    assert.ok(match);
    const [a, b] = match.teams.map((id) => league.teams.find((t) => t.id === id));
    assert.ok(a && b);
    const path = `/api/events/${eventId}/matches/${match.id}`;
    await ok(a.a.c, 'POST', `${path}/report`, {
      games: [
        [7, 3],
        [7, 5],
      ],
    });
    const confirmed = await ok(b.b.c, 'POST', `${path}/confirm`);
    standings = confirmed.standings;
    assert.ok(
      standings?.rows.some((r) => (r.points ?? 0) > 0),
      'the result counts in the standings',
    );
    matches = confirmed.rounds.flatMap((r) =>
      r.matches.map((m) => [m.id, m.status, m.winner] as [string, string, string | null]),
    );
  });
  after(async () => {
    await source.server.close();
  });

  /** The rows of the source, projected on the tables and columns `version` had. */
  async function fill(
    target: Kysely<Record<string, Record<string, unknown>>>,
    version: string,
  ): Promise<void> {
    const from = source.server.connection.db as unknown as Kysely<
      Record<string, Record<string, unknown>>
    >;
    const columns = new Map(
      (await target.introspection.getTables()).map((t) => [
        t.name,
        new Set(t.columns.map((c) => c.name)),
      ]),
    );
    const hashedSessions =
      SCHEMA_VERSIONS.indexOf(version) >= SCHEMA_VERSIONS.indexOf('008_sessions');
    for (const name of ORDER) {
      const has = columns.get(name);
      if (has === undefined) continue;
      let rows = await from.selectFrom(name).selectAll().execute();
      if (name === 'sessions' && !hashedSessions)
        // Before 008 a session's id was its cookie's token itself: Alice's is known.
        rows = rows
          .filter((r) => r.user_id === aliceId)
          .map((r) => ({ ...r, id: tokenOf(alice.cookie) }));
      if (name === 'users')
        // Moved by games before 010 (against bots, under house rules): 010 keeps it as the mean.
        rows = rows.map((r) => (r.id === aliceId ? { ...r, rating: 1712 } : r));
      for (const row of rows) {
        const kept = Object.fromEntries(Object.entries(row).filter(([k]) => has.has(k)));
        await target.insertInto(name).values(kept).execute();
      }
    }
    // The old table, as its era's server wrote it.
    const at = new Date().toISOString();
    await target
      .insertInto('tables')
      .values({
        id: table.id,
        name: 'Old table',
        rules: JSON.stringify('straight-42'),
        visibility: 'public',
        invite: null,
        seed: table.seed,
        created_by: aliceId,
        rated: 0,
        hints: 1,
        chat: 1,
        status: 'playing',
        marks_ns: 0,
        marks_ew: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const [i, seat] of (['N', 'E', 'S', 'W'] as const).entries())
      await target
        .insertInto('seats')
        .values(
          i === 0
            ? {
                table_id: table.id,
                seat,
                kind: 'human',
                user_id: aliceId,
                level: null,
                name: 'Alice',
              }
            : {
                table_id: table.id,
                seat,
                kind: 'bot',
                user_id: null,
                level: 'medium',
                name: `Bot ${seat}`,
              },
        )
        .execute();
    for (const [i, e] of table.log.entries())
      await target
        .insertInto('table_events')
        .values({
          table_id: table.id,
          seq: i + 1,
          seat: e.seat,
          action: JSON.stringify(e.action),
          created_at: at,
        })
        .execute();
  }

  for (const version of SCHEMA_VERSIONS.slice(0, -1))
    it(`${version}: the current server starts on it, and its accounts, table and events read back`, async () => {
      const config = {
        url: await freshDatabaseUrl(),
        sqlitePath: join(mkdtempSync(join(tmpdir(), 'texas42-migrate-')), 'old.sqlite'),
      };
      const old = await connect({ ...config, schemaVersion: version });
      try {
        await fill(old.db as unknown as Kysely<Record<string, Record<string, unknown>>>, version);
      } finally {
        await old.db.destroy();
      }

      const { server, url } = await startServer({
        databaseUrl: config.url,
        sqlitePath: config.sqlitePath,
      });
      try {
        // Alice signs in with her password, and her old session still works.
        const fresh = new Client(url);
        const signedIn = await ok<Me>(fresh, 'POST', '/api/signin', {
          username: 'alice',
          password: PASSWORD,
        });
        assert.equal(signedIn.id, aliceId);
        // The oldest account is the admin (015), not the guest before it nor the account after.
        assert.equal(signedIn.admin, true);
        const zed = await ok<Me>(new Client(url), 'POST', '/api/signin', {
          username: 'zed',
          password: PASSWORD,
        });
        assert.equal(zed.admin, undefined);
        const again = new Client(url);
        again.cookie = alice.cookie;
        assert.equal((await ok<Me>(again, 'GET', '/api/me')).name, 'Alice');
        // Her Elo of an era before 010 is her starting rating now; from 010 on, her rating is
        // the one 010 wrote (the source's), whatever the old Elo column says.
        const profile = await ok<ProfileStats>(fresh, 'GET', `/api/users/${aliceId}`);
        const beforeRatings =
          SCHEMA_VERSIONS.indexOf(version) < SCHEMA_VERSIONS.indexOf('010_ratings');
        assert.equal(Math.round(profile.rating.rating), beforeRatings ? 1712 : 1500);

        // The old table's log reads back, and the table replays from it to where it was.
        const log = await ok<TableLog>(fresh, 'GET', `/api/tables/${table.id}/log`);
        assert.deepEqual(
          log.events.slice(0, table.log.length).map((e) => [e.seq, e.seat, e.action.type]),
          table.log.map((e, i) => [i + 1, e.seat, e.action.type]),
        );
        const socket = fresh.socket();
        const state = waitFor<TableState>(socket, 'table:state', () => true);
        assert.deepEqual(await emitAck(socket, 'table:watch', { tableId: table.id }), { ok: true });
        assert.ok((await state).view.version >= table.log.length);
        fresh.close();

        // The league's standings and matches are as they were (events came with 002).
        if (version !== '001_accounts_and_tables') {
          const view = await ok(new Client(url), 'GET', `/api/events/${eventId}`);
          assert.deepEqual(view.standings, standings);
          assert.deepEqual(
            view.rounds.flatMap((r) => r.matches.map((m) => [m.id, m.status, m.winner])),
            matches,
          );
        }
      } finally {
        await server.close();
      }
    });
});
