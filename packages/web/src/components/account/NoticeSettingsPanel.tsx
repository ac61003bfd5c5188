import { useEffect, useState } from 'react';
import { siteApi } from '../../api/admin.js';
import { errorText } from '../../api/http.js';
import { noticesApi } from '../../api/notices.js';
import type { Me, NoticeChannels, NoticeKind, NoticeSettings } from '../../protocol.js';

/** Each kind of notice as the settings name it, in the order shown. */
const KIND_NAMES: Readonly<Record<NoticeKind, string>> = {
  'match-ready': 'A match of yours is ready or has started',
  'confirm-result': 'A result waits for your confirmation',
  'check-in-open': 'Check-in opens for your event',
  invited: 'Someone invites you to a team or a rematch',
  'result-disputed': 'A result in an event you organize is disputed',
  'result-corrected': 'The organizer corrects a result of yours',
};
const KINDS = Object.keys(KIND_NAMES) as NoticeKind[];

/**
 * The account's notices: an e-mail address (accounts only; guests have none), and for each kind
 * whether it comes in the site (the bell) and by e-mail. A switch is saved as it is flipped.
 */
export function NoticeSettingsPanel({ me }: { readonly me: Me }) {
  const [settings, setSettings] = useState<NoticeSettings | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    noticesApi.settings().then(
      (s) => {
        setSettings(s);
        setEmail(s.email ?? '');
      },
      (e: unknown) => setNote({ ok: false, text: errorText(e) }),
    );
  }, []);

  const save = (change: Parameters<typeof noticesApi.save>[0], done: string): void => {
    setBusy(true);
    setNote(null);
    noticesApi.save(change).then(
      (s) => {
        setBusy(false);
        setSettings(s);
        setEmail(s.email ?? '');
        setNote({ ok: true, text: done });
      },
      (e: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: errorText(e) });
      },
    );
  };

  const resend = (): void => {
    setBusy(true);
    setNote(null);
    siteApi.resendVerification().then(
      ({ email: to }) => {
        setBusy(false);
        setNote({ ok: true, text: `A new link is on its way to ${to}.` });
      },
      (e: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: errorText(e) });
      },
    );
  };

  const flip = (kind: NoticeKind, channel: keyof NoticeChannels, on: boolean): void => {
    if (settings === null) return;
    const kinds = { ...settings.kinds, [kind]: { ...settings.kinds[kind], [channel]: on } };
    save({ kinds }, 'Saved.');
  };

  // Notices are mailed to a verified address only.
  const mailable =
    settings !== null && settings.mail && settings.email !== null && settings.emailVerified;
  return (
    <section className="panel notice-settings" data-testid="notice-settings">
      <h2>Notices</h2>
      {settings === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {me.guest ? (
            <p className="muted">
              Notices come in the site only: a guest has no e-mail address. Sign up for an account
              to get them by e-mail too.
            </p>
          ) : (
            <NoticeEmailForm
              settings={settings}
              email={email}
              onEmail={setEmail}
              busy={busy}
              save={save}
              onResend={resend}
            />
          )}
          <NoticeKindsTable settings={settings} busy={busy} mailable={mailable} onFlip={flip} />
        </>
      )}
      {note !== null ? (
        <p
          className={note.ok ? 'ok-text' : 'error-text'}
          role={note.ok ? 'status' : 'alert'}
          data-testid="notice-settings-note"
        >
          {note.text}
        </p>
      ) : null}
    </section>
  );
}

type Save = (change: Parameters<typeof noticesApi.save>[0], done: string) => void;

/** The account's e-mail address for notices, whether it is verified, and a new link to verify it. */
function NoticeEmailForm({
  settings,
  email,
  onEmail,
  busy,
  save,
  onResend,
}: {
  readonly settings: NoticeSettings;
  readonly email: string;
  readonly onEmail: (email: string) => void;
  readonly busy: boolean;
  readonly save: Save;
  readonly onResend: () => void;
}) {
  return (
    <form
      className="notice-email"
      onSubmit={(e) => {
        e.preventDefault();
        save(
          { email: email.trim() === '' ? null : email.trim() },
          email.trim() === ''
            ? 'E-mail address removed.'
            : settings.mail && email.trim().toLowerCase() !== settings.email?.toLowerCase()
              ? 'E-mail address saved. Follow the link mailed to it to verify it.'
              : 'E-mail address saved.',
        );
      }}
    >
      <label className="field">
        <span>E-mail address (optional, for notices by e-mail)</span>
        <input
          className="input"
          type="email"
          autoComplete="email"
          maxLength={254}
          data-testid="notice-email"
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          aria-describedby="notice-email-help"
        />
      </label>
      <p className="muted" id="notice-email-help">
        {settings.mail
          ? 'Used for the notices you choose below, never shown to anyone. Nothing is mailed to it until you follow the link mailed to verify it.'
          : 'This club has not set up e-mail yet: notices come in the site only.'}
      </p>
      {settings.email !== null ? (
        <p
          className={settings.emailVerified ? 'ok-text' : 'warn-text'}
          data-testid="email-verified"
        >
          {settings.emailVerified
            ? `${settings.email} is verified.`
            : `${settings.email} is not verified yet: no notice is mailed to it.`}{' '}
          {!settings.emailVerified && settings.mail ? (
            <button
              type="button"
              className="link-button"
              data-testid="email-resend"
              disabled={busy}
              onClick={onResend}
            >
              Send the link again
            </button>
          ) : null}
        </p>
      ) : null}
      <button type="submit" className="button" data-testid="notice-email-save" disabled={busy}>
        Save address
      </button>
    </form>
  );
}

/** Each kind of notice, in the site and by e-mail (by e-mail only to a verified address). */
function NoticeKindsTable({
  settings,
  busy,
  mailable,
  onFlip,
}: {
  readonly settings: NoticeSettings;
  readonly busy: boolean;
  readonly mailable: boolean;
  readonly onFlip: (kind: NoticeKind, channel: keyof NoticeChannels, on: boolean) => void;
}) {
  return (
    <table className="notice-kinds">
      <thead>
        <tr>
          <th scope="col">Tell me when</th>
          <th scope="col">In the site</th>
          <th scope="col">By e-mail</th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{KIND_NAMES[kind]}</th>
            <td>
              <input
                type="checkbox"
                aria-label={`${KIND_NAMES[kind]}: in the site`}
                data-testid={`notice-${kind}-site`}
                checked={settings.kinds[kind].site}
                disabled={busy}
                onChange={(e) => onFlip(kind, 'site', e.target.checked)}
              />
            </td>
            <td>
              <input
                type="checkbox"
                aria-label={`${KIND_NAMES[kind]}: by e-mail`}
                data-testid={`notice-${kind}-email`}
                checked={settings.kinds[kind].email && mailable}
                disabled={busy || !mailable}
                onChange={(e) => onFlip(kind, 'email', e.target.checked)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
