import { AdminRequests, describeIssues, type AdminAccount } from '@texas42/protocol';
import { CLI_ACTOR, type OperatorAdmin } from '@texas42/server';
import { UsageError } from '../io.js';

/** What `texas42 admin` does: its help, its options, and each of its actions (admin.ts runs one). */

export const ADMIN_HELP = `Usage: texas42 admin <action> [ARGS] [--db PATH] [--json]

What the site's admin page does, for an operator with shell access. Each change is written to
the audit log the admin page shows, with the actor "cli". A running server sees it: sign-ups
and the banner at once, an ended session's sockets within half a minute.

  grant USERNAME            make the account an admin of the site
  revoke USERNAME           take the admin role back
  find TEXT                 accounts whose username or display name holds TEXT (--limit N, 20)
  reset-password USERNAME   print a one-time link to choose a new password (it works for an
                            hour; the password stays until it is used); --mail sends it to
                            the account's verified address instead (SMTP_* must be set)
  disable USERNAME          end the account's sessions and refuse its sign-in
  enable USERNAME           let a disabled account sign in again
  rename USERNAME NAME      change the account's display name
  mute USERNAME MINUTES     refuse the account's chat for that long (MUTED), at most 43200
  unmute USERNAME           let it chat again
  delete USERNAME           delete the account: its username, address and password go, its
                            games and results stay under "deleted player"
  close-sign-ups            refuse new accounts and new guests (SIGN_UPS_CLOSED)
  open-sign-ups             take them again
  banner TEXT               post the banner shown on every page (replacing the last);
                            --at TIME: maintenance is due then; --until TIME: it ends then
                            (TIME: ISO 8601, like 2025-06-01T22:00:00Z)
  banner --remove           take the banner down

  --db PATH   the SQLite database file (default: DATA_DIR/texas42.sqlite, as the server finds
              it); with DATABASE_URL set, the PostgreSQL database it names
  --json      print {"ok": true, ...} or {"ok": false, "error": {"code", "message"}}

Exit status: 0 when done; 1 when refused (NO_DATABASE, NOT_FOUND, OWN_ACCOUNT, GUEST_ACCOUNT,
ACCOUNT_DELETED, NO_EMAIL, MAIL_FAILED); 2 for a usage mistake.`;

export interface AdminOptions {
  readonly db: string | undefined;
  readonly json: boolean;
  readonly mail: boolean;
  readonly at: string | undefined;
  readonly until: string | undefined;
  readonly remove: boolean;
  readonly limit: number;
}

const arg = (rest: readonly string[], i: number, what: string, action: string): string => {
  const value = rest[i];
  if (value === undefined || value.trim() === '')
    throw new UsageError(`admin ${action} needs ${what}\n\n${ADMIN_HELP}`);
  return value;
};

/** `value` as the admin route would take it (the protocol's schema), or a usage mistake. */
function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: Parameters<typeof describeIssues>[0] };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`${what}: ${describeIssues(result.error)}`);
  return result.data;
}

const line = (a: AdminAccount): string =>
  [
    a.username ?? (a.deletedAt !== null ? '(deleted)' : '(guest)'),
    a.name,
    a.admin ? 'admin' : '',
    a.disabledAt !== null ? 'disabled' : '',
    a.mutedUntil !== null ? `muted until ${a.mutedUntil}` : '',
    a.email === null ? '' : `${a.email}${a.emailVerified ? '' : ' (unverified)'}`,
    a.id,
  ]
    .filter((part) => part !== '')
    .join('  ');

/** What an action answers: what to print (text) and the JSON's fields. */
type Answer = { text: string; json: Record<string, unknown> };

/** Runs one action. */
export async function act(
  admin: OperatorAdmin,
  action: string,
  rest: readonly string[],
  options: AdminOptions,
  publicUrl: string | undefined,
): Promise<Answer> {
  switch (action) {
    case 'find': {
      const found = await admin.accounts.find(
        arg(rest, 0, 'a TEXT to look for', action),
        options.limit,
      );
      return {
        text: found.length === 0 ? 'No account matches.' : found.map(line).join('\n'),
        json: { accounts: found },
      };
    }
    case 'reset-password':
      return resetPassword(admin, rest, options, publicUrl);
    case 'close-sign-ups':
    case 'open-sign-ups':
      return setSignUps(admin, action === 'open-sign-ups');
    case 'banner':
      return banner(admin, rest, options);
    default:
      return changeAccount(admin, action, rest);
  }
}

