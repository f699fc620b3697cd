import {useId} from 'react';
import {Badges} from '~/components/Badge/Badge';
import {swatchColor} from '~/components/ColorPicker/ColorPicker.css';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import type {Compare} from '~/lib/product/compare';
import {IMAGE_WIDTHS, imageUrl} from '~/lib/images';
import {inlineVars} from '~/styles/inlineVars';
import {button} from '~/styles/button';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './CompareView.css';

/**
 * The COMPARE modal (rules:product-states modal kinds): up to three products side by side
 * in a table, a row per specification, each with its badges, colours and
 * price in the page's price mode (rules:product-states: financing first in en-US). Each
 * product's images open a SLIDER modal on top (the stack keeps COMPARE
 * underneath).
 */
export default function CompareView({props}: {props: Record<string, unknown>; close: () => void}) {
  const compare = props.compare as Compare | undefined;
  const {open} = useModals();
  const baseId = useId();
  if (!compare?.products.length) return <p>There is nothing to compare.</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table} style={inlineVars({[styles.productCount]: String(compare.products.length)})}>
        <caption className={styles.caption}>{String(props.caption ?? 'Specifications side by side')}</caption>
        <thead>
          <tr>
            <td className={styles.labelColumn} />
            {compare.products.map((product, index) => (
              <th key={product.href} scope="col" className={styles.productHead}>
                {product.image ? (
                  <img
                    src={imageUrl(product.image.url, {width: IMAGE_WIDTHS.thumbnail, format: 'webp'})}
                    alt=""
                    width={product.image.width}
                    height={product.image.height}
                    className={styles.image}
                  />
                ) : null}
                <LocaleLink to={product.href} className={styles.productName}>
                  {product.name}
                </LocaleLink>
                <Badges badges={product.badges} />
                {product.price ? <PriceBlock figures={product.price} size="SMALL" /> : null}
                {product.variants.length ? (
                  <ul className={styles.swatches} aria-label={`${product.name} colours`}>
                    {product.variants.map((variant) => (
                      <li
                        key={variant.title}
                        className={styles.swatch}
                        style={inlineVars({[swatchColor]: variant.swatch ?? undefined})}
                      >
                        <span className={visuallyHidden}>{variant.title}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {product.images.length ? (
                  <button
                    id={`${baseId}-${index}`}
                    type="button"
                    className={`${button({variant: 'LINK'})} ${styles.anglesButton}`}
                    onClick={() =>
                      open('SLIDER', {
                        openerId: `${baseId}-${index}`,
                        props: {
                          title: `${product.name} from every angle`,
                          label: `${product.name} images`,
                          slides: product.images.map((image) => ({image, description: image.alt})),
                        },
                      })
                    }
                  >
                    See every angle<span className={visuallyHidden}> of the {product.name}</span>
                  </button>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compare.rows.map((row) => (
            <tr key={row} className={styles.row}>
              <th scope="row" className={styles.rowHead}>
                {row}
              </th>
              {compare.products.map((product) => (
                <td key={product.href} className={styles.value}>
                  {product.specs[row] ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
