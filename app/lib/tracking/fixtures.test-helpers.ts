import type {NormalizedCart, NormalizedLineItem} from '../cart/normalizeCart';
import type {TrackedItem} from './items';

/** A normalised cart line with only what the trackers read. */
export function trackedLine(
  id: string,
  options: Partial<NormalizedLineItem> & {term?: string} = {},
): NormalizedLineItem {
  const {term, ...rest} = options;
  return {
    type: 'ACCESSORY',
    id: {
      lineItem: `gid://shopify/CartLine/${id}`,
      product: `gid://shopify/Product/${id}`,
      productVariant: `gid://shopify/ProductVariant/${id}`,
    },
    title: `Product ${id}`,
    variantTitle: '',
    quantity: 1,
    availableForSale: true,
    cost: {
      perItemFull: 100,
      perItemTotal: 80,
      perItemSavings: 20,
      full: 100,
      total: 80,
      savings: 20,
      monthly: 3,
      monthlyDiscounted: 2,
    },
    sku: `SKU-${id}`,
    path: `product-${id}`,
    categories: ['Accessories'],
    attributes: [],
    // The raw line names the product by its store title, as `title` does without a CMS cartTitle.
    product: {
      merchandise: {
        title: 'Default Title',
        selectedOptions: term ? [{name: 'Term', value: term}] : [],
        product: {title: rest.title ?? `Product ${id}`, vendor: 'Keel', productType: 'Accessory'},
      },
    } as unknown as NormalizedLineItem['product'],
    ...rest,
  };
}

export function trackedCart(lines: NormalizedLineItem[], currencyCode = 'USD'): NormalizedCart {
  return {
    id: 'gid://shopify/Cart/1',
    checkoutURL: '',
    discountCodes: [],
    cost: {currencyCode, full: 0, total: 0},
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    items: {allLineItems: lines, individualItems: lines, bundles: [], nativeBundles: [], orderedLineItems: []},
  };
}

/** A tracked item: one Rower Mat at 79 (full 99) unless the overrides say otherwise. */
export function trackedItem(overrides: Partial<TrackedItem> = {}): TrackedItem {
  return {
    sku: 'MAT-1',
    name: 'Rower Mat',
    variant: '',
    category: 'Accessories',
    type: 'ACCESSORY',
    quantity: 1,
    price: 79,
    full: 99,
    ...overrides,
  };
}
