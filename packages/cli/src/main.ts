import { availableParallelism } from 'node:os';
import { ADMIN_HELP, adminCommand } from './commands/admin.js';
import { ANALYZE_HELP, analyzeCommand } from './commands/analyze.js';
import { ARENA_HELP, arenaCommand } from './commands/arena.js';
import { BACKUP_HELP, backupCommand } from './commands/backup.js';
import { BENCH_HELP, benchCommand } from './commands/bench.js';
import { benchEvents } from './commands/bench-events.js';
import { CLUB_HELP, clubCommand, clubHelp } from './commands/club.js';
import { DEAL_HELP, dealCommand } from './commands/deal.js';
import { LOADTEST_HELP, loadtestCommand } from './commands/loadtest.js';
import { PUZZLES_HELP, puzzlesCommand } from './commands/puzzles.js';
import { REPLAY_HELP, replayCommand } from './commands/replay.js';
import { RESTORE_HELP, restoreCommand } from './commands/restore.js';
import { RULES_HELP, rulesCommand } from './commands/rules.js';
import { SERVE_HELP, serveCommand } from './commands/serve.js';
import { SIMULATE_HELP, simulateCommand } from './commands/simulate.js';
import { integer, parseOptions, type Values } from './options.js';
import { UsageError, print, type Io } from './io.js';
import { cliVersion } from './version.js';

export type { Io } from './io.js';

const HELP = `Usage: texas42 <command> [options]

Texas 42 from the command line: check and score hand records, read the rule profiles, deal and
simulate, pit bots against each other, run leagues and tournaments, serve the game.

Commands:
  replay FILE|-       check and score a hand or game record
  analyze FILE|-      what should have been played: every play judged by the solver
  rules [ID]          the rule profiles, and every option of one with its source
  deal --seed N       draw for first shake and deal a hand
  simulate            random legal play; prints hands per second
  arena --a X --b Y   duplicate games between two bots, with a confidence interval
  puzzles make        puzzles from played hands: one domino keeps the bid (or the set)
  bench engine        benchmark the engine (median and tail, and the machine)
  bench solver        benchmark the exact solver against its targets
  bench bots          decision time of each bot level
  bench bidding       solved make rates against hands made at the table
  bench events        an event page's requests for a big round robin, on loopback
  club schedule       a league season's schedule (one match a week, byes)
  club standings FILE standings from match results, by the event's rules
  club bracket        a single-elimination bracket with seeding and byes
  serve               serve the web app and real-time play (as npm start)
  loadtest            drive many tables of socket clients against a server
  backup FILE         copy the embedded database to FILE, safely while serving
  restore FILE        put a backup in place of the embedded database (server stopped)
  admin ACTION        act as the site's admin: grant, revoke, find, reset-password, disable,
                      enable, rename, delete, close-sign-ups, open-sign-ups, banner

Options:
  -h, --help          this help, or a command's own (texas42 <command> --help)
  -v, --version       print the version of texas42

Run "texas42 <command> --help" for a command's options.`;

const COMMAND_HELP: Readonly<Record<string, string>> = {
  admin: ADMIN_HELP,
  analyze: ANALYZE_HELP,
  arena: ARENA_HELP,
  puzzles: PUZZLES_HELP,
  replay: REPLAY_HELP,
  rules: RULES_HELP,
  deal: DEAL_HELP,
  simulate: SIMULATE_HELP,
  bench: BENCH_HELP,
  club: CLUB_HELP,
  serve: SERVE_HELP,
  loadtest: LOADTEST_HELP,
  backup: BACKUP_HELP,
  restore: RESTORE_HELP,
};

async function run(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(argv);
  if (values.version === true) {
    print(io.stdout, cliVersion());
    return 0;
  }
  const [command, ...rest] = positionals;
  if (command === undefined) {
    print(io.stdout, HELP);
    return values.help === true ? 0 : 2;
  }
  const help = COMMAND_HELP[command];
  if (help === undefined) throw new UsageError(`unknown command "${command}"\n\n${HELP}`);
  if (values.help === true) {
    print(io.stdout, command === 'club' ? clubHelp(rest[0]) : help);
    return 0;
  }
  switch (command) {
    case 'serve':
    case 'backup':
    case 'restore':
    case 'admin':
    case 'loadtest':
      return siteCommand(io, command, rest, values);
    case 'club':
      return clubCommand(io, rest, {
        teams: values.teams,
        weeks: values.weeks,
        byeWeeks: values['bye-weeks'],
        seed: values.seed,
        seedOrder: values['seed-order'],
        format: values.format,
        bestOf: values['best-of'],
        json: values.json === true,
      });
    case 'bench':
      return bench(io, rest, values);
    default:
      return gameCommand(io, command, rest, values);
  }
}

