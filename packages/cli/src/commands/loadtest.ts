import { runLoad } from '../loadtest/run.js';
import { progressBar, type Progress } from '../progress.js';
import { print, printJson, UsageError, type Io } from '../io.js';

export const LOADTEST_HELP = `Usage: texas42 loadtest --tables N --duration S --url URL [--think MS] [--json]

Drives N tables of four socket clients against a running server (npm start): each client signs in
as a guest, takes its seat, and plays a random legal action whenever it is its turn after a think
time. Prints actions per second, the latency from an action to the state that shows it (p50,
p99, max), errors by code, and whether every acknowledged action is in the table's log. A client
whose connection drops (the server restarting) connects again and plays on; the drops are
counted (DISCONNECTED, SERVER_RESTARTING). Exit status 0 when nothing went wrong, 1 otherwise.

  --tables N    tables to play at once (default 500)
  --duration S  seconds of play (default 60)
  --url URL     the server (default http://127.0.0.1:4242)
  --think MS    a player's mean think time before acting (default 1000)
  --json        the figures as JSON`;

export interface LoadtestArgs {
  readonly tables: number;
  readonly duration: number;
  readonly url: string | undefined;
  readonly think: number;
  readonly json: boolean;
}

export async function loadtestCommand(io: Io, args: LoadtestArgs): Promise<number> {
  const url = (args.url ?? 'http://127.0.0.1:4242').replace(/\/$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(url))
    throw new UsageError(`--url must be http(s)://host:port, not "${url}"`);
  try {
    await fetch(`${url}/api/health`);
  } catch {
    throw new UsageError(`no server answers at ${url}: start one with npm start`);
  }
  let bar: Progress | null = null;
  let phase = '';
  const report = await runLoad({
    url,
    tables: args.tables,
    durationS: args.duration,
    thinkMs: args.think,
    onProgress(done, total, now) {
      if (now !== phase) {
        bar?.finish();
        bar = progressBar(io, total, now);
        phase = now;
      }
      bar?.update(done);
    },
  });
  (bar as Progress | null)?.finish();
  if (args.json) printJson(io, report);
  else {
    const errors = Object.entries(report.errors);
    print(
      io.stdout,
      [
        `${report.tables} tables, ${report.players} players, ${report.durationS} s on ${report.machine.cpu} (${report.machine.cores} cores, Node ${report.machine.node})`,
        `actions: ${report.actions} (${report.actionsPerSecond} per second)`,
        `latency from action to broadcast: p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
        `errors: ${errors.length === 0 ? 'none' : errors.map(([c, n]) => `${c} ${n}`).join(', ')}`,
        `acknowledged actions in the log: ${report.durable.inLog} of ${report.durable.acknowledged} (${report.durable.ok ? 'nothing lost' : 'SOME LOST'})`,
      ].join('\n'),
    );
  }
  return report.durable.ok && Object.keys(report.errors).length === 0 ? 0 : 1;
}
