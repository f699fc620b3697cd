import type {CartSettingsQuery} from 'cmsapi.generated';
import {cmsFixture, type CmsFixture, type ItemOf} from '~/graphql/cms/contentTypes';
import {describe, expect, it} from 'vitest';
import {BLOCKS, type Document} from '@contentful/rich-text-types';

import {cartPayLaterShown, cartSettings} from './settings';

const description: Document = {nodeType: BLOCKS.DOCUMENT, data: {}, content: []};

type CartEntry = ItemOf<CartSettingsQuery['pageCartCollection']>;
const page = (item: CmsFixture<CartEntry>) => cmsFixture<CartSettingsQuery>({pageCartCollection: {items: [item]}});

const entry: CmsFixture<CartEntry> = {
  variant: 'Full',
  title: 'Your cart',
  errorTitle: 'One rower per order',
  errorText: 'Your cart has {rowers}.',
  financingEnabled: true,
  financingTitle: 'Pay over time',
  financingText: 'Pay monthly over 48 months.',
  financingDescription: 'Subject to credit approval.',
  financingMessageKey: 'Rower',
  financingModal: {
    title: 'Pay over time',
    description: {json: description},
    ctasCollection: {
      items: [
        {
          __typename: 'CtaExternal',
          displayText: 'How financing works',
          url: 'https://help.keel.example/financing',
          openInNewWindow: true,
        },
        {__typename: 'CtaInternal', displayText: 'Nowhere'},
      ],
    },
    image: {url: '/media/lifestyle/morning-row.jpg', description: 'A morning row', width: 1600, height: 1000},
  },
  urgencyMessages: ['Order by 2 pm'],
  primaryCta: {__typename: 'CtaInternal', displayText: 'Checkout'},
  secondaryCta: {
    __typename: 'CtaInternal',
    displayText: 'Keep shopping',
    targetPage: {__typename: 'PagePlp', slug: 'strength'},
  },
  additionalCtasCollection: {
    items: [
      {
        __typename: 'CtaInternal',
        displayText: 'Compare rowers',
        targetPage: {__typename: 'PageFlexibleLayout', slug: 'compare'},
      },
      {__typename: 'CtaExternal', displayText: 'Call us', url: 'tel:+18885550142'},
      {
        __typename: 'CtaInternal',
        displayText: 'UK showrooms',
        targetPage: {__typename: 'PageFlexibleLayout', slug: 'showrooms'},
        region: 'UK Only',
      },
      null,
    ],
  },
  countdown: {title: 'Spring event', endDate: '2027-03-01T00:00:00Z'},
  valueProps: {
    title: 'Why Keel',
    itemsCollection: {items: [{title: 'Free delivery', description: 'In 5-7 days'}, null]},
  },
  productSlider: {
    title: 'Add-ons',
    productsCollection: {
      items: [
        {
          __typename: 'Product',
          title: 'Rower Mat',
          rower: false,
          shopifyHandle: 'rower-mat',
          pdpPrice: 129,
          productCategoryCollection: {items: [{slug: 'accessories'}]},
          thumbnail: null,
        },
      ],
    },
  },
};

