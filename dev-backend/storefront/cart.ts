import {randomBytes, randomUUID} from 'node:crypto';
import {variantById, type Market} from '../seed/catalog';
import type {CommerceStore} from '../store/db';
import type {Attribute, CartLineRecord, CartRecord} from '../store/types';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {money, parseGid, variantView, type StorefrontContext} from './catalog';
import {priceCart, type PricedCart, type PricedLine} from './cartPricing';
import {applyDiscountCode, discountCodeWarnings} from './discountCodes';

/**
 * The Storefront API's cart, as Shopify behaves: carts keyed by an id with a
 * secret, lines with the same variant and the same attributes merge, a
 * sold-out variant is added at quantity 0 with a MERCHANDISE_OUT_OF_STOCK
 * warning, and bad input answers userErrors without changing the cart.
 */

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

interface CartWarning {
  code: string;
  message: string;
  target: string;
}

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

const MARKETS: Readonly<Record<string, Market>> = {US: 'US', GB: 'GB'};

export function marketOf(countryCode: string | null | undefined): Market {
  return MARKETS[countryCode ?? ''] ?? 'US';
}

export function cartGid(cart: Pick<CartRecord, 'token' | 'key'>): string {
  return `gid://shopify/Cart/${cart.token}?key=${cart.key}`;
}

/** Splits a cart gid into token and key; null when it is not one. */
export function parseCartGid(id: string): {token: string; key: string} | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)\?key=([A-Za-z0-9]+)$/.exec(id);
  return match ? {token: match[1] ?? '', key: match[2] ?? ''} : null;
}

function lineGid(cart: CartRecord, line: CartLineRecord): string {
  return `gid://shopify/CartLine/${line.id}?cart=${cart.token}`;
}

function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const key = (list: readonly Attribute[]) =>
    JSON.stringify([...list].map((attribute) => [attribute.key, attribute.value]).sort());
  return key(a) === key(b);
}

const CART_NOT_FOUND: UserError = {code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'};

function validateLineInputs(lines: readonly CartLineInput[]): UserError[] {
  return lines.flatMap((line, index): UserError[] => {
    const variantId = parseGid(line.merchandiseId, 'ProductVariant');
    if (variantId === null || !variantById(variantId)) {
      return [
        {
          code: 'INVALID',
          field: ['lines', String(index), 'merchandiseId'],
          message: `The merchandise with id ${line.merchandiseId} does not exist.`,
        },
      ];
    }
    if (line.quantity != null && line.quantity < 1) {
      return [
        {
          code: 'INVALID',
          field: ['lines', String(index), 'quantity'],
          message: 'The quantity must be greater than or equal to 1.',
        },
      ];
    }
    return [];
  });
}

/** Adds lines to a cart record in place; returns warnings for sold-out merchandise. */
function addLines(cart: CartRecord, inputs: readonly CartLineInput[]): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const variantId = parseGid(input.merchandiseId, 'ProductVariant') as number;
    const ref = variantById(variantId);
    const attributes = input.attributes ?? [];
    const quantity = ref?.variant.availableForSale ? (input.quantity ?? 1) : 0;
    const existing = cart.lines.find(
      (line) => line.variantId === variantId && sameAttributes(line.attributes, attributes),
    );
    const line = existing ?? {id: randomUUID(), variantId, quantity: 0, attributes};
    line.quantity += quantity;
    if (!existing) cart.lines.push(line);
    if (!ref?.variant.availableForSale) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `${ref?.product.title ?? 'This item'} is out of stock.`,
        target: lineGid(cart, line),
      });
    }
  }
  return warnings;
}

export function createCartRecord(input: {
  countryCode: string;
  attributes?: Attribute[] | null;
  note?: string | null;
}): CartRecord {
  const now = new Date().toISOString();
  return {
    token: `hWN${randomBytes(12).toString('hex')}`,
    key: randomBytes(16).toString('hex'),
    market: marketOf(input.countryCode),
    lines: [],
    attributes: input.attributes ?? [],
    buyerIdentity: {countryCode: input.countryCode, email: null, phone: null},
    discountCodes: [],
    note: input.note ?? '',
    createdAt: now,
    updatedAt: now,
  };
}

