import { useState } from 'react';
import { api } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import type { Me } from '../../protocol.js';
import { CredentialFields } from './CredentialFields.js';

/**
 * A guest makes themselves an account where they stand: a username and a password, and the guest
 * becomes the account (the server keeps the same player, so their games, teams and events stay
 * theirs). `onSignedIn` is told the account.
 */
export function GuestSignUp({
  me,
  onSignedIn,
}: {
  readonly me: Me;
  readonly onSignedIn: (me: Me) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (): void => {
    setBusy(true);
    setError(null);
    api.signUp(username.trim(), password).then(
      (account) => {
        setBusy(false);
        onSignedIn(account);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  return (
    <form
      className="signin-form"
      data-testid="guest-sign-up"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="muted small-print">You stay {me.name}: your games and teams come with you.</p>
      <CredentialFields
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
        fresh
        testId="guest-sign-up"
      />
      {error !== null ? (
        <p className="error-text" role="alert" data-testid="guest-sign-up-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button primary"
        data-testid="sign-up-to-organize"
        disabled={busy}
      >
        {busy ? 'One moment…' : 'Sign up to organize'}
      </button>
    </form>
  );
}
