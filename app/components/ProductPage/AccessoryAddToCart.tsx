import {useState} from 'react';
import {AddToCart} from '~/components/AddToCart/AddToCart';
import {QuantityControl} from '~/components/QuantityControl/QuantityControl';
import type {NormalizedVariant} from '~/lib/product/normalizeProduct';
import type {PdpProduct} from '~/lib/product/pdpProduct';
import {cappedAddQuantity} from '~/lib/cart/quantity';
import * as styles from './ProductPage.css';

/** rules:product-states: accessory add to cart with a quantity control (1..9 buttons, typed 0..10); `attributes` are the line's (productLineAttributes). */
export function AccessoryAddToCart({
  product,
  variant,
  attributes,
}: {
  product: Pick<PdpProduct, 'title' | 'messages'>;
  variant: NormalizedVariant;
  attributes: Array<{key: string; value: string}>;
}) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className={styles.accessoryPurchase}>
      {variant.available ? null : (
        <p className={styles.outOfStock} data-testid="stock-message">
          {product.messages.outOfStock ?? product.messages.OOS.text}
        </p>
      )}
      <QuantityControl value={quantity} onChange={setQuantity} label={`Quantity of ${product.title}`} />
      <AddToCart
        location="PDP"
        available={variant.available && cappedAddQuantity(quantity, 0) > 0}
        lines={[{merchandiseId: variant.id, quantity: Math.max(1, quantity), attributes}]}
      />
    </div>
  );
}
