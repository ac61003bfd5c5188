import { useEffect, useState } from 'react';
import { siteApi } from '../../api/admin.js';
import type { SiteInfo } from '../../protocol.js';

/** How often a page open for long asks again (a banner posted or taken down meanwhile). */
const EVERY_MS = 5 * 60_000;

/** A time as the reader's clock and calendar say it. */
const local = (at: string): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What every page shows of the site (GET /api/site): the banner the site's admin posted, on top
 * of every page, signed in or not. Tells the page whether sign-ups are open.
 */
export function useSite(): SiteInfo | null {
  const [site, setSite] = useState<SiteInfo | null>(null);
  useEffect(() => {
    let live = true;
    const ask = (): void => {
      siteApi.site().then(
        (s) => {
          if (live) setSite(s);
        },
        // Offline (solo play, a server away): no banner, nothing to say.
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, EVERY_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  return site;
}

export function SiteBanner({ site }: { readonly site: SiteInfo | null }) {
  const banner = site?.banner ?? null;
  if (banner === null) return null;
  return (
    <p className="banner site-banner" role="status" data-testid="site-banner">
      {banner.text}
      {banner.maintenanceAt !== null ? (
        <>
          {' '}
          <span className="site-banner-time">
            Maintenance: <time dateTime={banner.maintenanceAt}>{local(banner.maintenanceAt)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
