import type {CartApiQueryFragment, CartLineFragment} from 'storefrontapi.generated';
import {describe, expect, it} from 'vitest';
import {
  bundleDiscount,
  cartChanged,
  cartChangedDirections,
  cartFigures,
  componentSavings,
  invalidCartMessage,
  lineType,
  normalizeCart,
  normalizeLine,
  warrantyDetailRows,
} from './normalizeCart';
import {LOCALES} from '../i18n';
import {productByHandle} from '../../../dev-backend/seed/catalog';
import {variantView} from '../../../dev-backend/storefront/catalog';

type Attr = {key: string; value: string};
type Component = CartLineFragment['merchandise']['components']['edges'][number]['node'];

let lineCounter = 0;

function line(options: {
  handle: string;
  title: string;
  price: number;
  quantity?: number;
  compareAt?: number;
  total?: number;
  attributes?: Attr[];
  variantTitle?: string;
  collections?: string[];
  selectedOptions?: Array<{name: string; value: string}>;
  components?: Component[];
}): CartLineFragment {
  lineCounter += 1;
  const quantity = options.quantity ?? 1;
  const money = (amount: number) => ({amount: String(amount), currencyCode: 'USD' as const});
  return {
    id: `gid://shopify/CartLine/${lineCounter}`,
    quantity,
    attributes: options.attributes ?? [],
    cost: {
      amountPerQuantity: money(options.price),
      compareAtAmountPerQuantity: options.compareAt ? money(options.compareAt) : null,
      subtotalAmount: money(options.price * quantity),
      totalAmount: money(options.total ?? options.price * quantity),
    },
    discountAllocations: [],
    merchandise: {
      id: `gid://shopify/ProductVariant/${lineCounter}`,
      availableForSale: true,
      title: options.variantTitle ?? 'Default Title',
      sku: `SKU-${options.handle}`,
      image: null,
      selectedOptions: options.selectedOptions ?? [],
      product: {
        id: `gid://shopify/Product/${options.handle}`,
        title: options.title,
        handle: options.handle,
        vendor: 'Keel',
        productType: 'ACCESSORY',
        collections: {nodes: (options.collections ?? ['Accessories']).map((title) => ({title}))},
      },
      components: {edges: (options.components ?? []).map((node) => ({node}))},
    },
  } as unknown as CartLineFragment;
}

function cart(lines: CartLineFragment[], total?: number): CartApiQueryFragment {
  const sum = lines.reduce((acc, entry) => acc + Number(entry.cost.totalAmount.amount), 0);
  return {
    id: 'gid://shopify/Cart/abc?key=1',
    checkoutUrl: 'http://127.0.0.1:4000/cart/c/abc?key=1',
    totalQuantity: lines.reduce((acc, entry) => acc + entry.quantity, 0),
    buyerIdentity: {countryCode: 'US'},
    attributes: [],
    cost: {
      subtotalAmount: {amount: String(sum), currencyCode: 'USD'},
      totalAmount: {amount: String(total ?? sum), currencyCode: 'USD'},
    },
    lines: {nodes: lines},
  } as unknown as CartApiQueryFragment;
}

const CFG = [{key: '_configuratorId', value: 'cfg-1'}];
const pkg = (extra: Attr[] = []) => [
  ...CFG,
  {key: '_bundle_sku', value: 'keel-pro-complete'},
  {key: '_packageName', value: 'Pro Complete Package'},
  ...extra,
];

describe('line type priority (rules:cart-rules)', () => {
  it('is rower, then warranty, then strength platform, else accessory', () => {
    expect(
      lineType([
        {key: '_isRower', value: 'true'},
        {key: '_contract_sku', value: 'x'},
      ]),
    ).toBe('ROWER');
    expect(
      lineType([
        {key: '_contract_sku', value: 'x'},
        {key: '_isStrengthPlatform', value: 'true'},
      ]),
    ).toBe('WARRANTY');
    expect(lineType([{key: '_isStrengthPlatform', value: 'true'}])).toBe('STRENGTH_PLATFORM');
    expect(lineType([])).toBe('ACCESSORY');
  });
});

