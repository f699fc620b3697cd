import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {ModuleTheme} from '~/lib/moduleTheme';
import {productPath} from '~/lib/productPaths';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {BadgeList, ProductPrice} from '../shared/ProductPrice';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {CmsProductCard, ModuleProductCarousel} from '../types';
import * as styles from './ProductCarousel.css';

export function productCardPath(product: CmsProductCard): string | null {
  if (!product.shopifyHandle) return null;
  return productPath({
    kind: product.__typename === 'Package' ? 'PACKAGE' : product.rower ? 'ROWER' : 'OTHER',
    handle: product.shopifyHandle,
    category: product.productCategoryCollection?.items[0]?.slug,
  });
}

/** Products and packages in a slider (spec 9: up to 15), with badge and price. */
export function ProductCarousel({module, anchor, theme}: {module: ModuleProductCarousel; anchor: string; theme?: ModuleTheme | null}) {
  const titleId = `${anchor}-title`;
  const products = (module.productsCollection?.items ?? []).filter((product): product is CmsProductCard => Boolean(product?.title && product.shopifyHandle)).slice(0, 15);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="product-carousel">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul className={styles.track} aria-labelledby={titleId}>
        {products.map((product) => (
          <li key={product.sys.id} className={`${shared.card} ${styles.slide}`}>
            <CmsImage asset={product.thumbnail} width={600} sizes="300px" alt="" />
            <div className={shared.cardBody}>
              <BadgeList badges={product.badgesCollection?.items} />
              <h3 className={shared.cardTitle}>
                <LocaleLink className={shared.cardLink} to={productCardPath(product) ?? '/'}>
                  {product.title}
                </LocaleLink>
              </h3>
              {module.showPrices !== false ? <ProductPrice full={product.pdpPrice} discounted={product.pdpDiscountedPrice} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
