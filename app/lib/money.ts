/**
 * Formats a price in the locale's currency. Whole amounts are shown without
 * decimals ('$2,495', '£2,295'), as the catalog writes them; others keep two.
 *
 * The shop's two markets are written out here, as Intl writes them (the tests compare the two): a
 * browser builds its first Intl formatter in 20-95 ms, one long task in hydration on every page with
 * a price (decision 0154). Any other locale or currency, or a value that is not a finite number in
 * plain notation, goes to Intl (`toLocaleString`).
 */
const SYMBOLS: Readonly<Record<string, string>> = {'en-US USD': '$', 'en-GB GBP': '£'};

export function formatMoney(amount: number | string, locale: {code: string; currency: string}): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const places = Number.isInteger(value) ? 0 : 2;
  const symbol = SYMBOLS[`${locale.code} ${locale.currency}`];
  const digits = symbol === undefined ? undefined : plainDigits(value, places);
  if (digits !== undefined) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${symbol}${digits}`;
  return value.toLocaleString(locale.code, {
    style: 'currency',
    currency: locale.currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
}

/**
 * |value| with `places` decimals, rounded half away from zero on its shortest decimal form as Intl
 * rounds (1.005 is 1.01, where toFixed gives 1.00: the shift to whole cents is made in the decimal
 * text), the whole part grouped by thousands with commas. Undefined where JavaScript writes the
 * number in exponent form, or it is not finite.
 */
function plainDigits(value: number, places: 0 | 2): string | undefined {
  const text = String(Math.abs(value));
  if (!/^[\d.]+$/.test(text)) return undefined;
  const [whole = '', fraction] = (Math.round(Number(`${text}e${places}`)) / 10 ** places).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