describe('normalizeLine (rules:cart-fields)', () => {
  it('has integer costs with compare-at savings and monthly figures', () => {
    const item = normalizeLine(
      line({handle: 'heart-rate-monitor', title: 'Heart Rate Monitor', price: 89, compareAt: 109, quantity: 2}),
    );
    expect(item.cost).toEqual({
      perItemFull: 109,
      perItemTotal: 89,
      perItemSavings: 20,
      full: 218,
      total: 178,
      savings: 40,
      monthly: 5,
      monthlyDiscounted: 4,
    });
    expect(item.variantTitle).toBe('');
    expect(item.categories).toEqual(['Accessories']);
  });

  it('clears the configurator content id of a cart-editor line whose content no longer resolves', () => {
    const attributes = [...CFG, {key: '_cartEditor', value: 'true'}, {key: '_configuratorContentId', value: 'gone'}];
    const item = normalizeLine(line({handle: 'keel-pro-rower', title: 'Keel Pro Rower', price: 2495, attributes}), {
      resolvableConfiguratorContentIds: new Set(['configurator-pro']),
    });
    expect(item.id.configuratorContent).toBeUndefined();
    const kept = normalizeLine(
      line({
        handle: 'keel-pro-rower',
        title: 'Keel Pro Rower',
        price: 2495,
        attributes: [...CFG, {key: '_configuratorContentId', value: 'gone'}],
      }),
      {
        resolvableConfiguratorContentIds: new Set(),
      },
    );
    expect(kept.id.configuratorContent).toBe('gone');
  });
});

describe('grouping (rules:cart-rules)', () => {
  it('groups a configurator package into one bundle with the rower, and keeps other lines individual', () => {
    const rower = line({
      handle: 'keel-pro-rower',
      title: 'Keel Pro Rower',
      price: 2495,
      total: 2303,
      variantTitle: 'River',
      attributes: [...CFG, {key: '_isRower', value: 'true'}],
    });
    const mat = line({handle: 'rower-mat', title: 'Rower Mat', price: 129, total: 119, attributes: pkg()});
    const warranty = line({
      handle: 'extended-warranty-5-year',
      title: '5-Year Extended Warranty',
      price: 299,
      attributes: [...CFG, {key: '_contract_sku', value: 'EW5'}],
    });
    const loose = line({handle: 'cleaning-kit', title: 'Cleaning Kit', price: 29});
    const normalized = normalizeCart(cart([rower, warranty, mat, loose]));
    expect(normalized?.items.bundles).toHaveLength(1);
    const bundle = normalized!.items.bundles[0]!;
    expect(bundle.title).toBe('Pro Complete Package');
    expect(bundle.sku).toBe('keel-pro-complete');
    // Inside a bundle holding a warranty: rower, accessory, warranty.
    expect(bundle.items.map((item) => item.type)).toEqual(['ROWER', 'ACCESSORY', 'WARRANTY']);
    expect(bundle.cost).toEqual({full: 2495 + 129 + 299, total: 2303 + 119 + 299, discount: 202});
    expect(normalized!.items.individualItems.map((item) => item.path)).toEqual(['cleaning-kit']);
    expect(normalized!.items.orderedLineItems.map((entry) => entry.type)).toEqual(['BUNDLE', 'INDIVIDUAL']);
    expect(normalized!.items.allLineItems.find((item) => item.path === 'keel-pro-rower')?.bundleSKU).toBe('rower');
  });

  it('shows a one-item bundle as an individual item and needs a configurator id and a title', () => {
    const lonely = line({handle: 'rower-mat', title: 'Rower Mat', price: 129, attributes: pkg()});
    // A configurator id and a bundle sku but no bundle title.
    const untitled = (handle: string, title: string, price: number) =>
      line({
        handle,
        title,
        price,
        attributes: [
          {key: '_configuratorId', value: 'cfg-2'},
          {key: '_bundle_sku', value: 'x'},
        ],
      });
    const noTitle = untitled('seat-cushion', 'Seat Cushion', 59);
    const noTitle2 = untitled('rower-cover', 'Rower Cover', 99);
    const normalized = normalizeCart(cart([lonely, noTitle, noTitle2]));
    expect(normalized?.items.bundles).toEqual([]);
    expect(normalized?.items.individualItems).toHaveLength(3);
  });

  it('leaves out lines with quantity 0', () => {
    const normalized = normalizeCart(
      cart([
        line({handle: 'dumbbell-set', title: 'Adjustable Dumbbell Set', price: 349, quantity: 0}),
        line({handle: 'rower-mat', title: 'Rower Mat', price: 129}),
      ]),
    );
    expect(normalized?.items.allLineItems.map((item) => item.path)).toEqual(['rower-mat']);
    expect(normalized?.totalQuantity).toBe(1);
  });

  it('computes the bundle discount only when the total is lower', () => {
    expect(bundleDiscount(300, 250)).toBe(50);
    expect(bundleDiscount(300, 300)).toBe(0);
    expect(bundleDiscount(300, 320)).toBe(0);
  });
});

