import { useEffect, useRef, useState } from 'react';
import { siteApi } from '../api/admin.js';
import { errorText } from '../api/http.js';
import { replacePath } from '../hooks/useRoute.js';
import { routePath } from '../logic/route.js';
import type { Me } from '../protocol.js';

type Note = { readonly ok: boolean; readonly text: string } | null;

const TITLES = {
  'verify-email': 'Verify your e-mail address',
  'reset-password': 'Choose a new password',
  unsubscribe: 'Stop notice e-mails',
} as const;

/**
 * The page a mailed link opens, signed in or not: verifying an address (at once: the link is the
 * proof), choosing a new password (the link signs its account in, every other device out), or
 * unsubscribing from notice mails (on a click, not on opening: a mail scanner that follows links
 * must not unsubscribe anyone).
 */
export function MailLinkPage({
  page,
  token,
  onSignedIn,
}: {
  readonly page: keyof typeof TITLES;
  readonly token: string | null;
  readonly onSignedIn: (me: Me) => void;
}) {
  return (
    <main className="signin-page mail-link-page" data-testid={`mail-link-${page}`}>
      <div className="signin-card panel">
        <h1 className="signin-title">{TITLES[page]}</h1>
        {token === null ? (
          <p className="error-text" role="alert">
            This link is not complete: open it from the mail again, or copy all of it.
          </p>
        ) : page === 'verify-email' ? (
          <Verify token={token} />
        ) : page === 'reset-password' ? (
          <Reset token={token} onSignedIn={onSignedIn} />
        ) : (
          <Unsubscribe token={token} />
        )}
        <a href={routePath({ page: 'lobby' })}>Go to the lobby</a>
      </div>
    </main>
  );
}

function Said({ note }: { readonly note: Note }) {
  if (note === null) return null;
  return (
    <p
      className={note.ok ? 'ok-text' : 'error-text'}
      role={note.ok ? 'status' : 'alert'}
      data-testid="mail-link-note"
    >
      {note.text}
    </p>
  );
}

function Verify({ token }: { readonly token: string }) {
  const [note, setNote] = useState<Note>(null);
  const asked = useRef(false);
  useEffect(() => {
    // Once, even where React runs an effect twice: the link works once.
    if (asked.current) return;
    asked.current = true;
    siteApi.verifyEmail(token).then(
      ({ email }) =>
        setNote({ ok: true, text: `${email} is verified: your notices may come there now.` }),
      (e: unknown) => setNote({ ok: false, text: errorText(e) }),
    );
  }, [token]);
  return note === null ? <p className="muted">Verifying…</p> : <Said note={note} />;
}

function Reset({
  token,
  onSignedIn,
}: {
  readonly token: string;
  readonly onSignedIn: (me: Me) => void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const submit = (): void => {
    setBusy(true);
    setNote(null);
    siteApi.resetPassword(token, password).then(
      (me) => {
        onSignedIn(me);
        replacePath(routePath({ page: 'account' }));
      },
      (e: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: errorText(e) });
      },
    );
  };
  return (
    <form
      className="signin-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="muted">
        The new password signs you in here and signs out every other device of your account.
      </p>
      <label className="field">
        <span>New password (8 characters or more, not a common one)</span>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          data-testid="reset-password"
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      <Said note={note} />
      <button type="submit" className="button primary" data-testid="reset-submit" disabled={busy}>
        {busy ? 'One moment…' : 'Set the new password'}
      </button>
    </form>
  );
}

function Unsubscribe({ token }: { readonly token: string }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const stop = (): void => {
    setBusy(true);
    siteApi.unsubscribe(token).then(
      ({ email }) =>
        setNote({
          ok: true,
          text: `No more notice e-mails to ${email}. Your notices still show in the site; turn e-mails back on from your account page.`,
        }),
      (e: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: errorText(e) });
      },
    );
  };
  return (
    <>
      <p>
        Stop every notice e-mail to this address: matches ready, results to confirm, check-in,
        invitations.
      </p>
      <Said note={note} />
      {note?.ok === true ? null : (
        <button
          type="button"
          className="button primary"
          data-testid="unsubscribe"
          disabled={busy}
          onClick={stop}
        >
          Stop notice e-mails
        </button>
      )}
    </>
  );
}
