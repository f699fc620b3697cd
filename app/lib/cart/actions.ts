import {z} from 'zod';
import {parseJsonText} from '../jsonBody.server';
import {cappedAddQuantity, MAX_CART_QUANTITY} from './quantity';
import {MAX_DISCOUNT_CODE_LENGTH} from './discountCodes';
import {ATTRIBUTE, CART_ATTRIBUTE_KEYS} from './normalizeCart';

/**
 * The cart action route's input (rules:habit-one-cart-action, rules:habit-schema-at-every-boundary): one schema per action, so a
 * malformed body, a negative or oversized quantity, an unknown variant id
 * format or a forged attribute key is a 400 with a message, and the cart is
 * not touched. Prices never come from the client: only variant ids,
 * quantities and the attributes of rules:cart-fields's table.
 */

/** Bodies above this are refused before they are parsed (413). */
export const MAX_CART_BODY_BYTES = 16 * 1024;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 500;
export const MAX_LINES_PER_REQUEST = 20;

const variantId = z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/, 'Unknown product variant');
const lineId = z
  .string()
  .regex(/^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,64}(\?cart=[A-Za-z0-9-]{1,64})?$/, 'Unknown cart line');

const attribute = z
  .object({
    key: z.string().refine((key) => CART_ATTRIBUTE_KEYS.includes(key), 'This attribute is not accepted'),
    value: z
      .string()
      .max(MAX_ATTRIBUTE_VALUE_LENGTH, `Attribute values are at most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters`),
  })
  .strict();

const quantity = (min: number) =>
  z
    .number({message: 'Quantity must be a number'})
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_CART_QUANTITY, `Quantity can be at most ${MAX_CART_QUANTITY}`);

/** Where an add came from, appended to _addToCartLocation (rules:cart-states), e.g. 'PDP', 'Configurator'. */
const location = z.string().regex(/^[A-Za-z0-9 ()_-]{1,40}$/, 'Unknown add-to-cart location');

/** decision 0076: a discount code as typed: trimmed; letters, digits, spaces, '-' and '_' (what Shopify's admin lets a merchant create). */
export const discountCode = z
  .string({message: 'Enter a discount code'})
  .trim()
  .min(1, 'Enter a discount code')
  .max(MAX_DISCOUNT_CODE_LENGTH, `Discount codes are at most ${MAX_DISCOUNT_CODE_LENGTH} characters`)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Discount codes use only letters, numbers, spaces, - and _');

export const MINI_CART_VARIANTS = ['original', 'full', 'slim'] as const;

export const CartActionSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('LinesAdd'),
      location,
      lines: z
        .array(
          z
            .object({
              merchandiseId: variantId,
              quantity: quantity(1),
              attributes: z.array(attribute).max(CART_ATTRIBUTE_KEYS.length).default([]),
            })
            .strict(),
        )
        .min(1, 'Nothing to add')
        .max(MAX_LINES_PER_REQUEST),
    })
    .strict(),
  z
    .object({
      action: z.literal('LinesUpdate'),
      /** The mini cart variant, for the location an increment appends (rules:cart-states). */
      source: z.enum(['cart', ...MINI_CART_VARIANTS]).default('cart'),
      lines: z
        .array(z.object({id: lineId, quantity: quantity(0)}).strict())
        .min(1)
        .max(MAX_LINES_PER_REQUEST),
    })
    .strict(),
  z
    .object({
      action: z.literal('LinesRemove'),
      lineIds: z.array(lineId).min(1).max(MAX_LINES_PER_REQUEST),
    })
    .strict(),
  // decision 0076: one code at a time, added to or removed from the codes the cart holds (read under its lock).
  z.object({action: z.literal('DiscountCodeAdd'), code: discountCode}).strict(),
  z.object({action: z.literal('DiscountCodeRemove'), code: discountCode}).strict(),
]);

export type CartActionInput = z.infer<typeof CartActionSchema>;
/** A cart action as a client sends it (the schema's defaults may be left out). */
export type CartActionRequest = z.input<typeof CartActionSchema>;

/** How the one body reader takes a cart action: JSON, or Hydrogen's CartForm field. */
export const CART_BODY = {noun: 'cart request', formField: 'cartFormInput'} as const;

export type ParseResult = {ok: true; input: CartActionInput} | {ok: false; status: 400 | 413 | 415; message: string};

/** Parses the body of a cart action request: JSON, or a form with a JSON `cartFormInput` field. */
export function parseCartAction(body: string, contentType: string | null): ParseResult {
  if (body.length > MAX_CART_BODY_BYTES) return {ok: false, status: 413, message: 'The request is too large.'};
  const parsed = parseJsonText(body, contentType, CartActionSchema, CART_BODY);
  return parsed.ok ? {ok: true, input: parsed.data} : {ok: false, status: parsed.status, message: parsed.error};
}

