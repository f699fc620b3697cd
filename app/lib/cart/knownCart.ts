import type {NormalizedCart} from './normalizeCart';
import type {CartSettings} from './settings';

/**
 * What the page knows of the shopper's cart: the root loader streams it with every page (the
 * header's count comes from it), so the mini cart opens with its lines already drawn (rules:mini-cart-known-lines).
 */
export interface KnownCart {
  cart: NormalizedCart | null;
  variant: CartSettings['variant'];
}
