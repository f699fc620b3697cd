import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {describe, expect, it, vi} from 'vitest';
import {cartEditorContentIds, normalizeCartWithContent} from './cartContent.server';
import {itemFromLine} from '../tracking/items';

type Attr = {key: string; value: string};

function cartWith(lines: Array<{handle: string; attributes: Attr[]}>): CartApiQueryFragment {
  const money = (amount: number) => ({amount: String(amount), currencyCode: 'USD'});
  return {
    id: 'gid://shopify/Cart/c1?key=k',
    checkoutUrl: 'http://127.0.0.1:4000/cart/c/c1?key=k',
    totalQuantity: lines.length,
    buyerIdentity: {countryCode: 'US'},
    attributes: [],
    cost: {subtotalAmount: money(100), totalAmount: money(100)},
    lines: {
      nodes: lines.map((entry, index) => ({
        id: `gid://shopify/CartLine/${index + 1}`,
        quantity: 1,
        attributes: entry.attributes,
        cost: {
          amountPerQuantity: money(50),
          compareAtAmountPerQuantity: null,
          subtotalAmount: money(50),
          totalAmount: money(50),
        },
        discountAllocations: [],
        merchandise: {
          id: `gid://shopify/ProductVariant/${index + 1}`,
          availableForSale: true,
          title: 'Default Title',
          sku: `SKU-${entry.handle}`,
          image: null,
          selectedOptions: [],
          product: {
            id: `gid://shopify/Product/${entry.handle}`,
            title: entry.handle,
            handle: entry.handle,
            vendor: 'Keel',
            productType: 'ACCESSORY',
            collections: {nodes: []},
          },
          components: {edges: []},
        },
      })),
    },
  } as unknown as CartApiQueryFragment;
}

const editorLine = (contentId: string) => ({
  handle: 'keel-pro-rower',
  attributes: [
    {key: '_isRower', value: 'true'},
    {key: '_cartEditor', value: 'true'},
    {key: '_configuratorId', value: 'cfg-1'},
    {key: '_configuratorContentId', value: contentId},
  ],
});

/** The lines of a cart holding a mat and a band, normalised with the CMS answering through `query`. */
async function matAndBand(query: () => Promise<unknown>) {
  const normalized = await normalizeCartWithContent(
    cartWith([
      {handle: 'mat', attributes: []},
      {handle: 'band', attributes: []},
    ]),
    {cms: {query, locale: 'en-US'} as never},
  );
  return normalized?.items.allLineItems ?? [];
}

describe('cartEditorContentIds (rules:cart-rules _cartEditor)', () => {
  it('names the content of cart-editor lines only, once each', () => {
    const cart = cartWith([
      editorLine('cfg-pro'),
      editorLine('cfg-pro'),
      {handle: 'mat', attributes: [{key: '_configuratorContentId', value: 'cfg-wave'}]},
      {
        handle: 'band',
        attributes: [
          {key: '_cartEditor', value: 'false'},
          {key: '_configuratorContentId', value: 'cfg-vista'},
        ],
      },
    ]);
    expect(cartEditorContentIds(cart)).toEqual(['cfg-pro']);
    expect(cartEditorContentIds(null)).toEqual([]);
  });
});

