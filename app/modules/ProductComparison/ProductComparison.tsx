import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {productPath} from '~/lib/product/productPaths';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {BadgeList, ProductPrice} from '../shared/ProductPrice';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow, textLink} from '../shared/shared.css';
import type {CmsCompareProduct, ModuleProductComparison, ModuleProps} from '../types';
import * as styles from './ProductComparison.css';
import {tableSections} from '~/lib/product/compare';

/** The row's value in a comparison entry's specifications (a JSON list of {value}). */
function specification(specifications: unknown, index: number): string | null {
  const entry: unknown = Array.isArray(specifications) ? specifications[index] : null;
  if (typeof entry !== 'object' || entry === null || !('value' in entry)) return null;
  return typeof entry.value === 'string' || typeof entry.value === 'number' ? String(entry.value) : null;
}

/** A column: a comparison entry (with its linked product) or a product entry, read the same way. */
function columnOf(product: CmsCompareProduct) {
  const compared = product.__typename === 'ProductCompareProduct' ? product : null;
  const linked = compared ? compared.product : product.__typename === 'Product' ? product : null;
  const handle = linked?.shopifyHandle;
  const path = handle
    ? productPath({
        kind: (linked.rower ?? product.rower) ? 'ROWER' : 'OTHER',
        handle,
        category: linked.productCategoryCollection?.items[0]?.slug,
      })
    : null;
  return {
    id: product.sys.id,
    title: product.title,
    path,
    image: compared ? compared.image : product.__typename === 'Product' ? product.thumbnail : null,
    badges: compared?.badgesCollection?.items,
    pdpPrice: product.pdpPrice,
    pdpDiscountedPrice: product.pdpDiscountedPrice,
    cta: compared?.cta ?? null,
    specifications: compared?.specifications,
  };
}

/**
 * The rowers side by side (rules:layout-constants: up to 3 comparison products) as one
 * table: a column per rower (image, badges, price, CTA) and a row per
 * specification, so the figures line up.
 */
export function ProductComparison({module, anchor, theme}: ModuleProps<ModuleProductComparison>) {
  const titleId = `${anchor}-title`;
  const products = (module.productsCollection?.items ?? [])
    .filter((item): item is CmsCompareProduct => Boolean(item && 'title' in item && item.title))
    .slice(0, 3)
    .map(columnOf);
  const labels = tableSections(module.rowLabels);
  const valueProps = (module.valuePropsCollection?.items ?? []).filter(Boolean).slice(0, 5);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="product-comparison">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={titleId}>
          {/* The columns before the cells: a fixed table lays out from its first row, and a browser
              paints what it has parsed, so one head cell alone would take every column's width. */}
          <colgroup>
            <col className={styles.corner} />
            {products.map((product) => (
              <col key={product.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td />
              {products.map((product) => {
                const {path} = product;
                return (
                  <th key={product.id} scope="col" className={styles.head} data-testid="compare-product">
                    <div className={styles.headInner}>
                      <div className={styles.media}>
                        <CmsImage asset={product.image} width={600} sizes="(width <= 768px) 60vw, 30vw" alt="" />
                      </div>
                      <BadgeList badges={product.badges} />
                      <span className={styles.name}>
                        {path ? (
                          <LocaleLink className={textLink} to={path}>
                            {product.title}
                          </LocaleLink>
                        ) : (
                          product.title
                        )}
                      </span>
                      <ProductPrice full={product.pdpPrice} discounted={product.pdpDiscountedPrice} />
                      <div>
                        <Cta cta={product.cta} />
                      </div>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row" className={styles.rowLabel}>
                  {label}
                </th>
                {products.map((product) => (
                  <td key={product.id} className={styles.cell}>
                    {specification(product.specifications, index) ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {valueProps.length ? (
        <ul className={styles.valueProps}>
          {valueProps.map((item) =>
            item ? (
              <li key={item.sys.id}>
                <h3 className={styles.valuePropTitle}>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {module.cta ? (
        <div className={`${ctaRow} ${styles.footer}`}>
          <Cta cta={module.cta} />
        </div>
      ) : null}
    </Section>
  );
}