function lineView(cart: CartRecord, priced: PricedLine, ctx: StorefrontContext) {
  const {market} = cart;
  const cost = {
    amountPerQuantity: money(priced.unitPrice, market),
    compareAtAmountPerQuantity: priced.compareAtUnitPrice === null ? null : money(priced.compareAtUnitPrice, market),
    subtotalAmount: money(priced.subtotal, market),
    totalAmount: money(priced.total, market),
  };
  const attributes = priced.line.attributes;
  return {
    __typename: 'CartLine',
    id: lineGid(cart, priced.line),
    quantity: priced.line.quantity,
    attributes,
    attribute: (args: {key: string}) => attributes.find((attribute) => attribute.key === args.key) ?? null,
    cost,
    estimatedCost: {
      amount: cost.totalAmount,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
      compareAtAmount: cost.compareAtAmountPerQuantity,
    },
    discountAllocations: priced.allocations.map((allocation) => ({
      __typename: 'CartAutomaticDiscountAllocation',
      title: allocation.title,
      targetType: 'LINE_ITEM',
      discountedAmount: money(allocation.amount, market),
      discountApplication: {
        __typename: 'CartAutomaticDiscountApplication',
        title: allocation.title,
        allocationMethod: 'ACROSS',
        targetSelection: 'EXPLICIT',
        targetType: 'LINE_ITEM',
        value: {__typename: 'MoneyV2', ...money(allocation.amount, market)},
      },
    })),
    merchandise: variantView(priced.ref.product, priced.ref.variant, {...ctx, market}),
    sellingPlanAllocation: null,
    parentRelationship: null,
    instructions: {canRemove: true, canUpdateQuantity: true},
  };
}

