import type { EventTeamDues, EventView } from '../protocol.js';

/** Pure helpers of a league season's page: its dates and dues in words. */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon 24 Jan 2011" for "2011-01-24": a calendar date, read in UTC so no time zone moves it. */
export function dayText(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return `${DAYS[d.getUTCDay()] ?? ''} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
}

/** "Dues paid", "$5 owed", "No dues (new players)". */
export function duesText(dues: EventTeamDues): string {
  if (dues.owed > 0) return `$${dues.owed} owed`;
  if (!dues.complete) return 'waiting for a partner';
  return dues.players.some((p) => p.paid > 0) ? 'Dues paid' : 'No dues (new players)';
}

/** Dollars a returning player owes in this league's season (0 without season settings). */
export function duesPerPlayer(view: Pick<EventView, 'settings'>): number {
  const season = view.settings['season'];
  if (typeof season !== 'object' || season === null) return 0;
  const dues = (season as { dues?: { perPlayer?: unknown } }).dues;
  return typeof dues?.perPlayer === 'number' ? dues.perPlayer : 0;
}