/** An action on one account named by its username: each answers the account as it is now. */
async function changeAccount(
  admin: OperatorAdmin,
  action: string,
  rest: readonly string[],
): Promise<Answer> {
  const { accounts } = admin;
  const who = async (): Promise<AdminAccount> =>
    accounts.byUsername(arg(rest, 0, 'a USERNAME', action));
  const done = (verb: string, account: AdminAccount) => ({
    text: `${verb} ${account.username ?? account.id}: ${line(account)}`,
    json: { account },
  });
  switch (action) {
    case 'grant':
      return done('Granted admin to', await accounts.grant(CLI_ACTOR, (await who()).id));
    case 'revoke':
      return done('Revoked admin from', await accounts.revoke(CLI_ACTOR, (await who()).id));
    case 'disable':
      return done('Disabled', await accounts.disable(CLI_ACTOR, (await who()).id));
    case 'enable':
      return done('Enabled', await accounts.enable(CLI_ACTOR, (await who()).id));
    case 'rename': {
      const account = await who();
      const { name } = parsed(
        AdminRequests.rename,
        { name: arg(rest, 1, 'a NAME', action) },
        'NAME',
      );
      return done('Renamed', await accounts.rename(CLI_ACTOR, account.id, name));
    }
    case 'mute': {
      const account = await who();
      const { minutes } = parsed(
        AdminRequests.mute,
        { minutes: Number(arg(rest, 1, 'MINUTES', action)) },
        'MINUTES',
      );
      return done('Muted', await accounts.mute(CLI_ACTOR, account.id, minutes));
    }
    case 'unmute':
      return done('Unmuted', await accounts.unmute(CLI_ACTOR, (await who()).id));
    case 'delete': {
      const account = await who();
      return done(
        `Deleted ${account.username ?? ''} ->`,
        await accounts.delete(CLI_ACTOR, account.id),
      );
    }
    default:
      throw new UsageError(`unknown admin action "${action}"\n\n${ADMIN_HELP}`);
  }
}

/** A link to choose a new password: mailed (--mail), or printed for the operator to pass on. */
async function resetPassword(
  admin: OperatorAdmin,
  rest: readonly string[],
  options: AdminOptions,
  publicUrl: string | undefined,
): Promise<Answer> {
  const account = await admin.accounts.byUsername(arg(rest, 0, 'a USERNAME', 'reset-password'));
  const issued = await admin.accounts.resetPassword(
    CLI_ACTOR,
    account.id,
    options.mail,
    admin.resets,
  );
  const link = issued.path === null ? null : `${publicUrl ?? ''}${issued.path}`;
  return {
    text:
      link === null
        ? `Mailed a link to ${issued.mailedTo ?? '?'}: it works once, until ${issued.expiresAt}.`
        : `A link for ${account.username ?? account.id} to choose a new password (once, until ${issued.expiresAt}):\n${link}`,
    json: { link, mailedTo: issued.mailedTo, expiresAt: issued.expiresAt },
  };
}

async function setSignUps(admin: OperatorAdmin, open: boolean): Promise<Answer> {
  await admin.site.setSignUps(open);
  await admin.audit.record(CLI_ACTOR, {
    action: open ? 'open-sign-ups' : 'close-sign-ups',
    targetKind: 'site',
  });
  return {
    text: open ? 'Sign-ups are open.' : 'Sign-ups are closed: no new accounts, no new guests.',
    json: { signUpsOpen: open },
  };
}

/** Posts the site's banner (a maintenance notice with --at and --until), or takes it down. */
async function banner(
  admin: OperatorAdmin,
  rest: readonly string[],
  options: AdminOptions,
): Promise<Answer> {
  const { site } = admin;
  if (options.remove) {
    const was = await site.removeBanner();
    await admin.audit.record(CLI_ACTOR, {
      action: 'remove-banner',
      targetKind: 'site',
      details: was === null ? {} : { text: was.text },
    });
    return { text: 'The banner is down.', json: { banner: null } };
  }
  const { text, maintenanceAt, endsAt } = parsed(
    AdminRequests.banner,
    {
      text: arg(rest, 0, "the banner's TEXT (or --remove)", 'banner'),
      maintenanceAt: options.at ?? null,
      endsAt: options.until ?? null,
    },
    'the banner (TIME: ISO 8601, like 2025-06-01T22:00:00Z)',
  );
  const posted = await site.setBanner({
    text,
    maintenanceAt: maintenanceAt ?? null,
    endsAt: endsAt ?? null,
  });
  await admin.audit.record(CLI_ACTOR, {
    action: 'post-banner',
    targetKind: 'site',
    details: { text, maintenanceAt: posted.maintenanceAt, endsAt: posted.endsAt },
  });
  return { text: `The banner is up: ${text}`, json: { banner: posted } };
}
