import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import type { EventProgressive, EventProgressiveTable, EventView } from '../../protocol.js';
import { ChampionBanner } from './BracketView.js';
import { MiniGameForm, Punches } from './ProgressivePunches.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

/** What a round is called: "Round 2 of 3", "Final round", "Mini-game", "Finished". */
function phaseText(p: EventProgressive): string {
  if (p.phase === 'rounds') return `Round ${p.round} of ${p.rounds}`;
  if (p.phase === 'final') return `Final round: the top ${p.finalTeams}`;
  if (p.phase === 'mini-game') return `Tied on punches: a mini-game to ${p.miniGameMarks} marks`;
  return 'Finished';
}

/**
 * Progressive tables (002): the tables of the round being played (table 1 is the head table),
 * each with its marks entered by its teams or the organizer; the organizer ends the round when the
 * head table's game is over; then the punches and the rounds played.
 */
export function ProgressiveView({
  view,
  progressive,
  onChanged,
}: {
  readonly view: EventView;
  readonly progressive: EventProgressive;
  readonly onChanged: (view: EventView) => void;
}) {
  const [ties, setTies] = useState<Record<number, 0 | 1>>({});
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useEventChange(onChanged);
  const p = progressive;
  const playing = p.phase === 'rounds' || p.phase === 'final';
  // The most punches shared at the end: a mini-game decided it.
  const most = p.punches[0]?.punches ?? 0;
  const miniGame = p.winner !== null && p.punches.filter((r) => r.punches === most).length > 1;
  const endRound = (): void =>
    run(
      () =>
        api.endRound(
          view.id,
          p.tables.flatMap((t) => {
            const w = ties[t.table];
            return t.needsWinner === true && w !== undefined ? [{ table: t.table, winner: w }] : [];
          }),
        ),
      () => setTies({}),
    );
  return (
    <section
      className="progressive"
      data-testid="progressive"
      data-phase={p.phase}
      data-round={p.round}
    >
      {p.winner !== null ? (
        <ChampionBanner
          name={teamName(view, p.winner)}
          label="Winner"
          testId="champion"
          {...(miniGame ? { note: 'Tied on punches: won the mini-game' } : {})}
        />
      ) : (
        <h2 className="week-title" data-testid="progressive-phase">
          {phaseText(p)}
        </h2>
      )}
      {playing ? (
        <>
          <div className="progressive-tables">
            {p.tables.map((t) => (
              <TableCard
                key={t.table}
                view={view}
                table={t}
                busy={busy}
                tie={ties[t.table]}
                onTie={(w) => setTies({ ...ties, [t.table]: w })}
                onMarks={(marks) => run(() => api.tableMarks(view.id, t.table, marks))}
              />
            ))}
          </div>
          {view.you.organizer ? (
            <button
              type="button"
              className="button primary"
              data-testid="end-round"
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              End the round (the head table&apos;s game is over)
            </button>
          ) : null}
          {asking ? (
            <ConfirmDialog
              title="End the round?"
              confirmLabel="End the round"
              testId="confirm-end-round"
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                endRound();
              }}
            >
              <p>
                Every table&apos;s marks stand as entered: the team ahead at each table wins,
                winners move up a table and losers down.
              </p>
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
      {p.phase === 'mini-game' && view.you.organizer ? (
        <MiniGameForm view={view} progressive={p} busy={busy} run={run} />
      ) : null}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <Punches view={view} progressive={p} />
      {p.history.length > 0 ? (
        <div className="panel progressive-history" data-testid="progressive-history">
          <h2 className="panel-title">Rounds played</h2>
          {[...p.history].reverse().map((r) => (
            <div key={r.round} className="history-round" data-testid="history-round">
              <h3 className="history-title">{r.final ? 'Final round' : `Round ${r.round}`}</h3>
              <ul className="history-tables">
                {r.tables.map((t) => (
                  <li key={t.table}>
                    <span className="muted">Table {t.table}</span>{' '}
                    <span className={t.winner === t.teams[0] ? 'won' : undefined}>
                      {teamName(view, t.teams[0])}
                    </span>{' '}
                    {t.marks[0]}-{t.marks[1]}{' '}
                    <span className={t.winner === t.teams[1] ? 'won' : undefined}>
                      {teamName(view, t.teams[1])}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** One table: its two teams and their marks, with − and + for those who may enter them. */
function TableCard({
  view,
  table,
  busy,
  tie,
  onTie,
  onMarks,
}: {
  readonly view: EventView;
  readonly table: EventProgressiveTable;
  readonly busy: boolean;
  readonly tie: 0 | 1 | undefined;
  readonly onTie: (winner: 0 | 1) => void;
  readonly onMarks: (marks: readonly [number, number]) => void;
}) {
  const [a, b] = table.marks;
  const set = (side: 0 | 1, delta: number): void => {
    const next: [number, number] = [a, b];
    next[side] = Math.max(0, next[side] + delta);
    onMarks(next);
  };
  const head = table.table === 1;
  return (
    <div
      className="panel progressive-table"
      data-testid="progressive-table"
      data-table={table.table}
    >
      <h3 className="table-title">
        Table {table.table}
        {head ? <span className="head-badge">head table</span> : null}
      </h3>
      {([0, 1] as const).map((side) => (
        <div
          className="marks-row"
          key={side}
          data-testid="marks-row"
          data-team={teamName(view, table.teams[side])}
        >
          <span className="marks-team">{teamName(view, table.teams[side])}</span>
          {table.canEnter === true ? (
            <button
              type="button"
              className="button small marks-step"
              aria-label={`one mark less for ${teamName(view, table.teams[side])}`}
              data-testid="mark-minus"
              disabled={busy || table.marks[side] === 0}
              onClick={() => set(side, -1)}
            >
              −
            </button>
          ) : null}
          <strong className="marks-value" data-testid="marks-value">
            {table.marks[side]}
          </strong>
          {table.canEnter === true ? (
            <button
              type="button"
              className="button small marks-step"
              aria-label={`one mark more for ${teamName(view, table.teams[side])}`}
              data-testid="mark-plus"
              disabled={busy || table.more?.[side] === false}
              onClick={() => set(side, 1)}
            >
              +
            </button>
          ) : null}
        </div>
      ))}
      {table.needsWinner === true && view.you.organizer ? (
        <label className="field tie-field">
          <span>Level when play stops: the director&apos;s winner</span>
          <select
            className="input"
            data-testid="tie-winner"
            value={tie ?? ''}
            onChange={(e) => onTie(e.target.value === '1' ? 1 : 0)}
          >
            <option value="" disabled>
              choose
            </option>
            <option value={0}>{teamName(view, table.teams[0])}</option>
            <option value={1}>{teamName(view, table.teams[1])}</option>
          </select>
        </label>
      ) : null}
    </div>
  );
}
