import { adminApi } from '../../api/admin.js';
import type { AdminAccount } from '../../protocol.js';
import type { useAdminAction } from './useAdminAction.js';

type Action = ReturnType<typeof useAdminAction>;

/** The mutes on offer, in minutes. */
const MUTES: readonly { readonly minutes: number; readonly label: string }[] = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
  { minutes: 10080, label: '1 week' },
];

export const when = (at: string): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What an admin does to one account (the panel keeps the fields, so a reload resets them). */
export interface AccountActionsProps {
  readonly account: AdminAccount;
  readonly action: Pick<Action, 'busy' | 'act' | 'ask'>;
  /** The account changed: read it again. */
  readonly after: () => void;
  readonly name: string;
  readonly onName: (name: string) => void;
  readonly minutes: number;
  readonly onMinutes: (minutes: number) => void;
  readonly link: string | null;
  readonly onLink: (link: string | null) => void;
}

/**
 * A reset link (handed over, or mailed to a verified address), a new name, a mute, disabling
 * and enabling, deleting. What locks someone out or loses something is asked about first.
 */
export function AccountActions(props: AccountActionsProps) {
  return (
    <div className="admin-actions">
      {props.account.guest ? null : <ResetLinks {...props} />}
      {props.link !== null ? (
        <label className="field">
          <span>The reset link (it works once, for an hour)</span>
          <input
            className="input"
            readOnly
            value={props.link}
            data-testid="admin-reset-value"
            onFocus={(e) => e.target.select()}
          />
        </label>
      ) : null}
      <RenameForm {...props} />
      <div className="admin-row">
        <MuteButtons {...props} />
        <LockButtons {...props} />
      </div>
    </div>
  );
}

function ResetLinks({ account, action: { busy, act }, onLink }: AccountActionsProps) {
  const who = account.username ?? account.name;
  return (
    <div className="admin-row">
      <button
        type="button"
        className="button"
        data-testid="admin-reset-link"
        disabled={busy}
        onClick={() =>
          act(
            () => adminApi.resetPassword(account.id, false),
            (r) => `A link for ${who}, until ${when(r.expiresAt)}: hand it over.`,
            (r) => onLink(r.link),
          )
        }
      >
        Make a password reset link
      </button>
      <button
        type="button"
        className="button"
        data-testid="admin-reset-mail"
        disabled={busy || !account.emailVerified}
        onClick={() =>
          act(
            () => adminApi.resetPassword(account.id, true),
            (r) => `A link is mailed to ${r.mailedTo ?? '?'}.`,
          )
        }
      >
        Mail a reset link
      </button>
    </div>
  );
}

function RenameForm({ account, action: { busy, act }, after, name, onName }: AccountActionsProps) {
  return (
    <form
      className="admin-row"
      onSubmit={(e) => {
        e.preventDefault();
        act(
          () => adminApi.rename(account.id, name),
          (r) => `Renamed ${r.account.name}.`,
          after,
        );
      }}
    >
      <label className="field admin-grow">
        <span>Display name</span>
        <input
          className="input"
          data-testid="admin-rename"
          value={name}
          maxLength={64}
          onChange={(e) => onName(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={busy || name.trim() === account.name}>
        Rename
      </button>
    </form>
  );
}

/** A mute in chat for a while, or its end. */
function MuteButtons({
  account,
  action: { busy, act, ask },
  after,
  minutes,
  onMinutes,
}: AccountActionsProps) {
  const who = account.username ?? account.name;
  return account.mutedUntil === null ? (
    <>
      <label className="field">
        <span>Mute in chat for</span>
        <select
          className="input"
          data-testid="admin-mute-minutes"
          value={minutes}
          onChange={(e) => onMinutes(Number(e.target.value))}
        >
          {MUTES.map((m) => (
            <option key={m.minutes} value={m.minutes}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        data-testid="admin-mute"
        disabled={busy}
        onClick={() =>
          ask({
            title: `Mute ${who} in chat?`,
            body: <p>Their chat is refused at every table until the mute ends.</p>,
            confirmLabel: 'Mute',
            final: false,
            run: () =>
              act(
                () => adminApi.mute(account.id, minutes),
                () => `${who} is muted.`,
                after,
              ),
          })
        }
      >
        Mute
      </button>
    </>
  ) : (
    <button
      type="button"
      className="button"
      data-testid="admin-unmute"
      disabled={busy}
      onClick={() =>
        act(
          () => adminApi.unmute(account.id),
          () => `${who} may chat again.`,
          after,
        )
      }
    >
      Unmute
    </button>
  );
}

/** Disabling (or enabling again) and deleting. */
function LockButtons({ account, action: { busy, act, ask }, after }: AccountActionsProps) {
  const who = account.username ?? account.name;
  return (
    <>
      {account.disabledAt === null ? (
        <button
          type="button"
          className="button danger"
          data-testid="admin-disable"
          disabled={busy}
          onClick={() =>
            ask({
              title: `Disable ${who}?`,
              body: (
                <p>
                  Their sessions end at once, every open page of theirs is disconnected, and signing
                  in is refused until you enable the account again.
                </p>
              ),
              confirmLabel: 'Disable',
              final: false,
              run: () =>
                act(
                  () => adminApi.disable(account.id),
                  () => `${who} is disabled.`,
                  after,
                ),
            })
          }
        >
          Disable
        </button>
      ) : (
        <button
          type="button"
          className="button"
          data-testid="admin-enable"
          disabled={busy}
          onClick={() =>
            act(
              () => adminApi.enable(account.id),
              () => `${who} is enabled.`,
              after,
            )
          }
        >
          Enable
        </button>
      )}
      <button
        type="button"
        className="button danger"
        data-testid="admin-delete"
        disabled={busy}
        onClick={() =>
          ask({
            title: `Delete ${who}?`,
            body: (
              <p>
                The username, address and password go and every session ends; the games, results and
                rating history stay, under “deleted player”.
              </p>
            ),
            confirmLabel: 'Delete the account',
            final: true,
            run: () =>
              act(
                () => adminApi.remove(account.id),
                () => `${who} is deleted.`,
                after,
              ),
          })
        }
      >
        Delete
      </button>
    </>
  );
}
