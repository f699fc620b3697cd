import {describe, expect, it} from 'vitest';
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
});
