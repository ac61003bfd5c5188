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
  if (!('season' in view.settings)) return 0;
  return view.settings.season?.dues.perPlayer ?? 0;
}

export interface SeasonForm {
  readonly firstNight: string;
  readonly lastNight: string;
  /** League bye nights: dates separated by commas. */
  readonly byeNights: string;
  readonly duesPerPlayer: string;
  /** Where league night is played (the calendar's place); "" for none. */
  readonly place: string;
  /** Who paid dues shows to everyone (else the organizer and each team its own). */
  readonly duesPublic: boolean;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The `season` of a new league from the form (league night is the first night's weekday; 000's
 * dues rule), null when no dates are given, or what is wrong in words. The server checks the rest.
 */
export function seasonBody(
  form: SeasonForm,
): { season: Record<string, unknown> | null } | { error: string } {
  if (form.firstNight === '' && form.lastNight === '') return { season: null };
  const first = new Date(`${form.firstNight}T00:00:00Z`);
  if (Number.isNaN(first.getTime()) || form.lastNight === '')
    return { error: 'Season: give both the first and the last league night.' };
  const byes = form.byeNights.split(/[\s,]+/).filter((d) => d !== '');
  if (byes.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d)))
    return { error: 'Bye nights: dates like 2011-03-14, separated by commas.' };
  const dues = Number(form.duesPerPlayer === '' ? '0' : form.duesPerPlayer);
  if (!Number.isInteger(dues) || dues < 0)
    return { error: 'Dues: whole dollars a returning player.' };
  return {
    season: {
      leagueNight: {
        weekday: WEEKDAYS[first.getUTCDay()],
        ...(form.place.trim() === '' ? {} : { place: form.place.trim() }),
      },
      firstNight: form.firstNight,
      lastNight: form.lastNight,
      byeNights: byes,
      dues: {
        perPlayer: dues,
        returningPlayersOnly: true,
        ...(form.duesPublic ? { public: true } : {}),
      },
    },
  };
}
