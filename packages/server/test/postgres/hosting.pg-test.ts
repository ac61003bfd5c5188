import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Seat } from '@texas42/engine';
import type { TableState, TableSummary } from '@texas42/protocol';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { freshDatabaseUrl } from '../support/harness.js';
import { HttpsClient } from '../support/https-client.js';
import { haveNginx, NGINX, startNginx } from '../support/nginx.js';
import { killHard, startServerProcess } from '../support/processes.js';

/**
 * The hosting guide's scaled form on loopback: Debian's nginx with deploy/nginx/texas42.conf in
 * front of two app processes on PostgreSQL and Redis. Four people play a whole match through the
 * proxy, two on each process; one process is stopped (SIGTERM) and started again mid-match, then
 * the other is killed (SIGKILL) and started again, and every acknowledged action is in the log.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test-postgres.mjs) and nginx (.ci/run).
 */
const REDIS = process.env.TEST_REDIS_URL;
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port to probe')),
      );
    });
  });
}

/** The settings deploy/texas42.env sets (its commented lines are left unset). */
function guideEnvironment(): Record<string, string> {
  const file = fileURLToPath(new URL('../../../../../deploy/texas42.env', import.meta.url));
  const settings: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (m?.[1] !== undefined && m[2] !== undefined) settings[m[1]] = m[2];
  }
  assert.equal(settings.TRUST_PROXY, 'loopback', 'the guide trusts the proxy on this machine');
  return settings;
}

