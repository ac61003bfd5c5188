import { hoursBetween, timeOf, type IsoTime } from './dates.js';
import { checkMatchScore, type GameScore, type MatchRules } from './match-rules.js';
import { err, ok, type Result } from './result.js';
import { parseResultEvent, type ResultEvent, type ResultEventType } from './result-events.js';

export { parseResultEvent, type ResultEvent, type ResultEventType } from './result-events.js';

/**
 * Reporting a league match's result (000 Section 3): one team reports the game scores within
 * 72 hours, the other confirms or disputes, and the League Coordinator rules on a dispute; the
 * ruling is final. A pure reducer over result events; every accepted event is kept in the audit
 * log, and a rejected one leaves the state as it was with a stable error code.
 */
export type ResultStatus = 'awaiting-report' | 'reported' | 'confirmed' | 'disputed' | 'ruled';

/** Who acts: one of the two teams, or the coordinator. */
export const COORDINATOR = 'coordinator';

export type Outcome =
  | {
      readonly kind: 'games';
      readonly games: readonly GameScore[];
      /** Time was called: a game may end short of its marks, the team ahead winning (001 I). */
      readonly timed?: true;
    }
  | { readonly kind: 'forfeit'; readonly forfeit: string };

export interface AuditEntry {
  readonly seq: number;
  readonly type: ResultEventType;
  readonly by: string;
  readonly at: IsoTime;
  readonly games?: readonly GameScore[];
  readonly forfeit?: string;
  readonly comment?: string;
  /** The games were stopped at time (001 I). */
  readonly timed?: true;
  /** The status after this event. */
  readonly status: ResultStatus;
}

export interface MatchResult {
  readonly teams: readonly [string, string];
  /** When the match was played (its start); the report is due within the limit after it. */
  readonly playedAt: IsoTime;
  readonly rules: MatchRules;
  readonly reportWithinHours: number;
  readonly status: ResultStatus;
  /** Which team posted the scores. */
  readonly reporter: string | null;
  /** The result as it stands: reported, confirmed or ruled. */
  readonly outcome: Outcome | null;
  readonly log: readonly AuditEntry[];
}

export function newMatchResult(
  teams: readonly [string, string],
  playedAt: IsoTime,
  rules: MatchRules,
  reportWithinHours = 72,
): MatchResult {
  return {
    teams,
    playedAt,
    rules,
    reportWithinHours,
    status: 'awaiting-report',
    reporter: null,
    outcome: null,
    log: [],
  };
}

/** The result is settled: confirmed by the other team or ruled by the coordinator. */
export function isFinal(result: MatchResult): boolean {
  return result.status === 'confirmed' || result.status === 'ruled';
}

function logged(
  state: MatchResult,
  entry: Omit<AuditEntry, 'seq' | 'status'>,
  next: Partial<MatchResult> & { status: ResultStatus },
): MatchResult {
  const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
  return {
    ...state,
    ...next,
    log: [
      ...state.log,
      {
        ...(clean as Omit<AuditEntry, 'seq' | 'status'>),
        seq: state.log.length + 1,
        status: next.status,
      },
    ],
  };
}

/** Applies one event from outside (parseResultEvent first), or explains why not. */
export function applyResultEvent(state: MatchResult, input: unknown): Result<MatchResult> {
  const event = parseResultEvent(input);
  return event.ok ? reduceResult(state, event.value) : event;
}

/** What every step of the reducer knows: the state, who acts, and the games under the rules. */
interface Step {
  readonly state: MatchResult;
  readonly by: string;
  /** `by` is one of the match's two teams. */
  readonly isTeam: boolean;
  readonly timed: boolean;
  readonly base: Pick<AuditEntry, 'type' | 'by' | 'at'>;
  /** The games under the match's rules: finished games, best of N, the cap on marks. */
  readonly games: (g: readonly GameScore[]) => Result<readonly GameScore[]>;
  readonly outcome: (g: readonly GameScore[]) => Outcome;
}

type EventOf<T extends ResultEventType> = Extract<ResultEvent, { readonly type: T }>;

