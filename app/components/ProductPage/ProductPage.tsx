import {useState} from 'react';
import {AddToCart} from '~/components/AddToCart/AddToCart';
import {Badges} from '~/components/Badge/Badge';
import {Breadcrumb} from '~/components/Breadcrumb/Breadcrumb';
import {ColorPicker} from '~/components/ColorPicker/ColorPicker';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {PriceBlock, PriceTabs} from '~/components/PriceBlock/PriceBlock';
import {ProductGallery} from '~/components/ProductGallery/ProductGallery';
import {QuantityControl} from '~/components/QuantityControl/QuantityControl';
import {RatingSummary, ReviewsSection} from '~/components/Reviews/Reviews';
import type {ProductReviews} from '~/lib/reviews.server';
import type {CmsPackageSummary, CmsSidebarItem} from '~/graphql/cms/pdp';
import {productBreadcrumb} from '~/lib/breadcrumb';
import {formatMoney} from '~/lib/money';
import {effectivePrice, productBlockTitle} from '~/lib/pricing';
import type {NormalizedProduct, NormalizedVariant} from '~/lib/product/normalize';
import {analyticsListName} from '~/lib/analyticsNames';
import {cappedAddQuantity} from '~/lib/quantity';
import type {ColorSlug} from '~/lib/productPaths';
import {useLocale} from '~/lib/useLocale';
import * as styles from './ProductPage.css';

export interface ProductPageProps {
  product: NormalizedProduct;
  reviews: Promise<ProductReviews | null>;
  variant: NormalizedVariant;
  sidebar: CmsSidebarItem[];
  noteBanner: {text: string; background: string; color: string; opacity: number} | null;
  onSelectColor?: (color: ColorSlug) => void;
  pathname: string;
  /** The carousel returns here on a colour change (spec 4: mediaInsertPosition). */
  mediaInsertPosition?: number;
}

/** A product detail page (spec 2): carousel, and a sidebar of price, badges, colour, add to cart and blocks. */
export function ProductPage({product, reviews, variant, sidebar, noteBanner, onSelectColor, pathname, mediaInsertPosition = 0}: ProductPageProps) {
  const figures = effectivePrice(variant.price);
  const images = variant.images.length ? variant.images : product.images;
  const crumbs = productBreadcrumb({title: product.title, isRower: product.isRower, category: product.category});
  const listName = analyticsListName(pathname, 'PDP');
  return (
    <>
    <article className={styles.layout} aria-labelledby="product-title">
      <div>
        {noteBanner ? <NoteBanner {...noteBanner} /> : null}
        <ProductGallery
          images={images}
          title={product.title}
          // spec 4: a colour change resets the carousel, except to Pirate Black.
          resetKey={variant.color && variant.color !== 'pirate-black' ? variant.color : undefined}
          resetTo={mediaInsertPosition}
        />
      </div>
      <div className={styles.sidebar}>
        <Breadcrumb crumbs={crumbs} />
        <Badges badges={product.badges} />
        <h1 id="product-title" className={styles.title}>
          {product.title}
        </h1>
        {product.displayReviews ? <RatingSummary reviews={reviews} /> : null}
        <PriceTabs />
        <PriceBlock figures={figures} showSaving />
        {product.isRower && onSelectColor ? (
          <ColorPicker variants={product.variants} selected={variant} onSelect={onSelectColor} appearance={product.OOSAppearance} messages={product.messages} />
        ) : null}
        {product.isRower ? (
          <AddToCart
            location="PDP"
            available={variant.available}
            label={`Add the ${product.title} to cart`}
            lines={[{merchandiseId: variant.id, quantity: 1, attributes: [{key: '_isRower', value: 'true'}, {key: '_addToCartItemListName', value: listName}]}]}
          />
        ) : (
          <AccessoryAddToCart product={product} variant={variant} listName={listName} />
        )}
        <p className={styles.description}>{product.description.full}</p>
        {sidebar.map((item) => (
          <SidebarBlock key={item.sys.id} item={item} />
        ))}
      </div>
    </article>
    {product.displayReviews ? <ReviewsSection reviews={reviews} /> : null}
    </>
  );
}

/** spec 2: accessory add to cart with a quantity control (1..9 buttons, typed 0..10). */
function AccessoryAddToCart({product, variant, listName}: {product: NormalizedProduct; variant: NormalizedVariant; listName: string}) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div style={{display: 'grid', gap: '0.75rem'}}>
      {variant.available ? null : (
        <p className={styles.outOfStock} data-testid="stock-message">
          {product.messages.outOfStock ?? product.messages.OOS.text}
        </p>
      )}
      <QuantityControl value={quantity} onChange={setQuantity} label={`Quantity of ${product.title}`} />
      <AddToCart
        location="PDP"
        available={variant.available && cappedAddQuantity(quantity, 0) > 0}
        lines={[{merchandiseId: variant.id, quantity: Math.max(1, quantity), attributes: [{key: '_addToCartItemListName', value: listName}]}]}
      />
    </div>
  );
}

function NoteBanner({text, background, color, opacity}: {text: string; background: string; color: string; opacity: number}) {
  return (
    <p className={styles.note} style={{background, color, opacity: opacity / 100}} role="note">
      {text}
    </p>
  );
}

function isPackage(value: {__typename: string} | null | undefined): value is CmsPackageSummary {
  return value?.__typename === 'Package';
}

/** The sidebar's optional blocks (spec 2); the ones not yet built render nothing. */
function SidebarBlock({item}: {item: CmsSidebarItem}) {
  const locale = useLocale();
  if (item.blockType === 'Text' && item.content && 'shortText' in item.content && item.content.shortText) {
    return <p>{item.content.shortText}</p>;
  }
  if (item.blockType === 'Package Accordion' || item.blockType === 'Product Block') {
    const packages = [...(item.itemsCollection?.items ?? []), item.content].filter(isPackage);
    if (packages.length === 0) return null;
    const best = packages.reduce((max, pkg) => Math.max(max, (pkg.pdpPrice ?? 0) - (pkg.pdpDiscountedPrice ?? 0)), 0);
    const title = productBlockTitle(item.title ?? '', {full: best, total: 0}, locale);
    return (
      <section aria-label={title || 'Packages'}>
        {title ? <p className={styles.blockTitle}>{title}</p> : null}
        <ul className={styles.packages}>
          {packages.map((pkg) => {
            const full = pkg.pdpPrice ?? 0;
            const total = pkg.pdpDiscountedPrice ?? full;
            return (
              <li key={pkg.shopifyHandle} className={styles.packageCard}>
                <LocaleLink to={`/bundles/${pkg.shopifyHandle}/`}>{pkg.title}</LocaleLink>
                <span>
                  {formatMoney(total, locale)}
                  {full > total ? <span style={{display: 'block', fontSize: '0.875rem'}}>Saving {formatMoney(full - total, locale)}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  return null;
}
