import type { EventRound, EventView } from '../../protocol.js';
import { PagedSchedule } from './PagedSchedule.js';
import { RoundPanel } from './RoundPanel.js';

/** A league's schedule week by week (or a round robin's, round by round): matches, byes, bye weeks. */
export function ScheduleView({
  view,
  onChanged,
  rounds = view.rounds,
}: {
  readonly view: EventView;
  readonly onChanged: (view: EventView) => void;
  /** The rounds to show (a pool's); default all of the event's. */
  readonly rounds?: readonly EventRound[];
}) {
  // A big schedule comes a round at a time: a picker, and the matches that need an answer.
  if (view.paging !== undefined)
    return <PagedSchedule view={view} paging={view.paging} rounds={rounds} onChanged={onChanged} />;
  return (
    <section className="schedule" data-testid="schedule">
      {rounds.map((week) => (
        <RoundPanel key={week.round} view={view} week={week} onChanged={onChanged} />
      ))}
    </section>
  );
}