/**
 * The reducer: applies one typed event under the match's rules and the result's status, or
 * explains why not (the state is unchanged).
 */
export function reduceResult(state: MatchResult, event: ResultEvent): Result<MatchResult> {
  // Only the coordinator's correction reaches a final result: paper sheets get mis-keyed.
  if (isFinal(state) && event.type !== 'amend')
    return err(
      'RESULT_FINAL',
      state.status === 'ruled'
        ? 'the coordinator has ruled on this match; the ruling is final'
        : 'the result was confirmed by both teams',
    );
  const { by } = event;
  const timed = 'timed' in event && event.timed === true;
  const step: Step = {
    state,
    by,
    isTeam: state.teams.includes(by),
    timed,
    base: { type: event.type, by, at: event.at },
    games: (g) => {
      const score = checkMatchScore(state.rules, g, 'games', { timed });
      return score.ok ? ok(score.value.games) : score;
    },
    outcome: (g) => (timed ? { kind: 'games', games: g, timed } : { kind: 'games', games: g }),
  };
  switch (event.type) {
    case 'report':
      return report(step, event);
    case 'correct':
      return correct(step, event);
    case 'confirm':
    case 'dispute':
      return answer(step, event);
    case 'rule':
      return rule(step, event);
    case 'amend':
      return amend(step, event);
    case 'played':
      return played(step, event);
    case 'forfeit':
      return forfeit(step, event);
  }
}

/** A team's report, within the hours allowed after the match. */
function report(step: Step, event: EventOf<'report'>): Result<MatchResult> {
  const { state, by, base, timed } = step;
  if (!step.isTeam) return err('NOT_A_TEAM_IN_MATCH', `${by} did not play this match`, 'by');
  if (state.status !== 'awaiting-report')
    return err('ALREADY_REPORTED', `${state.reporter ?? 'a team'} has already reported this match`);
  const when = timeOf(event.at);
  const playedAt = timeOf(state.playedAt) ?? when;
  if (
    when !== undefined &&
    playedAt !== undefined &&
    hoursBetween(playedAt, when) > state.reportWithinHours
  )
    return err(
      'REPORT_TOO_LATE',
      `scores must be reported within ${state.reportWithinHours} hours of the match`,
      'at',
    );
  const g = step.games(event.games);
  if (!g.ok) return g;
  return ok(
    logged(
      state,
      { ...base, games: g.value, comment: event.comment, ...(timed ? { timed } : {}) },
      { status: 'reported', reporter: by, outcome: step.outcome(g.value) },
    ),
  );
}

/** The reporting team corrects its report before the other team answers. */
function correct(step: Step, event: EventOf<'correct'>): Result<MatchResult> {
  const { state, by, base } = step;
  if (state.status !== 'reported') return err('NOT_REPORTED', 'there is no report to correct');
  if (by !== state.reporter)
    return err(
      'NOT_A_TEAM_IN_MATCH',
      `only ${state.reporter ?? 'the reporting team'} may correct its report`,
      'by',
    );
  const g = step.games(event.games);
  if (!g.ok) return g;
  return ok(
    logged(
      state,
      { ...base, games: g.value, comment: event.comment },
      { status: 'reported', outcome: step.outcome(g.value) },
    ),
  );
}

/** The other team confirms the report, or disputes it (with its own games, if it gives them). */
function answer(step: Step, event: EventOf<'confirm' | 'dispute'>): Result<MatchResult> {
  const { state, by, base } = step;
  if (!step.isTeam) return err('NOT_A_TEAM_IN_MATCH', `${by} did not play this match`, 'by');
  if (state.status === 'awaiting-report')
    return err('NOT_REPORTED', 'no scores have been reported yet');
  if (state.status === 'disputed')
    return err('ALREADY_REPORTED', 'the result is disputed and waits for the coordinator');
  if (by === state.reporter)
    return err(
      'CONFIRM_BY_OTHER_TEAM',
      `the scores are validated by the team that did not post them, not ${by}`,
      'by',
    );
  if (event.type === 'confirm') return ok(logged(state, base, { status: 'confirmed' }));
  let claim: readonly GameScore[] | undefined;
  if (event.games !== undefined) {
    const g = step.games(event.games);
    if (!g.ok) return g;
    claim = g.value;
  }
  return ok(
    logged(state, { ...base, comment: event.comment, games: claim }, { status: 'disputed' }),
  );
}

