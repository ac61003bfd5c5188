import { useEffect, useState } from 'react';
import { adminApi, siteApi } from '../../api/admin.js';
import type { SiteInfo } from '../../protocol.js';
import { AdminNote, useAdminAction } from './useAdminAction.js';

/** A datetime-local field's value as an ISO time (the reader's zone), or null when empty. */
const isoOf = (local: string): string | null =>
  local === '' ? null : new Date(local).toISOString();

/** Sign-ups (open or closed) and the banner on every page. */
export function SitePanel({ onChanged }: { readonly onChanged: () => void }) {
  const [site, setSite] = useState<SiteInfo | null>(null);
  const { busy, note, act, ask, dialog } = useAdminAction();
  const load = (): void => {
    siteApi.site().then(setSite, () => undefined);
  };
  useEffect(load, []);
  const after = (): void => {
    load();
    onChanged();
  };
  return (
    <section className="panel" aria-labelledby="admin-site-title" data-testid="admin-site">
      <h2 id="admin-site-title">The site</h2>
      <h3>Sign-ups</h3>
      {site === null ? (
        <p className="muted">Loading…</p>
      ) : site.signUpsOpen ? (
        <div className="admin-row">
          <p>New accounts and guests are welcome.</p>
          <button
            type="button"
            className="button danger"
            data-testid="admin-close-sign-ups"
            disabled={busy}
            onClick={() =>
              ask({
                title: 'Close sign-ups?',
                body: (
                  <p>
                    No new account and no new guest is taken until you open them again; those with
                    an account still sign in.
                  </p>
                ),
                confirmLabel: 'Close sign-ups',
                final: false,
                run: () =>
                  act(
                    () => adminApi.signUps(false),
                    () => 'Sign-ups are closed.',
                    after,
                  ),
              })
            }
          >
            Close sign-ups
          </button>
        </div>
      ) : (
        <div className="admin-row">
          <p className="warn-text">Sign-ups are closed: no new accounts, no new guests.</p>
          <button
            type="button"
            className="button"
            data-testid="admin-open-sign-ups"
            disabled={busy}
            onClick={() =>
              act(
                () => adminApi.signUps(true),
                () => 'Sign-ups are open.',
                after,
              )
            }
          >
            Open sign-ups
          </button>
        </div>
      )}
      <h3>Banner</h3>
      {site?.banner != null ? (
        <div className="admin-row">
          <p data-testid="admin-banner-now">Showing: “{site.banner.text}”</p>
          <button
            type="button"
            className="button"
            data-testid="admin-remove-banner"
            disabled={busy}
            onClick={() =>
              act(
                () => adminApi.removeBanner(),
                () => 'The banner is down.',
                after,
              )
            }
          >
            Take it down
          </button>
        </div>
      ) : (
        <p className="muted">No banner is up.</p>
      )}
      <BannerForm busy={busy} act={act} after={after} />
      <AdminNote note={note} testId="admin-site-note" />
      {dialog}
    </section>
  );
}

/** A new banner: its text, and the maintenance it announces (optional). */
function BannerForm({
  busy,
  act,
  after,
}: Pick<ReturnType<typeof useAdminAction>, 'busy' | 'act'> & { readonly after: () => void }) {
  const [text, setText] = useState('');
  const [maintenanceAt, setMaintenanceAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  return (
    <form
      className="admin-banner-form"
      onSubmit={(e) => {
        e.preventDefault();
        act(
          () =>
            adminApi.banner({
              text,
              maintenanceAt: isoOf(maintenanceAt),
              endsAt: isoOf(endsAt),
            }),
          () => 'The banner is up on every page.',
          () => {
            setText('');
            after();
          },
        );
      }}
    >
      <label className="field">
        <span>Text (at most 300 characters)</span>
        <input
          className="input"
          data-testid="admin-banner-text"
          value={text}
          maxLength={300}
          onChange={(e) => setText(e.target.value)}
          required
        />
      </label>
      <div className="admin-row">
        <label className="field">
          <span>Maintenance at (optional)</span>
          <input
            className="input"
            type="datetime-local"
            value={maintenanceAt}
            onChange={(e) => setMaintenanceAt(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Ends at (optional)</span>
          <input
            className="input"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </label>
      </div>
      <button
        type="submit"
        className="button primary"
        data-testid="admin-post-banner"
        disabled={busy}
      >
        Post the banner
      </button>
    </form>
  );
}
