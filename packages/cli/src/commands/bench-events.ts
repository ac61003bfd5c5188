import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine } from '../stats.js';
import { progressBar } from '../progress.js';
import { print, printJson, type Io } from '../io.js';
import { decode, get, Person } from './bench-http.js';

export interface BenchEventsOptions {
  readonly teams: number;
  readonly runs: number;
  readonly json: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function figures(ms: readonly number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    median: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    max: round(s.at(-1) ?? 0),
  };
}

/** The built server (packages/server/bin), on loopback with its own data directory. */
async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const bin = fileURLToPath(new URL('../../../../server/bin/texas42-server.js', import.meta.url));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(join(tmpdir(), 'texas42-bench-events-'));
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // The setup signs in hundreds of guests from one address: the limits are not measured here.
      GUESTS_PER_MINUTE: '0',
      REQUESTS_PER_MINUTE: '0',
      EVENTS_PER_DAY: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dataDir };
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill();
  throw new Error('the server did not start');
}

interface EventShape {
  id: string;
  teams: { id: string; name: string }[];
  rounds: { round: number; matches: { id: string; teams: [string | null, string | null] }[] }[];
}

/**
 * A round robin of `teams` teams of two on a fresh server, with round 1's results reported and
 * confirmed; then the event page's requests timed one at a time and ten at once.
 */
