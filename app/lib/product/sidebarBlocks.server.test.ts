import {describe, expect, it} from 'vitest';
import {cmsFixture, type CmsFixture} from '~/graphql/cms/contentTypes';
import type {CmsSidebarItem} from '~/graphql/cms/pdpContent';
import {LOCALES} from '../i18n';
import {sidebarBlocks, type SidebarContext} from './sidebarBlocks.server';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const US: SidebarContext = {
  locale: LOCALES['en-US'],
  now: NOW,
  isRower: true,
  prequalificationScript: 'https://prequal.example/widget.js',
};
const GB: SidebarContext = {...US, locale: LOCALES['en-GB']};

let serial = 0;
const item = (blockType: string, fields: CmsFixture<CmsSidebarItem> = {}) =>
  cmsFixture<CmsSidebarItem>({sys: {id: `block-${++serial}`}, blockType, displayMode: 'All', ...fields});

const proEssentials = {
  __typename: 'Package' as const,
  title: 'Pro Essentials Package',
  shopifyHandle: 'keel-pro-essentials',
  pdpPrice: 2713,
  pdpDiscountedPrice: 2563,
  productsCollection: {items: [{title: 'Keel Pro Rower', rower: true}, {title: 'Rower Mat', rower: false}, null]},
};
const rowAndStrength = {
  ...proEssentials,
  title: 'Row + Strength Package',
  shopifyHandle: 'keel-row-and-strength',
  pdpPrice: 3990,
  pdpDiscountedPrice: 3690,
};

