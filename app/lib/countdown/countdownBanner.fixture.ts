import {cmsFixture, type CmsFixture} from '~/graphql/cms/contentTypes';
import type {CmsEventCountdown} from '~/graphql/cms/countdownContent';

/**
 * The New Year event countdown as the CMS answers it, for tests (countdownBanner.test.ts,
 * CountdownBanner.test.tsx); `overrides` replaces fields of it.
 */
export const eventCountdownEntry = (overrides: CmsFixture<CmsEventCountdown> = {}): CmsEventCountdown =>
  cmsFixture<CmsEventCountdown>({
    title: 'The New Year Package Event',
    subtitle: 'Save up to $300 on a rower package until January 31.',
    endDate: '2027-02-01T04:59:00.000Z',
    height: 'SHORT',
    reversed: false,
    region: 'All',
    backgroundColor: 'Deep Sea',
    dateTextTop: 'Ends January 31',
    dateTextBottom: 'at 11:59 pm ET',
    financingText: 'Or pay over 48 months at checkout',
    financingMessageKey: 'Package',
    backgroundImage: null,
    badge: {text: 'Limited time', type: 'Promo', region: 'All'},
    cta: {
      __typename: 'CtaInternal',
      displayText: 'Shop packages',
      overrideVariant: 'Primary',
      targetPage: {__typename: 'PagePlp', slug: 'bundles'},
    },
    ...overrides,
  });
