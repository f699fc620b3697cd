import {useId} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import type {Compare} from '~/lib/compare';
import {IMAGE_WIDTHS, imageUrl} from '~/lib/images';
import {button} from '~/styles/button.css';

/**
 * The COMPARE modal (spec 2 modal kinds): up to three products side by side
 * in a table, a row per specification. Each product's images open a SLIDER
 * modal on top (the stack keeps COMPARE underneath).
 */
export default function CompareView({props}: {props: Record<string, unknown>; close: () => void}) {
  const compare = props.compare as Compare | undefined;
  const {open} = useModals();
  const baseId = useId();
  if (!compare?.products.length) return <p>There is nothing to compare.</p>;
  return (
    <div style={{overflowX: 'auto'}}>
      <table style={{width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: `${compare.products.length * 200 + 160}px`}}>
        <caption style={{textAlign: 'left', marginBottom: 12}}>{String(props.caption ?? 'Specifications side by side')}</caption>
        <thead>
          <tr>
            <td style={{width: 160}} />
            {compare.products.map((product, index) => (
              <th key={product.href} scope="col" style={{textAlign: 'left', verticalAlign: 'top', padding: 8}}>
                {product.image ? (
                  <img
                    src={imageUrl(product.image.url, {width: IMAGE_WIDTHS.thumbnail, format: 'webp'})}
                    alt=""
                    width={product.image.width}
                    height={product.image.height}
                    style={{width: '100%', height: 'auto', borderRadius: 8, background: '#F4EFE8'}}
                  />
                ) : null}
                <LocaleLink to={product.href} style={{display: 'block', marginTop: 8, fontSize: '1.125rem', color: 'inherit', fontWeight: 600}}>
                  {product.name}
                </LocaleLink>
                {product.price ? <span style={{display: 'block', fontWeight: 400}}>{product.price}</span> : null}
                {product.images.length ? (
                  <button
                    id={`${baseId}-${index}`}
                    type="button"
                    className={button({variant: 'LINK'})}
                    style={{marginTop: 8}}
                    onClick={() =>
                      open('SLIDER', {
                        openerId: `${baseId}-${index}`,
                        props: {title: `${product.name} from every angle`, label: `${product.name} images`, slides: product.images.map((image) => ({image, description: image.alt}))},
                      })
                    }
                  >
                    See every angle<span style={{position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)'}}> of the {product.name}</span>
                  </button>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compare.rows.map((row) => (
            <tr key={row} style={{borderTop: '1px solid #D9D4CC'}}>
              <th scope="row" style={{textAlign: 'left', padding: 8, verticalAlign: 'top'}}>
                {row}
              </th>
              {compare.products.map((product) => (
                <td key={product.href} style={{padding: 8, verticalAlign: 'top'}}>
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
