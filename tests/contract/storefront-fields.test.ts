import {decodeEncodedVariant} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {amount, cartMutation, createCart, ok, storefront, variantId} from './client';

/**
 * The Storefront fields a Hydrogen app (Shopify's own starter among them)
 * reads besides the catalog and cart basics: menus, collections, sitemaps,
 * redirects, variant existence, bundle parents, and cart warnings for
 * discount codes that do not apply.
 */

interface MenuItem {
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  items: MenuItem[];
}

const MENU = `query Menu($handle: String!) {
  menu(handle: $handle) {
    id handle title itemsCount
    items { id title type url resourceId tags items { id title type url resourceId tags items { id title type url resourceId } } }
  }
}`;

describe('menu (Storefront API)', () => {
  it('serves the main menu seeded from the site navigation, nested, with store URLs', async () => {
    const {menu} = ok(
      await storefront<{menu: {handle: string; itemsCount: number; items: MenuItem[]}}>(MENU, {handle: 'main-menu'}),
    );
    expect(menu.handle).toBe('main-menu');
    expect(menu.items.map((item) => item.title)).toEqual(expect.arrayContaining(['Rowers', 'Accessories']));
    const rowers = menu.items.find((item) => item.title === 'Rowers');
    const pro = rowers?.items.find((item) => item.title === 'Keel Pro Rower');
    expect(pro?.type).toBe('PRODUCT');
    expect(new URL(pro!.url).pathname).toBe('/products/keel-pro-rower');
    expect(pro?.resourceId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const allRowers = rowers?.items.find((item) => item.type === 'COLLECTION');
    expect(new URL(allRowers!.url).pathname).toBe('/collections/rowers');
    const counted = (items: MenuItem[]): number => items.reduce((sum, item) => sum + 1 + counted(item.items ?? []), 0);
    expect(menu.itemsCount).toBe(counted(menu.items));
  });

  it('serves a footer menu and answers null for an unknown handle', async () => {
    const footer = ok(await storefront<{menu: {items: MenuItem[]} | null}>(MENU, {handle: 'footer'}));
    expect(footer.menu?.items.length).toBeGreaterThan(0);
    const unknown = ok(await storefront<{menu: null}>(MENU, {handle: 'no-such-menu'}));
    expect(unknown.menu).toBeNull();
  });
});

describe('collections, sitemap and urlRedirects (Storefront API)', () => {
  it('lists the collections with cursors, sorted by title on request', async () => {
    const {collections} = ok(
      await storefront<{
        collections: {nodes: Array<{handle: string; title: string}>; pageInfo: {hasNextPage: boolean}};
      }>(`{ collections(first: 50, sortKey: TITLE) { nodes { handle title } pageInfo { hasNextPage } } }`),
    );
    const titles = collections.nodes.map((collection) => collection.title);
    expect(titles).toEqual(expect.arrayContaining(['Rowers', 'Accessories']));
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(collections.pageInfo.hasNextPage).toBe(false);
    const first = ok(
      await storefront<{collections: {nodes: unknown[]; pageInfo: {hasNextPage: boolean}}}>(
        `{ collections(first: 1) { nodes { id } pageInfo { hasNextPage } } }`,
      ),
    );
    expect(first.collections.nodes).toHaveLength(1);
    expect(first.collections.pageInfo.hasNextPage).toBe(true);
  });

  it('pages the product sitemap', async () => {
    const {sitemap} = ok(
      await storefront<{
        sitemap: {
          pagesCount: {count: number};
          resources: {hasNextPage: boolean; items: Array<{handle: string; updatedAt: string}>};
        };
      }>(
        `{ sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title } } } } }`,
      ),
    );
    expect(sitemap.pagesCount.count).toBe(1);
    expect(sitemap.resources.hasNextPage).toBe(false);
    expect(sitemap.resources.items.map((item) => item.handle)).toContain('keel-pro-rower');
  });

  it('answers an empty list of URL redirects', async () => {
    const {urlRedirects} = ok(
      await storefront<{urlRedirects: {nodes: unknown[]}}>(
        `{ urlRedirects(first: 10, query: "path:/old") { nodes { path target } } }`,
      ),
    );
    expect(urlRedirects.nodes).toEqual([]);
  });
});

describe('variants (Storefront API)', () => {
  it('encodes which option values exist and which are available (Forest is sold out)', async () => {
    const {product} = ok(
      await storefront<{
        product: {
          encodedVariantExistence: string;
          encodedVariantAvailability: string;
          options: Array<{optionValues: Array<{name: string}>}>;
        };
      }>(
        `{ product(handle: "keel-pro-rower") { encodedVariantExistence encodedVariantAvailability options { optionValues { name } } } }`,
      ),
    );
    const values = product.options[0]!.optionValues.map((value) => value.name);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual(values.map((_, index) => [index]));
    const available = decodeEncodedVariant(product.encodedVariantAvailability).map(([index]) => values[index!]);
    expect(available).toEqual(values.filter((value) => value !== 'Forest'));
  });

  it('marks a native bundle as requiring its components, and a rower not', async () => {
    const query = `query R($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { requiresComponents } } } }`;
    const bundle = ok(
      await storefront<{product: {variants: {nodes: Array<{requiresComponents: boolean}>}}}>(query, {
        handle: 'keel-wave-starter-bundle',
      }),
    );
    expect(bundle.product.variants.nodes[0]?.requiresComponents).toBe(true);
    const rower = ok(
      await storefront<{product: {variants: {nodes: Array<{requiresComponents: boolean}>}}}>(query, {
        handle: 'keel-pro-rower',
      }),
    );
    expect(rower.product.variants.nodes[0]?.requiresComponents).toBe(false);
  });
});

describe('discount codes that do not apply (Storefront API)', () => {
  const update = (cartId: string, discountCodes: string[]) =>
    cartMutation('cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]!', {cartId, discountCodes});

  it('keeps an unknown code with applicable: false and warns DISCOUNT_NOT_FOUND', async () => {
    const {cart} = await createCart([{merchandiseId: await variantId('keel-pro-rower', 'River'), quantity: 1}]);
    const coded = await update(cart!.id, ['NOPE-123']);
    expect(coded.userErrors).toEqual([]);
    expect(coded.cart?.discountCodes).toEqual([{code: 'NOPE-123', applicable: false}]);
    expect(coded.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_NOT_FOUND']);
    expect(coded.warnings[0]?.message).toBeTruthy();
    expect(amount(coded.cart!.cost.totalAmount)).toBe(amount(cart!.cost.totalAmount));
  });

  it('applies KEEL50 case-insensitively, refuses it under the minimum, and removes it with an empty list', async () => {
    const mat = await variantId('rower-mat');
    const small = await createCart([{merchandiseId: mat, quantity: 1}], 'GB');
    const refused = await update(small.cart!.id, ['KEEL50']);
    expect(refused.cart?.discountCodes).toEqual([{code: 'KEEL50', applicable: false}]);
    expect(refused.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_PURCHASE_NOT_IN_RANGE']);

    const big = await createCart([{merchandiseId: await variantId('keel-pro-rower', 'River'), quantity: 1}], 'GB');
    const applied = await update(big.cart!.id, ['keel50']);
    expect(applied.cart?.discountCodes).toEqual([{code: 'keel50', applicable: true}]);
    expect(applied.warnings).toEqual([]);
    expect(amount(applied.cart!.cost.totalAmount)).toBe(amount(big.cart!.cost.totalAmount) - 50);
    expect(applied.cart!.cost.totalAmount.currencyCode).toBe('GBP');

    const removed = await update(big.cart!.id, []);
    expect(removed.cart?.discountCodes).toEqual([]);
    expect(amount(removed.cart!.cost.totalAmount)).toBe(amount(big.cart!.cost.totalAmount));
  });
});