describe('normalizeCartWithContent', () => {
  it('clears the content id of a cart-editor line whose configurator no longer resolves, and keeps one that does', async () => {
    const query = vi.fn(async (document: string, _options: unknown) =>
      document.includes('CartEditorContent')
        ? {configuratorCollection: {items: [{sys: {id: 'cfg-pro'}}]}}
        : {productCollection: {items: []}},
    );
    const normalized = await normalizeCartWithContent(cartWith([editorLine('cfg-pro'), editorLine('cfg-gone')]), {
      cms: {query} as never,
    });
    const editorCalls = query.mock.calls.filter(([document]) => document.includes('CartEditorContent'));
    expect(editorCalls).toHaveLength(1);
    expect(editorCalls[0]?.[1]).toEqual({variables: {ids: ['cfg-gone', 'cfg-pro']}});
    const ids = normalized?.items.allLineItems.map((item) => item.id.configuratorContent);
    expect(ids).toEqual(['cfg-pro', undefined]);
  });

  it('does not ask the CMS about configurators when no line is a cart-editor line', async () => {
    const query = vi.fn(async (_document: string, _options: unknown) => ({productCollection: {items: []}}));
    const normalized = await normalizeCartWithContent(cartWith([{handle: 'mat', attributes: []}]), {
      cms: {query} as never,
    });
    expect(query.mock.calls.filter(([document]) => document.includes('CartEditorContent'))).toEqual([]);
    expect(normalized?.items.allLineItems).toHaveLength(1);
  });

  it('logs HY-S6135 with the spec wording and rethrows when the CMS fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('content service down');
    const report = vi.fn();
    const query = vi.fn(async (document: string) => {
      if (document.includes('CartEditorContent')) throw failure;
      return {productCollection: {items: []}};
    });
    await expect(
      normalizeCartWithContent(cartWith([editorLine('cfg-pro')]), {cms: {query} as never, reporter: {report} as never}),
    ).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith(
      '[HY-S6135] [Revalidate] - normalize cart get CMS Products Error',
      expect.stringContaining('cfg-pro'),
    );
    expect(report).toHaveBeenCalledWith(expect.objectContaining({code: 'HY-S6135'}));
    logged.mockClear();
  });
});

describe('productCMS and description on the lines (rules:cart-fields)', () => {
  it('puts each product’s CMS image, slug, locale badges and teaser text on its lines; a CMS failure leaves them off', async () => {
    const teaser = {
      nodeType: 'document',
      data: {},
      content: [
        {nodeType: 'paragraph', data: {}, content: [{nodeType: 'text', value: 'Dense 6 mm mat.', marks: [], data: {}}]},
      ],
    };
    const query = vi.fn(async () => ({
      productCollection: {
        items: [
          {
            shopifyHandle: 'mat',
            thumbnail: {url: 'http://cms.test/mat.jpg', description: 'A rower mat'},
            badgesCollection: {
              items: [
                {text: 'New', displayText: null, type: 'Promo', region: null},
                {text: 'UK deal', displayText: null, type: null, region: 'UK Only'},
              ],
            },
            descriptionTeaser: {json: teaser},
          },
        ],
      },
    }));
    const [mat, band] = await matAndBand(query);
    expect(mat?.productCMS).toEqual({
      image: {url: 'http://cms.test/mat.jpg', altText: 'A rower mat'},
      slug: 'mat',
      badges: [{text: 'New', type: 'Promo'}],
    });
    expect(mat?.description).toBe('Dense 6 mm mat.');
    expect(band?.productCMS).toBeUndefined();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const without = await normalizeCartWithContent(cartWith([{handle: 'mat', attributes: []}]), {
      cms: {query: failing} as never,
    });
    expect(without?.items.allLineItems[0]?.productCMS).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain('[cart] product content unavailable');
    warn.mockRestore();
  });

  it('names a line by its CMS cartTitle when it has one, else the store title; analytics keep the store title (rules:cart-fields cartTitle)', async () => {
    const query = vi.fn(async () => ({
      productCollection: {
        items: [
          {shopifyHandle: 'mat', cartTitle: 'Rower mat (6 mm)'},
          {shopifyHandle: 'band', cartTitle: null},
        ],
      },
    }));
    const [mat, band] = await matAndBand(query);
    expect([mat?.title, band?.title]).toEqual(['Rower mat (6 mm)', 'band']);
    // Analytics keep the store title (rules:cart-states item names).
    expect([mat, band].map((line) => line && itemFromLine(line).name)).toEqual(['mat', 'band']);
  });
});
