import {
  TIMPSON_ROUNDS,
  makeBracket,
  makeSchedule,
  standingsFromText,
  type Bracket,
  type Schedule,
  type Slot,
  type Standings,
} from '@texas42/club';
import { UsageError, print, printJson, readInput, type Io } from '../io.js';

export const CLUB_SCHEDULE_HELP = `Usage: texas42 club schedule --teams N|A,B,... --weeks W [--bye-weeks 8,12] [--seed N] [--json]

A league season's schedule (Austin 42 Club rules): one match a week, drawn at random from the
seed, every team the same number of matches, no opponent met twice while that can be avoided.
With an odd number of teams one team a week has a bye and the byes are spread evenly; where the
byes cannot come out even, an additional match makes them up, "played on a date determined by
the teams involved".

  --teams N|A,B,...   the number of teams (named T1..TN) or their names
  --weeks W           weeks of the regular season, league bye weeks included
  --bye-weeks LIST    league-wide bye weeks (no matches), e.g. 8 or 8,12
  --seed N            the draw (default 1); the same seed gives the same schedule
  --json              print {"weeks": [{"week", "matches": [[A, B], ...], "byes": [...]}, ...]};
                      a league bye week has "leagueBye": true, "matches": [] and every team in
                      "byes"; a week with additional matches lists them in "additional"`;

export const CLUB_STANDINGS_HELP = `Usage: texas42 club standings FILE|- [--json]

Standings from a file of match results (JSON; "-" reads standard input):

  {"rules": "austin-league" | "npa-tournament",
   "teams": ["A", "B", ...],
   "matches": [{"teams": ["A", "B"], "games": [[7, 3], [4, 7], [7, 2]]},
               {"teams": ["C", "D"], "forfeit": "D"},
               {"teams": ["E"], "bye": true}]}

Game scores are the first-named team's marks first. austin-league ranks by league points (5 a
game won, 8 the match, 3 for each spread of four marks in a game, 18 for a forfeit win), then
match wins, head-to-head, games lost, marks lost, marks won; a bye is not a match and earns
nothing (the team is given an additional match). npa-tournament ranks by wins, marks for, then
fewest marks against; a BYE is scored 7-4; games stopped at time may add "timed": true.

  --json   print {"standings": [{"team", "rank", "points", "matchWins", "gamesWon", "gamesLost",
           "marksFor", "marksAgainst"}, ...]} ("points" only where the rules award points;
           teams still tied share a rank and are listed in "undecided")

Exit status 2 for a file that is not valid, naming the field.`;

export const CLUB_BRACKET_HELP = `Usage: texas42 club bracket --teams N [--format single-elimination] [--seed-order standard|random] [--seed N] [--best-of 5,3,3] [--json]

A single-elimination bracket: standard seeding (1 plays 16, 8 plays 9, ...) or a random draw;
byes go to the top seeds when the field is not a power of two, and a team with a bye is already
in round 2. Match lengths follow the Timpson "Straight 42" tournament: the first round best of 5,
later rounds and the final best of 3.

  --teams N          the number of entries
  --seed-order X     standard (default) or random (a draw from --seed)
  --best-of F,L,X    games in the first round, the rounds between, and the final (odd numbers)
  --json             print {"rounds": [{"round", "bestOf", "matches": [{"seeds": [1, null]}, ...]}]}:
                     null for a bye in round 1, and in later rounds until decided`;

export const CLUB_HELP = `Usage: texas42 club <command> [options]

Leagues and tournaments (the @texas42/club package):

  schedule    a league season's schedule: one match a week, byes, league bye weeks
  standings   standings from a file of match results, by an event's standings rules
  bracket     a single-elimination bracket with seeding, byes and match lengths

Run "texas42 club <command> --help" for a command's options.`;

export function clubHelp(sub: string | undefined): string {
  if (sub === 'schedule') return CLUB_SCHEDULE_HELP;
  if (sub === 'standings') return CLUB_STANDINGS_HELP;
  if (sub === 'bracket') return CLUB_BRACKET_HELP;
  return CLUB_HELP;
}

export interface ClubOptions {
  readonly teams: string | undefined;
  readonly weeks: string | undefined;
  readonly byeWeeks: string | undefined;
  readonly seed: string | undefined;
  readonly seedOrder: string | undefined;
  readonly format: string | undefined;
  readonly bestOf: string | undefined;
  readonly json: boolean;
}

function whole(value: string | undefined, name: string, min: number): number {
  if (value === undefined || !/^[0-9]+$/.test(value) || Number(value) < min)
    throw new UsageError(
      `--${name} must be a whole number of at least ${min}${value === undefined ? '' : `, not "${value}"`}`,
    );
  return Number(value);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function teamNames(value: string | undefined): string[] {
  if (value !== undefined && /^[0-9]+$/.test(value))
    return Array.from({ length: whole(value, 'teams', 2) }, (_, i) => `T${i + 1}`);
  const names = list(value);
  if (names.length < 2)
    throw new UsageError('--teams must be a number of teams (at least 2) or a comma list of names');
  return names;
}

function seedOf(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^-?[0-9]+$/.test(value))
    throw new UsageError(`--seed must be a whole number, not "${value}"`);
  return Number(value);
}

function scheduleText(schedule: Schedule): string {
  const lines = ['Week  Matches' + ' '.repeat(40) + 'Byes'];
  for (const w of schedule.weeks) {
    const week = String(w.week).padStart(4);
    if (w.leagueBye) {
      lines.push(`${week}  league bye week: no matches`);
      continue;
    }
    const matches = w.matches.map(([a, b]) => `${a} v ${b}`).join(', ');
    lines.push(`${week}  ${matches.padEnd(46)} ${w.byes.join(', ') || '-'}`);
    for (const [a, b] of w.additional)
      lines.push(`      additional match ${a} v ${b}, on a date the teams choose`);
  }
  return lines.join('\n');
}

