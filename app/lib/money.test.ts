import {afterEach, describe, expect, it, vi} from 'vitest';
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

  describe('its formatters', () => {
    afterEach(() => vi.restoreAllMocks());

    it('are built once per locale, currency and precision, and a whole and a fractional amount keep their own', () => {
      const Real = Intl.NumberFormat;
      const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
        ...args: ConstructorParameters<typeof Real>
      ) {
        return new Real(...args);
      } as never);
      const euros = {code: 'de-DE', currency: 'EUR'};
      const prices = Array.from({length: 10}, (_, index) => [
        formatMoney(100 + index, euros),
        formatMoney(100.5 + index, euros),
      ]);
      expect(built).toHaveBeenCalledTimes(2);
      expect(prices[0]).toEqual(['100\u00a0€', '100,50\u00a0€']);
    });
  });
});