/** The game's own tools: records, rules, deals, simulations, arenas and puzzles. */
function gameCommand(
  io: Io,
  command: string,
  rest: readonly string[],
  values: Values,
): number | Promise<number> {
  const json = values.json === true;
  const rules = values.rules ?? 'straight-42';
  switch (command) {
    case 'replay': {
      const file = rest[0];
      if (file === undefined)
        throw new UsageError(`replay needs a FILE, or - for standard input\n\n${REPLAY_HELP}`);
      return replayCommand(io, file, json);
    }
    case 'rules':
      return rulesCommand(io, rest[0], json);
    case 'analyze': {
      const file = rest[0];
      if (file === undefined)
        throw new UsageError(`analyze needs a FILE, or - for standard input\n\n${ANALYZE_HELP}`);
      return analyzeCommand(io, file, json);
    }
    case 'arena':
      return arenaCommand(io, {
        a: values.a,
        b: values.b,
        games: integer(values.games, 'games', 200, 1),
        seed: integer(values.seed, 'seed', 1),
        rules,
        json,
        plot: values.plot,
        out: values.out,
        log: values.log,
        jobs: integer(values.jobs, 'jobs', availableParallelism(), 1),
      });
    case 'puzzles':
      return puzzlesCommand(io, {
        sub: rest[0],
        from: values.from,
        out: values.out,
        margin: integer(values.margin, 'margin', 5, 1),
        limit: values.limit === undefined ? undefined : integer(values.limit, 'limit', 1, 1),
        json,
      });
    case 'deal':
      if (values.seed === undefined) throw new UsageError(`deal needs --seed N\n\n${DEAL_HELP}`);
      return dealCommand(io, integer(values.seed, 'seed', 1), rules, json);
    default:
      return simulateCommand(
        io,
        integer(values.hands, 'hands', 20000, 1),
        integer(values.seed, 'seed', 1),
        rules,
        json,
      );
  }
}

/** Running a site: the server, its backups, its accounts from a shell, a load test. */
function siteCommand(
  io: Io,
  command: 'serve' | 'backup' | 'restore' | 'admin' | 'loadtest',
  rest: readonly string[],
  values: Values,
): number | Promise<number> {
  const json = values.json === true;
  switch (command) {
    case 'serve':
      return serveCommand(io);
    case 'backup':
    case 'restore': {
      const file = rest[0];
      if (file === undefined)
        throw new UsageError(
          `${command} needs a FILE\n\n${command === 'backup' ? BACKUP_HELP : RESTORE_HELP}`,
        );
      const options = { db: values.db, json };
      return command === 'backup'
        ? backupCommand(io, file, options)
        : restoreCommand(io, file, options);
    }
    case 'admin':
      return adminCommand(io, rest, {
        db: values.db,
        json,
        mail: values.mail === true,
        at: values.at,
        until: values.until,
        remove: values.remove === true,
        limit: integer(values.limit, 'limit', 20, 1),
      });
    case 'loadtest':
      return loadtestCommand(io, {
        tables: integer(values.tables, 'tables', 500, 1),
        duration: integer(values.duration, 'duration', 60, 1),
        url: values.url,
        think: integer(values.think, 'think', 1000, 0),
        json,
      });
  }
}

function bench(io: Io, rest: readonly string[], values: Values): number | Promise<number> {
  const json = values.json === true;
  if (rest[0] === 'events')
    return benchEvents(io, {
      teams: integer(values.teams, 'teams', 200, 2),
      runs: integer(values.runs, 'runs', 30, 1),
      json,
    });
  return benchCommand(io, rest[0], {
    hands: integer(values.hands, 'hands', 20000, 1),
    runs: integer(values.runs, 'runs', 7, 1),
    deals: integer(values.deals, 'deals', 500, 1),
    decisions: integer(values.decisions, 'decisions', 500, 1),
    bidHands: integer(values.hands, 'hands', 400, 1),
    samples: integer(values.samples, 'samples', 16, 1),
    levels: (values.levels ?? 'easy,medium,hard,expert').split(',').filter((l) => l !== ''),
    seed: integer(values.seed, 'seed', 1),
    rules: values.rules ?? 'straight-42',
    json,
  });
}

/** Runs the CLI; returns the exit status. User mistakes print one line, never a stack trace. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      print(io.stderr, `texas42: ${e.message}`);
      return e.exitCode;
    }
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      print(io.stderr, `texas42: ${(e as Error).message}\nRun "texas42 --help" for usage.`);
      return 2;
    }
    throw e;
  }
}
