const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the locale writes it in full ('March 22, 2026' / '22 March 2026'), in UTC so the
 * server and the browser print the same day. One formatter per locale: building one costs more
 * than the formatting, and a page formats dozens (reviews, articles).
 */
export function formatLongDate(date: Date, localeCode: string): string {
  let format = formats.get(localeCode);
  if (!format) {
    format = new Intl.DateTimeFormat(localeCode, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    formats.set(localeCode, format);
  }
  return format.format(date);
}
