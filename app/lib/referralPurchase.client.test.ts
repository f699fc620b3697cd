import {describe, expect, it} from 'vitest';
import {purchaseTrackedOnThisView} from './referralPurchase.client';

describe('referral registration follows the purchase event’s first-visit rule', () => {
  it('registers when this page view tracked the purchase of this order', () => {
    expect(purchaseTrackedOnThisView({keelAnalytics: [{event: 'purchase', transaction_id: '#1042'}]} as never, '#1042')).toBe(true);
    expect(purchaseTrackedOnThisView({dataLayer: [{event: 'purchase', ecommerce: {transaction_id: '#1042'}}]} as never, '#1042')).toBe(true);
  });
  it('does not on a reload (no purchase event), or for another order', () => {
    expect(purchaseTrackedOnThisView({} as never, '#1042')).toBe(false);
    expect(purchaseTrackedOnThisView({keelAnalytics: [{event: 'view_cart'}]} as never, '#1042')).toBe(false);
    expect(purchaseTrackedOnThisView({keelAnalytics: [{event: 'purchase', transaction_id: '#1041'}]} as never, '#1042')).toBe(false);
  });
});
