import { useState } from 'react';
import { adminApi } from '../../api/admin.js';
import type { AdminAccount } from '../../protocol.js';
import { AdminNote, useAdminAction } from './useAdminAction.js';

/** What sets an account apart, as short labels. */
export function accountBadges(a: AdminAccount): string[] {
  return [
    ...(a.admin ? ['admin'] : []),
    ...(a.guest ? ['guest'] : []),
    ...(a.deletedAt !== null ? ['deleted'] : []),
    ...(a.disabledAt !== null ? ['disabled'] : []),
    ...(a.mutedUntil !== null ? ['muted'] : []),
  ];
}

/** Finds accounts by part of a username or display name; picking one opens it. */
export function AccountSearch({
  onPick,
  picked,
}: {
  readonly onPick: (id: string) => void;
  readonly picked: string | null;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<readonly AdminAccount[] | null>(null);
  const { busy, note, act } = useAdminAction();
  const search = (): void =>
    act(
      () => adminApi.find(q.trim()),
      ({ accounts }) =>
        accounts.length === 0
          ? 'No account matches.'
          : `${accounts.length} account${accounts.length === 1 ? '' : 's'}.`,
      ({ accounts }) => setFound(accounts),
    );
  return (
    <section className="panel admin-search" aria-labelledby="admin-search-title">
      <h2 id="admin-search-title">Accounts</h2>
      <form
        className="admin-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim() !== '') search();
        }}
      >
        <label className="field admin-grow">
          <span>Username or name (part of it)</span>
          <input
            className="input"
            data-testid="admin-search"
            value={q}
            maxLength={64}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <button type="submit" className="button primary" disabled={busy || q.trim() === ''}>
          Find
        </button>
      </form>
      <AdminNote note={note} testId="admin-search-note" />
      {found !== null && found.length > 0 ? (
        <ul className="admin-list" data-testid="admin-results">
          {found.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className={`admin-account ${picked === a.id ? 'admin-picked' : ''}`}
                aria-pressed={picked === a.id}
                data-testid="admin-result"
                onClick={() => onPick(a.id)}
              >
                <span className="admin-account-name">{a.name}</span>
                <span className="muted">{a.username ?? '—'}</span>
                {accountBadges(a).map((b) => (
                  <span key={b} className={`badge admin-badge admin-badge-${b}`}>
                    {b}
                  </span>
                ))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