function stopGracefully(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One person at the table: acts whenever it is their turn, and keeps what was acknowledged. */
class Player {
  readonly acknowledged: Record<string, unknown>[] = [];
  /** Codes of refused actions (a stale version, the rate limit, a process shutting down). */
  readonly refusals: string[] = [];
  disconnects = 0;
  last: TableState | undefined;
  private sentAt = -1;
  readonly finished: Promise<TableState>;

  constructor(
    readonly client: HttpsClient,
    readonly seat: Seat,
    readonly upstream: string,
    readonly socket: Socket,
    private readonly tableId: string,
    private readonly onAcknowledged: () => void,
  ) {
    // Like the web app: (re)connected, it watches the table again; a lost act is sent again.
    socket.on('connect', () => {
      this.sentAt = -1;
      socket.emit('table:watch', { tableId });
    });
    socket.on('disconnect', () => this.disconnects++);
    this.finished = new Promise((resolve) => {
      socket.on('table:state', (state: TableState) => {
        this.last = state;
        if (state.view.phase === 'done') return resolve(state);
        this.act(state);
      });
    });
  }

  /** Plays the first legal action when it is this seat's turn, once per version. */
  private act(state: TableState): void {
    const version = state.view.version;
    if (state.view.toAct !== this.seat || state.view.legal.length === 0) return;
    if (this.sentAt === version) return;
    this.sentAt = version;
    const { seat: _seat, ...action } = state.view.legal[0] as { seat: string; type: string };
    this.socket.emit(
      'table:act',
      { tableId: this.tableId, version, action },
      (r: { ok: boolean; error?: { code: string } }) => {
        if (r.ok) {
          this.acknowledged.push(action);
          return this.onAcknowledged();
        }
        // A person refused tries again shortly if the table has not moved on meanwhile.
        this.refusals.push(r.error?.code ?? 'unknown');
        setTimeout(() => {
          if (this.last?.view.version !== version) return;
          this.sentAt = -1;
          this.act(this.last);
        }, 200);
      },
    );
  }
}

describe('the hosting guide on loopback: nginx, two processes, PostgreSQL, Redis', () => {
  it(
    'four people play a match through the proxy across restarts of both processes',
    { timeout: 240_000 },
    async (t) => {
      if (!haveNginx()) {
        if (process.env.CI === 'true')
          assert.fail(
            `${NGINX} is missing: .ci/run must install Debian's nginx (apt-get install nginx)`,
          );
        console.log(`hosting test NOT run: ${NGINX} is missing (apt-get install nginx)`);
        return t.skip(`NOT run: ${NGINX} is missing (apt-get install nginx)`);
      }
      assert.ok(REDIS, 'TEST_REDIS_URL is set');
      const databaseUrl = await freshDatabaseUrl();
      assert.ok(databaseUrl, 'TEST_DATABASE_URL is set');

      const dir = mkdtempSync(join(tmpdir(), 'texas42-hosting-'));
      const ports = {
        app: [await freePort(), await freePort()] as const,
        http: await freePort(),
        https: await freePort(),
      };
      const origin = `https://localhost:${ports.https}`;
      // The guide's environment file, with this test's ports, paths and services.
      const startApp = (port: number): Promise<{ child: ChildProcess; url: string }> =>
        startServerProcess({
          ...guideEnvironment(),
          PORT: String(port),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'texas42-hosting-data-')),
          DATABASE_URL: databaseUrl,
          REDIS_URL: REDIS,
          ALLOWED_ORIGINS: origin,
          // Every test person comes from 127.0.0.1; nobody is replaced by a bot while away.
          GUESTS_PER_MINUTE: '0',
          ABSENT_SECONDS: '0',
        });
      const apps = [await startApp(ports.app[0]), await startApp(ports.app[1])];
      const nginx = await startNginx(ports, dir);
      const sockets: Socket[] = [];
      try {
        // Guests until each process has two: nginx keeps each person on the process its session
        // cookie hashes to, and says which one answered.
        const byUpstream = new Map<string, HttpsClient[]>();
        const stranger = new HttpsClient(origin, nginx.ca);
        assert.equal((await stranger.call('GET', '/metrics')).status, 403, 'metrics stay inside');
        assert.equal((await stranger.call('GET', '/api/health')).status, 200);
        for (
          let i = 0;
          i < 40 && [...byUpstream.values()].filter((c) => c.length >= 2).length < 2;
          i++
        ) {
          const client = new HttpsClient(origin, nginx.ca);
          assert.equal(
            (await client.call('POST', '/api/guest', { name: `Player ${i}` })).status,
            200,
          );
          // Over HTTPS through the proxy the cookie is Secure: TRUST_PROXY believes nginx's scheme.
          assert.match(client.setCookie, /;\s*Secure/i);
          const upstream = await client.upstream();
          assert.equal(await client.upstream(), upstream, 'the same person, the same process');
          byUpstream.set(upstream, [...(byUpstream.get(upstream) ?? []), client]);
        }
        const [first, second] = apps.map((a) => `127.0.0.1:${new URL(a.url).port}`) as [
          string,
          string,
        ];
        const onFirst = (byUpstream.get(first) ?? []).slice(0, 2);
        const onSecond = (byUpstream.get(second) ?? []).slice(0, 2);
        assert.equal(onFirst.length, 2, `two people on ${first}`);
        assert.equal(onSecond.length, 2, `two people on ${second}`);
        // Partners on different processes: every trick crosses from one to the other.
        const clients = [onFirst[0], onSecond[0], onFirst[1], onSecond[1]] as HttpsClient[];
        const upstreams = [first, second, first, second];

        const created = await clients[0]!.call<{ table: TableSummary }>('POST', '/api/tables', {
          rules: 'straight-42',
          seat: 'N',
        });
        assert.equal(created.status, 200);
        const id = created.json.table.id;
        let acknowledged = 0;
        const waiters: { at: number; resolve: () => void }[] = [];
        const onAcknowledged = (): void => {
          acknowledged++;
          for (const w of waiters.filter((w) => w.at <= acknowledged)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        };
        const players: Player[] = [];
        for (const [i, seat] of SEATS.entries()) {
          const client = clients[i]!;
          if (i > 0)
            assert.equal(
              (await client.call('POST', `/api/tables/${id}/seat`, { seat })).status,
              200,
            );
          const socket = client.socket();
          sockets.push(socket);
          players.push(new Player(client, seat, upstreams[i]!, socket, id, onAcknowledged));
        }
        const finished = Promise.all(players.map((p) => p.finished));
        // Resolves once `at` actions are acknowledged, or fails if the match ends first.
        const reach = (at: number): Promise<void> =>
          Promise.race([
            new Promise<void>((resolve) => waiters.push({ at, resolve })),
            finished.then(() => assert.fail(`the match ended before ${at} actions`)),
            stalled(players, () => `waiting for ${at} actions, ${acknowledged} acknowledged`),
          ]);
        const disconnectsOn = (upstream: string): number =>
          players.filter((p) => p.upstream === upstream).reduce((n, p) => n + p.disconnects, 0);

        // A hand in, the first process stops as systemd stops it (SIGTERM): only its people are
        // cut off, and they carry on through nginx on the other process while it is down.
        await reach(40);
        const secondBefore = disconnectsOn(second);
        await stopGracefully(apps[0]!.child);
        await reach(acknowledged + 20);
        assert.ok(disconnectsOn(first) >= 2, "the stopped process's people were cut off");
        assert.equal(disconnectsOn(second), secondBefore, "the other process's people were not");
        apps[0] = await startApp(ports.app[0]);
        // Back up, it answers its people again (new requests; open sockets stay where they are).
        // nginx tries a failed process again only after its fail_timeout (5 s in deploy/), so
        // until then the person is answered by the other one: both serve the same tables.
        const backBy = Date.now() + 20_000;
        let answeredBy = await clients[0]!.upstream();
        while (answeredBy !== first && Date.now() < backBy) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          answeredBy = await clients[0]!.upstream();
        }
        assert.equal(answeredBy, first, 'the restarted process answers its people again');

        // Then the second process dies outright (SIGKILL) and comes back.
        await reach(acknowledged + 20);
        await killHard(apps[1]!.child);
        await reach(acknowledged + 20);
        assert.ok(disconnectsOn(second) > secondBefore, "the killed process's people were cut off");
        apps[1] = await startApp(ports.app[1]);

        const ends = await Promise.race([
          finished,
          stalled(players, () => `waiting for the match's end, ${acknowledged} acknowledged`),
        ]);
        const versions = new Set(ends.map((s) => s.view.version));
        assert.equal(versions.size, 1, 'everyone sees the same final state');
        assert.ok(ends.every((s) => s.view.winner === ends[0]!.view.winner));

        // Nothing acknowledged is lost: the log is one unbroken sequence, and each seat's
        // acknowledged actions are in it in order (an action committed just before a kill, whose
        // answer never arrived, may be there too).
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const { rows } = await db.query<{ seq: number; seat: string | null; action: string }>(
          'select seq, seat, action from table_events where table_id = $1 order by seq',
          [id],
        );
        await db.end();
        assert.deepEqual(
          rows.map((r) => Number(r.seq)),
          rows.map((_, i) => i + 1),
        );
        for (const player of players) {
          const logged = rows
            .filter((r) => r.seat === player.seat)
            .map((r) => JSON.parse(r.action) as Record<string, unknown>);
          let at = 0;
          for (const sent of player.acknowledged) {
            while (at < logged.length && !sameAction(sent, logged[at]!)) at++;
            assert.ok(
              at < logged.length,
              `${player.seat}'s acknowledged ${JSON.stringify(sent)} is logged`,
            );
            at++;
          }
          assert.ok(player.acknowledged.length > 0, `${player.seat} played`);
        }
        t.diagnostic(
          `${acknowledged} actions acknowledged, ${rows.length} logged, final version ${[...versions][0]}`,
        );
      } finally {
        for (const s of sockets) s.disconnect();
        await nginx.stop();
        for (const a of apps) await killHard(a.child);
      }
    },
  );
});

