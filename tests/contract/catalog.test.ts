import {describe, expect, it} from 'vitest';
import {contract, ok, storefront} from './client';

const PRODUCT = `query P($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) {
    id title handle vendor productType
    collections(first: 5) { nodes { title handle } }
    featuredImage { url altText width height }
    variants(first: 10) {
      nodes {
        id title sku barcode availableForSale
        selectedOptions { name value }
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        image { url altText }
      }
    }
  }
}`;

describe('catalog (Storefront API)', () => {
  it('serves the Keel Pro Rower in USD with its colour variants', async () => {
    const {product} = ok(await storefront(PRODUCT, {handle: 'keel-pro-rower', country: 'US'}));
    expect(product.title).toBe('Keel Pro Rower');
    expect(product.vendor).toBe('Keel');
    expect(product.productType).toBe('ROWER');
    expect(product.collections.nodes.map((c: {title: string}) => c.title)).toContain('Rowers');
    const byColor = Object.fromEntries(
      product.variants.nodes.map((v: {selectedOptions: Array<{value: string}>}) => [v.selectedOptions[0]?.value, v]),
    );
    expect(Object.keys(byColor)).toEqual(['Pirate Black', 'River', 'Forest', 'Sunrise', 'Sunset']);
    expect(byColor['Pirate Black'].price).toEqual({amount: '2495.0', currencyCode: 'USD'});
    expect(byColor.Sunrise.price.amount).toBe('2595.0');
    expect(byColor.Forest.availableForSale).toBe(false);
    for (const variant of product.variants.nodes) {
      expect(variant.barcode).toMatch(/^\d{12,13}$/);
      expect(variant.sku).toMatch(/^KEEL-PRO-/);
      expect(variant.image.url).toMatch(/^https?:\/\//);
    }
  });

  it('prices in GBP under @inContext(country: GB)', async () => {
    const {product} = ok(await storefront(PRODUCT, {handle: 'keel-pro-rower', country: 'GB'}));
    expect(product.variants.nodes[0].price).toEqual({amount: '2295.0', currencyCode: 'GBP'});
    expect(product.variants.nodes[3].price.amount).toBe('2385.0');
  });

  it('answers a country without a market in the primary market (USD)', async () => {
    const {product} = ok(await storefront(PRODUCT, {handle: 'rower-mat', country: 'FR'}));
    expect(product.variants.nodes[0].price).toEqual({amount: '129.0', currencyCode: 'USD'});
  });

  it('has the Heart Rate Monitor on sale with a compare-at price in both markets', async () => {
    const us = ok(await storefront(PRODUCT, {handle: 'heart-rate-monitor', country: 'US'}));
    expect(us.product.variants.nodes[0].price.amount).toBe('89.0');
    expect(us.product.variants.nodes[0].compareAtPrice).toEqual({amount: '109.0', currencyCode: 'USD'});
    const gb = ok(await storefront(PRODUCT, {handle: 'heart-rate-monitor', country: 'GB'}));
    expect(gb.product.variants.nodes[0].compareAtPrice).toEqual({amount: '99.0', currencyCode: 'GBP'});
  });

  // Protection plans as the provider's products look in a store: a Term and a Price Range per variant,
  // priced by the covered product's price band (decision 0082); the catalog price is the lowest band's.
  it('serves each warranty with Term and Price Range options, priced per band in both markets', async () => {
    const OPTIONS = `query W($handle: String!, $country: CountryCode) @inContext(country: $country) {
      product(handle: $handle) { options { name values } variants(first: 20) { nodes { sku selectedOptions { name value } price { amount currencyCode } } } }
    }`;
    const BANDS = ['1,500-1,999.99', '2,000-2,499.99', '2,500-2,999.99', '3,000-3,499.99'];
    const plans = [
      {handle: 'extended-warranty-3-year', term: '3 Years', US: [199, 249, 299, 349], GB: [179, 219, 269, 309]},
      {handle: 'extended-warranty-5-year', term: '5 Years', US: [299, 369, 439, 499], GB: [269, 329, 399, 449]},
    ];
    for (const plan of plans) {
      for (const country of ['US', 'GB'] as const) {
        const {product} = ok(await storefront(OPTIONS, {handle: plan.handle, country}));
        expect(product.options).toEqual([
          {name: 'Term', values: [plan.term]},
          {name: 'Price Range', values: BANDS},
        ]);
        const rows = product.variants.nodes.map(
          (variant: {sku: string; selectedOptions: unknown; price: {amount: string; currencyCode: string}}) => ({
            options: variant.selectedOptions,
            price: Number(variant.price.amount),
            currency: variant.price.currencyCode,
          }),
        );
        expect(rows).toEqual(
          BANDS.map((band, index) => ({
            options: [
              {name: 'Term', value: plan.term},
              {name: 'Price Range', value: band},
            ],
            price: plan[country][index],
            currency: country === 'US' ? 'USD' : 'GBP',
          })),
        );
        expect(new Set(product.variants.nodes.map((variant: {sku: string}) => variant.sku)).size).toBe(BANDS.length);
      }
    }
  });

  it('covers every rower colour, in both markets, by exactly one warranty price band', async () => {
    const bounds = (band: string) => band.split('-').map((end) => Number(end.replaceAll(',', ''))) as [number, number];
    const {product: warranty} = ok(
      await storefront(`{ product(handle: "extended-warranty-3-year") { options { name values } } }`),
    );
    const bands = (warranty.options.find((option: {name: string}) => option.name === 'Price Range')?.values ??
      []) as string[];
    for (const handle of ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower']) {
      for (const country of ['US', 'GB']) {
        const {product} = ok(await storefront(PRODUCT, {handle, country}));
        for (const variant of product.variants.nodes) {
          const price = Number(variant.price.amount);
          const holding = bands.filter((band) => price >= bounds(band)[0] && price <= bounds(band)[1]);
          expect(holding, `${handle} ${variant.title} ${country} ${price}`).toHaveLength(1);
        }
      }
    }
  });

  it('finds a product by id and returns null for an unknown handle', async () => {
    const {product} = ok(await storefront(PRODUCT, {handle: 'seat-cushion'}));
    const byId = ok(await storefront(`query($id: ID!) { product(id: $id) { handle } }`, {id: product.id}));
    expect(byId.product.handle).toBe('seat-cushion');
    const missing = ok(await storefront(PRODUCT, {handle: 'no-such-product'}));
    expect(missing.product).toBeNull();
  });

  it('paginates products with cursors as Shopify does', async () => {
    const handles: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const data: {
        products: {
          edges: Array<{cursor: string; node: {handle: string}}>;
          pageInfo: {hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null};
        };
      } = ok(
        await storefront(
          `query($after: String) { products(first: 4, after: $after) { edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage endCursor startCursor } } }`,
          {after},
        ),
      );
      const {edges, pageInfo} = data.products;
      handles.push(...edges.map((edge) => edge.node.handle));
      expect(pageInfo.hasPreviousPage).toBe(page > 0);
      expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(new Set(handles).size).toBe(handles.length);
    expect(handles).toEqual(
      expect.arrayContaining([
        'keel-pro-rower',
        'keel-wave-rower',
        'keel-vista-rower',
        'rower-mat',
        'personal-coaching',
      ]),
    );
  });

  it('sorts and filters products', async () => {
    const byTitle = ok(await storefront(`{ products(first: 50, sortKey: TITLE) { nodes { title } } }`));
    const titles = byTitle.products.nodes.map((node: {title: string}) => node.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    const accessories = ok(
      await storefront(`{ products(first: 50, query: "product_type:ACCESSORY") { nodes { handle } } }`),
    );
    expect(accessories.products.nodes).toHaveLength(7);
  });

  it('lists a collection by handle with its products', async () => {
    const data = ok(
      await storefront(`{ collection(handle: "accessories") { title products(first: 20) { nodes { handle } } } }`),
    );
    expect(data.collection.title).toBe('Accessories');
    expect(data.collection.products.nodes.map((node: {handle: string}) => node.handle)).toEqual([
      'rower-mat',
      'heart-rate-monitor',
      'seat-cushion',
      'device-holder',
      'rower-cover',
      'dumbbell-set',
      'cleaning-kit',
    ]);
  });

  it('resolves nodes(ids) for products and variants, null for unknown ids', async () => {
    const {product} = ok(await storefront(PRODUCT, {handle: 'rower-cover'}));
    const data = ok(
      await storefront(
        `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Product { handle } ... on ProductVariant { sku } } }`,
        {
          ids: [product.id, product.variants.nodes[0].id, 'gid://shopify/Product/999999'],
        },
      ),
    );
    expect(data.nodes[0]).toMatchObject({__typename: 'Product', handle: 'rower-cover'});
    expect(data.nodes[1]).toMatchObject({__typename: 'ProductVariant', sku: 'KEEL-ACC-COVER'});
    expect(data.nodes[2]).toBeNull();
  });

  it('serves shop and localization', async () => {
    const data = ok(
      await storefront(
        `query @inContext(country: GB) { shop { name } localization { country { isoCode currency { isoCode symbol } } availableCountries { isoCode } } }`,
      ),
    );
    expect(data.shop.name).toBe('Keel');
    expect(data.localization.country).toEqual({isoCode: 'GB', currency: {isoCode: 'GBP', symbol: '£'}});
  });

  it('gives a native bundle components with their bundle metafield', async () => {
    const data = ok(
      await storefront(`{ product(handle: "keel-wave-starter-bundle") { variants(first: 1) { nodes { price { amount }
        components(first: 10) { nodes { quantity productVariant { price { amount } compareAtPrice { amount } product { title }
          metafield(namespace: "custom", key: "bundle_discounts") { references(first: 5) { nodes { ... on Metaobject { fields { key value } } } } } } } } } } } }`),
    );
    const variant = data.product.variants.nodes[0];
    const components = variant.components.nodes;
    expect(components.map((c: {productVariant: {product: {title: string}}}) => c.productVariant.product.title)).toEqual(
      ['Keel Wave Rower', 'Heart Rate Monitor', 'Cleaning Kit'],
    );
    const discount = (index: number) => {
      const fields = components[index].productVariant.metafield.references.nodes[0].fields as Array<{
        key: string;
        value: string;
      }>;
      return JSON.parse(fields.find((field) => field.key === 'discount_amount')?.value ?? '{}') as {amount: string};
    };
    expect(Number(discount(0).amount)).toBe(100);
    expect(Number(discount(2).amount)).toBe(10);
    // The bundle costs its components less their metafield savings.
    expect(Number(variant.price.amount)).toBe(1895 + 89 + 29 - 100 - 10);
  });

  it('rejects a query that the official schema does not allow', async () => {
    const response = await storefront(`{ product(handle: "rower-mat") { notAField } }`);
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0]?.message).toContain('notAField');
  });

  it.runIf(contract().local)('names a field the dev backend does not implement instead of returning null', async () => {
    const response = await storefront(`{ product(handle: "rower-mat") { title category { name } } }`);
    expect(response.errors?.[0]?.message).toMatch(/Product\.category is not implemented/);
  });

  it('refuses a wrong storefront token with 401', async () => {
    const response = await fetch(`${contract().storeOrigin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'wrong'},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(response.status).toBe(401);
  });
});
