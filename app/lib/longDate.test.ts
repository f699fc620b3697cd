import {afterEach, describe, expect, it, vi} from 'vitest';
import {formatLongDate} from './longDate';

describe('formatLongDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the date as each locale does, in UTC', () => {
    const date = new Date(Date.UTC(2026, 2, 22, 23, 30));
    expect(formatLongDate(date, 'en-US')).toBe('March 22, 2026');
    expect(formatLongDate(date, 'en-GB')).toBe('22 March 2026');
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