export function cartView(cart: CartRecord, ctx: StorefrontContext) {
  const priced: PricedCart = priceCart(cart);
  const {market} = cart;
  const discount = applyDiscountCode(cart.discountCodes, priced.total, market);
  const total = Math.round((priced.total - discount.amount) * 100) / 100;
  const lines = priced.lines.map((line) => lineView(cart, line, ctx));
  const cost = {
    subtotalAmount: money(priced.subtotal, market),
    totalAmount: money(total, market),
    checkoutChargeAmount: money(total, market),
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: `${ctx.origin}/cart/c/${cart.token}?key=${cart.key}`,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note || null,
    totalQuantity: priced.totalQuantity,
    attributes: cart.attributes,
    attribute: (args: {key: string}) => cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
    buyerIdentity: {
      countryCode: cart.buyerIdentity.countryCode,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    cost,
    estimatedCost: {...cost, checkoutChargeAmount: cost.checkoutChargeAmount},
    discountCodes: cart.discountCodes.map((code) => ({code, applicable: discount.applicableCodes.includes(code)})),
    discountAllocations:
      discount.amount > 0
        ? [
            {
              __typename: 'CartCodeDiscountAllocation',
              code: discount.code,
              targetType: 'LINE_ITEM',
              discountedAmount: money(discount.amount, market),
              discountApplication: {
                __typename: 'CartCodeDiscountApplication',
                code: discount.code,
                applicable: true,
                allocationMethod: 'ACROSS',
                targetSelection: 'ALL',
                targetType: 'LINE_ITEM',
                value: {__typename: 'MoneyV2', ...money(discount.amount, market)},
              },
            },
          ]
        : [],
    appliedGiftCards: [],
    lines: (args: ConnectionArgs) => connection(lines, args, (line) => line.id),
    deliveryGroups: (args: ConnectionArgs) => connection([], args, () => ''),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
}

type CartPayload = {cart: unknown; userErrors: UserError[]; warnings: CartWarning[]};

function discountWarnings(cart: CartRecord): CartWarning[] {
  return discountCodeWarnings(cart.discountCodes, priceCart(cart).total, cart.market).map((warning) => ({
    ...warning,
    target: cartGid(cart),
  }));
}

/** The cart queries and mutations of the Storefront API, over the persistent store. */
export function cartResolvers(store: CommerceStore, ctx: StorefrontContext) {
  const payload = (
    cart: CartRecord | null,
    userErrors: UserError[] = [],
    warnings: CartWarning[] = [],
  ): CartPayload => ({
    cart: cart ? cartView(cart, ctx) : null,
    userErrors,
    // Every mutation answers the codes on the cart that do not apply to it (now), as Shopify does.
    warnings: cart ? [...warnings, ...discountWarnings(cart)] : warnings,
  });

  /** Runs `change` on the cart under its lock; a missing cart answers CART_NOT_FOUND. */
  async function mutate(
    cartId: string,
    change: (cart: CartRecord) => {userErrors?: UserError[]; warnings?: CartWarning[]},
  ): Promise<CartPayload> {
    const parsed = parseCartGid(cartId);
    if (!parsed) return payload(null, [CART_NOT_FOUND]);
    const current = await store.getCart(parsed.token);
    if (!current || current.key !== parsed.key) return payload(null, [CART_NOT_FOUND]);
    let outcome: {userErrors?: UserError[]; warnings?: CartWarning[]} = {};
    const updated = await store.updateCart(parsed.token, (cart) => {
      // Validate against the locked copy and apply nothing when anything is wrong.
      const draft: CartRecord = structuredClone(cart);
      outcome = change(draft);
      if (!outcome.userErrors?.length) Object.assign(cart, draft);
    });
    if (!updated) return payload(null, [CART_NOT_FOUND]);
    return payload(updated.cart, outcome.userErrors ?? [], outcome.warnings ?? []);
  }

  return {
    queries: {
      cart: async (args: {id: string}) => {
        const parsed = parseCartGid(args.id);
        if (!parsed) return null;
        const cart = await store.getCart(parsed.token);
        return cart && cart.key === parsed.key ? cartView(cart, ctx) : null;
      },
    },
    mutations: {
      cartCreate: async (args: {
        input?: {
          lines?: CartLineInput[];
          attributes?: Attribute[];
          buyerIdentity?: BuyerIdentityInput;
          discountCodes?: string[];
          note?: string;
        } | null;
      }) => {
        const input = args.input ?? {};
        const userErrors = validateLineInputs(input.lines ?? []);
        if (userErrors.length) return payload(null, userErrors);
        const cart = createCartRecord({
          countryCode: input.buyerIdentity?.countryCode ?? ctx.country,
          attributes: input.attributes,
          note: input.note,
        });
        cart.buyerIdentity.email = input.buyerIdentity?.email ?? null;
        cart.buyerIdentity.phone = input.buyerIdentity?.phone ?? null;
        cart.discountCodes = dedupe(input.discountCodes ?? []);
        const warnings = addLines(cart, input.lines ?? []);
        await store.createCart(cart);
        return payload(cart, [], warnings);
      },
      cartLinesAdd: (args: {cartId: string; lines: CartLineInput[]}) =>
        mutate(args.cartId, (cart) => {
          const userErrors = validateLineInputs(args.lines);
          return userErrors.length ? {userErrors} : {warnings: addLines(cart, args.lines)};
        }),
      cartLinesUpdate: (args: {cartId: string; lines: CartLineUpdateInput[]}) =>
        mutate(args.cartId, (cart) => {
          const userErrors: UserError[] = [];
          args.lines.forEach((input, index) => {
            const lineId = /^gid:\/\/shopify\/CartLine\/([^?]+)/.exec(input.id)?.[1];
            const line = cart.lines.find((candidate) => candidate.id === lineId);
            if (!line) {
              userErrors.push({
                code: 'INVALID',
                field: ['lines', String(index), 'id'],
                message: `The merchandise line with id ${input.id} does not exist.`,
              });
              return;
            }
            if (input.quantity != null && input.quantity < 0) {
              userErrors.push({
                code: 'INVALID',
                field: ['lines', String(index), 'quantity'],
                message: 'The quantity must be greater than or equal to 0.',
              });
              return;
            }
            if (input.merchandiseId) {
              const variantId = parseGid(input.merchandiseId, 'ProductVariant');
              if (variantId === null || !variantById(variantId)) {
                userErrors.push({
                  code: 'INVALID',
                  field: ['lines', String(index), 'merchandiseId'],
                  message: `The merchandise with id ${input.merchandiseId} does not exist.`,
                });
                return;
              }
              line.variantId = variantId;
            }
            if (input.attributes) line.attributes = input.attributes;
            if (input.quantity != null) line.quantity = input.quantity;
          });
          // Shopify: a line updated to quantity 0 is removed.
          cart.lines = cart.lines.filter(
            (line) => line.quantity > 0 || !args.lines.some((input) => input.id.includes(line.id)),
          );
          return {userErrors};
        }),
      cartLinesRemove: (args: {cartId: string; lineIds: string[]}) =>
        mutate(args.cartId, (cart) => {
          const ids = args.lineIds.map((id) => /^gid:\/\/shopify\/CartLine\/([^?]+)/.exec(id)?.[1]);
          const missing = args.lineIds.filter((_, index) => !cart.lines.some((line) => line.id === ids[index]));
          if (missing.length) {
            return {
              userErrors: missing.map((id) => ({
                code: 'INVALID',
                field: ['lineIds'],
                message: `The merchandise line with id ${id} does not exist.`,
              })),
            };
          }
          cart.lines = cart.lines.filter((line) => !ids.includes(line.id));
          return {};
        }),
      cartAttributesUpdate: (args: {cartId: string; attributes: Attribute[]}) =>
        mutate(args.cartId, (cart) => {
          cart.attributes = args.attributes;
          return {};
        }),
      cartBuyerIdentityUpdate: (args: {cartId: string; buyerIdentity: BuyerIdentityInput}) =>
        mutate(args.cartId, (cart) => {
          const {countryCode, email, phone} = args.buyerIdentity;
          if (countryCode) {
            cart.buyerIdentity.countryCode = countryCode;
            cart.market = marketOf(countryCode);
          }
          if (email !== undefined) cart.buyerIdentity.email = email ?? null;
          if (phone !== undefined) cart.buyerIdentity.phone = phone ?? null;
          return {};
        }),
      cartDiscountCodesUpdate: (args: {cartId: string; discountCodes?: string[] | null}) =>
        mutate(args.cartId, (cart) => {
          cart.discountCodes = dedupe(args.discountCodes ?? []);
          return {};
        }),
      cartNoteUpdate: (args: {cartId: string; note: string}) =>
        mutate(args.cartId, (cart) => {
          cart.note = args.note;
          return {};
        }),
    },
  };
}

function dedupe(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}
