// Over 300 lines: one match's card draws every result step (report, confirm, dispute, ruling,
// play online) from the server's `you.may`, and the steps share the rows of game scores.
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
import { routePath } from '../../logic/route.js';
import type { EventMatch, EventView } from '../../protocol.js';
import { MatchDate } from './MatchDate.js';
import { LateArrival } from './LateArrival.js';
import { MatchDayTools } from './MatchDayTools.js';
import { ScoreInputs } from './ScoreInputs.js';

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

  const winnerClass = (team: string | null): string =>
    team !== null && match.winner === team ? 'match-team winner' : 'match-team';
  return (
    <div
      className={`match-card status-${match.status}`}
      data-testid={testId}
      data-match={match.id}
      data-status={match.status}
    >
      <div className="match-head">
        <span className={winnerClass(match.teams[0])}>{a}</span>
        <span className="muted">v</span>
        <span className={winnerClass(match.teams[1])}>{b}</span>
        <span className={`badge badge-${match.status}`} data-testid="match-status">
          {STATUS_WORDS[match.status]}
        </span>
        {match.additional ? <span className="badge">additional</span> : null}
      </div>
      <MatchDate view={view} match={match} onChanged={onChanged} />
      <LateArrival view={view} match={match} onChanged={onChanged} />
      {match.outcome !== null ? (
        <div className="match-score" data-testid="match-score">
          {outcomeText(view, match)}
        </div>
      ) : null}
      <MatchDayTools view={view} match={match} onChanged={onChanged} />

      {may.has('report') ? (
        <form
          className="match-form"
          onSubmit={(e) => {
            e.preventDefault();
            withScores((games) => api.report(view.id, match.id, games, timed), timed);
          }}
        >
          <ScoreInputs
            rows={rows}
            names={[a, b]}
            onChange={setRows}
            testId="report-scores"
            problem={problem}
          />
          {may.has('report-timed') ? (
            // 001 I: "If time expires on a game, teams shall record their actual marks earned."
            <label className="choice time-called-choice">
              <input
                type="checkbox"
                data-testid="report-timed"
                checked={timed}
                onChange={(e) => setTimed(e.target.checked)}
              />
              Time called (the actual marks, e.g. 4-1)
            </label>
          ) : null}
          <button
            type="submit"
            className="button small primary"
            data-testid="report-submit"
            disabled={busy}
          >
            Report result
          </button>
        </form>
      ) : null}

      {may.has('confirm') ? (
        <div className="match-actions">
          <span className="muted">
            {teamName(view, match.reporter)} reported this. Is it right?
          </span>
          <button
            type="button"
            className="button small"
            data-testid="confirm-result"
            disabled={busy}
            onClick={() => run(() => api.confirm(view.id, match.id))}
          >
            Confirm
          </button>
          <button
            type="button"
            className="button small ghost"
            data-testid="dispute-result"
            disabled={busy}
            onClick={() => setDisputing((d) => !d)}
          >
            Dispute
          </button>
          {disputing ? (
            <form
              className="match-form"
              onSubmit={(e) => {
                e.preventDefault();
                run(() => api.dispute(view.id, match.id, comment));
              }}
            >
              <input
                className="input"
                data-testid="dispute-comment"
                placeholder="What was wrong?"
                value={comment}
                maxLength={500}
                onChange={(e) => setComment(e.target.value)}
              />
              <button
                type="submit"
                className="button small"
                data-testid="dispute-submit"
                disabled={busy || comment.trim() === ''}
              >
                Send dispute
              </button>
            </form>
          ) : null}
        </div>
      ) : null}

      {may.has('correct') ? (
        <p className="muted match-note">
          Waiting for {teamName(view, match.teams.find((t) => t !== match.reporter) ?? null)} to
          confirm.
        </p>
      ) : null}

      {may.has('rule') ? (
        <form
          className="match-form ruling"
          data-testid="rule-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (ruleKind === 'forfeit')
              run(() => api.rule(view.id, match.id, { comment, forfeit }));
            else withScores((games) => api.rule(view.id, match.id, { comment, games }));
          }}
        >
          <strong>Your ruling</strong>
          <div className="choice-row">
            <label className="choice">
              <input
                type="radio"
                checked={ruleKind === 'games'}
                onChange={() => setRuleKind('games')}
              />
              Games
            </label>
            <label className="choice">
              <input
                type="radio"
                checked={ruleKind === 'forfeit'}
                onChange={() => setRuleKind('forfeit')}
              />
              Forfeit
            </label>
          </div>
          {ruleKind === 'games' ? (
            <ScoreInputs
              rows={rows}
              names={[a, b]}
              onChange={setRows}
              testId="rule-scores"
              problem={problem}
            />
          ) : (
            <select
              className="input"
              data-testid="rule-forfeit"
              value={forfeit}
              onChange={(e) => setForfeit(e.target.value)}
            >
              {match.teams.map((t) =>
                t === null ? null : (
                  <option key={t} value={t}>
                    {teamName(view, t)} forfeits
                  </option>
                ),
              )}
            </select>
          )}
          <input
            className="input"
            data-testid="rule-comment"
            placeholder="The reason for the ruling"
            value={comment}
            maxLength={500}
            onChange={(e) => setComment(e.target.value)}
          />
          <button
            type="submit"
            className="button small primary"
            data-testid="rule-submit"
            disabled={busy || comment.trim() === ''}
          >
            Rule
          </button>
        </form>
      ) : null}

      <div className="match-foot">
        {may.has('keep-score') ? (
          <a
            className="button small"
            data-testid="keep-score"
            href={routePath({ page: 'score', id: view.id, match: match.id })}
          >
            Keep score
          </a>
        ) : null}
        {match.teams[0] !== null && match.teams[1] !== null ? (
          // A line still waiting for its teams has no sheet yet (the server: MATCH_NOT_READY).
          <a
            className="small-print no-print"
            data-testid="score-sheet-link"
            href={routePath({ page: 'sheet', id: view.id, match: match.id })}
          >
            Score sheet
          </a>
        ) : null}
        {may.has('play') ? (
          <button
            type="button"
            className="button small ghost"
            data-testid="play-online"
            disabled={busy}
            onClick={play}
          >
            {match.tableId !== null ? 'Open table' : 'Play online'}
          </button>
        ) : match.tableId !== null ? (
          <a href={routePath({ page: 'table', id: match.tableId, invite: null })}>Watch table</a>
        ) : null}
        {match.log.length > 0 ? (
          <details className="match-log">
            <summary>History ({match.log.length})</summary>
            <ol>
              {match.log.map((e) => (
                <li key={e.seq}>
                  {e.type === 'played'
                    ? 'played'
                    : `${e.type} by ${e.by === 'coordinator' ? 'the organizer' : teamName(view, e.by)}`}{' '}
                  ({e.actor}){e.games ? `: ${e.games.map(([x, y]) => `${x}-${y}`).join(', ')}` : ''}
                  {e.comment ? ` “${e.comment}”` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </div>
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
