import type {ModuleTheme} from '~/lib/moduleTheme';
import {productPath} from '~/lib/productPaths';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {BadgeList, ProductPrice} from '../shared/ProductPrice';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow, textLink} from '../shared/shared.css';
import type {CmsCompareProduct, ModuleProductComparison} from '../types';
import * as styles from './ProductComparison.css';

function pathOf(product: CmsCompareProduct): string | null {
  const handle = product.product?.shopifyHandle ?? product.shopifyHandle;
  if (!handle) return null;
  const rower = product.product?.rower ?? product.rower;
  const category = (product.product?.productCategoryCollection ?? product.productCategoryCollection)?.items[0]?.slug;
  return productPath({kind: rower ? 'ROWER' : 'OTHER', handle, category});
}

/** The rowers side by side (spec 9: up to 3): image, badges, price, specification rows and a CTA each. */
export function ProductComparison({module, anchor, theme}: {module: ModuleProductComparison; anchor: string; theme?: ModuleTheme | null}) {
  const titleId = `${anchor}-title`;
  const products = (module.productsCollection?.items ?? []).filter((item): item is CmsCompareProduct => Boolean(item?.title)).slice(0, 3);
  const labels = module.rowLabels ?? [];
  const valueProps = (module.valuePropsCollection?.items ?? []).filter(Boolean).slice(0, 5);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="product-comparison">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul className={styles.products}>
        {products.map((product) => {
          const path = pathOf(product);
          const specs = Array.isArray(product.specifications) ? product.specifications : [];
          return (
            <li key={product.sys.id} className={styles.product} data-testid="compare-product">
              <CmsImage asset={product.image ?? product.thumbnail} width={600} sizes="(width <= 768px) 100vw, 33vw" />
              <BadgeList badges={product.badgesCollection?.items} />
              <h3 className={styles.name}>{path ? <LocaleLink className={textLink} to={path}>{product.title}</LocaleLink> : product.title}</h3>
              <ProductPrice full={product.pdpPrice} discounted={product.pdpDiscountedPrice} />
              <dl className={styles.specs}>
                {labels.map((label, index) => (
                  <div key={label} className={styles.spec}>
                    <dt className={styles.specLabel}>{label}</dt>
                    <dd className={styles.specValue}>{specs[index]?.value ?? '—'}</dd>
                  </div>
                ))}
              </dl>
              <Cta cta={product.cta} />
            </li>
          );
        })}
      </ul>
      {valueProps.length ? (
        <ul className={styles.valueProps}>
          {valueProps.map((item) =>
            item ? (
              <li key={item.sys.id}>
                <h3 style={{fontWeight: 600}}>{item.title}</h3>
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
