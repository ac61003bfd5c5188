import { SEATS, type Seat } from '@texas42/engine';
import type { TableSummary } from '@texas42/protocol';
import { machine, quantile } from '../stats.js';
import { LoadPlayer } from './player.js';

export interface LoadOptions {
  readonly url: string;
  readonly tables: number;
  readonly durationS: number;
  /** A player's mean think time before acting. */
  readonly thinkMs: number;
  readonly onProgress?: (done: number, total: number, phase: string) => void;
}

export interface LoadReport {
  readonly machine: ReturnType<typeof machine>;
  readonly tables: number;
  readonly players: number;
  readonly durationS: number;
  readonly actions: number;
  readonly actionsPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly errors: Readonly<Record<string, number>>;
  /** Acknowledged actions found in the tables' logs, of all acknowledged. */
  readonly durable: { readonly acknowledged: number; readonly inLog: number; readonly ok: boolean };
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
  progress?: () => void,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
    progress?.();
  }
}

/**
 * Tables of four socket clients, each acting on its turns with a random legal action after a
 * think time: actions per second, latency from an action to the state that shows it, errors,
 * and whether every acknowledged action is in the table's log afterwards.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const tables = await seatTables(options);
  const elapsedS = await play(tables, options);
  const latencies = tables
    .flatMap((t) => t.players.flatMap((p) => p.latencies))
    .sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const t of tables)
    for (const p of t.players)
      for (const [code, n] of p.errors) errors[code] = (errors[code] ?? 0) + n;
  const { acknowledged, inLog } = await countLogged(tables);
  const actions = latencies.length;
  return {
    machine: machine(),
    tables: options.tables,
    players: options.tables * 4,
    durationS: Math.round(elapsedS * 10) / 10,
    actions,
    actionsPerSecond: Math.round((actions / elapsedS) * 10) / 10,
    latencyMs: {
      p50: round(quantile(latencies, 0.5)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? 0),
    },
    errors,
    durable: { acknowledged, inLog, ok: acknowledged === inLog },
  };
}

interface LoadTable {
  readonly id: string;
  readonly invite: string | null;
  readonly players: LoadPlayer[];
}

/** Four guests a table: the host makes a private table and the other three take their seats. */
async function seatTables(options: LoadOptions): Promise<LoadTable[]> {
  const tables: LoadTable[] = [];
  const indexes = Array.from({ length: options.tables }, (_, i) => i);
  await inBatches(
    indexes,
    25,
    async (i) => {
      const players = SEATS.map((seat: Seat) => new LoadPlayer(options.url, seat, options.thinkMs));
      await Promise.all(
        players.map((p) => p.call('POST', '/api/guest', { name: `load ${i} ${p.seat}` })),
      );
      const [host, ...others] = players as [LoadPlayer, ...LoadPlayer[]];
      const created = await host.call<{ table: TableSummary; invite: string | null }>(
        'POST',
        '/api/tables',
        {
          name: `load ${i}`,
          rules: 'straight-42',
          visibility: 'private',
          seat: host.seat,
          hints: false,
          chat: false,
        },
      );
      const { id } = created.table;
      for (const p of others)
        await p.call('POST', `/api/tables/${id}/seat`, { seat: p.seat, invite: created.invite });
      tables.push({ id, invite: created.invite, players });
    },
    () => options.onProgress?.(tables.length, options.tables, 'seating'),
  );
  return tables;
}

/** Every player joins and plays for the duration, then stops; the seconds it took. */
async function play(tables: readonly LoadTable[], options: LoadOptions): Promise<number> {
  const start = performance.now();
  await Promise.all(tables.flatMap((t) => t.players.map((p) => p.join(t.id, t.invite))));
  const end = start + options.durationS * 1000;
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, 1000));
    options.onProgress?.(
      Math.min(options.durationS, Math.round((performance.now() - start) / 1000)),
      options.durationS,
      'playing',
    );
  }
  for (const t of tables) for (const p of t.players) p.stopped = true;
  // Let actions in flight be answered.
  await new Promise((r) => setTimeout(r, 2000));
  const elapsedS = (performance.now() - start) / 1000;
  for (const t of tables) for (const p of t.players) p.close();
  return elapsedS;
}

/** Acknowledged actions, and how many of them each table's log holds (each counted once). */
async function countLogged(
  tables: readonly LoadTable[],
): Promise<{ acknowledged: number; inLog: number }> {
  let acknowledged = 0;
  let inLog = 0;
  await inBatches(tables, 25, async (t) => {
    const host = t.players[0] as LoadPlayer;
    const log = await host.call<{ events: { seat: string | null; action: unknown }[] }>(
      'GET',
      `/api/tables/${t.id}/log${t.invite ? `?invite=${encodeURIComponent(t.invite)}` : ''}`,
    );
    const logged = new Map<string, number>();
    for (const e of log.events) {
      const key = JSON.stringify(e.action);
      logged.set(key, (logged.get(key) ?? 0) + 1);
    }
    for (const p of t.players)
      for (const a of p.acknowledged) {
        acknowledged++;
        const key = JSON.stringify(a.action);
        const n = logged.get(key) ?? 0;
        if (n > 0) {
          inLog++;
          logged.set(key, n - 1);
        }
      }
  });
  return { acknowledged, inLog };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
