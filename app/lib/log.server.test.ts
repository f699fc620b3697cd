import {describe, expect, it, vi} from 'vitest';
import {logError} from './log.server';

describe('logError (spec 8)', () => {
  it('logs the code and reports it to the error-reporting service', () => {
    const report = vi.fn();
    logError('HY-S5007', '[Shopify API] - Add to Cart Error Response', {userErrors: [{message: 'x'}]}, {report});
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe('[HY-S5007] [Shopify API] - Add to Cart Error Response');
    expect(report).toHaveBeenCalledWith({code: 'HY-S5007', message: '[Shopify API] - Add to Cart Error Response', extra: {userErrors: [{message: 'x'}]}, source: 'log'});
    vi.mocked(console.error).mockClear();
  });
});
