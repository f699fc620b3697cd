import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import * as styles from './ProductDetails.css';

/**
 * The product's rich CMS copy (rules:product-fields orderMessage / outOfStockOrderMessage,
 * fullProductDescription). Rendered on the server; its code (the rich-text
 * renderer) loads after the first paint.
 */
export function OrderMessage({message, outOfStock}: {message: Document; outOfStock: boolean}) {
  return (
    <div className={outOfStock ? styles.orderMessageOutOfStock : styles.orderMessage} data-testid="order-message">
      <RichText document={message} />
    </div>
  );
}

export function ProductDescription({title, description}: {title: string; description: Document}) {
  return (
    <section className={styles.details} aria-labelledby="product-details-title">
      <h2 id="product-details-title" className={styles.detailsTitle}>
        About the {title}
      </h2>
      <div className={styles.body}>
        <RichText document={description} />
      </div>
    </section>
  );
}
