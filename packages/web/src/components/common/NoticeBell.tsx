import { useEffect, useRef, useState } from 'react';
import { useNotices } from '../../hooks/useNotices.js';

/** When a notice came, short: "Nov 26, 2:05 PM". */
const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The bell in the header: the unread count on it, and the person's notices under it, newest
 * first, each a link to its page (following one marks it read). Closes on Escape, on a click
 * elsewhere, and on following a link.
 */
export function NoticeBell() {
  const { unread, notices, next, problem, load, markRead, markAllRead } = useNotices();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent): void => {
      if (e.target instanceof Node && !box.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const toggle = (): void => {
    if (!open) load(null);
    setOpen(!open);
  };

  const label = unread === 0 ? 'Notices' : `Notices, ${unread} unread`;
  return (
    <div className="notice-bell" ref={box}>
      <button
        type="button"
        className="notice-bell-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls="notice-list"
        data-testid="notice-bell"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 ? (
          <span className="notice-count" data-testid="notice-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          className="notice-panel"
          id="notice-list"
          aria-label="Notices"
          data-testid="notice-list"
        >
          <header className="notice-panel-head">
            <h2>Notices</h2>
            <button
              type="button"
              className="link-button"
              data-testid="notice-read-all"
              disabled={unread === 0}
              onClick={markAllRead}
            >
              Mark all read
            </button>
          </header>
          {problem !== null ? <p className="error-text">{problem}</p> : null}
          {notices === null ? (
            <p className="muted notice-empty">Loading…</p>
          ) : notices.length === 0 ? (
            <p className="muted notice-empty">
              Nothing yet. You will see here when a match is ready, a result waits for you, check-in
              opens or someone invites you to a team or a rematch.
            </p>
          ) : (
            <ul className="notice-items">
              {notices.map((n) => (
                <li key={n.id} className={n.read ? 'notice read' : 'notice unread'}>
                  <a
                    href={n.link}
                    data-testid="notice-item"
                    onClick={() => {
                      if (!n.read) markRead([n.id]);
                      setOpen(false);
                    }}
                  >
                    <span className="notice-text">{n.text}</span>
                    <span className="notice-when muted">
                      {n.read ? null : <span className="visually-hidden">Unread. </span>}
                      {when(n.createdAt)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {next !== null ? (
            <button
              type="button"
              className="button notice-more"
              data-testid="notice-more"
              onClick={() => load(next)}
            >
              Show older
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
