import {describe, expect, it, vi} from 'vitest';
import {LOCALES} from './i18n';
import {formatMoney} from './money';

describe('formatMoney', () => {
  it('shows whole prices without decimals in each locale currency', () => {
    expect(formatMoney('2495.0', LOCALES['en-US'])).toBe('$2,495');
    expect(formatMoney(2295, LOCALES['en-GB'])).toBe('£2,295');
  });

  it('keeps two decimals for fractional amounts', () => {
    expect(formatMoney('52.5', LOCALES['en-US'])).toBe('$52.50');
  });

  describe('the two markets, written out without Intl (decision 0154)', () => {
    const intl = (value: number, code: string, currency: string) =>
      new Intl.NumberFormat(code, {
        style: 'currency',
        currency,
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }).format(value);
    // Whole and fractional amounts, halves that binary floating point stores below the half (1.005),
    // carries into a new thousands group (999.995), negatives, negative zero and large amounts.
    const fixed = [0, -0, 1, 5, 999, 1000, 2495, 1234567, 1e15, 0.5, 0.005, 0.004, 1.005, 2.675, 52.5, 99.999];
    const more = [999.995, 9999.995, 24.125, 4.35, 1.1, 0.1 + 0.2, -5, -0.001, -2245.5, 123456789.125];
    const values = [...fixed, ...more];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let index = 0; index < 3000; index++) {
      const scale = 10 ** Math.floor(random() * 7);
      const places = Math.floor(random() * 5);
      values.push(Number((random() * scale * (random() < 0.1 ? -1 : 1)).toFixed(places)));
    }

    it.each([
      ['en-US', 'USD'],
      ['en-GB', 'GBP'],
    ] as const)('%s %s: every amount reads as Intl writes it', (code, currency) => {
      const locale = {code, currency};
      const differing = values.filter((value) => formatMoney(value, locale) !== intl(value, code, currency));
      expect(differing).toEqual([]);
      expect(formatMoney('1234.5', locale)).toBe(intl(1234.5, code, currency));
    });

    it('builds no Intl formatter for them; a value in exponent form, or not finite, still goes to Intl', () => {
      const built = vi.spyOn(Intl, 'NumberFormat');
      const localeString = vi.spyOn(Number.prototype, 'toLocaleString');
      formatMoney(2495, {code: 'en-US', currency: 'USD'});
      formatMoney('24.5', {code: 'en-GB', currency: 'GBP'});
      expect(built).not.toHaveBeenCalled();
      expect(localeString).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(formatMoney(1e21, {code: 'en-US', currency: 'USD'})).toBe(intl(1e21, 'en-US', 'USD'));
      expect(formatMoney(1e-7, {code: 'en-US', currency: 'USD'})).toBe(intl(1e-7, 'en-US', 'USD'));
      expect(formatMoney(Number.NaN, {code: 'en-US', currency: 'USD'})).toBe('$NaN');
    });
  });

  it('writes another locale or currency as Intl does, whole amounts without decimals', () => {
    const euros = {code: 'de-DE', currency: 'EUR'};
    expect([formatMoney(100, euros), formatMoney('100.5', euros)]).toEqual(['100\u00a0€', '100,50\u00a0€']);
    expect(formatMoney(2495, {code: 'en-GB', currency: 'USD'})).toBe('US$2,495');
  });
});