/** The coordinator's ruling on a dispute: the games as they stand, or a forfeit. */
function rule(step: Step, event: EventOf<'rule'>): Result<MatchResult> {
  const { state, by } = step;
  if (by !== COORDINATOR)
    return err('NOT_COORDINATOR', `only the coordinator rules on a dispute, not ${by}`, 'by');
  if (state.status !== 'disputed') return err('NOT_DISPUTED', 'the result is not disputed');
  return ruling(step, event);
}

/**
 * The coordinator corrects a result, whatever its status, giving the reason: the games as they
 * should stand, or a forfeit. It is final, as a ruling is; the log keeps every earlier entry.
 */
function amend(step: Step, event: EventOf<'amend'>): Result<MatchResult> {
  const { state, by } = step;
  if (by !== COORDINATOR)
    return err('NOT_COORDINATOR', `only the coordinator corrects a result, not ${by}`, 'by');
  if (state.status === 'disputed')
    return err('RESULT_DISPUTED', 'the result is disputed: rule on the dispute instead');
  return ruling(step, event);
}

/** The coordinator's final word, a ruling's or a correction's: the games, or a forfeit. */
function ruling(step: Step, event: EventOf<'rule' | 'amend'>): Result<MatchResult> {
  const { state, base } = step;
  const { forfeit, comment } = event;
  if (forfeit !== undefined) {
    if (!state.teams.includes(forfeit))
      return err('BAD_INPUT', 'must name the team that forfeits', 'forfeit');
    return ok(
      logged(
        state,
        { ...base, forfeit, comment },
        { status: 'ruled', outcome: { kind: 'forfeit', forfeit } },
      ),
    );
  }
  const g = step.games(event.games);
  if (!g.ok) return g;
  return ok(
    logged(
      state,
      { ...base, games: g.value, comment, ...(step.timed ? { timed: true as const } : {}) },
      { status: 'ruled', outcome: step.outcome(g.value) },
    ),
  );
}

/** A match played at an online table: its games are final as played. */
function played(step: Step, event: EventOf<'played'>): Result<MatchResult> {
  const { state, base } = step;
  if (state.status !== 'awaiting-report')
    return err('ALREADY_REPORTED', `${state.reporter ?? 'a team'} has already reported this match`);
  const g = step.games(event.games);
  if (!g.ok) return g;
  return ok(
    logged(
      state,
      { ...base, games: g.value, comment: event.comment },
      { status: 'confirmed', outcome: step.outcome(g.value) },
    ),
  );
}

/** The coordinator records a late or absent team's forfeit before any report. */
function forfeit(step: Step, event: EventOf<'forfeit'>): Result<MatchResult> {
  const { state, by, base } = step;
  if (by !== COORDINATOR)
    return err('NOT_COORDINATOR', `only the coordinator records a forfeit, not ${by}`, 'by');
  if (state.status !== 'awaiting-report')
    return err('ALREADY_REPORTED', 'the match has been reported: dispute it instead');
  const { forfeit, comment } = event;
  if (!state.teams.includes(forfeit))
    return err('BAD_INPUT', 'must name the team that forfeits', 'forfeit');
  return ok(
    logged(
      state,
      { ...base, forfeit, comment },
      { status: 'ruled', outcome: { kind: 'forfeit', forfeit } },
    ),
  );
}

/** Replays a list of events from a new result; stops at the first one rejected. */
export function replayResultEvents(
  start: MatchResult,
  events: readonly unknown[],
): Result<MatchResult> {
  let state = start;
  for (const [i, e] of events.entries()) {
    const next = applyResultEvent(state, e);
    if (!next.ok)
      return {
        ok: false,
        error: {
          ...next.error,
          message: `events[${i}]: ${next.error.message}`,
          at: `events[${i}]${next.error.at !== undefined ? `.${next.error.at}` : ''}`,
        },
      };
    state = next.value;
  }
  return ok(state);
}