function scheduleCommand(io: Io, o: ClubOptions): number {
  const result = makeSchedule({
    teams: teamNames(o.teams),
    weeks: whole(o.weeks, 'weeks', 1),
    byeWeeks: list(o.byeWeeks).map((w) => whole(w, 'bye-weeks', 1)),
    seed: seedOf(o.seed),
  });
  if (!result.ok) throw new UsageError(`${result.error.code}: ${result.error.message}`);
  const schedule = result.value;
  if (o.json) {
    printJson(io, {
      weeks: schedule.weeks.map((w) => ({
        week: w.week,
        ...(w.leagueBye ? { leagueBye: true } : {}),
        matches: w.matches,
        byes: w.byes,
        ...(w.additional.length > 0 ? { additional: w.additional } : {}),
      })),
    });
    return 0;
  }
  print(io.stdout, scheduleText(schedule));
  return 0;
}

function standingsJson(standings: Standings): unknown {
  return {
    standings: standings.rows.map((r) => ({
      team: r.team,
      rank: r.rank,
      ...(r.points === null ? {} : { points: r.points }),
      matchWins: r.matchWins,
      gamesWon: r.gamesWon,
      gamesLost: r.gamesLost,
      marksFor: r.marksFor,
      marksAgainst: r.marksAgainst,
    })),
    ...(standings.undecided.length > 0 ? { undecided: standings.undecided } : {}),
  };
}

function standingsText(standings: Standings): string {
  const points = standings.rows.some((r) => r.points !== null);
  const head = `Rank  Team${' '.repeat(16)}${points ? 'Points  ' : ''}Won  Games  Marks`;
  const lines = [head];
  for (const r of standings.rows)
    lines.push(
      `${String(r.rank).padStart(4)}  ${r.team.padEnd(20)}${points ? `${String(r.points).padStart(6)}  ` : ''}${String(r.matchWins).padStart(3)}  ${`${r.gamesWon}-${r.gamesLost}`.padStart(5)}  ${r.marksFor}-${r.marksAgainst}`,
    );
  for (const u of standings.undecided)
    lines.push(
      `Tied at rank ${u.rank}: ${u.teams.join(', ')}${u.decidedBy === 'directors-choice' ? " (the director's choice: a domino draw, or a one-hand, three-hand or one-game playoff)" : ''}`,
    );
  return lines.join('\n');
}

async function standingsCommand(io: Io, file: string | undefined, json: boolean): Promise<number> {
  if (file === undefined)
    throw new UsageError(
      `club standings needs a FILE, or - for standard input\n\n${CLUB_STANDINGS_HELP}`,
    );
  const result = standingsFromText(await readInput(io, file));
  if (!result.ok) throw new UsageError(`${result.error.code}: ${result.error.message}`);
  if (json) printJson(io, standingsJson(result.value));
  else print(io.stdout, standingsText(result.value));
  return 0;
}

function slot(s: Slot): number | null {
  return typeof s === 'number' ? s : null;
}

function slotText(s: Slot, round: number): string {
  return typeof s === 'number' ? String(s) : s === 'bye' || round === 1 ? 'bye' : '?';
}

function bracketText(bracket: Bracket): string {
  return bracket.rounds
    .map((r) => {
      const name = r.round === bracket.rounds.length ? 'Final' : `Round ${r.round}`;
      const matches = r.matches.map(
        (m) => `${slotText(m.slots[0], r.round)} v ${slotText(m.slots[1], r.round)}`,
      );
      return `${name} (best of ${r.bestOf}): ${matches.join(', ')}`;
    })
    .join('\n');
}

function bracketCommand(io: Io, o: ClubOptions): number {
  const format = o.format ?? 'single-elimination';
  if (format !== 'single-elimination')
    throw new UsageError(`--format must be single-elimination, not "${format}"`);
  const seedOrder = o.seedOrder ?? 'standard';
  if (seedOrder !== 'standard' && seedOrder !== 'random')
    throw new UsageError(`--seed-order must be standard or random, not "${seedOrder}"`);
  let rounds = TIMPSON_ROUNDS;
  if (o.bestOf !== undefined) {
    const [first, later, final] = list(o.bestOf).map((n) => whole(n, 'best-of', 1));
    if (first === undefined || later === undefined || final === undefined)
      throw new UsageError('--best-of must be three numbers: first round, later rounds, final');
    rounds = { first, later, final };
  }
  const result = makeBracket({
    entries: whole(o.teams, 'teams', 2),
    seedOrder,
    seed: seedOf(o.seed),
    rounds,
  });
  if (!result.ok) throw new UsageError(`${result.error.code}: ${result.error.message}`);
  const bracket = result.value;
  if (o.json) {
    printJson(io, {
      rounds: bracket.rounds.map((r) => ({
        round: r.round,
        bestOf: r.bestOf,
        matches: r.matches.map((m) => ({ seeds: [slot(m.slots[0]), slot(m.slots[1])] })),
      })),
    });
    return 0;
  }
  print(io.stdout, bracketText(bracket));
  return 0;
}

/** texas42 club schedule | standings | bracket. */
export async function clubCommand(
  io: Io,
  args: readonly string[],
  options: ClubOptions,
): Promise<number> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'schedule':
      return scheduleCommand(io, options);
    case 'standings':
      return standingsCommand(io, rest[0], options.json);
    case 'bracket':
      return bracketCommand(io, options);
    case undefined:
      print(io.stdout, CLUB_HELP);
      return 2;
    default:
      throw new UsageError(`unknown club command "${sub}"\n\n${CLUB_HELP}`);
  }
}
