import {afterEach, describe, expect, it, vi} from 'vitest';
import {formatLongDate} from './longDate';

describe('formatLongDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the date as each locale does, in UTC', () => {
    const date = new Date(Date.UTC(2026, 2, 22, 23, 30));
    expect(formatLongDate(date, 'en-US')).toBe('March 22, 2026');
    expect(formatLongDate(date, 'en-GB')).toBe('22 March 2026');
  });

  it('writes every day of the shop’s locales as Intl does, without building an Intl formatter (decision 0154)', () => {
    const days = Array.from({length: 3 * 366}, (_, index) => new Date(Date.UTC(2024, 0, 1 + index, (index * 7) % 24)));
    days.push(new Date(Date.UTC(1000, 0, 1)), new Date(Date.UTC(9999, 11, 31, 23, 59)));
    for (const code of ['en-US', 'en-GB']) {
      const intl = new Intl.DateTimeFormat(code, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
      const built = vi.spyOn(Intl, 'DateTimeFormat');
      const written = days.map((day) => formatLongDate(day, code));
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
      expect(written).toEqual(days.map((day) => intl.format(day)));
    }
  });

  it('builds one formatter per locale, not one per date', () => {
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as never);
    for (let day = 1; day <= 20; day++) formatLongDate(new Date(Date.UTC(2026, 0, day)), 'en-AU');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
