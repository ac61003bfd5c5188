import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { amendWords, type Amendment } from '../../logic/amend.js';
import { parseScoreRows, teamName, type ScoreProblem, type ScoreRow } from '../../logic/events.js';
import { scoreProblem } from '../../logic/score-check.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { RulingForm, type RulingWords } from './MatchSteps.js';

const CORRECTION: RulingWords = {
  title: 'Correct the result',
  reason: 'Why it is corrected (both teams are told)',
  submit: 'Record the correction',
  testId: 'amend',
};

const PAPER: RulingWords = {
  ...CORRECTION,
  title: 'Enter the result',
  reason: 'Where it comes from (the paper sheet, ...)',
  submit: 'Record the result',
};

/**
 * The organizer's correction of a match's result (`you.may` has "amend"), or a result entered
 * from a paper sheet before any report: games or a forfeit, and the reason. It asks first,
 * naming what it records; it is final, and both teams are told.
 */
export function AmendStep({
  view,
  match,
  onChanged,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRowsNow] = useState<ScoreRow[]>(() => emptyRows(match.bestOf));
  const [problem, setProblem] = useState<ScoreProblem | null>(null);
  const [kind, setKind] = useState<'games' | 'forfeit'>('games');
  const [forfeit, setForfeit] = useState<string>(match.teams[0] ?? '');
  const [comment, setComment] = useState('');
  const [asking, setAsking] = useState<Amendment | null>(null);
  const { busy, error, run } = useEventChange(onChanged);
  const words = match.status === 'awaiting-report' ? PAPER : CORRECTION;
  const names: [string, string] = [teamName(view, match.teams[0]), teamName(view, match.teams[1])];
  const setRows = (next: ScoreRow[]): void => {
    setRowsNow(next);
    setProblem(null);
  };
  /** The form checked as the server will check it; then the question. */
  const ask = (): void => {
    if (kind === 'forfeit') return setAsking({ comment, forfeit });
    const parsed = parseScoreRows(rows);
    const wrong = parsed.ok
      ? scoreProblem(view.game, match.bestOf, parsed.games, false)
      : { game: parsed.game, message: parsed.message };
    setProblem(wrong);
    if (wrong === null && parsed.ok) setAsking({ comment, games: parsed.games });
  };
  if (!open)
    return (
      <button
        type="button"
        className="button small ghost"
        data-testid="amend-open"
        onClick={() => setOpen(true)}
      >
        {words.title}
      </button>
    );
  return (
    <>
      <RulingForm
        view={view}
        match={match}
        names={names}
        rows={rows}
        setRows={setRows}
        problem={problem}
        ruleKind={kind}
        setRuleKind={setKind}
        forfeit={forfeit}
        setForfeit={setForfeit}
        comment={comment}
        setComment={setComment}
        busy={busy}
        onRule={ask}
        words={words}
      />
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {asking !== null ? (
        <ConfirmDialog
          title={words.title}
          confirmLabel={words.submit}
          final={false}
          testId="amend-confirm"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const amendment = asking;
            setAsking(null);
            run(
              () => api.amend(view.id, match.id, amendment),
              () => setOpen(false),
            );
          }}
        >
          <p>{amendWords(view, match, asking)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const emptyRows = (n: number): ScoreRow[] => Array.from({ length: n }, () => ['', ''] as const);
