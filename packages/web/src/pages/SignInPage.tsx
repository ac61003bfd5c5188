import { useState } from 'react';
import { siteApi } from '../api/admin.js';
import { api } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import type { Me } from '../protocol.js';
import { CredentialFields } from '../components/account/CredentialFields.js';

type Mode = 'guest' | 'signin' | 'signup' | 'forgot';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'guest', label: 'Play as a guest' },
  { mode: 'signin', label: 'Sign in' },
  { mode: 'signup', label: 'Sign up' },
];

/**
 * Who you are: a guest with a display name, or an account (which keeps your games and rating).
 * A forgotten password is asked for by username or verified address; the answer is the same
 * whether or not there is such an account. While the site's admin has closed sign-ups, only
 * signing in is offered.
 */
export function SignInPage({
  onSignedIn,
  signUpsOpen,
}: {
  readonly onSignedIn: (me: Me) => void;
  readonly signUpsOpen: boolean;
}) {
  const [mode, setMode] = useState<Mode>('guest');
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const shown = mode === 'forgot' || mode === 'signin' || signUpsOpen ? mode : 'signin';

  const forgot = (): void => {
    setBusy(true);
    setError(null);
    siteApi.forgotPassword(username.trim()).then(
      () => {
        setBusy(false);
        setSent(true);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  const submit = (): void => {
    if (shown === 'forgot') return forgot();
    const call =
      shown === 'guest'
        ? api.guest(name.trim())
        : shown === 'signin'
          ? api.signIn(username.trim(), password)
          : api.signUp(username.trim(), password, name.trim() === '' ? undefined : name.trim());
    setBusy(true);
    setError(null);
    call.then(
      (me) => {
        setBusy(false);
        onSignedIn(me);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <main className="signin-page" data-testid="signin">
      <div className="signin-card panel">
        <h1 className="signin-title">Texas 42</h1>
        <p className="muted">The domino game of Texas: bid, name trump, take the count.</p>
        {signUpsOpen ? null : (
          <p className="muted" data-testid="sign-ups-closed">
            The site takes no new players for now: those with an account can sign in.
          </p>
        )}
        <ModeTabs
          shown={shown}
          signUpsOpen={signUpsOpen}
          onMode={(m) => {
            setMode(m);
            setError(null);
            setSent(false);
          }}
        />
        <form
          className="signin-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {shown === 'forgot' ? (
            <ForgotFields username={username} onUsername={setUsername} sent={sent} />
          ) : null}
          {shown === 'signin' || shown === 'signup' ? (
            <CredentialFields
              username={username}
              password={password}
              onUsername={setUsername}
              onPassword={setPassword}
              fresh={shown === 'signup'}
              testId="signin"
            />
          ) : null}
          {shown === 'guest' || shown === 'signup' ? (
            <NameField guest={shown === 'guest'} name={name} onName={setName} />
          ) : null}
          {error !== null ? (
            <p className="error-text" role="alert" data-testid="signin-error">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="button primary"
            data-testid="signin-submit"
            disabled={busy}
          >
            {busy
              ? 'One moment…'
              : shown === 'forgot'
                ? 'Mail me a link'
                : (MODES.find((m) => m.mode === shown)?.label ?? 'Go')}
          </button>
          {shown === 'signin' ? (
            <button
              type="button"
              className="link-button"
              data-testid="forgot-password"
              onClick={() => {
                setMode('forgot');
                setError(null);
                setSent(false);
              }}
            >
              Forgot password?
            </button>
          ) : null}
          {shown === 'forgot' ? (
            <button
              type="button"
              className="link-button"
              data-testid="back-to-signin"
              onClick={() => setMode('signin')}
            >
              Back to signing in
            </button>
          ) : null}
        </form>
      </div>
    </main>
  );
}

/** The ways in: as a guest, signing in, signing up (only signing in while sign-ups are closed). */
function ModeTabs({
  shown,
  signUpsOpen,
  onMode,
}: {
  readonly shown: Mode;
  readonly signUpsOpen: boolean;
  readonly onMode: (mode: Mode) => void;
}) {
  return (
    <div className="tabs" role="tablist">
      {MODES.filter((m) => signUpsOpen || m.mode === 'signin').map((m) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          aria-selected={shown === m.mode}
          className={`tab ${shown === m.mode ? 'tab-on' : ''}`}
          data-testid={`signin-tab-${m.mode}`}
          onClick={() => onMode(m.mode)}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

/** A forgotten password, asked for by username or verified address. */
function ForgotFields({
  username,
  onUsername,
  sent,
}: {
  readonly username: string;
  readonly onUsername: (username: string) => void;
  readonly sent: boolean;
}) {
  return (
    <>
      <p className="muted">
        Give your username or your verified e-mail address: a link to choose a new password goes to
        the account&apos;s address, if it has one. It works for an hour.
      </p>
      <label className="field">
        <span>Username or e-mail address</span>
        <input
          className="input"
          data-testid="forgot-login"
          autoComplete="username"
          value={username}
          onChange={(e) => onUsername(e.target.value)}
          required
        />
      </label>
      {sent ? (
        <p className="ok-text" role="status" data-testid="forgot-sent">
          If that is an account with a verified address, a link is on its way there.
        </p>
      ) : null}
    </>
  );
}

/** A guest's name at the table, or an account's display name (optional). */
function NameField({
  guest,
  name,
  onName,
}: {
  readonly guest: boolean;
  readonly name: string;
  readonly onName: (name: string) => void;
}) {
  return (
    <label className="field">
      <span>{guest ? 'Your name at the table' : 'Display name (optional)'}</span>
      <input
        className="input"
        data-testid={guest ? 'guest-name' : 'signup-name'}
        value={name}
        // The server counts characters as people do (an emoji is one) and says its limit.
        maxLength={64}
        onChange={(e) => onName(e.target.value)}
        required={guest}
      />
    </label>
  );
}
