import type {ShellQuery} from 'cmsapi.generated';
import {describe, expect, it} from 'vitest';
import {cmsFixture, type CmsFixture} from '~/graphql/cms/contentTypes';
import type {CmsNavigationBanner, CmsShellColumn} from '~/graphql/cms/shellContent';
import {buttonCta, footerColumns, normalizeBanner, normalizeShell} from './shell';

const cta = (text: string, slug: string) => ({
  __typename: 'CtaInternal' as const,
  displayText: text,
  targetPage: {__typename: 'PagePlp' as const, slug},
});
const column = (heading: string | null, links = [cta('Rowers', 'rowers')], displayMode = 'All') =>
  cmsFixture<CmsShellColumn>({heading, displayMode, linksCollection: {items: links}});

function banner(overrides: CmsFixture<CmsNavigationBanner> = {}): CmsNavigationBanner {
  return cmsFixture<CmsNavigationBanner>({
    sys: {id: 'banner-us'},
    type: 'Scroll',
    backgroundColor: 'Deep Sea',
    closeable: true,
    excludeURLs: ['/cart'],
    excludeCTAURLs: ['/listings/bundles/'],
    height: 'Standard',
    alignment: 'Center',
    mobileAlignment: 'Left',
    mobileDirection: 'Column',
    speed: 5,
    spacing: 40,
    region: 'US Only',
    cta: cta('Shop packages', 'bundles'),
    contentCollection: {
      items: [
        {type: 'TEXT', text: 'Save up to $300', image: null, item: null},
        {
          type: 'COUNTDOWN',
          text: null,
          image: null,
          item: {__typename: 'EventCountdown', title: 'Event', endDate: '2027-02-01T04:59:00.000Z'},
        },
        {
          type: 'COUNTDOWN',
          text: null,
          image: null,
          item: {__typename: 'EventCountdown', title: 'No date', endDate: null},
        },
        {type: 'BASE', text: null, image: null, item: null},
      ],
    },
    ...overrides,
  });
}

describe('navigation banner (rules:shell-fields, rules:shell-states)', () => {
  it('picks the first banner the region allows', () => {
    const uk = banner({sys: {id: 'banner-uk'}, region: 'UK Only', type: 'Static'});
    expect(normalizeBanner([banner(), uk], 'en-GB')?.id).toBe('banner-uk');
    expect(normalizeBanner([banner(), uk], 'en-US')?.id).toBe('banner-us');
    expect(normalizeBanner([banner()], 'en-GB')).toBeNull();
  });

  it('keeps renderable items only: nothing for a countdown without endDate or a base component', () => {
    const result = normalizeBanner([banner()], 'en-US');
    expect(result?.items).toEqual([
      {type: 'TEXT', text: 'Save up to $300'},
      {type: 'COUNTDOWN', title: 'Event', endDate: '2027-02-01T04:59:00.000Z'},
    ]);
    // No CTA among the items, so the banner's own CTA shows.
    expect(result?.cta?.href).toBe('/listings/bundles/');
  });

  it('keeps the inline flag, off by default (rules:shell-fields Navigation banner inline)', () => {
    expect(normalizeBanner([banner({inline: true})], 'en-US')?.inline).toBe(true);
    expect(normalizeBanner([banner({inline: null})], 'en-US')?.inline).toBe(false);
  });

  it('adds the banner’s own countdown as a trailing item when no content item is a countdown (rules:shell-fields Navigation banner countdown)', () => {
    const countdown = {title: 'Spring event', endDate: '2027-03-01T04:59:00.000Z'};
    const text = {items: [{type: 'TEXT', text: 'Free delivery', image: null, item: null}]};
    expect(normalizeBanner([banner({contentCollection: text, countdown})], 'en-US')?.items).toEqual([
      {type: 'TEXT', text: 'Free delivery'},
      {type: 'COUNTDOWN', title: 'Spring event', endDate: '2027-03-01T04:59:00.000Z'},
    ]);
    // A countdown item of its own wins; a banner countdown without an end date adds nothing.
    expect(
      normalizeBanner([banner({countdown})], 'en-US')?.items.filter((item) => item.type === 'COUNTDOWN'),
    ).toHaveLength(1);
    expect(
      normalizeBanner([banner({contentCollection: text, countdown: {title: 'No date', endDate: null}})], 'en-US')
        ?.items,
    ).toHaveLength(1);
  });

  it('resolves colours from the palette, with AA text on them', () => {
    expect(normalizeBanner([banner()], 'en-US')).toMatchObject({background: '#063448', color: '#FFFFFF'});
    expect(normalizeBanner([banner({backgroundColor: 'Sand'})], 'en-US')).toMatchObject({
      background: '#E6D9C3',
      color: '#0C1A24',
    });
    expect(normalizeBanner([banner({backgroundColor: 'Not a colour'})], 'en-US')?.background).toBe('#063448');
  });

  it('applies the type adjustments to the items it keeps', () => {
    const one = (type: string, item: CmsFixture<CmsNavigationBanner['contentCollection']>, height = 'Standard') =>
      normalizeBanner([banner({type, height, contentCollection: item})], 'en-US')?.type;
    const linked = {items: [{type: 'CTA', text: null, image: null, item: cta('Shop packages', 'bundles')}]};
    const text = {items: [{type: 'TEXT', text: 'Free delivery', image: null, item: null}]};
    expect(one('Static', linked)).toBe('Static List');
    expect(one('Scroll Fade', text)).toBe('Static');
    expect(one('Static', text, 'Extra Tall')).toBe('Static Large');
    expect(one('Scroll', text)).toBe('Scroll');
    expect(one('Nonsense', text)).toBe('Static');
  });

  it('has no banner without items, and clamps speed and spacing', () => {
    expect(normalizeBanner([banner({contentCollection: {items: []}})], 'en-US')).toBeNull();
    expect(normalizeBanner([banner({speed: 0, spacing: 999})], 'en-US')).toMatchObject({speed: 1, spacing: 200});
  });
});

