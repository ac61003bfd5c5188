import { api } from '../../api/endpoints.js';
import { useEventChange } from '../../hooks/useEventChange.js';
import { teamName } from '../../logic/events.js';
import type { EventPoolBracket, EventPools, EventView } from '../../protocol.js';
import { BracketView } from './BracketView.js';
import { ScheduleView } from './ScheduleView.js';
import { StandingsTable } from './StandingsTable.js';

/**
 * Pools (001) feeding brackets: each pool's standings and schedule, the organizer's "advance"
 * once every pool match is final, then the championship and consolation brackets with where
 * each seed came from (A1: pool A's first).
 */
export function PoolsView({
  view,
  pools,
  onChanged,
}: {
  readonly view: EventView;
  readonly pools: EventPools;
  readonly onChanged: (view: EventView) => void;
}) {
  const { busy, error, run } = useEventChange(onChanged);
  const advance = (): void => {
    run(() => api.advancePools(view.id));
  };
  const waiting = pools.championship === null;
  return (
    <section className="pools" data-testid="pools">
      {waiting ? (
        <div className="panel pools-advance">
          <p className="muted">
            The top {pools.advance} of each pool go on to the championship bracket, the rest to the
            consolation bracket, cross-seeded (pool A&apos;s first plays pool B&apos;s second).
          </p>
          {view.you.organizer ? (
            <button
              type="button"
              className="button primary"
              data-testid="advance-pools"
              disabled={busy || !pools.poolsDone}
              onClick={advance}
            >
              {pools.poolsDone
                ? 'Make the brackets'
                : 'Make the brackets (when every pool match is final)'}
            </button>
          ) : null}
          {error !== null ? (
            <p className="error-text" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {pools.drawn.length > 0 ? (
        <p className="muted small-print" data-testid="pools-drawn">
          Ties after the tiebreakers, drawn for high domino:{' '}
          {pools.drawn
            .map((d) => `pool ${d.pool}: ${d.order.map((t) => teamName(view, t)).join(', ')}`)
            .join('; ')}
        </p>
      ) : null}
      {pools.pools.map((pool) => (
        <div className="pool" key={pool.name} data-testid="pool" data-pool={pool.name}>
          {pool.standings !== null ? (
            <StandingsTable
              standings={pool.standings}
              myTeam={view.you.team}
              title={`Pool ${pool.name}`}
            />
          ) : null}
          <ScheduleView view={view} rounds={pool.rounds} onChanged={onChanged} />
        </div>
      ))}
      {pools.championship !== null ? (
        <>
          <BracketPart
            view={view}
            title="Championship"
            bracket={pools.championship}
            onChanged={onChanged}
            testId="bracket"
          />
          {pools.consolation !== null ? (
            <BracketPart
              view={view}
              title="Consolation"
              bracket={pools.consolation}
              onChanged={onChanged}
              testId="consolation"
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function BracketPart({
  view,
  title,
  bracket,
  onChanged,
  testId,
}: {
  readonly view: EventView;
  readonly title: string;
  readonly bracket: EventPoolBracket;
  readonly onChanged: (view: EventView) => void;
  readonly testId: string;
}) {
  return (
    <div className="pool-bracket">
      <h2 className="panel-title">{title}</h2>
      <p className="muted small-print">
        {bracket.seeds.map((s, i) => `${i + 1}. ${teamName(view, s.team)} (${s.from})`).join(' · ')}
      </p>
      <BracketView
        view={view}
        onChanged={onChanged}
        rounds={bracket.rounds}
        champion={bracket.champion}
        championLabel={title === 'Championship' ? 'Champion' : 'Consolation winner'}
        testId={testId}
      />
    </div>
  );
}
