import type {ReactNode} from 'react';
import {inlineVars} from '~/styles/inlineVars';
import {lazySection} from '~/lib/lazy/lazySection';
import {isOnServer} from '~/lib/lazy/documentOnly';
import {Badges} from '~/components/Badge/Badge';
import {Breadcrumb} from '~/components/Breadcrumb/Breadcrumb';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {PriceTabs} from '~/components/PriceBlock/PriceTabs';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import type {ProductPageData, RenderedModules} from '~/lib/product/loader.server';
import {formatMoney} from '~/lib/money';
import {effectivePrice} from '~/lib/product/pricing';
import type {NormalizedVariant} from '~/lib/product/normalizeProduct';
import type {PdpProduct} from '~/lib/product/pdpProduct';
import {useLocale} from '~/lib/useLocale';
import * as styles from './ProductPage.css';

/** Below the fold: its code loads after the first paint. */
const LazyReviews = lazySection(() => import('~/components/Reviews/ReviewsSection'));
/** Only matters after a scroll: server-rendered (hidden), its code loads after the first paint. */
const LazyStickyBar = lazySection(() => import('~/components/ProductStickyBar/ProductStickyBar'), {
  name: 'ProductStickyBar',
});
/** Streamed anyway (the reviews never block the first paint): its code loads after it too. */
const LazyRating = lazySection(() => import('~/components/Reviews/RatingSummary'), {
  name: 'RatingSummary',
  // The rating line's height is kept while it loads, so nothing below it moves.
  fallback: <div className={styles.ratingPlaceholder} aria-hidden="true" />,
});
/** The CMS modules below the product: streamed, and their renderer's code loads after the first paint. */
const LazyModules = lazySection(() => import('./ProductModules'));
/** The reviews section when the first HTML held its list back (decision 0167). */
const LazyHeldReviews = lazySection(() => import('./ProductModules'), {name: 'HeldReviews'});
/** The carousel: its first picture is in the server HTML (the LCP image); its controls' code loads after the first paint. */
const LazyGallery = lazySection(() => import('~/components/ProductGallery/ProductGallery'), {
  name: 'ProductGallery',
  // The picture's box is kept while the code loads (a client-side navigation), so nothing moves.
  fallback: <div className={styles.galleryPlaceholder} aria-hidden="true" />,
});
/** The rich CMS copy (order message, full description): rendered on the server, the rich-text renderer loads after the first paint. */
const LazyOrderMessage = lazySection(() => import('~/components/ProductDetails/ProductDetails'), {
  name: 'OrderMessage',
});
const LazyDescription = lazySection(() => import('~/components/ProductDetails/ProductDetails'), {
  name: 'ProductDescription',
});
/** The sidebar's optional blocks: rendered on the server, their code loads after the first paint. */
const LazySidebar = lazySection(() => import('./Sidebar'));

export interface ProductPageProps {
  product: PdpProduct;
  reviews: Promise<ProductReviews | null>;
  variant: NormalizedVariant;
  /** What the server decided of the page: its sidebar, layout, financing, breadcrumb, note banner and where the carousel returns on a colour change (rules:product-states). */
  page: Pick<
    ProductPageData['page'],
    'sidebar' | 'sidebarLayout' | 'financing' | 'crumbs' | 'noteBanner' | 'mediaInsertPosition'
  >;
  /** Choices above the buy button (a rower's colour picker). */
  options?: ReactNode;
  /** How this kind of product is bought (a rower's button, an accessory's quantity control). */
  purchase: ReactNode;
  /** The server's clock for countdown blocks. */
  now: number;
  /** rules:product-states: the route's final segment, which may be a configurator preselection id. */
  configuratorVariant?: string | null;
  /** The CMS modules below the product (rules:product-states), streamed. */
  modules?: Promise<RenderedModules>;
  /** Where the reviews list comes from when the first HTML held it back (decision 0167); null when `reviews` carries it. */
  reviewsSource?: string | null;
}

/** A product detail page (rules:product-states): carousel, and a sidebar of price, badges, colour, add to cart and blocks. */
export function ProductPage({
  product,
  reviews,
  variant,
  page: {sidebar, sidebarLayout, financing, crumbs, noteBanner, mediaInsertPosition},
  options,
  purchase,
  now,
  configuratorVariant = null,
  modules,
  reviewsSource = null,
}: ProductPageProps) {
  const figures = effectivePrice(variant.price);
  const images = variant.images.length ? variant.images : product.images;
  const locale = useLocale();
  // rules:product-fields: the out-of-stock order message replaces the order message while the chosen variant is sold out.
  const orderMessage =
    !variant.available && product.messages.outOfStockOrder ? product.messages.outOfStockOrder : product.messages.order;
  return (
    <>
      <article
        className={styles.layout}
        aria-labelledby="product-title"
        data-scroll-type={sidebarLayout.sticky ? 'Sticky' : 'Static'}
      >
        <div>
          {noteBanner ? <NoteBanner {...noteBanner} /> : null}
          <LazyGallery
            images={images}
            title={product.title}
            // rules:product-states: a colour change resets the carousel, except to Pirate Black.
            resetKey={variant.color && variant.color !== 'pirate-black' ? variant.color : undefined}
            resetTo={mediaInsertPosition}
          />
        </div>
        <div className={styles.sidebar} data-spacing={sidebarLayout.spacing}>
          <Breadcrumb crumbs={crumbs} />
          <Badges badges={product.badges} />
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          {product.displayReviews ? <LazyRating reviews={reviews} /> : null}
          {financing.financingPrice ? <PriceTabs /> : null}
          <PriceBlock figures={figures} showSaving financing={financing.financingPrice} payLater={financing.payLater} />
          <div id="product-purchase">
            {options}
            {purchase}
          </div>
          {orderMessage ? (
            <LazyOrderMessage message={orderMessage} outOfStock={orderMessage === product.messages.outOfStockOrder} />
          ) : null}
          {/* rules:product-fields description.short: the CMS teaser leads; the store's text where there is none. */}
          <p className={styles.description}>{product.description.short || product.description.full}</p>
          {sidebar.length ? (
            <LazySidebar
              blocks={sidebar}
              variant={variant}
              now={now}
              product={product}
              configuratorVariant={configuratorVariant}
            />
          ) : null}
          {product.altDescription ? (
            <LazyDescription
              title={product.title}
              description={isOnServer(product.altDescription) ? undefined : product.altDescription}
            />
          ) : null}
        </div>
      </article>
      <LazyStickyBar
        title={product.title}
        price={formatMoney(figures.total, locale)}
        reviews={product.displayReviews ? reviews : null}
        purchaseId="product-purchase"
      />
      {modules ? <LazyModules modules={modules} now={now} /> : null}
      {!product.displayReviews ? null : reviewsSource ? (
        <LazyHeldReviews reviews={reviews} source={reviewsSource} />
      ) : (
        <LazyReviews reviews={reviews} />
      )}
    </>
  );
}

function NoteBanner({
  text,
  background,
  color,
  opacity,
}: {
  text: string;
  background: string;
  color: string;
  opacity: number;
}) {
  return (
    <p
      className={styles.note}
      style={inlineVars({
        [styles.noteBackground]: background,
        [styles.noteColor]: color,
        [styles.noteOpacity]: String(opacity / 100),
      })}
      role="note"
    >
      {text}
    </p>
  );
}