describe('native bundles (rules:cart-fields, rules:cart-rules)', () => {
  const parent = 'gid://shopify/Product/keel-wave-starter-bundle';
  const component = (title: string, price: number, compareAt: number | null, discount: number): Component =>
    ({
      quantity: 1,
      productVariant: {
        id: `v-${title}`,
        title: 'Default Title',
        price: {amount: String(price), currencyCode: 'USD'},
        compareAtPrice: compareAt ? {amount: String(compareAt), currencyCode: 'USD'} : null,
        image: null,
        product: {id: `p-${title}`, title, handle: title, description: `${title} description`},
        metafield: {
          references: {
            nodes: [
              {
                fields: [
                  {key: 'bundle_product', value: 'gid://shopify/Product/other'},
                  {key: 'discount_amount', value: '{"amount":"999"}'},
                ],
              },
              {
                fields: [
                  {key: 'bundle_product', value: parent},
                  {key: 'discount_amount', value: JSON.stringify({amount: String(discount), currency_code: 'USD'})},
                ],
              },
            ],
          },
        },
      },
    }) as unknown as Component;

  it('prefers compare-at savings, then the metafield discount for the parent product, then 0', () => {
    expect(componentSavings(component('Heart Rate Monitor', 89, 109, 5), parent)).toBe(20);
    expect(componentSavings(component('Keel Wave Rower', 1895, null, 100), parent)).toBe(100);
    expect(componentSavings(component('Cleaning Kit', 29, null, 0), 'gid://shopify/Product/nothing')).toBe(0);
  });

  it('builds the native bundle with rower detection and its discount', () => {
    const bundleLine = line({
      handle: 'keel-wave-starter-bundle',
      title: 'Keel Wave Starter Bundle',
      price: 1903,
      components: [
        component('Keel Wave Rower', 1895, null, 100),
        component('Heart Rate Monitor', 89, 109, 0),
        component('Cleaning Kit', 29, null, 10),
      ],
    });
    const normalized = normalizeCart(cart([bundleLine]));
    const native = normalized?.items.nativeBundles[0];
    expect(native?.items.map((item) => [item.title, item.cost])).toEqual([
      ['Keel Wave Rower', {full: 1895, total: 1795, savings: 100}],
      ['Heart Rate Monitor', {full: 109, total: 89, savings: 20}],
      ['Cleaning Kit', {full: 29, total: 19, savings: 10}],
    ]);
    expect(native?.items[0]?.rowerLineItem).toBe(true);
    expect(native?.items[1]?.rowerLineItem).toBeUndefined();
    expect(native?.cost).toEqual({full: 2033, total: 1903, discount: 130});
    expect(normalized?.items.orderedLineItems.map((entry) => entry.type)).toEqual(['NATIVE_BUNDLE']);
    expect(normalized?.items.individualItems).toEqual([]);
  });
});

describe('invalid cart (rules:cart-rules)', () => {
  const validation = {errorTitle: 'One rower per order', errorText: 'Your cart holds {rowers}. Please keep one rower.'};

  it('fills the CMS text with the rowers when there is more than one', () => {
    const normalized = normalizeCart(
      cart([
        line({handle: 'keel-pro-rower', title: 'Keel Pro Rower', price: 2495}),
        line({handle: 'keel-wave-rower', title: 'Keel Wave Rower', price: 1895}),
      ]),
    )!;
    expect(invalidCartMessage(normalized, validation)).toEqual({
      title: 'One rower per order',
      text: 'Your cart holds Keel Pro Rower and Keel Wave Rower. Please keep one rower.',
    });
  });

  it('counts quantities, and needs the CMS text', () => {
    const two = normalizeCart(
      cart([line({handle: 'keel-pro-rower', title: 'Keel Pro Rower', price: 2495, quantity: 2})]),
    )!;
    expect(invalidCartMessage(two, validation)?.text).toContain('Keel Pro Rower × 2');
    expect(invalidCartMessage(two, {errorTitle: 'x', errorText: ''})).toBeNull();
    const one = normalizeCart(cart([line({handle: 'keel-pro-rower', title: 'Keel Pro Rower', price: 2495})]))!;
    expect(invalidCartMessage(one, validation)).toBeNull();
  });
});

