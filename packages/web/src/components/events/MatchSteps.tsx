import { teamName, type ScoreProblem, type ScoreRow } from '../../logic/events.js';
import { routePath } from '../../logic/route.js';
import type { EventMatch, EventMatchAction, EventView } from '../../protocol.js';
import { ScoreInputs } from './ScoreInputs.js';

/**
 * The result steps of a match's card, each drawn when the server's `you.may` offers it: the
 * report, the other team's confirm or dispute, the organizer's ruling, and the card's foot. The
 * card keeps their state (the rows of game scores are the report's and the ruling's alike).
 */

/** The rows of game scores as typed, with the problem the club found in them. */
interface Scores {
  readonly names: readonly [string, string];
  readonly rows: ScoreRow[];
  readonly setRows: (rows: ScoreRow[]) => void;
  readonly problem: ScoreProblem | null;
}

export function ReportForm({
  names,
  rows,
  setRows,
  problem,
  timedAllowed,
  timed,
  setTimed,
  busy,
  onReport,
}: Scores & {
  /** The rules let a game stopped at time be reported (`report-timed`). */
  readonly timedAllowed: boolean;
  readonly timed: boolean;
  readonly setTimed: (timed: boolean) => void;
  readonly busy: boolean;
  readonly onReport: () => void;
}) {
  return (
    <form
      className="match-form"
      onSubmit={(e) => {
        e.preventDefault();
        onReport();
      }}
    >
      <ScoreInputs
        rows={rows}
        names={names}
        onChange={setRows}
        testId="report-scores"
        problem={problem}
      />
      {timedAllowed ? (
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
  );
}

export function ConfirmStep({
  reporter,
  busy,
  disputing,
  setDisputing,
  comment,
  setComment,
  onConfirm,
  onDispute,
}: {
  /** The reporting team's name. */
  readonly reporter: string;
  readonly busy: boolean;
  readonly disputing: boolean;
  readonly setDisputing: (change: (disputing: boolean) => boolean) => void;
  readonly comment: string;
  readonly setComment: (comment: string) => void;
  readonly onConfirm: () => void;
  readonly onDispute: () => void;
}) {
  return (
    <div className="match-actions">
      <span className="muted">{reporter} reported this. Is it right?</span>
      <button
        type="button"
        className="button small"
        data-testid="confirm-result"
        disabled={busy}
        onClick={onConfirm}
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
            onDispute();
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
  );
}

/** What a ruling form says: the organizer's ruling on a dispute, or a correction of a result. */
export interface RulingWords {
  readonly title: string;
  readonly reason: string;
  readonly submit: string;
  /** The prefix of the form's test ids ("rule-form", "rule-scores", ...). */
  readonly testId: string;
}

export const RULING_WORDS: RulingWords = {
  title: 'Your ruling',
  reason: 'The reason for the ruling',
  submit: 'Rule',
  testId: 'rule',
};

export function RulingForm({
  view,
  match,
  names,
  rows,
  setRows,
  problem,
  ruleKind,
  setRuleKind,
  forfeit,
  setForfeit,
  comment,
  setComment,
  busy,
  onRule,
  words = RULING_WORDS,
}: Scores & {
  readonly view: EventView;
  readonly match: EventMatch;
  /** The form's title, reason hint, button and test ids: a ruling's, or a correction's. */
  readonly words?: RulingWords;
  readonly ruleKind: 'games' | 'forfeit';
  readonly setRuleKind: (kind: 'games' | 'forfeit') => void;
  /** The team that forfeits, in a forfeit ruling. */
  readonly forfeit: string;
  readonly setForfeit: (team: string) => void;
  readonly comment: string;
  readonly setComment: (comment: string) => void;
  readonly busy: boolean;
  readonly onRule: () => void;
}) {
  return (
    <form
      className="match-form ruling"
      data-testid={`${words.testId}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        onRule();
      }}
    >
      <strong>{words.title}</strong>
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
          names={names}
          onChange={setRows}
          testId={`${words.testId}-scores`}
          problem={problem}
        />
      ) : (
        <select
          className="input"
          data-testid={`${words.testId}-forfeit`}
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
        data-testid={`${words.testId}-comment`}
        aria-label={words.reason}
        placeholder={words.reason}
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
      />
      <button
        type="submit"
        className="button small primary"
        data-testid={`${words.testId}-submit`}
        disabled={busy || comment.trim() === ''}
      >
        {words.submit}
      </button>
    </form>
  );
}

/** The card's foot: keep score, the score sheet, the online table, the result's history. */
export function MatchFoot({
  view,
  match,
  may,
  busy,
  onPlay,
}: {
  readonly view: EventView;
  readonly match: EventMatch;
  readonly may: ReadonlySet<EventMatchAction>;
  readonly busy: boolean;
  readonly onPlay: () => void;
}) {
  return (
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
          onClick={onPlay}
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
  );
}
