import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../api/admin.js';
import { errorText } from '../../api/http.js';
import type { AuditEntry } from '../../protocol.js';

/** Each action in words. */
const ACTIONS: Readonly<Record<AuditEntry['action'], string>> = {
  'grant-admin': 'made an admin',
  'revoke-admin': 'took the admin role from',
  'reset-password': 'made a password reset link for',
  disable: 'disabled',
  enable: 'enabled',
  rename: 'renamed',
  'delete-account': 'deleted the account',
  mute: 'muted',
  unmute: 'unmuted',
  'delete-chat': 'deleted a chat line of',
  'close-table': 'closed the table',
  'close-event': 'closed the event',
  'delete-event': 'deleted the event',
  'close-sign-ups': 'closed sign-ups',
  'open-sign-ups': 'opened sign-ups',
  'post-banner': 'posted the banner',
  'remove-banner': 'took the banner down',
};

/** The details worth a line: short values only, as "key: value". */
function detailsOf(entry: AuditEntry): string {
  return Object.entries(entry.details)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

/**
 * The audit log, newest first, a page at a time: who did what to whom, when. `version` changes
 * when an action was just taken on the page: the log reads again from its newest.
 */
export function AuditLogPanel({ version }: { readonly version: number }) {
  const [entries, setEntries] = useState<readonly AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = useCallback((before: string | null) => {
    adminApi.audit(before).then(
      (page) => {
        setEntries((was) => (before === null ? page.entries : [...was, ...page.entries]));
        setNext(page.next);
      },
      (e: unknown) => setProblem(errorText(e)),
    );
  }, []);
  useEffect(() => read(null), [read, version]);
  return (
    <section className="panel" aria-labelledby="admin-audit-title" data-testid="admin-audit">
      <h2 id="admin-audit-title">Audit log</h2>
      {problem !== null ? (
        <p className="error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {entries.length === 0 ? <p className="muted">Nothing yet.</p> : null}
      <ol className="admin-audit">
        {entries.map((e) => (
          <li key={e.id} data-testid="admin-audit-entry" data-action={e.action}>
            <time dateTime={e.at}>
              {new Date(e.at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
            </time>{' '}
            <strong>{e.actor}</strong> {ACTIONS[e.action]}
            {e.target !== null ? <> {e.target}</> : null}
            {detailsOf(e) === '' ? null : <span className="muted"> ({detailsOf(e)})</span>}
          </li>
        ))}
      </ol>
      {next !== null ? (
        <button
          type="button"
          className="button"
          data-testid="admin-audit-older"
          onClick={() => read(next)}
        >
          Older
        </button>
      ) : null}
    </section>
  );
}
