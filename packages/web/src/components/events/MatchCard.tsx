import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { navigate } from '../../hooks/useRoute.js';
import {
  STATUS_WORDS,
  matchActions,
  outcomeText,
  parseScoreRows,
  teamName,
  type ScoreProblem,
  type ScoreRow,
} from '../../logic/events.js';
import { scoreProblem } from '../../logic/score-check.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { MatchDate } from './MatchDate.js';
import { LateArrival } from './LateArrival.js';
import { MatchDayTools } from './MatchDayTools.js';
import { AmendStep } from './AmendStep.js';
import { CorrectStep } from './CorrectStep.js';
import { ConfirmStep, MatchFoot, ReportForm, RulingForm } from './MatchSteps.js';

const emptyRows = (n: number): ScoreRow[] => Array.from({ length: n }, () => ['', ''] as const);

/**
 * One match: its teams, where the result stands, and what the session may do: report the games
 * (a team member), confirm or dispute (the other team), rule on a dispute (the organizer), or
 * play it at an online table.
 */
export function MatchCard({
  view,
  match,
  onChanged,
  testId = 'match-row',
  sides,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly onChanged: (view: EventView) => void;
  readonly testId?: string;
  /** The sides as named in a bracket (the team already through); default the match's teams. */
  readonly sides?: readonly [string, string];
}) {
  // What the session may do here: the server's word (`you.may`), not worked out again.
  const may = matchActions(view, match);
  const [a, b] = sides ?? [teamName(view, match.teams[0]), teamName(view, match.teams[1])];
  const [rows, setRowsNow] = useState<ScoreRow[]>(() => emptyRows(match.bestOf));
  const [problem, setProblem] = useState<ScoreProblem | null>(null);
  const setRows = (next: ScoreRow[]): void => {
    setRowsNow(next);
    setProblem(null);
  };
  const [comment, setComment] = useState('');
  const [timed, setTimed] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [ruleKind, setRuleKind] = useState<'games' | 'forfeit'>('games');
  const [forfeit, setForfeit] = useState<string>(match.teams[0] ?? '');
  const { busy, error, setBusy, setError, run: send } = useEventChange(onChanged);
  const run = (work: () => Promise<EventView>): void => send(work, () => setDisputing(false));
  /** Sends the games once they parse and the club finds them a possible match (as the server will). */
  const withScores = (
    then: (games: (readonly [number, number])[]) => Promise<EventView>,
    isTimed = false,
  ) => {
    const parsed = parseScoreRows(rows);
    const wrong = parsed.ok
      ? scoreProblem(view.game, match.bestOf, parsed.games, isTimed)
      : { game: parsed.game, message: parsed.message };
    setProblem(wrong);
    if (wrong === null && parsed.ok) run(() => then(parsed.games));
  };
  const play = (): void => {
    setBusy(true);
    setError(null);
    api.playMatch(view.id, match.id).then(
      (r) => navigate({ page: 'table', id: r.tableId, invite: null }),
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  if (match.status === 'bye')
    return (
      <div className="match-card match-bye" data-testid={testId} data-match={match.id}>
        <span className="match-team winner">{a}</span>
        <span className="muted"> bye</span>
      </div>
    );

  return (
    <div
      className={`match-card status-${match.status}`}
      data-testid={testId}
      data-match={match.id}
      data-status={match.status}
    >
      <MatchHead match={match} sides={[a, b]} />
      <MatchDate view={view} match={match} onChanged={onChanged} />
      <LateArrival view={view} match={match} onChanged={onChanged} />
      {match.outcome !== null ? (
        <div className="match-score" data-testid="match-score">
          {outcomeText(view, match)}
        </div>
      ) : null}
      <MatchDayTools view={view} match={match} onChanged={onChanged} />

      {may.has('report') ? (
        <ReportForm
          rows={rows}
          names={[a, b]}
          setRows={setRows}
          problem={problem}
          timedAllowed={may.has('report-timed')}
          timed={timed}
          setTimed={setTimed}
          busy={busy}
          onReport={() => withScores((games) => api.report(view.id, match.id, games, timed), timed)}
        />
      ) : null}

      {may.has('confirm') ? (
        <ConfirmStep
          reporter={teamName(view, match.reporter)}
          busy={busy}
          disputing={disputing}
          setDisputing={setDisputing}
          comment={comment}
          setComment={setComment}
          onConfirm={() => run(() => api.confirm(view.id, match.id))}
          onDispute={() => run(() => api.dispute(view.id, match.id, comment))}
        />
      ) : null}

      {may.has('correct') ? <CorrectStep view={view} match={match} onChanged={onChanged} /> : null}

      {may.has('rule') ? (
        <RulingForm
          view={view}
          match={match}
          names={[a, b]}
          rows={rows}
          setRows={setRows}
          problem={problem}
          ruleKind={ruleKind}
          setRuleKind={setRuleKind}
          forfeit={forfeit}
          setForfeit={setForfeit}
          comment={comment}
          setComment={setComment}
          busy={busy}
          onRule={() => {
            if (ruleKind === 'forfeit')
              run(() => api.rule(view.id, match.id, { comment, forfeit }));
            else withScores((games) => api.rule(view.id, match.id, { comment, games }));
          }}
        />
      ) : null}

      {may.has('amend') && !may.has('rule') ? (
        <AmendStep view={view} match={match} onChanged={onChanged} />
      ) : null}

      <MatchFoot view={view} match={match} may={may} busy={busy} onPlay={play} />
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The teams (the winner marked), where the result stands, and an additional match's badge. */
function MatchHead({
  match,
  sides: [a, b],
}: {
  readonly match: EventMatch;
  readonly sides: readonly [string, string];
}) {
  const winnerClass = (team: string | null): string =>
    team !== null && match.winner === team ? 'match-team winner' : 'match-team';
  return (
    <div className="match-head">
      <span className={winnerClass(match.teams[0])}>{a}</span>
      <span className="muted">v</span>
      <span className={winnerClass(match.teams[1])}>{b}</span>
      <span className={`badge badge-${match.status}`} data-testid="match-status">
        {STATUS_WORDS[match.status]}
      </span>
      {match.additional ? <span className="badge">additional</span> : null}
    </div>
  );
}