/**
 * Fails once nobody's action has been acknowledged for 30 s (a whole match takes about as long),
 * saying where each person was: a stuck table is reported, not left to the test's timeout.
 */
function stalled(players: readonly Player[], where: () => string): Promise<never> {
  return new Promise((_resolve, reject) => {
    let seen = -1;
    const timer = setInterval(() => {
      const now = players.reduce((n, p) => n + p.acknowledged.length, 0);
      if (now !== seen) return void (seen = now);
      clearInterval(timer);
      const each = players.map(
        (p) =>
          `${p.seat} on ${p.upstream}: ${p.socket.connected ? 'connected' : 'disconnected'}, ` +
          `${p.disconnects} disconnects, at version ${p.last?.view.version} ` +
          `(${p.last?.view.phase}, ${p.last?.view.toAct} to act), refused ${p.refusals.join(' ') || 'never'}`,
      );
      reject(new Error(`stalled ${where()}:\n${each.join('\n')}`));
    }, 30_000);
    timer.unref();
  });
}

/** The logged action holds every field the client sent (a shake's log adds the deal). */
function sameAction(sent: Record<string, unknown>, logged: Record<string, unknown>): boolean {
  return Object.entries(sent).every(
    ([key, value]) => JSON.stringify(logged[key]) === JSON.stringify(value),
  );
}
