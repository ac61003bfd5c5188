import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../api/admin.js';
import { errorText } from '../../api/http.js';
import { routePath } from '../../logic/route.js';
import type { AdminAccountDetail } from '../../protocol.js';
import { accountBadges } from './AccountSearch.js';
import { closings } from './closing.js';
import { AdminNote, useAdminAction } from './useAdminAction.js';

/** The mutes on offer, in minutes. */
const MUTES: readonly { readonly minutes: number; readonly label: string }[] = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
  { minutes: 10080, label: '1 week' },
];

const when = (at: string): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One account, and what an admin does to it: a reset link (handed over, or mailed to a verified
 * address), disabling and enabling, a new name, a mute, deleting; with its sessions, tables,
 * events and latest chat, each table, event and line with its own action. What locks someone
 * out or loses something is asked about first.
 */
export function AccountPanel({
  id,
  onChanged,
}: {
  readonly id: string;
  readonly onChanged: () => void;
}) {
  const [detail, setDetail] = useState<AdminAccountDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [link, setLink] = useState<string | null>(null);
  const action = useAdminAction();
  const { busy, note, act, ask, dialog } = action;

  const load = useCallback(() => {
    adminApi.account(id).then(
      (d) => {
        setDetail(d);
        setName(d.account.name);
      },
      (e: unknown) => setProblem(errorText(e)),
    );
  }, [id]);
  useEffect(() => {
    setDetail(null);
    setLink(null);
    load();
  }, [load]);
  const after = (): void => {
    load();
    onChanged();
  };
  const closing = closings(action, after);

  if (problem !== null)
    return (
      <section className="panel" aria-label="Account">
        <p className="error-text" role="alert">
          {problem}
        </p>
      </section>
    );
  if (detail === null)
    return (
      <section className="panel" aria-label="Account">
        <p className="muted">Loading…</p>
      </section>
    );
  const { account } = detail;
  const who = account.username ?? account.name;
  const deleted = account.deletedAt !== null;
  return (
    <section
      className="panel admin-account-panel"
      aria-labelledby="admin-account-title"
      data-testid="admin-account"
    >
      <h2 id="admin-account-title">
        {account.name}{' '}
        {accountBadges(account).map((b) => (
          <span key={b} className={`badge admin-badge admin-badge-${b}`}>
            {b}
          </span>
        ))}
      </h2>
      <dl className="admin-facts">
        <dt>Username</dt>
        <dd>{account.username ?? '—'}</dd>
        <dt>Made</dt>
        <dd>{when(account.createdAt)}</dd>
        <dt>E-mail</dt>
        <dd data-testid="admin-email">
          {account.email === null
            ? 'none'
            : `${account.email} (${account.emailVerified ? 'verified' : 'not verified'})`}
        </dd>
        {account.mutedUntil !== null ? (
          <>
            <dt>Muted until</dt>
            <dd>{when(account.mutedUntil)}</dd>
          </>
        ) : null}
        <dt>Profile</dt>
        <dd>
          <a href={routePath({ page: 'profile', id: account.id })}>{account.id}</a>
        </dd>
      </dl>
      <AdminNote note={note} testId="admin-account-note" />
      {deleted ? (
        <p className="muted">This account was deleted on {when(account.deletedAt ?? '')}.</p>
      ) : (
        <div className="admin-actions">
          {account.guest ? null : (
            <div className="admin-row">
              <button
                type="button"
                className="button"
                data-testid="admin-reset-link"
                disabled={busy}
                onClick={() =>
                  act(
                    () => adminApi.resetPassword(account.id, false),
                    (r) => `A link for ${who}, until ${when(r.expiresAt)}: hand it over.`,
                    (r) => setLink(r.link),
                  )
                }
              >
                Make a password reset link
              </button>
              <button
                type="button"
                className="button"
                data-testid="admin-reset-mail"
                disabled={busy || !account.emailVerified}
                onClick={() =>
                  act(
                    () => adminApi.resetPassword(account.id, true),
                    (r) => `A link is mailed to ${r.mailedTo ?? '?'}.`,
                  )
                }
              >
                Mail a reset link
              </button>
            </div>
          )}
          {link !== null ? (
            <label className="field">
              <span>The reset link (it works once, for an hour)</span>
              <input
                className="input"
                readOnly
                value={link}
                data-testid="admin-reset-value"
                onFocus={(e) => e.target.select()}
              />
            </label>
          ) : null}
          <form
            className="admin-row"
            onSubmit={(e) => {
              e.preventDefault();
              act(
                () => adminApi.rename(account.id, name),
                (r) => `Renamed ${r.account.name}.`,
                after,
              );
            }}
          >
            <label className="field admin-grow">
              <span>Display name</span>
              <input
                className="input"
                data-testid="admin-rename"
                value={name}
                maxLength={64}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            <button
              type="submit"
              className="button"
              disabled={busy || name.trim() === account.name}
            >
              Rename
            </button>
          </form>
          <div className="admin-row">
            {account.mutedUntil === null ? (
              <>
                <label className="field">
                  <span>Mute in chat for</span>
                  <select
                    className="input"
                    data-testid="admin-mute-minutes"
                    value={minutes}
                    onChange={(e) => setMinutes(Number(e.target.value))}
                  >
                    {MUTES.map((m) => (
                      <option key={m.minutes} value={m.minutes}>
                        {m.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="button"
                  data-testid="admin-mute"
                  disabled={busy}
                  onClick={() =>
                    ask({
                      title: `Mute ${who} in chat?`,
                      body: <p>Their chat is refused at every table until the mute ends.</p>,
                      confirmLabel: 'Mute',
                      final: false,
                      run: () =>
                        act(
                          () => adminApi.mute(account.id, minutes),
                          () => `${who} is muted.`,
                          after,
                        ),
                    })
                  }
                >
                  Mute
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button"
                data-testid="admin-unmute"
                disabled={busy}
                onClick={() =>
                  act(
                    () => adminApi.unmute(account.id),
                    () => `${who} may chat again.`,
                    after,
                  )
                }
              >
                Unmute
              </button>
            )}
            {account.disabledAt === null ? (
              <button
                type="button"
                className="button danger"
                data-testid="admin-disable"
                disabled={busy}
                onClick={() =>
                  ask({
                    title: `Disable ${who}?`,
                    body: (
                      <p>
                        Their sessions end at once, every open page of theirs is disconnected, and
                        signing in is refused until you enable the account again.
                      </p>
                    ),
                    confirmLabel: 'Disable',
                    final: false,
                    run: () =>
                      act(
                        () => adminApi.disable(account.id),
                        () => `${who} is disabled.`,
                        after,
                      ),
                  })
                }
              >
                Disable
              </button>
            ) : (
              <button
                type="button"
                className="button"
                data-testid="admin-enable"
                disabled={busy}
                onClick={() =>
                  act(
                    () => adminApi.enable(account.id),
                    () => `${who} is enabled.`,
                    after,
                  )
                }
              >
                Enable
              </button>
            )}
            <button
              type="button"
              className="button danger"
              data-testid="admin-delete"
              disabled={busy}
              onClick={() =>
                ask({
                  title: `Delete ${who}?`,
                  body: (
                    <p>
                      The username, address and password go and every session ends; the games,
                      results and rating history stay, under “deleted player”.
                    </p>
                  ),
                  confirmLabel: 'Delete the account',
                  final: true,
                  run: () =>
                    act(
                      () => adminApi.remove(account.id),
                      () => `${who} is deleted.`,
                      after,
                    ),
                })
              }
            >
              Delete
            </button>
          </div>
        </div>
      )}
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
      {dialog}
    </section>
  );
}
