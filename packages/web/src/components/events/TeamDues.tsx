import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { duesText } from '../../logic/season.js';
import type { EventTeam, EventView } from '../../protocol.js';

/**
 * A league team's dues (000 Section 1): "Registration is not considered complete until dues have
 * been remitted"; only returning players owe them. The organizer records payments and marks a
 * player new or returning; a player may mark themselves while registration is open.
 */
export function TeamDues({
  view,
  team,
  onChanged,
}: {
  readonly view: EventView;
  readonly team: EventTeam;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  const dues = team.dues;
  if (dues === undefined) return null;
  return (
    <div className="team-dues" data-testid="team-dues" data-complete={String(dues.complete)}>
      <span className={dues.complete ? 'badge badge-confirmed' : 'badge badge-disputed'}>
        {duesText(dues)}
      </span>
      {dues.players.map((p) => {
        const mayMark = (view.you.mayMarkReturning ?? []).includes(p.player.id);
        return (
          <span key={p.player.id} className="dues-player" data-testid="dues-player">
            <span>
              {p.player.name}: {p.returning ? 'returning' : 'new'}
              {p.owed > 0 ? `, $${p.owed} owed` : p.paid > 0 ? `, $${p.paid} paid` : ''}
            </span>
            {view.you.mayPayDues === true && p.owed > 0 ? (
              <button
                type="button"
                className="button small no-print"
                data-testid="pay-dues"
                disabled={busy}
                onClick={() => run(() => api.payDues(view.id, team.id, p.player.id, p.owed))}
              >
                Paid ${p.owed}
              </button>
            ) : null}
            {mayMark && p.owed > 0 && p.returning ? (
              <button
                type="button"
                className="button small no-print"
                data-testid="mark-new"
                disabled={busy}
                onClick={() => run(() => api.markReturning(view.id, team.id, p.player.id, false))}
              >
                First season
              </button>
            ) : null}
          </span>
        );
      })}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