describe('warranty rows and cart changes', () => {
  it('lists all five rows for a warranty line as the store serves it, the label in the locale’s currency', () => {
    const plan = productByHandle('extended-warranty-5-year');
    if (!plan) throw new Error('The seed has no 5-year plan');
    const served = plan.variants.map((variant) =>
      variantView(plan, variant, {market: 'US', country: 'US', language: 'EN', origin: 'http://store.test'}),
    );
    // The plan for a Keel Pro Rower at 2,495: the band that holds its price.
    const proBand = served.find((variant) =>
      variant.selectedOptions.some((option) => option.name === 'Price Range' && option.value === '2,000-2,499.99'),
    );
    expect(proBand, 'a 5-year plan variant for the 2,000-2,499.99 band').toBeDefined();
    const warranty = normalizeLine(
      line({
        handle: 'extended-warranty-5-year',
        title: '5-Year Extended Warranty',
        price: 369,
        selectedOptions: proBand?.selectedOptions,
        attributes: [
          {key: '_contract_sku', value: proBand?.sku ?? ''},
          {key: '_contract_reference', value: `keel-pro-rower:${proBand?.sku}`},
          {key: '_configuratorRowerName', value: 'Keel Pro Rower - Pirate Black'},
        ],
      }),
    );
    expect(warrantyDetailRows(warranty, LOCALES['en-US'].currencySymbol)).toEqual([
      {label: 'Term', value: '5 Years'},
      {label: 'Reference', value: `keel-pro-rower:${proBand?.sku}`},
      {label: 'Product', value: 'Keel Pro Rower - Pirate Black'},
      {label: 'Contract', value: proBand?.sku},
      {label: 'Label', value: '$2,000-2,499.99'},
    ]);
    expect(warrantyDetailRows(warranty, LOCALES['en-GB'].currencySymbol).at(-1)).toEqual({
      label: 'Label',
      value: '£2,000-2,499.99',
    });
  });

  it('checks a cart change in each direction (rules:cart-states)', () => {
    const before = {total: 100, quantity: 1};
    expect(cartChanged(before, {total: 150, quantity: 2}, 'POSITIVE')).toBe(true);
    expect(cartChanged(before, {total: 150, quantity: 2}, 'NEGATIVE')).toBe(false);
    expect(cartChanged(before, {total: 50, quantity: 1}, 'NEGATIVE')).toBe(true);
    expect(cartChanged(before, {total: 100, quantity: 1}, 'EITHER')).toBe(false);
    expect(cartChanged(before, {total: 100, quantity: 2}, 'EITHER')).toBe(true);
  });

  it('compares two carts by total and item count, a missing cart counting as empty', () => {
    const one = normalizeCart(cart([line({handle: 'rower-mat', title: 'Rower Mat', price: 129})]));
    const two = normalizeCart(cart([line({handle: 'rower-mat', title: 'Rower Mat', price: 129, quantity: 2})]));
    expect(cartFigures(two)).toEqual({total: 258, quantity: 2});
    expect(cartChangedDirections(null, one)).toEqual({POSITIVE: true, NEGATIVE: false, EITHER: true});
    expect(cartChangedDirections(two, one)).toEqual({POSITIVE: false, NEGATIVE: true, EITHER: true});
    expect(cartChangedDirections(one, one)).toEqual({POSITIVE: false, NEGATIVE: false, EITHER: false});
  });
});

describe('the normalised cart’s currency (rules:cart-fields)', () => {
  it('is the cart’s own, and USD when the store names none', () => {
    const mat = line({handle: 'rower-mat', title: 'Rower Mat', price: 129});
    const pounds = cart([mat]);
    pounds.cost.totalAmount.currencyCode = 'GBP';
    expect(normalizeCart(pounds)?.cost.currencyCode).toBe('GBP');
    const unnamed = cart([mat]);
    (unnamed.cost.totalAmount as {currencyCode?: string}).currencyCode = undefined;
    expect(normalizeCart(unnamed)?.cost.currencyCode).toBe('USD');
  });
});
