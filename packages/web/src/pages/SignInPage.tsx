import { useState } from 'react';
import { api } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import type { Me } from '../protocol.js';

type Mode = 'guest' | 'signin' | 'signup';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'guest', label: 'Play as a guest' },
  { mode: 'signin', label: 'Sign in' },
  { mode: 'signup', label: 'Sign up' },
];

/** Who you are: a guest with a display name, or an account (which keeps your games and rating). */
export function SignInPage({ onSignedIn }: { readonly onSignedIn: (me: Me) => void }) {
  // `?mode=signup`: a guest sent here to sign up (to organize an event) lands on that tab.
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(window.location.search).get('mode') === 'signup' ? 'signup' : 'guest',
  );
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (): void => {
    const call =
      mode === 'guest'
        ? api.guest(name.trim())
        : mode === 'signin'
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
        <div className="tabs" role="tablist">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              role="tab"
              aria-selected={mode === m.mode}
              className={`tab ${mode === m.mode ? 'tab-on' : ''}`}
              data-testid={`signin-tab-${m.mode}`}
              onClick={() => {
                setMode(m.mode);
                setError(null);
              }}
            >
              {m.label}
            </button>
          ))}
        </div>
        <form
          className="signin-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {mode !== 'guest' ? (
            <>
              <label className="field">
                <span>Username</span>
                <input
                  className="input"
                  data-testid="signin-username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  required
                />
              </label>
              <label className="field">
                <span>Password{mode === 'signup' ? ' (8 characters or more)' : ''}</span>
                <input
                  className="input"
                  type="password"
                  data-testid="signin-password"
                  autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                  value={password}
                  minLength={mode === 'signup' ? 8 : 1}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
              </label>
            </>
          ) : null}
          {mode !== 'signin' ? (
            <label className="field">
              <span>{mode === 'guest' ? 'Your name at the table' : 'Display name (optional)'}</span>
              <input
                className="input"
                data-testid={mode === 'guest' ? 'guest-name' : 'signup-name'}
                value={name}
                // The server counts characters as people do (an emoji is one) and says its limit.
                maxLength={64}
                onChange={(e) => setName(e.target.value)}
                required={mode === 'guest'}
              />
            </label>
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
            {busy ? 'One moment…' : (MODES.find((m) => m.mode === mode)?.label ?? 'Go')}
          </button>
        </form>
      </div>
    </main>
  );
}
