import { teamName } from '../../logic/events.js';
import type { EventRound, EventView } from '../../protocol.js';
import { reassignedWeeks } from '../../logic/event-day.js';
import { MatchCard } from './MatchCard.js';
import { RoundStart } from './RoundStart.js';

/** One week of a league (or round of a round robin): its matches, byes, or its bye week. */
export function RoundPanel({
  view,
  week,
  onChanged,
}: {
  readonly view: EventView;
  readonly week: EventRound;
  readonly onChanged: (view: EventView) => void;
}) {
  return (
    <div className="panel week" data-testid="week" data-week={week.round}>
      <h2 className="week-title">
        {week.label}
        <span className="muted week-sub">
          {week.leagueBye
            ? ' league bye week'
            : week.bestOf === 1
              ? ' one game'
              : ` best of ${week.bestOf}`}
        </span>
        {reassignedWeeks(view).has(week.round) ? (
          <span className="badge week-changed" data-testid="week-changed">
            re-assigned
          </span>
        ) : null}
      </h2>
      <RoundStart view={view} round={week} onChanged={onChanged} />
      {week.matches.map((m) => (
        <MatchCard key={m.id} view={view} match={m} onChanged={onChanged} />
      ))}
      {!week.leagueBye && week.byes.length > 0 ? (
        <p className="muted small-print">
          {view.byeScore != null
            ? `BYE (a game won ${view.byeScore[0]}-${view.byeScore[1]})`
            : 'Bye'}
          : {week.byes.map((t) => teamName(view, t)).join(', ')}
        </p>
      ) : null}
    </div>
  );
}
