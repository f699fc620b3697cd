/**
 * Formats a price in the locale's currency. Whole amounts are shown without
 * decimals ('$2,495', '£2,295'), as the catalog writes them; others keep two.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number | string, locale: {code: string; currency: string}): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const whole = Number.isInteger(value);
  // One formatter per locale, currency and precision: building one costs more than formatting.
  const key = `${locale.code} ${locale.currency} ${whole ? 0 : 2}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale.code, {
      style: 'currency',
      currency: locale.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(value);
}
