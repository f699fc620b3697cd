import type {Market} from '../seed/catalog';

export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  /** The line's own id (the part before '?cart=' in its gid). */
  id: string;
  /** Numeric id of the ProductVariant. */
  variantId: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartRecord {
  token: string;
  /** The secret half of the cart id (gid://shopify/Cart/{token}?key={key}). */
  key: string;
  market: Market;
  lines: CartLineRecord[];
  attributes: Attribute[];
  buyerIdentity: {countryCode: string; email: string | null; phone: string | null};
  discountCodes: string[];
  note: string;
  createdAt: string;
  updatedAt: string;
}

export interface MailingAddressRecord {
  name: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  provinceCode: string | null;
  province: string | null;
  zip: string;
  country: string;
  countryCode: string;
  phone: string | null;
}

export interface OrderLineRecord {
  title: string;
  variantTitle: string | null;
  sku: string;
  quantity: number;
  variantId: number;
  productId: number;
  productHandle: string;
  productType: string;
  vendor: string;
  collections: string[];
  originalUnitPrice: number;
  /** Line total after the line's discounts. */
  discountedTotal: number;
  /** Package (automatic) discounts carry a title; a discount code's share carries its code. */
  discountAllocations: Array<{amount: number; title: string; code?: string}>;
  customAttributes: Attribute[];
}

export interface OrderRecord {
  id: number;
  number: number;
  name: string;
  /** The secret of the order confirmation URL, issued when the order is created. */
  key: string;
  /** Shopify's confirmation number (9 upper-case letters and digits), shown on the Thank you page. */
  confirmationNumber?: string;
  cartToken: string;
  email: string;
  phone: string | null;
  currency: 'USD' | 'GBP';
  market: Market;
  shippingAddress: MailingAddressRecord;
  lineItems: OrderLineRecord[];
  subtotal: number;
  totalDiscounts: number;
  totalTax: number;
  shipping: number;
  total: number;
  discountCode: string | null;
  gateway: string;
  cardLast4: string;
  customAttributes: Attribute[];
  createdAt: string;
}
