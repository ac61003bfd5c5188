/**
 * A username and a password, as the sign-in page and a guest's sign-up ask for them: `fresh`
 * for a new password (8 characters or more, the browser offered to make one up), otherwise the
 * one the account has. `testId` names the fields (`<testId>-username`, `<testId>-password`).
 */
export function CredentialFields({
  username,
  password,
  onUsername,
  onPassword,
  fresh,
  testId,
}: {
  readonly username: string;
  readonly password: string;
  readonly onUsername: (value: string) => void;
  readonly onPassword: (value: string) => void;
  readonly fresh: boolean;
  readonly testId: string;
}) {
  return (
    <>
      <label className="field">
        <span>Username</span>
        <input
          className="input"
          data-testid={`${testId}-username`}
          autoComplete="username"
          value={username}
          onChange={(e) => onUsername(e.target.value)}
          required
        />
      </label>
      <label className="field">
        <span>Password{fresh ? ' (8 characters or more)' : ''}</span>
        <input
          className="input"
          type="password"
          data-testid={`${testId}-password`}
          autoComplete={fresh ? 'new-password' : 'current-password'}
          value={password}
          minLength={fresh ? 8 : 1}
          onChange={(e) => onPassword(e.target.value)}
          required
        />
      </label>
    </>
  );
}
