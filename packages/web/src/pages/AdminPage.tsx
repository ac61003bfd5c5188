import { useState } from 'react';
import { AccountPanel } from '../components/admin/AccountPanel.js';
import { AccountSearch } from '../components/admin/AccountSearch.js';
import { AuditLogPanel } from '../components/admin/AuditLogPanel.js';
import { LinkPanel } from '../components/admin/LinkPanel.js';
import { SitePanel } from '../components/admin/SitePanel.js';
import type { Me } from '../protocol.js';

/**
 * The site's admin page (admins only; the server refuses everyone else's calls): accounts found
 * and acted on, tables and events by their link, sign-ups and the banner, and the audit log of
 * every admin action. One column on a phone, two on a desktop.
 */
export function AdminPage({ me }: { readonly me: Me }) {
  const [picked, setPicked] = useState<string | null>(null);
  // Raised after each action, so the audit log reads its newest again.
  const [version, setVersion] = useState(0);
  const changed = (): void => setVersion((v) => v + 1);
  return (
    <main className="admin-page" data-testid="admin-page">
      <h1>Admin</h1>
      <p className="muted">
        Signed in as {me.username ?? me.name}. Everything done here is written to the audit log.
      </p>
      <div className="admin-columns">
        <div className="admin-column">
          <AccountSearch picked={picked} onPick={setPicked} />
          {picked !== null ? <AccountPanel key={picked} id={picked} onChanged={changed} /> : null}
        </div>
        <div className="admin-column">
          <SitePanel onChanged={changed} />
          <LinkPanel />
          <AuditLogPanel version={version} />
        </div>
      </div>
    </main>
  );
}
