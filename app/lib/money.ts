
/**
 * Formats a price in the locale's currency. Whole amounts are shown without
 * decimals ('$2,495', '£2,295'), as the catalog writes them; others keep two.
 */
export function formatMoney(amount: number | string, locale: {code: string; currency: string}): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale.code, {
    style: 'currency',
    currency: locale.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}
