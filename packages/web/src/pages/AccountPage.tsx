import { useState } from 'react';
import { api } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import { NoticeSettingsPanel } from '../components/account/NoticeSettingsPanel.js';
import type { Me } from '../protocol.js';

/**
 * Your account: a new password (which signs out every other device), signing out everywhere
 * (a lost phone, a shared computer), and your notices. Guests have no password, and notices in the
 * site only.
 */
export function AccountPage({
  me,
  onSignedOut,
}: {
  readonly me: Me;
  readonly onSignedOut: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  if (me.guest)
    return (
      <main className="account-page">
        <section className="panel">
          <h1>Account</h1>
          <p>You are playing as a guest: there is no password to change. Sign up to keep one.</p>
        </section>
        <NoticeSettingsPanel me={me} />
      </main>
    );

  const change = (): void => {
    setBusy(true);
    setNote(null);
    api.changePassword(current, next).then(
      () => {
        setBusy(false);
        setCurrent('');
        setNext('');
        setNote({ ok: true, text: 'Password changed. Every other device is signed out.' });
      },
      (e: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: errorText(e) });
      },
    );
  };

  const everywhere = (): void => {
    setBusy(true);
    api.signOutEverywhere().then(onSignedOut, (e: unknown) => {
      setBusy(false);
      setNote({ ok: false, text: errorText(e) });
    });
  };

  return (
    <main className="account-page" data-testid="account">
      <section className="panel">
        <h1>Account</h1>
        <p className="muted">Signed in as {me.username ?? me.name}.</p>
        <form
          className="signin-form"
          onSubmit={(e) => {
            e.preventDefault();
            change();
          }}
        >
          <h2>Change your password</h2>
          <label className="field">
            <span>Current password</span>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              data-testid="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              required
            />
          </label>
          <label className="field">
            <span>New password (8 characters or more, not a common one)</span>
            <input
              className="input"
              type="password"
              autoComplete="new-password"
              data-testid="new-password"
              minLength={8}
              value={next}
              onChange={(e) => setNext(e.target.value)}
              required
            />
          </label>
          {note !== null ? (
            <p
              className={note.ok ? 'ok-text' : 'error-text'}
              role={note.ok ? 'status' : 'alert'}
              data-testid="account-note"
            >
              {note.text}
            </p>
          ) : null}
          <button
            type="submit"
            className="button primary"
            data-testid="change-password"
            disabled={busy}
          >
            Change password
          </button>
        </form>
      </section>
      <section className="panel">
        <h2>Sign out everywhere</h2>
        <p>Ends every session of this account, on every device, this one too.</p>
        <button
          type="button"
          className="button"
          data-testid="sign-out-everywhere"
          disabled={busy}
          onClick={everywhere}
        >
          Sign out everywhere
        </button>
      </section>
      <NoticeSettingsPanel me={me} />
    </main>
  );
}
