import {describe, expect, it} from 'vitest';
import {productFinancing} from './financing';

const US = {code: 'en-US'};
const GB = {code: 'en-GB'};

describe('productFinancing (rules:pricing-fields financing, rules:pricing-states price mode, decision 0083)', () => {
  it('a financing-inactive product shows no tabs, no monthly price and no pay-later badge', () => {
    expect(productFinancing({isActive: false, display: false, messageKey: 'None'}, US)).toEqual({
      financingPrice: false,
      payLater: null,
    });
    // Inactive wins over the other two fields.
    expect(productFinancing({isActive: false, display: true, messageKey: 'Rower'}, US)).toEqual({
      financingPrice: false,
      payLater: null,
    });
  });

  it('an active product with showFinancing shows the tabs and the monthly price', () => {
    expect(productFinancing({isActive: true, display: true, messageKey: 'Rower'}, US).financingPrice).toBe(true);
  });

  it('an active product without showFinancing shows its price in full, without tabs', () => {
    expect(productFinancing({isActive: true, display: false, messageKey: 'Rower'}, US).financingPrice).toBe(false);
  });

  it('the message key chooses the message: None shows none, a product key the provider’s badge', () => {
    expect(productFinancing({isActive: true, display: true, messageKey: 'None'}, US).payLater).toBeNull();
    expect(productFinancing({isActive: true, display: true, messageKey: 'Rower'}, US).payLater).toBe(
      'credit-promotion-badge',
    );
    expect(productFinancing({isActive: true, display: false, messageKey: 'Strength'}, US).payLater).toBe(
      'credit-promotion-badge',
    );
  });

  it('en-GB shows no financing at all (rules:pricing-financing)', () => {
    expect(productFinancing({isActive: true, display: true, messageKey: 'Rower'}, GB)).toEqual({
      financingPrice: false,
      payLater: null,
    });
  });
});
