import {describe, expect, it} from 'vitest';
import {cartSettings} from './settings';

const entry = {
  variant: 'Full',
  title: 'Your cart',
  errorTitle: 'One rower per order',
  errorText: 'Your cart has {rowers}.',
  financingEnabled: true,
  financingTitle: 'Pay over time',
  financingText: 'Pay monthly over 48 months.',
  financingDescription: null,
  urgencyMessages: ['Order by 2 pm'],
  secondaryCta: {__typename: 'CtaInternal', displayText: 'Keep shopping'},
  countdown: {title: 'Spring event', endDate: '2027-03-01T00:00:00Z'},
  valueProps: {title: 'Why Keel', itemsCollection: {items: [{title: 'Free delivery', description: 'In 5-7 days'}, null]}},
  productSlider: {title: 'Add-ons', productsCollection: {items: [{__typename: 'Product', title: 'Rower Mat', rower: false, shopifyHandle: 'rower-mat', pdpPrice: 129, productCategoryCollection: {items: [{slug: 'accessories'}]}, thumbnail: null}]}},
};

describe('cartSettings (spec 3)', () => {
  it('reads the variant, texts and countdown', () => {
    const settings = cartSettings({pageCartCollection: {items: [entry]}}, {code: 'en-US'});
    expect(settings.variant).toBe('FULL');
    expect(settings.validation).toEqual({errorTitle: 'One rower per order', errorText: 'Your cart has {rowers}.'});
    expect(settings.financing?.title).toBe('Pay over time');
    expect(settings.countdown?.endDate).toBe('2027-03-01T00:00:00Z');
    expect(settings.valueProps?.items).toEqual([{title: 'Free delivery', description: 'In 5-7 days'}]);
    expect(settings.productSlider?.items[0]).toMatchObject({title: 'Rower Mat', path: '/products/accessories/rower-mat/', price: 129});
  });

  it('has financing only when its toggle is on, and only in en-US', () => {
    expect(cartSettings({pageCartCollection: {items: [entry]}}, {code: 'en-GB'}).financing).toBeNull();
    expect(cartSettings({pageCartCollection: {items: [{...entry, financingEnabled: false}]}}, {code: 'en-US'}).financing).toBeNull();
  });

  it('treats Original (or nothing) as the INVALID variant', () => {
    expect(cartSettings({pageCartCollection: {items: [{...entry, variant: 'Original'}]}}, {code: 'en-US'}).variant).toBe('INVALID');
    expect(cartSettings(null, {code: 'en-US'}).title).toBe('Your cart');
  });
});
