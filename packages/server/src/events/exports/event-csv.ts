import type { EventMatch, EventProgressive, EventStandings, EventView } from '@texas42/protocol';
import { ServerError } from '../../errors.js';
import { csvOf, type CsvCell } from './csv.js';

/** An event with every one of its matches (a big schedule's first view leaves some out). */
export interface WholeEvent {
  readonly view: EventView;
  readonly matches: readonly EventMatch[];
}

const STANDINGS_HEADER = [
  'Rank',
  'Team',
  'Points',
  'Match wins',
  'Match losses',
  'Games won',
  'Games lost',
  'Marks for',
  'Marks against',
  'Forfeit wins',
  'Forfeits',
  'Byes',
];

function standingRows(standings: EventStandings, pool: string | null): CsvCell[][] {
  return standings.rows.map((r) => [
    ...(pool === null ? [] : [pool]),
    r.rank,
    r.name,
    r.points,
    r.matchWins,
    r.matchLosses,
    r.gamesWon,
    r.gamesLost,
    r.marksFor,
    r.marksAgainst,
    r.forfeitWins,
    r.forfeits,
    r.byes,
  ]);
}

/** Progressive tables' standings: the punches, most first; equal punches share a rank. */
function punchesCsv(view: EventView, progressive: EventProgressive): string {
  const names = new Map(view.teams.map((t) => [t.id, t.name]));
  const ranked = progressive.punches.map((p, i, all) => {
    const first = all.findIndex((q) => q.punches === p.punches);
    return [first === -1 ? i + 1 : first + 1, names.get(p.team) ?? p.team, p.punches];
  });
  return csvOf(['Rank', 'Team', 'Punches'], ranked);
}

/**
 * The standings as a spreadsheet: a league's or a round robin's table, each pool's (with a Pool
 * column), or progressive tables' punches. A bracket has none: its results are the export.
 */
export function standingsCsv(view: EventView): string {
  if (view.standings !== null) return csvOf(STANDINGS_HEADER, standingRows(view.standings, null));
  if (view.progressive != null) return punchesCsv(view, view.progressive);
  const pools = view.pools?.pools ?? [];
  if (pools.length > 0)
    return csvOf(
      ['Pool', ...STANDINGS_HEADER],
      pools.flatMap((p) => (p.standings === null ? [] : standingRows(p.standings, p.name))),
    );
  throw new ServerError(
    409,
    'NO_STANDINGS',
    view.rounds.length === 0
      ? 'this event has no standings yet: they come with the schedule'
      : 'a bracket has no standings table: export its results instead',
  );
}

const RESULTS_HEADER = [
  'Round',
  'Date',
  'Match',
  'Team 1',
  'Team 2',
  'Status',
  'Games',
  'Team 1 games',
  'Team 2 games',
  'Winner',
  'Note',
];

/** Progressive tables' results: each table of each round, its marks and its winner. */
function tablesCsv(view: EventView, progressive: EventProgressive): string {
  const names = new Map(view.teams.map((t) => [t.id, t.name]));
  const name = (id: string | null): string | null => (id === null ? null : (names.get(id) ?? null));
  const played = progressive.history.map((r) => ({
    label: r.final ? 'Final round' : `Round ${r.round}`,
    tables: r.tables,
  }));
  const current =
    progressive.tables.length === 0
      ? []
      : [{ label: `Round ${progressive.round}`, tables: progressive.tables }];
  const rows = [...played, ...current].flatMap(({ label, tables }) =>
    tables.map((t): CsvCell[] => [
      label,
      t.table,
      name(t.teams[0]),
      name(t.teams[1]),
      t.marks[0],
      t.marks[1],
      name(t.winner),
    ]),
  );
  return csvOf(
    ['Round', 'Table', 'Team 1', 'Team 2', 'Team 1 marks', 'Team 2 marks', 'Winner'],
    rows,
  );
}

/**
 * Every match of the schedule or bracket in order, with its score as far as it stands (or every
 * table of progressive tables).
 */
export function resultsCsv({ view, matches }: WholeEvent): string {
  if (view.progressive != null) return tablesCsv(view, view.progressive);
  const names = new Map(view.teams.map((t) => [t.id, t.name]));
  const name = (id: string | null): string | null => (id === null ? null : (names.get(id) ?? null));
  const rounds = new Map(view.rounds.map((r) => [r.round, r]));
  const rows = matches.map((m): CsvCell[] => {
    const round = rounds.get(m.round);
    const games = m.outcome?.kind === 'games' ? m.outcome.games : [];
    const won = (side: 0 | 1): number | null =>
      m.outcome?.kind !== 'games'
        ? null
        : games.filter(([a, b]) => (side === 0 ? a > b : b > a)).length;
    const note =
      m.outcome?.kind === 'forfeit'
        ? `${name(m.outcome.forfeit) ?? 'a team'} forfeit`
        : m.outcome?.timed === true
          ? 'time called'
          : m.status === 'bye'
            ? 'bye'
            : null;
    return [
      round?.label ?? `Round ${m.round}`,
      m.rescheduledTo ?? round?.date ?? null,
      m.id,
      name(m.teams[0]),
      name(m.teams[1]),
      m.status,
      games.map(([a, b]) => `${a}-${b}`).join(' '),
      won(0),
      won(1),
      name(m.winner),
      note,
    ];
  });
  return csvOf(RESULTS_HEADER, rows);
}