describe('sidebarBlocks (rules:pdp-sidebar-items): the CMS sidebar as the blocks the page draws', () => {
  it('keeps the CMS order and each block’s id, and marks Desktop and Mobile blocks for the media query', () => {
    const blocks = sidebarBlocks(
      [
        item('Text', {
          sys: {id: 'zoom-desktop'},
          displayMode: 'Desktop',
          content: {__typename: 'Text', shortText: 'Zoom on desktop'},
        }),
        item('Text', {
          sys: {id: 'zoom-mobile'},
          displayMode: 'Mobile',
          content: {__typename: 'Text', shortText: 'Zoom on phones'},
        }),
        item('Text', {sys: {id: 'fits'}, content: {__typename: 'Text', shortText: 'Fits every Keel'}}),
      ],
      US,
    );
    expect(blocks.map((block) => [block.id, block.displayMode])).toEqual([
      ['zoom-desktop', 'Desktop'],
      ['zoom-mobile', 'Mobile'],
      ['fits', undefined],
    ]);
  });

  it('Text: the text block’s view, its palette colour name turned into its value on the server', () => {
    const [block] = sidebarBlocks(
      [
        item('Text', {
          content: {
            __typename: 'Text',
            type: 'Short Text',
            shortText: ' Fits every Keel ',
            color: 'Sand',
            displayMode: 'Price',
            fontStyle: {paragraphTextStyle: 'Caption'},
          },
        }),
      ],
      US,
    );
    expect(block).toMatchObject({
      kind: 'text',
      text: {kind: 'short', text: 'Fits every Keel', color: '#E6D9C3', paragraph: 'Caption', variant: 'Price'},
    });
    const [unnamed] = sidebarBlocks(
      [item('Text', {content: {__typename: 'Text', shortText: 'Plain', color: 'Not a colour'}})],
      US,
    );
    expect(unnamed).toMatchObject({kind: 'text', text: {color: null}});
  });

  it('Value Props: the titled props, labelled by the block title or “Why Keel”', () => {
    const props = {
      __typename: 'ModuleValueProps' as const,
      itemsCollection: {
        items: [
          {title: '30-day home trial', description: 'Row for 30 days.'},
          {title: null, description: 'untitled'},
          {title: 'UK support team', description: null},
        ],
      },
    };
    expect(sidebarBlocks([item('Value Props', {content: props})], US)[0]).toMatchObject({
      kind: 'valueProps',
      label: 'Why Keel',
      props: [
        {title: '30-day home trial', description: 'Row for 30 days.'},
        {title: 'UK support team', description: null},
      ],
    });
    expect(sidebarBlocks([item('Value Props', {title: 'Our promise', content: props})], US)[0]).toMatchObject({
      label: 'Our promise',
    });
  });

  it('CTA: the CTA resolved to its link and button recipe', () => {
    const cta = {
      __typename: 'CtaInternal' as const,
      displayText: 'Compare the rowers',
      overrideVariant: 'Secondary - Outline',
      targetPage: {__typename: 'PageFlexibleLayout' as const, slug: 'compare'},
    };
    expect(sidebarBlocks([item('CTA', {content: cta})], US)[0]).toMatchObject({
      kind: 'cta',
      cta: {kind: 'INTERNAL', text: 'Compare the rowers', href: '/compare', button: {variant: 'SECONDARY_OUTLINE'}},
    });
  });

  it('Event Countdown: only before its end date, by the loader’s clock', () => {
    const countdown = (endDate: string) =>
      item('Event Countdown', {content: {__typename: 'EventCountdown', title: 'The New Year Package Event', endDate}});
    expect(sidebarBlocks([countdown('2027-02-01T04:59:00.000Z')], US)[0]).toMatchObject({
      kind: 'countdown',
      title: 'The New Year Package Event',
      endDate: '2027-02-01T04:59:00.000Z',
    });
    expect(sidebarBlocks([countdown('2026-11-27T11:59:59.000Z')], US)).toEqual([]);
  });

  it('Configurator: its entry id, on a rower only', () => {
    const configurator = item('Configurator', {
      content: {__typename: 'Configurator', sys: {id: 'configurator-pro'}, mediaInsertPosition: 3},
    });
    expect(sidebarBlocks([configurator], US)[0]).toMatchObject({
      kind: 'configurator',
      configuratorId: 'configurator-pro',
    });
    expect(sidebarBlocks([configurator], {...US, isRower: false})).toEqual([]);
  });

  it('Prequalification Widget and Trust Badges: a base component in its region, the widget only with a script', () => {
    const widget = item('Prequalification Widget', {
      content: {__typename: 'BaseComponent', component: 'Prequalification Widget', displayMode: 'US Only'},
    });
    expect(sidebarBlocks([widget], US)[0]).toMatchObject({
      kind: 'prequalification',
      src: 'https://prequal.example/widget.js',
    });
    expect(sidebarBlocks([widget], GB)).toEqual([]);
    expect(sidebarBlocks([widget], {...US, prequalificationScript: null})).toEqual([]);
    const badges = item('Base Component', {
      content: {
        __typename: 'BaseComponent',
        component: 'Trust Badges',
        displayMode: 'UK Only',
        props: {badges: ['30-day home trial', '', 7, 'UK support team']},
      },
    });
    expect(sidebarBlocks([badges], GB)[0]).toMatchObject({
      kind: 'trustBadges',
      badges: ['30-day home trial', 'UK support team'],
    });
    expect(sidebarBlocks([badges], US)).toEqual([]);
  });

  it('Package Accordion and Product Block: the packages priced in the locale, the title’s *** the best saving', () => {
    const [block] = sidebarBlocks(
      [
        item('Package Accordion', {
          title: 'Save *** with a package',
          itemsCollection: {items: [proEssentials, rowAndStrength]},
        }),
      ],
      US,
    );
    expect(block).toMatchObject({
      kind: 'packages',
      title: 'Save $300 with a package',
      packages: [
        {
          handle: 'keel-pro-essentials',
          title: 'Pro Essentials Package',
          price: '$2,563',
          saving: '$150',
          main: ['Keel Pro Rower'],
          secondary: ['Rower Mat'],
        },
        {handle: 'keel-row-and-strength', price: '$3,690', saving: '$300'},
      ],
    });
    const [productBlock] = sidebarBlocks(
      [
        item('Product Block', {
          title: 'Save *** with the Row + Strength Package',
          content: {...rowAndStrength, pdpPrice: 3100, pdpDiscountedPrice: null},
        }),
      ],
      GB,
    );
    expect(productBlock).toMatchObject({kind: 'packages', title: '', packages: [{price: '£3,100', saving: null}]});
  });

  it('Package Modal: the opener’s label and the package it shows', () => {
    const [block] = sidebarBlocks([item('Package Modal', {content: rowAndStrength})], US);
    expect(block).toMatchObject({
      kind: 'packageModal',
      label: 'What’s in the Row + Strength Package',
      package: {handle: 'keel-row-and-strength', saving: '$300'},
    });
    expect(
      sidebarBlocks([item('Package Modal', {title: 'What’s in the package', content: rowAndStrength})], US)[0],
    ).toMatchObject({label: 'What’s in the package'});
  });

  it('drops blocks drawn elsewhere or not at all: unknown types, missing or mismatched content, region-limited items, nulls', () => {
    const blocks = sidebarBlocks(
      [
        null,
        item('Price'),
        item('Rating'),
        item('Accessory Add To Cart'),
        item('Hologram', {content: {__typename: 'Text', shortText: 'Unknown block type'}}),
        item('Text'),
        item('Text', {content: {__typename: 'Text', shortText: '   '}}),
        item('Value Props', {content: {__typename: 'ModuleValueProps', itemsCollection: {items: []}}}),
        item('CTA', {content: {__typename: 'CtaExternal', displayText: 'Nowhere', url: null}}),
        item('Configurator', {content: {__typename: 'Text', shortText: 'not a configurator'}}),
        item('Package Modal', {content: {...rowAndStrength, shopifyHandle: null}}),
        item('Package Accordion', {itemsCollection: {items: [null]}}),
        item('Base Component', {
          content: {__typename: 'BaseComponent', component: 'Trust Badges', props: {badges: 'not a list'}},
        }),
        item('Text', {region: 'UK Only', content: {__typename: 'Text', shortText: 'UK only'}}),
      ],
      US,
    );
    expect(blocks).toEqual([]);
  });
});
