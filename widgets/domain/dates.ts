// The shop's calendar: Trinidad and Tobago (UTC-4 all year, no daylight saving). An order's date, the latest
// allowed date of a returned order, and the days shown on the account pages and reviews all use it.
export const SHOP_TIME_ZONE = 'America/Port_of_Spain';

// Intl formatters are made on first use: the first one a page creates loads the browser's locale data, which only
// the pages that work with an order's day or time need.
let shopDay: Intl.DateTimeFormat | undefined;

// Intl formatting is costly next to a comparison and runs once per order. The shop's offset is a whole number of hours
// (since 1899; only the local mean time before it had seconds), so every instant of one UTC minute falls on one shop day.
let lastMinute = Number.NaN;
let lastDay = '';

/** The shop's calendar day of `now` as yyyy-mm-dd. */
export function trinidadDate(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    shopDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    lastDay = shopDay.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/**
 * Orders ISO days and instants of one form ('2025-03-10', '2025-03-10T04:00:00.000Z') as time does: by their text,
 * character by character. Not localeCompare, whose collation loads the locale data and is several times slower.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The en-TT short month names. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * '2025-03-10' -> '10 Mar 2025', as the en-TT short date writes it. A yyyy-mm-dd is a calendar day, so it is read in
 * UTC and never shifts. Written out rather than through Intl: a product page shows review days as it starts, and the
 * server and every browser write the same text (browsers' locale data differ).
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

let shownMoment: Intl.DateTimeFormat | undefined;

/** An instant (ISO text) as the shop's local date (medium) and time (short). */
export function formatMoment(iso: string): string {
  shownMoment ??= new Intl.DateTimeFormat('en-TT', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  return shownMoment.format(new Date(iso));
}
