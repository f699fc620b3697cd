import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import {DOCUMENT_ONLY, useDocumentOnly} from '~/lib/lazy/documentOnly';
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

/**
 * The product's long description. Without `description`, a document's, which only the server has
 * (decision 0168): it draws the text, and the browser keeps it as drawn (React leaves a
 * dangerouslySetInnerHTML element's content when hydrating) until newer loader data brings it.
 */
export function ProductDescription({title, description}: {title: string; description?: Document}) {
  const drawn = useDocumentOnly<Document>(DOCUMENT_ONLY.productDescription);
  const shown = description ?? drawn;
  return (
    <section className={styles.details} aria-labelledby="product-details-title">
      <h2 id="product-details-title" className={styles.detailsTitle}>
        About the {title}
      </h2>
      {shown ? (
        <div className={styles.body}>
          <RichText document={shown} />
        </div>
      ) : (
        <div className={styles.body} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      )}
    </section>
  );
}