export async function benchEvents(io: Io, o: BenchEventsOptions): Promise<number> {
  const { base, child, dataDir } = await startServer();
  try {
    const { event, players } = await organizeRoundRobin(io, base, o.teams);
    await confirmRoundOne(base, event, players);
    const [someTeam, [somePlayer]] = [...players.entries()][0] as [string, [Person, Person]];
    const paths = await pageRequests(base, event.id, someTeam, somePlayer);
    for (const p of paths) await get(base, p.path, p.cookie); // warm-up
    const results = [];
    for (const p of paths)
      results.push({
        request: p.name,
        path: p.path.replace(event.id, ':id').replace(someTeam, ':team'),
        ...(await timeRequest(base, p, o.runs)),
      });
    const report = { teams: o.teams, runs: o.runs, results, machine: machine() };
    if (o.json) printJson(io, report);
    else printReport(io, o, report);
    return 0;
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The organizer's round robin and its teams of two guests, each team's players by its id. */
async function organizeRoundRobin(
  io: Io,
  base: string,
  teams: number,
): Promise<{ event: EventShape; players: Map<string, [Person, Person]> }> {
  const organizer = new Person(base);
  // Organizing an event needs an account.
  await organizer.call('POST', '/api/signup', {
    username: 'bench_organizer',
    password: 'double six walks the dog',
    name: 'Organizer',
  });
  const event = await organizer.call<EventShape>('POST', '/api/events', {
    kind: 'round-robin',
    name: `Bench ${teams}`,
  });
  const players = new Map<string, [Person, Person]>();
  const setup = progressBar(io, teams, `registering ${teams} teams`);
  for (let i = 0; i < teams; i++) {
    const a = new Person(base);
    const b = new Person(base);
    const me = await a.call<{ id: string }>('POST', '/api/guest', { name: `Player ${i}a` });
    const partner = await b.call<{ id: string }>('POST', '/api/guest', { name: `Player ${i}b` });
    void me;
    const name = `Team ${i + 1}`;
    const view = await a.call<EventShape>('POST', `/api/events/${event.id}/teams`, {
      name,
      partner: partner.id,
    });
    const team = view.teams.find((t) => t.name === name);
    if (team === undefined) throw new Error(`team ${name} is not in the answer`);
    await b.call('POST', `/api/events/${event.id}/teams/${team.id}/accept`, {});
    players.set(team.id, [a, b]);
    setup.update(i + 1);
  }
  setup.finish();
  await organizer.call('POST', `/api/events/${event.id}/generate`, {});
  return { event, players };
}

/** Round 1's results, reported by one team and confirmed by the other: the logs a page shows. */
async function confirmRoundOne(
  base: string,
  event: EventShape,
  players: ReadonlyMap<string, [Person, Person]>,
): Promise<void> {
  const first = await get(base, `/api/events/${event.id}/matches?round=1&page=1`);
  const listed =
    first.status === 200
      ? (JSON.parse(await decode(first)) as { matches: EventShape['rounds'][0]['matches'] }).matches
      : ((JSON.parse(await decode(await get(base, `/api/events/${event.id}`))) as EventShape)
          .rounds[0]?.matches ?? []);
  for (const m of listed) {
    const [ta, tb] = m.teams;
    if (ta === null || tb === null) continue;
    const pa = players.get(ta)?.[0];
    const pb = players.get(tb)?.[0];
    if (pa === undefined || pb === undefined) continue;
    await pa.call('POST', `/api/events/${event.id}/matches/${m.id}/report`, { games: [[7, 3]] });
    await pb.call('POST', `/api/events/${event.id}/matches/${m.id}/confirm`, {});
  }
}

interface PageRequest {
  readonly name: string;
  readonly path: string;
  readonly cookie: string;
}

/** The page's requests on opening: the event, and (newer servers) a player's own matches. */
async function pageRequests(
  base: string,
  eventId: string,
  someTeam: string,
  somePlayer: Person,
): Promise<PageRequest[]> {
  const paths: PageRequest[] = [
    { name: 'event (anonymous)', path: `/api/events/${eventId}`, cookie: '' },
    { name: 'event (a player)', path: `/api/events/${eventId}`, cookie: somePlayer.cookie },
  ];
  const teamPage = await get(base, `/api/events/${eventId}/matches?team=${someTeam}`);
  if (teamPage.status === 200)
    paths.push({
      name: "a team's matches",
      path: `/api/events/${eventId}/matches?team=${someTeam}`,
      cookie: somePlayer.cookie,
    });
  return paths;
}

/** One request timed `runs` times one at a time, then in bursts of ten at once. */
async function timeRequest(base: string, p: PageRequest, runs: number) {
  const sequential: number[] = [];
  let bytes = 0;
  let encoding = '';
  for (let r = 0; r < runs; r++) {
    const a = await get(base, p.path, p.cookie);
    if (a.status !== 200) throw new Error(`${p.path}: ${a.status}`);
    sequential.push(a.ms);
    bytes = a.bytes;
    encoding = a.encoding;
  }
  const tenAtOnce: number[] = [];
  const bursts: number[] = [];
  for (let r = 0; r < Math.max(1, Math.floor(runs / 10)); r++) {
    const started = performance.now();
    const all = await Promise.all(Array.from({ length: 10 }, () => get(base, p.path, p.cookie)));
    bursts.push(performance.now() - started);
    tenAtOnce.push(...all.map((a) => a.ms));
  }
  return {
    bytes,
    encoding,
    sequentialMs: figures(sequential),
    tenAtOnceMs: figures(tenAtOnce),
    burstOfTenMs: figures(bursts),
  };
}

type Timed = { request: string; path: string } & Awaited<ReturnType<typeof timeRequest>>;

function printReport(
  io: Io,
  o: BenchEventsOptions,
  report: { results: readonly Timed[]; machine: ReturnType<typeof machine> },
): void {
  const m = report.machine;
  print(
    io.stdout,
    [
      `${o.teams}-team round robin (${(o.teams * (o.teams - 1)) / 2} matches, round 1 confirmed), ${o.runs} requests each, on ${m.cpu} (${m.cores} cores, Node ${m.node})`,
      ...report.results.map(
        (r) =>
          `${r.request.padEnd(20)} ${r.path}\n` +
          `  ${(r.bytes / 1024).toFixed(1)} KB on the wire (${r.encoding}); one at a time: median ${r.sequentialMs.median} ms, p95 ${r.sequentialMs.p95} ms; ten at once: median ${r.tenAtOnceMs.median} ms, p95 ${r.tenAtOnceMs.p95} ms, all ten ${r.burstOfTenMs.median} ms`,
      ),
    ].join('\n'),
  );
}