describe('footer columns (rules:shell-fields)', () => {
  it('gives headings, a Blank spacer, and the last column no heading', () => {
    const columns = footerColumns(
      [column('Shop'), column('Blank'), column('Company'), column('Ignored heading')],
      'en-US',
    );
    expect(columns.map((entry) => [entry.kind, entry.heading])).toEqual([
      ['HEADING', 'Shop'],
      ['BLANK', null],
      ['HEADING', 'Company'],
      ['NONE', null],
    ]);
    expect(columns[0]?.links[0]).toMatchObject({text: 'Rowers', href: '/listings/rowers/'});
  });

  it('drops region-limited links for the other locale', () => {
    const us = {...cta('Financing', 'rowers'), region: 'US Only'};
    expect(
      footerColumns([column('Shop', [cta('Rowers', 'rowers'), us]), column(null)], 'en-GB')[0]?.links.map(
        (link) => link.text,
      ),
    ).toEqual(['Rowers']);
  });
});

describe('normalizeShell', () => {
  it('normalises navigation, footer contact, socials and legal links', () => {
    const data = cmsFixture<ShellQuery>({
      navigationCollection: {
        items: [
          {
            logoAltText: 'Keel home',
            cartLabel: 'Basket',
            cta: cta('Shop rowers', 'rowers'),
            columnsCollection: {items: [column('Rowers'), column('Empty', []), null]},
          },
        ],
      },
      navigationBannerCollection: {items: []},
      footerCollection: {
        items: [
          {
            connectTitle: 'CONNECT',
            columnsCollection: {items: [column('Shop'), column(null)]},
            contact: {
              phoneNumberTitle: 'Call us',
              phoneNumber: '0808 157 0142',
              storeHoursTitle: 'Opening hours',
              storeHours: 'Monday to Friday',
              pressEmailTitle: 'Press',
              pressEmail: 'press@keel.example',
              commercialEmailTitle: null,
              commercialEmail: 'commercial@keel.example',
              prePurchaseEmailTitle: 'Questions before you buy',
              prePurchaseEmail: null,
            },
            socialsCollection: {
              items: [
                {icon: 'Instagram', url: 'https://www.instagram.com/keelrowing', alt: 'Keel on Instagram'},
                {icon: null, url: 'x', alt: null},
              ],
            },
            subsection: {
              termsAndConditions: {
                __typename: 'CtaExternal',
                displayText: 'Terms',
                url: 'https://www.keel.example/legal/terms',
              },
              privacyPolicy: null,
              acknowledgement: null,
              sitemap: {__typename: 'CtaExternal', displayText: 'Sitemap', url: '/sitemap.xml'},
              copyrightBlurb: 'Keel Rowing Ltd.',
              financingTerms: {json: {nodeType: 'document', data: {}, content: []}},
            },
          },
        ],
      },
    });
    const shell = normalizeShell(data, 'en-GB');
    expect(shell.navigation?.columns.map((entry) => entry.heading)).toEqual(['Rowers']);
    expect(shell.navigation?.cartLabel).toBe('Basket');
    // The navigation CTA is a button: its recipe props come resolved.
    expect(shell.navigation?.cta?.button).toEqual({variant: 'PRIMARY'});
    expect(shell.banner).toBeNull();
    expect(shell.footer?.contact?.emails).toEqual([
      {title: 'Press', email: 'press@keel.example'},
      {title: 'commercial@keel.example', email: 'commercial@keel.example'},
    ]);
    expect(shell.footer?.socials).toEqual([
      {icon: 'Instagram', url: 'https://www.instagram.com/keelrowing', alt: 'Keel on Instagram'},
    ]);
    expect(shell.footer?.legal.map((link) => link.text)).toEqual(['Terms', 'Sitemap']);
    expect(shell.footer?.copyright).toBe('Keel Rowing Ltd.');
    expect(shell.footer?.financingTerms).toMatchObject({nodeType: 'document'});
  });

  it('is empty when the CMS has nothing', () => {
    expect(normalizeShell(null, 'en-US')).toEqual({navigation: null, banner: null, footer: null});
  });
});

describe('buttonCta', () => {
  it('resolves the CMS variant label and modifiers into recipe props', () => {
    expect(
      buttonCta({
        kind: 'INTERNAL',
        text: 'Shop',
        href: '/listings/rowers/',
        variant: 'Secondary - Outline',
        modifiers: ['SHORT', 'UPPERCASE', 'NOPE'],
      })?.button,
    ).toEqual({
      variant: 'SECONDARY_OUTLINE',
      short: true,
      uppercase: true,
    });
    expect(buttonCta(null)).toBeNull();
  });
});
