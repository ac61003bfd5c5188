import type { Banner, SiteInfo } from '@texas42/protocol';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { ServerError } from '../errors.js';

const SIGN_UPS_CLOSED = 'sign_ups_closed';
const BANNER = 'banner';

const StoredBanner = z.object({
  text: z.string(),
  maintenanceAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  postedAt: z.string(),
});

/**
 * What the site's admin sets for the whole site, kept in the database's `settings` (so every
 * server process reads the same): whether sign-ups are open, and the banner. Read on each use:
 * a sign-up is rare, and the banner is asked for once a page.
 */
export class SiteSettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  private async read(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  private async write(key: string, value: string | null): Promise<void> {
    if (value === null) {
      await this.db.deleteFrom('settings').where('key', '=', key).execute();
      return;
    }
    await this.db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  async signUpsOpen(): Promise<boolean> {
    return (await this.read(SIGN_UPS_CLOSED)) === null;
  }

  async setSignUps(open: boolean): Promise<void> {
    await this.write(SIGN_UPS_CLOSED, open ? null : new Date(this.now()).toISOString());
  }

  /** Refuses a new account or guest while sign-ups are closed (SIGN_UPS_CLOSED). */
  async requireSignUpsOpen(): Promise<void> {
    if (!(await this.signUpsOpen()))
      throw new ServerError(
        403,
        'SIGN_UPS_CLOSED',
        'the site takes no new accounts or guests for now: those who have an account can sign in',
      );
  }

  /** The banner, unless there is none or its end has passed. */
  async banner(): Promise<Banner | null> {
    const raw = await this.read(BANNER);
    if (raw === null) return null;
    let parsed;
    try {
      parsed = StoredBanner.safeParse(JSON.parse(raw));
    } catch {
      return null;
    }
    if (!parsed.success) return null;
    const banner = parsed.data;
    return banner.endsAt !== null && Date.parse(banner.endsAt) <= this.now() ? null : banner;
  }

  async setBanner(banner: Omit<Banner, 'postedAt'>): Promise<Banner> {
    // Times kept as the server writes them (UTC), whatever offset they were given with.
    const utc = (at: string | null): string | null =>
      at === null ? null : new Date(Date.parse(at)).toISOString();
    const posted: Banner = {
      text: banner.text,
      maintenanceAt: utc(banner.maintenanceAt),
      endsAt: utc(banner.endsAt),
      postedAt: new Date(this.now()).toISOString(),
    };
    await this.write(BANNER, JSON.stringify(posted));
    return posted;
  }

  async removeBanner(): Promise<Banner | null> {
    const was = await this.banner();
    await this.write(BANNER, null);
    return was;
  }

  async info(): Promise<SiteInfo> {
    const [signUpsOpen, banner] = await Promise.all([this.signUpsOpen(), this.banner()]);
    return { signUpsOpen, banner };
  }
}