/** The cart as the planner needs it: lines with their variant, quantity and attributes. */
export interface PlannerLine {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
}

export function appendLocation(current: string | undefined, location: string): string {
  return current ? `${current},${location}` : location;
}

function withAttribute(attributes: PlannerLine['attributes'], key: string, value: string): PlannerLine['attributes'] {
  return [...attributes.filter((attribute) => attribute.key !== key), {key, value}];
}

export interface AddPlan {
  add: Array<{merchandiseId: string; quantity: number; attributes: PlannerLine['attributes']}>;
  update: Array<{id: string; quantity: number; attributes: PlannerLine['attributes']}>;
  /** Requested adds that the 10-per-variant cap reduced (rules:cart-rules). */
  capped: Array<{merchandiseId: string; requested: number; added: number}>;
}

/**
 * rules:cart-states add or update: a line with the same variant and no _configuratorId
 * gets its quantity increased and the location appended; otherwise a new
 * line with _addToCartLocation plus its attributes. rules:cart-rules: the quantity
 * added is capped so a variant never exceeds 10 in the cart.
 */
export function planAdd(lines: readonly PlannerLine[], input: Extract<CartActionInput, {action: 'LinesAdd'}>): AddPlan {
  const plan: AddPlan = {add: [], update: [], capped: []};
  const inCart = new Map<string, number>();
  for (const line of lines) inCart.set(line.merchandiseId, (inCart.get(line.merchandiseId) ?? 0) + line.quantity);

  for (const request of input.lines) {
    const existingQuantity = inCart.get(request.merchandiseId) ?? 0;
    const quantity = cappedAddQuantity(request.quantity, existingQuantity);
    if (quantity < request.quantity)
      plan.capped.push({merchandiseId: request.merchandiseId, requested: request.quantity, added: quantity});
    if (quantity === 0) continue;
    inCart.set(request.merchandiseId, existingQuantity + quantity);

    const hasConfigurator = request.attributes.some((attribute) => attribute.key === ATTRIBUTE.configuratorId);
    const mergeable = hasConfigurator
      ? undefined
      : lines.find(
          (line) =>
            line.merchandiseId === request.merchandiseId &&
            !line.attributes.some((attribute) => attribute.key === ATTRIBUTE.configuratorId),
        );
    if (mergeable) {
      const current = mergeable.attributes.find((attribute) => attribute.key === ATTRIBUTE.addToCartLocation)?.value;
      plan.update.push({
        id: mergeable.id,
        quantity: mergeable.quantity + quantity,
        attributes: withAttribute(
          mergeable.attributes,
          ATTRIBUTE.addToCartLocation,
          appendLocation(current, input.location),
        ),
      });
    } else {
      const location = request.attributes.find((attribute) => attribute.key === ATTRIBUTE.addToCartLocation)?.value;
      plan.add.push({
        merchandiseId: request.merchandiseId,
        quantity,
        attributes: withAttribute(
          request.attributes,
          ATTRIBUTE.addToCartLocation,
          appendLocation(location, input.location),
        ),
      });
    }
  }
  return plan;
}

export interface UpdatePlan {
  update: Array<{id: string; quantity: number; attributes: PlannerLine['attributes']}>;
  remove: string[];
  unknown: string[];
}

/**
 * rules:cart-states cart line quantity: decrementing to 0 removes the line; any other
 * decrement appends 'Cart' to _addToCartLocation; an increment appends
 * 'mini cart ({original|full|slim})'.
 */
export function planUpdate(
  lines: readonly PlannerLine[],
  input: Extract<CartActionInput, {action: 'LinesUpdate'}>,
): UpdatePlan {
  const plan: UpdatePlan = {update: [], remove: [], unknown: []};
  for (const request of input.lines) {
    const line = lines.find((candidate) => candidate.id === request.id);
    if (!line) {
      plan.unknown.push(request.id);
      continue;
    }
    if (request.quantity === 0) {
      plan.remove.push(line.id);
      continue;
    }
    if (request.quantity === line.quantity) continue;
    const current = line.attributes.find((attribute) => attribute.key === ATTRIBUTE.addToCartLocation)?.value;
    const appended =
      request.quantity < line.quantity ? 'Cart' : `mini cart (${input.source === 'cart' ? 'full' : input.source})`;
    plan.update.push({
      id: line.id,
      quantity: request.quantity,
      attributes: withAttribute(line.attributes, ATTRIBUTE.addToCartLocation, appendLocation(current, appended)),
    });
  }
  return plan;
}
