import {describe, expect, it} from 'vitest';
import {normalizeCountdownBanner} from './countdownBanner';
import {eventCountdownEntry as entry} from './countdownBanner.fixture';

describe('countdown banner (rules:content-fields, rules:content-states)', () => {
  it('normalises the event countdown with its colours, badge and CTA', () => {
    expect(normalizeCountdownBanner(entry(), 'en-US')).toEqual({
      title: 'The New Year Package Event',
      subtitle: 'Save up to $300 on a rower package until January 31.',
      endDate: '2027-02-01T04:59:00.000Z',
      height: 'SHORT',
      reversed: false,
      background: '#063448',
      color: '#FFFFFF',
      image: null,
      dateText: {top: 'Ends January 31', bottom: 'at 11:59 pm ET'},
      financingText: 'Or pay over 48 months at checkout',
      badge: {text: 'Limited time', promo: true},
      cta: {
        kind: 'INTERNAL',
        text: 'Shop packages',
        href: '/listings/bundles/',
        variant: 'Primary',
        button: {variant: 'PRIMARY'},
      },
    });
  });

  it('renders nothing without an end date, or outside its region', () => {
    expect(normalizeCountdownBanner(entry({endDate: null}), 'en-US')).toBeNull();
    expect(normalizeCountdownBanner(entry({endDate: 'not a date'}), 'en-US')).toBeNull();
    expect(normalizeCountdownBanner(entry({region: 'US Only'}), 'en-GB')).toBeNull();
  });

  it('keeps financing copy to en-US (rules:layout-constants) and a UK-only badge to the UK', () => {
    const uk = normalizeCountdownBanner(
      entry({badge: {text: 'UK only', type: 'Standard', region: 'UK Only'}}),
      'en-GB',
    );
    expect(uk?.financingText).toBeNull();
    expect(uk?.badge).toEqual({text: 'UK only', promo: false});
    expect(
      normalizeCountdownBanner(entry({badge: {text: 'UK only', type: 'Standard', region: 'UK Only'}}), 'en-US')?.badge,
    ).toBeNull();
  });

  it('sets the copy in white over a background image, and reads TALL in any case', () => {
    const withImage = normalizeCountdownBanner(
      entry({
        backgroundColor: 'Sand',
        height: 'tall',
        backgroundImage: {url: 'https://media.example/river.jpg', description: 'River', width: 1600, height: 900},
      }),
      'en-US',
    );
    expect(withImage).toMatchObject({
      height: 'TALL',
      color: '#FFFFFF',
      image: {url: 'https://media.example/river.jpg', alt: 'River', width: 1600, height: 900},
    });
    expect(normalizeCountdownBanner(entry({backgroundColor: 'Sand'}), 'en-US')?.color).toBe('#0C1A24');
  });
});
