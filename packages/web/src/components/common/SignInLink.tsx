import { routePath } from '../../logic/route.js';

/** The address here, to come back to once signed in. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Where an action would be for someone signed in: "Sign in to <what>", a link to the sign-in
 * page that leads back to this very page afterwards.
 */
export function SignInLink({
  to,
  testId = 'sign-in-to',
}: {
  readonly to: string;
  readonly testId?: string;
}) {
  return (
    <a
      className="sign-in-to"
      data-testid={testId}
      href={routePath({ page: 'sign-in', next: currentPath() })}
    >
      Sign in to {to}
    </a>
  );
}
