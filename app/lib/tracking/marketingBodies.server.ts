import {z} from 'zod';
import {MARKETING_TYPES} from './marketing';

/**
 * The schemas of the marketing bodies of rules:tracking-calls, checked by the measurement
 * routes (events.server.ts). Apart from marketing.ts so that zod stays out
 * of the browser's tracker chunk.
 */

const sku = z.string().trim().min(1, 'Each item needs its sku').max(100);
const type = z.enum(MARKETING_TYPES, {message: `type must be one of: ${MARKETING_TYPES.join(', ')}`});
const amount = z.number({message: 'price must be a number'}).finite().min(0).max(1_000_000);

/** rules:tracking-calls addToCart: a JSON array of {price, sku, quantity, type}; price is the line's cost total (an amount and its currency). */
export const AddToCartBodySchema = z
  .array(
    z
      .object({
        price: z
          .object({amount, currencyCode: z.enum(['USD', 'GBP'], {message: 'currencyCode must be USD or GBP'})})
          .strict(),
        sku,
        quantity: z
          .number({message: 'quantity must be a number'})
          .int('quantity must be a whole number')
          .min(1, 'quantity must be 1 to 10')
          .max(10, 'quantity must be 1 to 10'),
        type,
      })
      .strict(),
  )
  .min(1, 'Send at least one item')
  .max(20);

/** rules:tracking-calls viewProduct: a JSON array [{price, sku, type}]. */
export const ViewProductBodySchema = z
  .array(z.object({price: amount, sku, type}).strict())
  .min(1, 'Send the product')
  .max(10);

/** The order page's purchase for the marketing provider (decision 0122): placedOrderBody's shape. */
export const PlacedOrderBodySchema = z
  .object({
    transactionId: z.string().trim().min(1, 'Send the order').max(40),
    currency: z.enum(['USD', 'GBP'], {message: 'currency must be USD or GBP'}),
    value: amount,
    items: AddToCartBodySchema,
  })
  .strict();

export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;
export type ViewProductBody = z.infer<typeof ViewProductBodySchema>;
