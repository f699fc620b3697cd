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
};

describe('cartSettings (spec 3)', () => {
  it('reads the variant, texts and countdown', () => {
    const settings = cartSettings({pageCartCollection: {items: [entry]}}, {code: 'en-US'});
    expect(settings.variant).toBe('FULL');
    expect(settings.validation).toEqual({errorTitle: 'One rower per order', errorText: 'Your cart has {rowers}.'});
    expect(settings.financing?.title).toBe('Pay over time');
    expect(settings.countdown?.endDate).toBe('2027-03-01T00:00:00Z');
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
