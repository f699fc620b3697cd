import {ATTRIBUTE, attribute, type LineType, type NormalizedCart, type NormalizedLineItem} from '../cart/normalizeCart';
import type {ProductType} from '../product/normalizeProduct';
import type {ShopifyProduct} from './shopifyAnalytics';

/**
 * One product as every tracker sees it (GA4 item, marketing-event item),
 * built on the server from a cart line or a product, so the browser never
 * needs the cart's or the product's full shape. Prices in whole currency units.
 */
export interface TrackedItem {
  /** The variant's SKU, the one added or shown (rules:tracking-calls 'the first variant's sku' read in decision 0092), or the variant id when it has none. */
  sku: string;
  /** The name analytics shows: a 'Term' attribute goes in front of the title (rules:tracking-calls). */
  name: string;
  variant: string;
  category: string;
  type: LineType | ProductType;
  quantity: number;
  /** Price per item, what the shopper pays. */
  price: number;
  /** Price per item before savings. */
  full: number;
  /** rules:tracking-calls _addToCartItemListName, when the line carries one. */
  listName?: string;
}

/** rules:tracking-calls: a 'Term' (a warranty's term) goes in front of the item's name in analytics. */
export function itemName(title: string, term: string | null | undefined): string {
  return term ? `${term} ${title}` : title;
}

function termOf(line: NormalizedLineItem): string | undefined {
  return (
    attribute(line.attributes, 'Term') ??
    line.product.merchandise.selectedOptions?.find((option) => option.name === 'Term')?.value ??
    undefined
  );
}

export function itemFromLine(line: NormalizedLineItem, quantity = line.quantity): TrackedItem {
  const listName = attribute(line.attributes, ATTRIBUTE.itemListName);
  return {
    sku: line.sku || line.id.productVariant,
    // The store title: `title` is the CMS cartTitle when the product has one (rules:tracking-calls).
    name: itemName(line.product.merchandise.product.title, termOf(line)),
    variant: line.variantTitle,
    category: line.categories[0] ?? categoryOfType(line.type),
    type: line.type,
    quantity,
    price: line.cost.perItemTotal,
    full: line.cost.perItemFull,
    ...(listName ? {listName} : {}),
  };
}

export function categoryOfType(type: TrackedItem['type']): string {
  return {
    ROWER: 'Rowers',
    ACCESSORY: 'Accessories',
    WARRANTY: 'Warranties',
    STRENGTH_PLATFORM: 'Strength',
    PACKAGE: 'Bundles',
  }[type];
}

export interface CartChanges {
  currency: string;
  added: TrackedItem[];
  removed: TrackedItem[];
  /** Shopify's analytics (decision 0125): the cart and each line that grew, as Hydrogen's cart analytics send them. */
  shopify?: {cartId: string; added: ShopifyProduct[]};
}

/**
 * What a cart change did, line by line (the add_to_cart / remove_from_cart
 * events of rules:tracking-calls): quantities that went up are adds, quantities that went
 * down or lines that left are removes. Compared by line id, so an add merged
 * into an existing line (rules:tracking-rules) counts only the quantity it added.
 */
export function cartChanges(before: NormalizedCart | null, after: NormalizedCart | null): CartChanges {
  const previous = new Map((before?.items.allLineItems ?? []).map((line) => [line.id.lineItem, line]));
  const current = new Map((after?.items.allLineItems ?? []).map((line) => [line.id.lineItem, line]));
  const added: TrackedItem[] = [];
  const removed: TrackedItem[] = [];
  const shopifyAdded: ShopifyProduct[] = [];
  for (const [id, line] of current) {
    const delta = line.quantity - (previous.get(id)?.quantity ?? 0);
    if (delta > 0) {
      added.push(itemFromLine(line, delta));
      shopifyAdded.push(shopifyProductOfLine(line));
    }
    if (delta < 0) removed.push(itemFromLine(line, -delta));
  }
  for (const [id, line] of previous) if (!current.has(id)) removed.push(itemFromLine(line));
  const shopify = after && shopifyAdded.length ? {shopify: {cartId: after.id, added: shopifyAdded}} : {};
  return {currency: after?.cost.currencyCode ?? before?.cost.currencyCode ?? 'USD', added, removed, ...shopify};
}

/** A line as Hydrogen's cart analytics hand it to Shopify: the line's whole quantity, as Hydrogen sends it. */
function shopifyProductOfLine(line: NormalizedLineItem): ShopifyProduct {
  const {merchandise} = line.product;
  return {
    id: line.id.product,
    variantId: line.id.productVariant,
    title: merchandise.product.title,
    variantTitle: merchandise.title,
    vendor: merchandise.product.vendor,
    price: String(line.cost.perItemTotal),
    productType: merchandise.product.productType,
    quantity: line.quantity,
    ...(line.sku ? {sku: line.sku} : {}),
  };
}

/** The cart's lines as tracked items (view_cart, viewCart). */
export function cartItems(cart: NormalizedCart | null): TrackedItem[] {
  return (cart?.items.allLineItems ?? []).map((line) => itemFromLine(line));
}
