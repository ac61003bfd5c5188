import { routePath } from '../../logic/route.js';
import { SEATS } from '../../logic/seats.js';
import type { TableSummary } from '../../protocol.js';

/**
 * The lobby's history: finished matches, and matches played on by bots after their people left,
 * each with its players, its marks and a link to its hands.
 */
export function RecentTables({ tables }: { readonly tables: readonly TableSummary[] }) {
  if (tables.length === 0) return null;
  return (
    <section className="table-list panel" data-testid="recent-tables">
      <h2 className="panel-title">Recent tables</h2>
      <ul className="recent-tables">
        {tables.map((t) => (
          <li key={t.id} className="recent-table" data-testid="recent-table" data-table={t.id}>
            <strong className="table-card-name">{t.name}</strong>
            <span className="muted">
              {SEATS.map((seat) => t.seats.find((s) => s.seat === seat)?.name ?? '—').join(', ')}
            </span>
            <span className="muted">
              {t.status === 'done' ? 'finished' : 'its players left; bots play on'} · marks{' '}
              {t.marks.NS}–{t.marks.EW}
            </span>
            <a
              className="button small ghost"
              data-testid="recent-history"
              href={routePath({ page: 'history', id: t.id, invite: null })}
            >
              Hands
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
