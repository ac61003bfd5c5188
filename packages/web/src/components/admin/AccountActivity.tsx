import { routePath } from '../../logic/route.js';
import type { AdminAccountDetail } from '../../protocol.js';
import { when } from './AccountActions.js';
import type { closings } from './closing.js';

/**
 * An account's sessions, tables, events and latest chat, each table, event and line with its own
 * action (closing, deleting), asked about first.
 */
export function AccountActivity({
  detail,
  busy,
  closing,
}: {
  readonly detail: AdminAccountDetail;
  readonly busy: boolean;
  readonly closing: ReturnType<typeof closings>;
}) {
  return (
    <>
      <h3>Sessions ({detail.sessions.length})</h3>
      {detail.sessions.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="admin-list">
          {detail.sessions.map((s) => (
            <li key={s.createdAt + s.lastSeenAt}>
              Since {when(s.createdAt)}, last seen {when(s.lastSeenAt)}
            </li>
          ))}
        </ul>
      )}
      <h3>Tables ({detail.tables.length})</h3>
      <ul className="admin-list">
        {detail.tables.map((t) => (
          <li key={t.id} className="admin-item">
            <a href={routePath({ page: 'table', id: t.id, invite: null })}>{t.name}</a>
            <span className="muted">{t.closed ? 'closed' : t.status}</span>
            {t.status === 'done' ? null : (
              <button
                type="button"
                className="button small danger"
                data-testid="admin-close-table"
                disabled={busy}
                onClick={() => closing.closeTable(t.id, t.name)}
              >
                Close
              </button>
            )}
          </li>
        ))}
      </ul>
      <h3>Events ({detail.events.length})</h3>
      <ul className="admin-list">
        {detail.events.map((e) => (
          <li key={e.id} className="admin-item">
            <a href={routePath({ page: 'event', id: e.id })}>{e.name}</a>
            <span className="muted">
              {e.organizer ? 'organizer' : 'player'}, {e.closed ? 'closed' : e.status}
            </span>
            {e.closed ? null : (
              <button
                type="button"
                className="button small danger"
                disabled={busy}
                onClick={() => closing.closeEvent(e.id, e.name)}
              >
                Close
              </button>
            )}
            <button
              type="button"
              className="button small danger"
              disabled={busy}
              onClick={() => closing.deleteEvent(e.id, e.name)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <h3>Latest chat ({detail.chat.length})</h3>
      <ul className="admin-list">
        {detail.chat.map((c) => (
          <li key={c.id} className="admin-item">
            <span className={c.deleted ? 'admin-deleted' : ''}>“{c.text}”</span>
            <span className="muted">{when(c.sentAt)}</span>
            {c.deleted ? (
              <span className="muted">deleted</span>
            ) : (
              <button
                type="button"
                className="button small danger"
                data-testid="admin-delete-chat"
                disabled={busy}
                onClick={() => closing.deleteChat(c.id, c.text)}
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
