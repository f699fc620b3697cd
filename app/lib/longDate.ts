const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The shop's two locales, written out as Intl writes them (the tests compare the two; decision 0154). */
const WRITTEN: Readonly<Record<string, (day: number, month: string, year: number) => string>> = {
  'en-US': (day, month, year) => `${month} ${day}, ${year}`,
  'en-GB': (day, month, year) => `${day} ${month} ${year}`,
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the locale writes it in full ('March 22, 2026' / '22 March 2026'), in UTC so the
 * server and the browser print the same day. The shop's locales are written out: a browser builds
 * its first Intl formatter in 20-95 ms, one long task in hydration (decision 0154). Other locales
 * get one Intl formatter each: building one costs more than the formatting, and a page formats
 * dozens (reviews, articles).
 */
export function formatLongDate(date: Date, localeCode: string): string {
  const written = WRITTEN[localeCode];
  const year = date.getUTCFullYear();
  // Intl writes years before 1000 and after 9999 its own way; a shop's dates are never there.
  if (written && year >= 1000 && year <= 9999)
    return written(date.getUTCDate(), MONTHS[date.getUTCMonth()] ?? '', year);
  let format = formats.get(localeCode);
  if (!format) {
    format = new Intl.DateTimeFormat(localeCode, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    formats.set(localeCode, format);
  }
  return format.format(date);
}
