import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../api/admin.js';
import { errorText } from '../../api/http.js';
import { routePath } from '../../logic/route.js';
import type { AdminAccountDetail } from '../../protocol.js';
import { AccountActions, when } from './AccountActions.js';
import { AccountActivity } from './AccountActivity.js';
import { accountBadges } from './AccountSearch.js';
import { closings } from './closing.js';
import { AdminNote, useAdminAction } from './useAdminAction.js';

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
  const { busy, note, dialog } = action;

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
        <AccountActions
          account={account}
          action={action}
          after={after}
          name={name}
          onName={setName}
          minutes={minutes}
          onMinutes={setMinutes}
          link={link}
          onLink={setLink}
        />
      )}
      <AccountActivity detail={detail} busy={busy} closing={closing} />
      {dialog}
    </section>
  );
}
