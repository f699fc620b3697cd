import {describe, expect, it, vi} from 'vitest';
import {logError} from './log.server';

describe('logError (rules:errors-and-logging)', () => {
  it('logs the code in the catalogue’s wording and reports it to the error-reporting service', () => {
    const report = vi.fn();
    logError('HY-S5018', {cookieEnabled: true}, {report});
    expect(vi.mocked(console.error).mock.calls[0]).toEqual([
      '[HY-S5018] Remove-from-cart failure',
      '{"cookieEnabled":true}',
    ]);
    expect(report).toHaveBeenCalledWith({
      code: 'HY-S5018',
      message: 'Remove-from-cart failure',
      extra: {cookieEnabled: true},
      source: 'log',
    });
    vi.mocked(console.error).mockClear();
  });
});