describe('cartSettings (rules:cart-fields)', () => {
  it('reads the variant, texts and countdown', () => {
    const settings = cartSettings(page(entry), {code: 'en-US'});
    expect(settings.variant).toBe('FULL');
    expect(settings.validation).toEqual({errorTitle: 'One rower per order', errorText: 'Your cart has {rowers}.'});
    expect(settings.financing?.title).toBe('Pay over time');
    expect(settings.countdown?.endDate).toBe('2027-03-01T00:00:00Z');
    expect(settings.valueProps?.items).toEqual([{title: 'Free delivery', description: 'In 5-7 days'}]);
    expect(settings.productSlider?.items[0]).toMatchObject({
      title: 'Rower Mat',
      path: '/products/accessories/rower-mat/',
      price: 129,
    });
  });

  it('reads the CTAs: the checkout label, where keep shopping leads, the additional links in the locale', () => {
    const us = cartSettings(page(entry), {code: 'en-US'});
    expect(us.ctas.primary).toBe('Checkout');
    expect(us.ctas.secondary).toMatchObject({kind: 'INTERNAL', text: 'Keep shopping', href: '/listings/strength/'});
    expect(us.ctas.additional.map((cta) => [cta.text, cta.href])).toEqual([
      ['Compare rowers', '/compare'],
      ['Call us', 'tel:+18885550142'],
    ]);
    expect(cartSettings(page(entry), {code: 'en-GB'}).ctas.additional.map((cta) => cta.text)).toEqual([
      'Compare rowers',
      'Call us',
      'UK showrooms',
    ]);
    // Without CTAs: 'Check out', and 'Keep shopping' to the rowers.
    expect(cartSettings(null, {code: 'en-US'}).ctas).toEqual({
      primary: 'Check out',
      secondary: {kind: 'INTERNAL', text: 'Keep shopping', href: '/listings/rowers/'},
      additional: [],
    });
    // A secondary CTA leading nowhere keeps its label.
    expect(
      cartSettings(page({...entry, secondaryCta: {__typename: 'CtaInternal', displayText: 'Back to the shop'}}), {
        code: 'en-US',
      }).ctas.secondary,
    ).toEqual({
      kind: 'INTERNAL',
      text: 'Back to the shop',
      href: '/listings/rowers/',
    });
  });

  it('reads the financing block: description, message key and its modal', () => {
    const {financing} = cartSettings(page(entry), {code: 'en-US'});
    expect(financing).toEqual({
      title: 'Pay over time',
      text: 'Pay monthly over 48 months.',
      description: 'Subject to credit approval.',
      messageKey: 'Rower',
      modal: {
        title: 'Pay over time',
        description,
        ctas: [{text: 'How financing works', href: 'https://help.keel.example/financing', external: true}],
        image: {url: '/media/lifestyle/morning-row.jpg', alt: 'A morning row', width: 1600, height: 1000},
      },
    });
    expect(
      cartSettings(page({...entry, financingModal: null, financingMessageKey: null}), {code: 'en-US'}).financing,
    ).toMatchObject({messageKey: 'None', modal: null});
  });

  it('shows the pay-later placement unless the financing message key is None', () => {
    expect(cartPayLaterShown(cartSettings(page(entry), {code: 'en-US'}))).toBe(true);
    expect(cartPayLaterShown(cartSettings(page({...entry, financingMessageKey: 'None'}), {code: 'en-US'}))).toBe(false);
    expect(cartPayLaterShown(cartSettings(null, {code: 'en-US'}))).toBe(true);
  });

  it('has financing only when its toggle is on, and only in en-US', () => {
    expect(cartSettings(page(entry), {code: 'en-GB'}).financing).toBeNull();
    expect(cartSettings(page({...entry, financingEnabled: false}), {code: 'en-US'}).financing).toBeNull();
  });

  it('reads its modules: the value props (untitled ones left out) and the product slider with paths and prices', () => {
    const settings = cartSettings(page(entry), {code: 'en-US'});
    expect(settings.valueProps).toEqual({
      title: 'Why Keel',
      items: [{title: 'Free delivery', description: 'In 5-7 days'}],
    });
    expect(settings.productSlider?.title).toBe('Add-ons');
    expect(settings.productSlider?.items.map((item) => [item.title, item.path, item.price])).toEqual([
      ['Rower Mat', '/products/accessories/rower-mat/', 129],
    ]);
  });

  it('treats Original (or nothing) as the INVALID variant', () => {
    expect(cartSettings(page({...entry, variant: 'Original'}), {code: 'en-US'}).variant).toBe('INVALID');
    expect(cartSettings(null, {code: 'en-US'}).title).toBe('Your cart');
  });
});
